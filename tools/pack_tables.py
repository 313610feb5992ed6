"""Pack the readable tables (tools/tables/*.csv) into byte tables under lib/.

Each game keeps a spec module tools/tables/<game>_spec.py with a list TABLES of dicts:
  {"csv": "goblin_vaults_cards.csv", "module": "lib/goblin_vaults/tables.py",
   "name": "CARDS", "fields": [("suit", 3, ("coins", "crowns", ...)), ("value", 4, None), ...]}
A field's enum tuple maps a CSV word to its index; None means the CSV holds a number
("-" or "" counts as 0) of at most `bits` bits (8 at most); a function computes the value
from the whole row (a dict of cells), for cells like "attack2 defence1" that hold several
fields (the field then needs no column of its name); if the function has an attribute
`words` (a tuple), it returns a word and that is packed as its index, with names as for an
enum. "csv" may be a tuple of CSV files whose rows follow each other in one table (a cell of a
column that a file lacks is empty).
Several small values share a byte through bitfields(("kind", f, 3), ("level", g, 3)) (each a
name, a function of the row and its bits, from bit 0 up): the game's codes then get, for each
part, <FIELD>_<PART>_SHIFT and <FIELD>_<PART>_MASK (KL_LEVEL_SHIFT, KL_LEVEL_MASK), and a reader
decodes with them only: CARD_KL[c] >> _KL_LEVEL_SHIFT & _KL_LEVEL_MASK. Values the rules
pack below a byte that no table holds (a tile of a stack as kind and shape, an action's index
as seat and fountain) are declared in the spec's LAYOUTS, a list of (name, parts, what): parts
(name, bits) from bit 0 up, what a few words for the codes' comment; the codes get
<NAME>_<PART>_SHIFT and _MASK the same way (TILE_KIND_SHIFT), and the readers use them only.

An effect column, ("effect", EFFECT, LANG), holds a program per row in the game's opcode
language: `effect := step (";" step)*`, a step `OPCODE [n] [word...] [key=value...] [(+k)]`
(Gosu's), or `OPCODE(param)` (Karth's); "-" or "" is no program. LANG declares the language:
  {"opcodes": ("DRAW", ...),       opcode i is code i + 1 (0: none), at most 31
   "flags": ("EACH", ...),         words that set bit i of the flags byte, at most 8; or a
                                   dict {word: bit mask}, where words of different opcodes
                                   that never meet may share a bit
   "symbols": {"WARRIOR": 0},      words that stand for the number (optional)
   "keys": (("max_level", None),   key i is 1 + i in the filter byte's top 3 bits, with its
            ("per", ("CLAN", ..)), value in the low 5: a number (None), a word of a tuple,
            ("names", "name"))}    or a set of rows named by a column ("A|B": an index of
                                   <NAME>_<FIELD>_SETS, each set the rows' indexes as bytes);
                                   a third item names the key's code (KEY_<third>) where
                                   two keys' words differ only in case
Each step packs to STEP bytes (STEP_LAYOUT): head (op | k << 5, k the bracket bonus, at most 7),
n (at most 255), flags, filter. <NAME>_<FIELD> holds every row's steps one after another,
<NAME>_<FIELD>_AT the index of row r's first step at r (COUNT + 1 bytes: row r's steps end
where row r + 1's begin). The language becomes the game's codes: OP_<OPCODE> (its code),
FL_<FLAG> (its bit mask), KEY_<KEY> (its number in the filter), <KEY>_<WORD> (a word value's
index), SYM_<SYMBOL> (its number), and the step's layout: STEP, STEP_<BYTE> (a byte's index),
HEAD_OP_SHIFT and _MASK, HEAD_BONUS_*, FILTER_KEY_*, FILTER_VALUE_*; gpcore.effects gets the
layout's const() copies too.

A table is written column by column: <NAME>_<FIELD> is a bytes object with one byte per row
(CARDS_SUIT[c] is the suit of card c), and <NAME>_COUNT the number of rows, if a file of the
game reads it (as the codes count a read, below; a column `count` takes that name, and then
len() of a column counts the rows). The engines read
these bytes as they are: no decoding code and no field constants stay in memory on the device
(a table of rows packed into bit fields saves a few hundred bytes of data but costs more in
the code that unpacks it). The enum words are written as <NAME>_<FIELD>_NAMES; an optional
"names": ("suit", ...) writes them for those fields only, and "names_module" puts them in
another module, so that the rules load no text (every name a module holds costs heap on the
device, even if the game never reads it); "names_joined": True writes each as one string,
the words joined by "|" (one object instead of one a word: a reader cuts out the word it
needs). Several tables may share a module: it is written once with all of them.
A copies column, ("copies", COPIES, None), holds how many physical cards each row (a kind of
card) has. It packs to <NAME>_ROW, a byte per physical card: the cards are ids 0, 1, 2... (as
gpcore.zones deals them), a row's copies one after another in row order, and card id i is a
copy of row <NAME>_ROW[i]; len(<NAME>_ROW) cards in all, at most 256 (an id is a byte). So a
deck is built of card ids and a card's kind is a table lookup, with no loop over the copies.
Columns not named in fields (ids, status, notes) are for people and are not packed.
A table with "joined": True is written as one bytes object <NAME>, its one-byte-per-row
columns one after another in field order (its effect and copies columns stay apart), and
no <NAME>_COUNT: the codes get <NAME>_<FIELD>, the column's offset, and a reader reads
<NAME>[_<NAME>_<FIELD> + row]. One object and no name per column: on the device each bytes
object costs its header and each module name a slot and an interned name.
A table whose "module" is None is packed and checked on every run but written nowhere (the
data of a game not yet started: its rows must already pack; or a table only the codes read),
but for its words where it has a "names_module" (names that the game reads by row).
The codes' functions see every table whole, every column with its words, whatever its module
holds: so a module holds only what the game reads when it runs (each name a module holds is
interned on the device for good).

Packing is per game: a game's run writes only its own modules (its tables, its codes module,
created with its marker lines when missing, and the constants blocks of its package and of the
views that import it); a name counts as read only in the files of its game (its package and
the files that import it). A cell that does not pack stops the packer with one line naming the
file, line, column and word (tools/tables/x.csv:6:3: effect 'DRAWW': unknown opcode), exit 2.

  python tools/pack_tables.py [GAME ...]          rewrite the modules (of every game, or of those)
  python tools/pack_tables.py --check [GAME ...]  exit 1 if a module is stale
"""
import argparse
import csv
import glob
import importlib.util
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.modules.setdefault("pack_tables", sys.modules[__name__])    # the one the specs import
import pack_constants  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TABLE_DIR = os.path.join(ROOT, "tools", "tables")
EFFECT = "effect"   # a field's bits for an effect column
STEP = 4            # bytes a step
# The bytes of a step, each with its parts packed below a byte ((name, bits) from bit 0 up)
STEP_LAYOUT = (("head", (("op", 5), ("bonus", 3))), ("n", ()), ("flags", ()),
               ("filter", (("value", 5), ("key", 3))))


class BadWord(ValueError):
    """A word of a cell that does not pack: args (word, why); the caller says where it is."""


def load_specs():
    """The spec modules, in name order."""
    specs = []
    for path in sorted(glob.glob(os.path.join(TABLE_DIR, "*_spec.py"))):
        name = os.path.basename(path)[:-3]
        mod_spec = importlib.util.spec_from_file_location(name, path)
        mod = importlib.util.module_from_spec(mod_spec)
        mod_spec.loader.exec_module(mod)
        specs.append(mod)
    return specs


def game_name(spec_module):
    """The game of a spec module: tools/tables/<game>_spec.py."""
    return getattr(spec_module, "__name__", "game_spec")[:-len("_spec")]


def shown(name):
    """CSV `name` as its path from the repository (absolute if it lies elsewhere)."""
    path = os.path.join(TABLE_DIR, name)
    rel = os.path.relpath(path, ROOT)
    return path if rel.startswith("..") else rel.replace(os.sep, "/")


def cell_error(where, col, row, word, why):
    """The one-line error of a bad cell: file:line:column: column word: why (row id). `where`
    is (CSV, line, header) of the row; a column outside the header (a computed field) has no
    number, and a word None is left out."""
    src, line, header = where
    at = "%s:%d" % (shown(src), line)
    if col in header:
        at += ":%d" % (header.index(col) + 1)
    rid = row.get("id", "").strip()
    return ValueError("%s: %s%s: %s%s" % (at, col, "" if word is None else " %r" % (word,), why,
                                          " (row %s)" % rid if rid else ""))


def pack_parts(parts, values):
    """One byte of `values`, one per part (name, bits) from bit 0 up; a value that does not
    fit its part raises BadWord."""
    v = shift = 0
    for (name, bits), x in zip(parts, values):
        if not 0 <= x < 1 << bits:
            raise BadWord(x, "%s does not fit %d bits" % (name, bits))
        v |= x << shift
        shift += bits
    return v


def bitfields(*parts):
    """A field of several small values in one byte, for a spec: parts (name, function of the
    row, bits) from bit 0 up. The game's codes get each part's SHIFT and MASK (see above)."""
    def f(row):
        return pack_parts(f.parts, [fn(row) for _, fn, _ in parts])
    f.parts = tuple((name, bits) for name, _, bits in parts)
    return f


def encode_value(raw, bits, enum):
    """The number of a cell: its enum word's index, or the number it holds."""
    raw = raw.strip()
    if enum is not None:
        if raw not in enum:
            raise BadWord(raw, "not one of %s" % ", ".join(enum))
        v = enum.index(raw)
    elif raw in ("", "-"):
        v = 0
    else:
        try:
            v = int(raw)
        except ValueError:
            raise BadWord(raw, "not a number")
    if not 0 <= v < (1 << bits):
        raise BadWord(raw, "%d does not fit %d bits" % (v, bits))
    return v


def _flag_bits(lang):
    """{flag word: its bit mask} of a language, in its order."""
    flags = lang.get("flags", ())
    return flags if isinstance(flags, dict) else dict((f, 1 << i) for i, f in enumerate(flags))


def parse_step(text, lang, sets, rows):
    """The STEP bytes of one step; `sets` collects the row sets (tuples) met so far; `rows` are
    the table's rows, for the names of a set. Raises BadWord (the word, what is wrong)."""
    if text.endswith(")") and "(" in text and " " not in text:     # karth: OPCODE(param)
        text = text[:-1].replace("(", " ", 1)
    words = text.split()
    if not words:
        raise BadWord(text, "an empty step")
    if words[0] not in lang["opcodes"]:
        raise BadWord(words[0], "unknown opcode")
    op = lang["opcodes"].index(words[0]) + 1
    n = flags = key = v = bonus = 0
    symbols = lang.get("symbols", {})
    keys = [k[0] for k in lang.get("keys", ())]
    flag_bits = _flag_bits(lang)
    for w in words[1:]:
        if w.startswith("(+") and w.endswith(")") and w[2:-1].isdigit():
            bonus = int(w[2:-1])
        elif w.isdigit():
            n = int(w)
            if n > 255:
                raise BadWord(w, "does not fit a byte")
        elif w in symbols:
            n = symbols[w]
        elif w in flag_bits:
            flags |= flag_bits[w]
        elif "=" in w and w.split("=", 1)[0] in keys:
            name, value = w.split("=", 1)
            key = keys.index(name) + 1
            vocab = lang["keys"][key - 1][1]
            if vocab is None:
                if not value.isdigit():
                    raise BadWord(w, "not a number")
                v = int(value)
            elif isinstance(vocab, tuple):
                if value not in vocab:
                    raise BadWord(w, "not one of %s" % ", ".join(vocab))
                v = vocab.index(value)
            else:
                names = [r[vocab].strip() for _, r in rows]
                ids = []
                for one in value.split("|"):
                    if one not in names:
                        raise BadWord(one, "%s=: no row has this %s" % (name, vocab))
                    ids.append(names.index(one))
                if tuple(ids) not in sets:
                    sets.append(tuple(ids))
                v = sets.index(tuple(ids))
            try:
                pack_parts(dict(STEP_LAYOUT)["filter"], (v, key))
            except BadWord as e:
                raise BadWord(w, e.args[1])
        elif "=" in w:
            raise BadWord(w, "unknown key")
        else:
            raise BadWord(w, "unknown word")
    layout = dict(STEP_LAYOUT)
    return bytes((pack_parts(layout["head"], (op, bonus)), n, flags,
                  pack_parts(layout["filter"], (v, key))))


def pack_effects(col, lang, rows):
    """[(col, steps), (col_at, first step of each row, then the end), (col_sets, row sets, if
    any)] of an effect column; a bad cell raises its one-line error."""
    steps = bytearray()
    at = bytearray()
    sets = []
    for where, row in rows:
        at.append(len(steps) // STEP)
        cell = row.get(col, "").strip()
        if cell in ("", "-"):
            continue
        for text in cell.split(";"):
            try:
                steps += parse_step(text.strip(), lang, sets, rows)
            except BadWord as e:
                raise cell_error(where, col, row, *e.args)
        if len(steps) // STEP > 255:
            raise cell_error(where, col, row, None, "more than 255 steps in the column")
    at.append(len(steps) // STEP)
    out = [(col, bytes(steps)), (col + "_at", bytes(at))]
    return out + [(col + "_sets", tuple(bytes(s) for s in sets))] if sets else out


COPIES = "copies"   # a field's bits for a copies column


def pack_copies(col, rows):
    """[("row", the row of each physical card id)] of a copies column; a bad cell, or a row
    whose copies pass card id 255, raises its one-line error."""
    ids = bytearray()
    for r, (where, row) in enumerate(rows):
        n = _value(where, col, 8, None, row)
        if n and (len(ids) + n > 256 or r > 255):
            raise cell_error(where, col, row, n, "%d cards up to row %d; card ids and rows are "
                             "bytes (256 at most)" % (len(ids) + n, r + 1))
        ids.extend(bytes((r,)) * n)
    return [("row", bytes(ids))]


def read_rows(name):
    """(header, [(line number, {column: cell})]) of the non-blank rows of CSV `name`. A row with
    more cells than the header raises (a stray comma); a short row just lacks its last cells."""
    rows = []
    with open(os.path.join(TABLE_DIR, name), newline="") as f:
        reader = csv.reader(f)
        header = [h.strip() for h in next(reader, [])]
        for cells in reader:
            if not any(c.strip() for c in cells):
                continue
            if len(cells) > len(header):
                raise ValueError("%s:%d: %d cells, the header has %d"
                                 % (shown(name), reader.line_num, len(cells), len(header)))
            rows.append((reader.line_num, dict(zip(header, cells))))
    return header, rows


def _csvs(spec):
    return spec["csv"] if isinstance(spec["csv"], tuple) else (spec["csv"],)


def _value(where, col, bits, enum, row):
    """The number of a row's field: a cell, or computed from the row."""
    if not callable(enum):
        if col not in row:
            raise cell_error(where, col, row, None, "no cell (the row is short)")
        try:
            return encode_value(row[col], bits, enum)
        except BadWord as e:
            raise cell_error(where, col, row, *e.args)
    try:
        v = enum(row)
        if isinstance(v, str):
            if v not in enum.words:
                raise BadWord(v, "not one of the field's words")
            v = enum.words.index(v)
        if not 0 <= v < (1 << bits):
            raise BadWord(v, "does not fit %d bits" % bits)
        return v
    except BadWord as e:
        raise cell_error(where, col, row, *e.args)
    except (ValueError, KeyError) as e:
        raise cell_error(where, col, row, None, "%s: %s" % (type(e).__name__, e))


def pack_table(spec):
    """Return (count, [(field, column bytes)]) for one table spec."""
    header = []
    rows = []               # [((CSV, line, its header), row)]
    files = [(name,) + read_rows(name) for name in _csvs(spec)]
    for _, h, _ in files:
        header += h
    for name, h, r in files:
        for line, row in r:        # a column of another file is empty in this file's rows
            row.update((k, "") for k in header if k not in h)
            rows.append(((name, line, h), row))
    for col, bits, enum in spec["fields"]:
        if col not in header and not callable(enum):
            raise ValueError("%s:1: no column %r" % (shown(_csvs(spec)[0]), col))
        if bits not in (EFFECT, COPIES) and bits > 8:
            raise ValueError("%s: field %r has %d bits, a column byte holds 8"
                             % (spec["name"], col, bits))
    columns = []
    for col, bits, enum in spec["fields"]:
        if bits == COPIES:
            columns += pack_copies(col, rows)
            continue
        if bits == EFFECT:
            columns += pack_effects(col, enum, rows)
        else:
            columns.append((col, bytes(_value(w, col, bits, enum, r) for w, r in rows)))
    return len(rows), columns


def _row_columns(spec):
    """The fields of a table that pack to one byte per row (not effect or copies), in order."""
    return [col for col, bits, _ in spec["fields"] if bits not in (EFFECT, COPIES)]


def _names(spec):
    """[(constant name, enum words)] that the spec writes."""
    out = []
    for col, bits, enum in spec["fields"]:
        if bits in (EFFECT, COPIES):
            continue
        words = getattr(enum, "words", enum)      # an enum, or a function's words
        if isinstance(words, tuple) and col in spec.get("names", (col,)):
            out.append(("%s_%s_NAMES" % (spec["name"], col.upper()), words))
    return out


def words_literal(words, whole=False):
    """The source of a tuple of enum words. MicroPython interns every string literal of up to
    10 characters as a name, for good, and the names' pools grow by doubling: a word list is
    written as one longer string split on import (its words are then plain strings, dropped
    with the module), unless it is that short itself or a word holds the separator. whole (a
    spec's "names_joined"): the one string itself, a reader cutting out the word it needs."""
    joined = "|".join(words)
    if whole:
        if any("|" in w for w in words):
            raise ValueError("a word holds the separator |: %r" % (words,))
        return repr(joined)
    if len(joined) <= 10 or any("|" in w for w in words):
        return repr(tuple(words))
    return "tuple(%r.split(\"|\"))" % joined


def render_module(specs, names_of=(), counted=None):
    """The text of a module holding the columns of `specs` and the names of `names_of`
    (specs whose names_module this is); `counted`: the <NAME>_COUNT names to write (None:
    each that no column of its table takes)."""
    csvs = sorted({c for s in list(specs) + list(names_of) for c in _csvs(s)})
    out = ['"""Packed tables. GENERATED by tools/pack_tables.py from tools/tables/%s; do not edit."""'
           % ", ".join(csvs), ""]
    for spec in specs:
        n, columns = pack_table(spec)
        name = spec["name"]
        fx = [c for c, bits, _ in spec["fields"] if bits == EFFECT]
        copies = [c for c, bits, _ in spec["fields"] if bits == COPIES]
        out.append("# %s: %d rows of %s, one byte per row in each column%s%s"
                   % (name, n, ", ".join(_csvs(spec)),
                      "".join("; %s: %d bytes a step, the row's first step in %s_%s_AT"
                              % (c, STEP, name, c.upper()) for c in fx),
                      "".join("; %s_ROW: the row of each card id (%s)" % (name, c)
                              for c in copies)))
        rows = _row_columns(spec) if spec.get("joined") else ()
        if rows:
            out.append("%s = %r" % (name, b"".join(d for c, d in columns if c in rows)))
        else:
            count = name + "_COUNT"
            if count in (counted if counted is not None else
                         {count} - {"%s_%s" % (name, col.upper()) for col, _ in columns}):
                out.append("%s = %d" % (count, n))
        for col, data in columns:
            if col not in rows:
                out.append("%s_%s = %r" % (name, col.upper(), data))
        if "names_module" not in spec:
            out.extend("%s = %s" % (k, words_literal(v, spec.get("names_joined")))
                       for k, v in _names(spec))
        out.append("")
    for spec in names_of:
        if _names(spec):
            out.append("# %s: the words of its enum fields, by index" % spec["name"])
            out.extend("%s = %s" % (k, words_literal(v, spec.get("names_joined")))
                       for k, v in _names(spec))
            out.append("")
    return "\n".join(out)


def _code(*words):
    return "_".join(words).upper()


def parts_codes(field, parts):
    """<FIELD>_<PART>_SHIFT and _MASK of each part of a field packed below a byte."""
    out = []
    shift = 0
    for name, bits in parts:
        out += [(_code(field, name, "shift"), shift), (_code(field, name, "mask"), (1 << bits) - 1)]
        shift += bits
    return out


def step_codes():
    """The layout of an effect step as codes (gpcore.effects and every game with effects)."""
    out = ["Effect steps: STEP bytes, STEP_<BYTE> a byte's index; a part of a byte:",
           "step[STEP_<BYTE>] >> <BYTE>_<PART>_SHIFT & <BYTE>_<PART>_MASK", ("STEP", STEP)]
    out += [(_code("step", byte), i) for i, (byte, _) in enumerate(STEP_LAYOUT)]
    for byte, parts in STEP_LAYOUT:
        out += parts_codes(byte, parts)
    return out


def lang_codes(title, lang):
    """An effect language's words as codes: OP_, FL_, KEY_, <KEY>_<WORD>, SYM_."""
    out = ["%s: its language's opcodes, flag masks, keys, key words and symbols" % title]
    out += [(_code("op", o), i + 1) for i, o in enumerate(lang["opcodes"])]
    out += [(_code("fl", f), m) for f, m in _flag_bits(lang).items()]
    for i, key in enumerate(lang.get("keys", ())):
        name = key[2] if len(key) > 2 else key[0]
        out.append((_code("key", name), i + 1))
        if isinstance(key[1], tuple):
            out += [(_code(name, w), j) for j, w in enumerate(key[1])]
    return out + [(_code("sym", w), v) for w, v in lang.get("symbols", {}).items()]


def parts_block(title, value, field, parts):
    """A comment line and the codes of the parts of a value packed below a byte."""
    return ["", "%s: %s, from bit 0 up: %s >> %s_<PART>_SHIFT & %s_<PART>_MASK"
            % (title, ", ".join(n for n, _ in parts), value, field.upper(), field.upper())] \
        + parts_codes(field, parts)


def table_codes(tables, layouts=()):
    """The codes a game's tables add to its CODES: each part of a field packed below a byte
    (SHIFT and MASK), each effect column's language, the step layout if it has one, and the
    parts of each of the spec's LAYOUTS."""
    out = []
    for spec in tables:
        if spec.get("joined"):
            n = pack_table(spec)[0]
            out += ["", "%s: one bytes object, a column of %d bytes (a byte per row) at each "
                    "offset: %s[%s_<FIELD> + row]" % (spec["name"], n, spec["name"], spec["name"])]
            out += [(_code(spec["name"], col), i * n)
                    for i, col in enumerate(_row_columns(spec))]
        for col, bits, enum in spec["fields"]:
            title = "%s_%s" % (spec["name"], col.upper())
            if bits == EFFECT:
                out += [""] + lang_codes(title, enum)
            elif getattr(enum, "parts", None):
                out += parts_block(title, title + "[i]", col, enum.parts)
    if any(bits == EFFECT for spec in tables for _, bits, _ in spec["fields"]):
        out += [""] + step_codes()
    for name, parts, what in layouts:
        out += parts_block(what, name, name, parts)
    return out


def code_tables(game):
    """The texts of the game's tables as the CODES' functions read them: every table whole
    (every column and its words), whether or not a module holds it."""
    return [render_module([dict((k, v) for k, v in spec.items()
                                if k not in ("names", "names_module", "joined", "names_joined"))])
            for spec in game.TABLES]


def read_counts(game, modules):
    """The <NAME>_COUNT names of the game's tables that a file of its packages reads (the
    packages of its table `modules`, and the files that import them; neither those modules nor
    the spec count), but those a column takes (a column `count`: TER_COUNT)."""
    counts = ["%s_COUNT" % spec["name"] for spec in game.TABLES]
    taken = {"%s_%s" % (spec["name"], col.upper()) for spec in game.TABLES
             for col, _, _ in spec["fields"]}
    spec = getattr(game, "__file__", None)
    skip = set(modules) | ({os.path.relpath(spec, ROOT).replace(os.sep, "/")} if spec else set())
    read = set()
    for package in {os.path.dirname(m) for m in modules}:
        read |= pack_constants.read_names([(c,) for c in counts],
                                          pack_constants.readers_text(ROOT, package, skip))
    return read - taken


def game_modules(game):
    """{module path: text} of one game's spec: its table modules, then its modules with
    generated constants (tools/pack_constants.py). A game not started (no module, no
    CODES_MODULE) has its tables packed and its codes checked, and writes nothing."""
    tables = {}
    names = {}
    for spec in game.TABLES:
        if "names_module" in spec:
            names.setdefault(spec["names_module"], []).append(spec)
        if spec["module"] is not None:      # (None: every row packs, code_tables below)
            tables.setdefault(spec["module"], []).append(spec)
    counted = read_counts(game, set(tables) | set(names))
    made = {m: render_module(tables.get(m, ()), names.get(m, ()), counted)
            for m in set(tables) | set(names)}
    codes = list(getattr(game, "CODES", ())) + table_codes(game.TABLES,
                                                          getattr(game, "LAYOUTS", ()))
    texts = code_tables(game)
    if hasattr(game, "CODES_MODULE"):
        made.update(pack_constants.game_modules(ROOT, game.CODES_MODULE, codes, texts,
                                                game.__file__))
    else:
        pack_constants.resolve(codes, pack_constants.Tables(texts))
    return made


def modules(games=()):
    """{module path: rendered text} of the games named (every game if none), and the step
    layout's copies in gpcore (tools/pack_constants.py). Two games writing one file, or a
    game without a spec, is an error."""
    specs = load_specs()
    known = [game_name(g) for g in specs]
    for g in games:
        if g not in known:
            raise ValueError("no game %r: a game is a spec tools/tables/<game>_spec.py (%s)"
                             % (g, ", ".join(known)))
    out = pack_constants.private_modules(ROOT, "lib/gpcore",
                                         pack_constants.resolve(step_codes(), None), ())
    for game in specs:
        if games and game_name(game) not in games:
            continue
        for rel, text in game_modules(game).items():
            if rel in out:
                raise ValueError("%s: written by two specs (%s is one)" % (rel, game.__name__))
            out[rel] = text
    return out


def main(argv):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                epilog="Usage and the specs' format: the docstring of "
                                       "tools/pack_tables.py.")
    p.add_argument("games", nargs="*", metavar="GAME",
                   help="pack only these games (tools/tables/<GAME>_spec.py); default: all")
    p.add_argument("--check", action="store_true",
                   help="write nothing; exit 1 if a module is stale")
    a = p.parse_args(argv)
    try:
        made = modules(a.games)
    except ValueError as e:
        print(e, file=sys.stderr)
        return 2
    stale = []
    for rel, text in sorted(made.items()):
        path = os.path.join(ROOT, rel)
        old = open(path).read() if os.path.exists(path) else None
        if old != text:
            stale.append(rel)
            if not a.check:
                os.makedirs(os.path.dirname(path), exist_ok=True)
                with open(path, "w") as f:
                    f.write(text)
    for rel in stale:
        print(("stale: " if a.check else "wrote: ") + rel)
    if a.check and stale:
        print("run: python tools/pack_tables.py")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
