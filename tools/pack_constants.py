"""Generated constants: a game's public codes and the private const() copies its modules use.

A game's spec (tools/tables/<game>_spec.py) may define
  CODES_MODULE = "lib/<game>/codes.py"    the public module of the codes (created, with its
                                          marker lines, when missing)
  CODES = [...]                           in order: a str is a comment line; a tuple
                                          (NAME, value[, comment]) is a constant, where value
                                          is an int or a function of T, the game's packed
                                          tables (T.PARAMS_VALUE, T.TOKENS_COUNT, ...), so
                                          that a number read from a table needs no code edit.
tools/pack_tables.py adds the codes its tables make (fields packed below a byte, effect
languages). Between the lines BEGIN and END below, the public module gets `NAME = value  #
comment` for each code read by that name in the game's files (its package, and the files of
READERS that import it; the spec does not count, nor a name in a comment or a docstring),
and the same line as a comment for a code read nowhere: on the device every name a compiled
module holds is interned for good, so a name no one reads only costs heap. Every other
module of the game's package that holds the two lines gets exactly the `_NAME =
const(value)` lines of the `_NAME`s it uses elsewhere in its text (MicroPython folds them
into the bytecode: no heap); so does every module of VIEWS (the firmware's views, its
folders too) that holds the two lines and imports the game's package. No file of another
game is read or written. tools/pack_tables.py writes them with the tables, and its --check
fails when one is stale.
"""
import io
import os
import re
import tokenize

BEGIN = "# --- constants: written by tools/pack_tables.py ---"
END = "# --- end of constants ---"
LIMIT = 1 << 30     # MicroPython's small ints on a 32-bit board
READERS = ("lib", "firmware", "tests", "tools", "host_sim")    # folders of root scanned
VIEWS = "firmware/views"    # a view module with a block that imports the game's package


class Tables:
    """The packed tables of a game as attributes, from the rendered module texts."""

    def __init__(self, texts):
        for text in texts:
            ns = {}
            exec(text, ns)
            for k, v in ns.items():
                if not k.startswith("__"):
                    setattr(self, k, v)


def resolve(codes, tables):
    """[(name, int, comment) or comment str] with every value computed."""
    out = []
    seen = set()
    for item in codes:
        if isinstance(item, str):
            out.append(item)
            continue
        name, value = item[0], item[1]
        comment = item[2] if len(item) > 2 else ""
        if callable(value):
            value = value(tables)
        if not (name.isupper() and name[0].isalpha()) or name in seen:
            raise ValueError("code %r: an upper-case name, once (the packer makes the codes of "
                             "effect languages and bitfields itself: a spec lists none of them)"
                             % (name,))
        if not isinstance(value, int) or not -LIMIT <= value < LIMIT:
            raise ValueError("code %s: %r is not an int of 31 bits" % (name, value))
        seen.add(name)
        out.append((name, value, comment))
    return out


def public_lines(items, read):
    """The block of the public module; a code whose name is not in `read` as a comment."""
    lines = []
    for item in items:
        if isinstance(item, str):
            lines.append("# " + item if item else "")
        else:
            name, value, comment = item
            line = ("" if name in read else "# ") + "%s = %d" % (name, value)
            lines.append(line + (" " * max(2, 16 - len(line)) + "# " + comment
                                 if comment else ""))
    return lines


def imports(text, package):
    """Whether `text` imports `package` (a folder of root) by its name or its dotted path (at
    any depth of indentation)."""
    names = "|".join(re.escape(n) for n in (os.path.basename(package), package.replace("/", ".")))
    return re.search(r"^[ \t]*(from|import)[ \t]+(%s)\b" % names, text, re.M) is not None


def readers_text(root, package, skip):
    """The code of every .py file under the READERS folders of root that lies in `package` or
    imports it, but the files of skip (code_text: no comment or docstring)."""
    out = []
    for folder in READERS:
        for here, dirs, files in os.walk(os.path.join(root, folder)):
            dirs[:] = [d for d in dirs if not d.startswith((".", "__"))]
            for f in files:
                path = os.path.join(here, f)
                rel = os.path.relpath(path, root).replace(os.sep, "/")
                if not f.endswith(".py") or rel in skip:
                    continue
                with open(path) as fh:
                    text = fh.read()
                if rel.startswith(package + "/") or imports(text, package):
                    out.append(code_text(text, rel))
    return "\n".join(out)


def code_text(text, path):
    """The names and strings of a module's code, one a line: a name mentioned in a comment or
    a docstring (a string standing alone as a statement) is no read."""
    out = []
    prev = tokenize.NEWLINE
    try:
        tokens = list(tokenize.generate_tokens(io.StringIO(text).readline))
    except (tokenize.TokenError, SyntaxError) as e:
        raise ValueError("%s: not Python (%s)" % (path, e))
    for i, tok in enumerate(tokens):
        alone = tok.type == tokenize.STRING and prev in (
            tokenize.NEWLINE, tokenize.NL, tokenize.INDENT, tokenize.DEDENT) and \
            tokens[i + 1].type in (tokenize.NEWLINE, tokenize.COMMENT, tokenize.ENDMARKER)
        if tok.type == tokenize.NAME or tok.type == tokenize.STRING and not alone:
            out.append(tok.string)
        if tok.type not in (tokenize.COMMENT, tokenize.NL):
            prev = tok.type
    return "\n".join(out)


def read_names(items, text):
    """The names of the codes that `text` (code_text) reads by their public name."""
    words = set(re.findall(r"(?<!\w)[A-Z][A-Z0-9_]*\b", text))
    return {item[0] for item in items if not isinstance(item, str) and item[0] in words}


def split(text, path):
    """(head, block, tail) of a module around its constants block, or None if it has none."""
    if BEGIN not in text:
        return None
    head, rest = text.split(BEGIN, 1)
    if END not in rest:
        raise ValueError("%s: %r without %r" % (path, BEGIN, END))
    block, tail = rest.split(END, 1)
    return head, block, tail


def used(code):
    """The names `_NAME` (upper case) that `code` uses."""
    names = set()
    for tok in tokenize.generate_tokens(io.StringIO(code).readline):
        if tok.type == tokenize.NAME and tok.string[:1] == "_" and tok.string[1:2].isalpha() \
                and tok.string[1:].isupper():
            names.add(tok.string[1:])
    return names


def private_lines(items, code):
    """The const() copies of the codes that `code` uses, in the order of CODES."""
    need = used(code)
    return ["_%s = const(%d)" % (name, value) for item in items if not isinstance(item, str)
            for name, value, _ in [item] if name in need]


def rewrite(text, lines, path):
    """`text` with its block replaced by `lines`."""
    head, _, tail = split(text, path)
    return head + BEGIN + "\n" + "".join(line + "\n" for line in lines) + END + tail


def _modules(root, package, views):
    """The modules of the package, then (if views) those of VIEWS and its folders (the caller
    keeps those that import the package)."""
    out = []
    for folder in (package, VIEWS) if views else (package,):
        for here, dirs, files in os.walk(os.path.join(root, folder)):
            dirs[:] = sorted(d for d in dirs if not d.startswith((".", "__"))
                             and folder == VIEWS)      # a view may sit in a game's folder
            rel = os.path.relpath(here, root).replace(os.sep, "/")
            out += [rel + "/" + f for f in sorted(files) if f.endswith(".py")]
    return out


def _refuse_hand_kept(items, rest, rel, pattern):
    for item in items:
        if not isinstance(item, str) and re.search(pattern % item[0], rest, re.M):
            raise ValueError("%s: %s is kept by hand; the packer writes it" % (rel, item[0]))


def private_modules(root, package, items, skip, views=False):
    """{module path: text} for every module of the package (and, if views, of VIEWS importing
    it) with a constants block, but those of skip: the const() copies of `items` (resolved
    codes) it uses."""
    out = {}
    for rel in _modules(root, package, views):
        if rel in skip:
            continue
        with open(os.path.join(root, rel)) as f:
            text = f.read()
        parts = split(text, rel)
        if parts is None or (rel.startswith(VIEWS + "/") and not imports(text, package)):
            continue
        rest = parts[0] + parts[2]
        _refuse_hand_kept(items, rest, rel, r"^_%s\s*=")
        out[rel] = rewrite(text, private_lines(items, rest), rel)
    return out


def new_public(codes_module, spec_path):
    """The text of a public codes module the packer creates: a docstring and the two lines."""
    return ('"""Public codes of %s, for its screens, texts and tests: the CODES of its spec (%s)\n'
            'and those its tables make, written by tools/pack_tables.py (which created this\n'
            'module). The engine modules never load it: each gets the const() copies it uses."""\n'
            '%s\n%s\n' % (os.path.basename(os.path.dirname(codes_module)),
                           "tools/tables/" + os.path.basename(spec_path or "<game>_spec.py"),
                           BEGIN, END))


def game_modules(root, codes_module, codes, table_texts, spec_path=None):
    """{module path: text} for the public module (created when missing) and every module of
    its package, and view of the game's, with a constants block; spec_path: the spec, whose
    names do not count as read."""
    items = resolve(codes, Tables(table_texts))
    package = os.path.dirname(codes_module)
    path = os.path.join(root, codes_module)
    if os.path.exists(path):
        with open(path) as f:
            text = f.read()
    else:
        text = new_public(codes_module, spec_path)
    parts = split(text, codes_module)
    if parts is None:
        raise ValueError("%s: the public module needs the lines %r and %r (or remove it: the "
                         "packer makes it)" % (codes_module, BEGIN, END))
    _refuse_hand_kept(items, parts[0] + parts[2], codes_module, r"^_?%s\s*=")
    read = read_names(items, code_text(parts[0] + parts[2], codes_module) + "\n" + readers_text(
        root, package, (codes_module, spec_path and os.path.relpath(spec_path, root))))
    out = {codes_module: rewrite(text, public_lines(items, read), codes_module)}
    out.update(private_modules(root, package, items, (codes_module,), True))
    return out
