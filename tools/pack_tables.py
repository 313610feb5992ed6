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

An effect column, ("effect", EFFECT, LANG), holds a program per row in the game's opcode
language: `effect := step (";" step)*`, a step `OPCODE [n] [word...] [key=value...] [(+k)]`
(gosu.md), or `OPCODE(param)` (karth.md); "-" or "" is no program. LANG declares the language:
  {"opcodes": ("DRAW", ...),       opcode i is code i + 1 (0: none), at most 31
   "flags": ("EACH", ...),         words that set bit i of the flags byte, at most 8; or a
                                   dict {word: bit mask}, where words of different opcodes
                                   that never meet may share a bit
   "symbols": {"WARRIOR": 0},      words that stand for the number (optional)
   "keys": (("max_level", None),   key i is 1 + i in the filter byte's top 3 bits, with its
            ("per", ("CLAN", ..)), value in the low 5: a number (None), a word of a tuple,
            ("names", "name"))}    or a set of rows named by a column ("A|B": an index of
                                   <NAME>_<FIELD>_SETS, each set the rows' indexes as bytes)
Each step packs to STEP bytes: op | k << 5 (k the bracket bonus, at most 7), n (at most 255),
flags, filter. <NAME>_<FIELD> holds every row's steps one after another, <NAME>_<FIELD>_AT the
index of row r's first step at r (COUNT + 1 bytes: row r's steps end where row r + 1's begin).
A word, key or value outside the language is an error naming the CSV, line, row id and column.

A table is written column by column: <NAME>_<FIELD> is a bytes object with one byte per row
(CARDS_SUIT[c] is the suit of card c), and <NAME>_COUNT the number of rows. The engines read
these bytes as they are: no decoding code and no field constants stay in memory on the device
(a table of rows packed into bit fields saves a few hundred bytes of data but costs more in
the code that unpacks it). The enum words are written as <NAME>_<FIELD>_NAMES; an optional
"names": ("suit", ...) writes them for those fields only, and "names_module" puts them in
another module, so that the rules load no text (every name a module holds costs heap on the
device, even if the game never reads it). Several tables may share a module: it is written
once with all of them.
A copies column, ("copies", COPIES, None), holds how many physical cards each row (a kind of
card) has. It packs to <NAME>_ROW, a byte per physical card: the cards are ids 0, 1, 2... (as
gpcore.zones deals them), a row's copies one after another in row order, and card id i is a
copy of row <NAME>_ROW[i]; len(<NAME>_ROW) cards in all, at most 256 (an id is a byte). So a
deck is built of card ids and a card's kind is a table lookup, with no loop over the copies.
Columns not named in fields (ids, status, notes) are for people and are not packed.
A table whose "module" is None is packed and checked on every run but written nowhere (the
data of a game not yet started: its rows must already pack).

  python tools/pack_tables.py           rewrite the modules
  python tools/pack_tables.py --check   exit 1 if a module is stale
"""
import csv
import glob
import importlib.util
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import pack_constants  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TABLE_DIR = os.path.join(ROOT, "tools", "tables")


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


def encode_value(raw, bits, enum, where):
    raw = raw.strip()
    if enum is not None:
        if raw not in enum:
            raise ValueError("%s: %r is not one of %s" % (where, raw, ", ".join(enum)))
        v = enum.index(raw)
    elif raw in ("", "-"):
        v = 0
    else:
        try:
            v = int(raw)
        except ValueError:
            raise ValueError("%s: %r is not a number" % (where, raw))
    if not 0 <= v < (1 << bits):
        raise ValueError("%s: %d does not fit %d bits" % (where, v, bits))
    return v


EFFECT = "effect"   # a field's bits for an effect column
STEP = 4            # bytes a step


def parse_step(text, lang, sets, rows):
    """The STEP bytes of one step; `sets` collects the row sets (tuples) met so far; `rows` are
    the table's rows, for the names of a set. Raises ValueError with what is wrong."""
    if text.endswith(")") and "(" in text and " " not in text:     # karth: OPCODE(param)
        text = text[:-1].replace("(", " ", 1)
    words = text.split()
    if not words:
        raise ValueError("an empty step")
    if words[0] not in lang["opcodes"]:
        raise ValueError("unknown opcode %r" % words[0])
    op = lang["opcodes"].index(words[0]) + 1
    n = flags = filt = bonus = 0
    symbols = lang.get("symbols", {})
    keys = [k for k, _ in lang.get("keys", ())]
    flag_bits = lang.get("flags", ())
    if not isinstance(flag_bits, dict):
        flag_bits = dict((f, 1 << i) for i, f in enumerate(flag_bits))
    for w in words[1:]:
        if w.startswith("(+") and w.endswith(")") and w[2:-1].isdigit():
            bonus = int(w[2:-1])
        elif w.isdigit():
            n = int(w)
        elif w in symbols:
            n = symbols[w]
        elif w in flag_bits:
            flags |= flag_bits[w]
        elif "=" in w and w.split("=", 1)[0] in keys:
            key, value = w.split("=", 1)
            vocab = lang["keys"][keys.index(key)][1]
            if vocab is None:
                if not value.isdigit():
                    raise ValueError("%s=%r is not a number" % (key, value))
                v = int(value)
            elif isinstance(vocab, tuple):
                if value not in vocab:
                    raise ValueError("%s=%r is not one of %s" % (key, value, ", ".join(vocab)))
                v = vocab.index(value)
            else:
                names = [r[vocab].strip() for _, r in rows]
                ids = []
                for name in value.split("|"):
                    if name not in names:
                        raise ValueError("%s=: no row has the %s %r" % (key, vocab, name))
                    ids.append(names.index(name))
                if tuple(ids) not in sets:
                    sets.append(tuple(ids))
                v = sets.index(tuple(ids))
            if v > 31:
                raise ValueError("%s=%s: %d does not fit 5 bits" % (key, value, v))
            filt = (keys.index(key) + 1) << 5 | v
        elif "=" in w:
            raise ValueError("unknown key %r" % w.split("=", 1)[0])
        else:
            raise ValueError("unknown word %r" % w)
    if op > 31 or bonus > 7 or n > 255 or flags > 255 or len(keys) > 7:
        raise ValueError("%r does not fit %d bytes" % (text, STEP))
    return bytes((op | bonus << 5, n, flags, filt))


def pack_effects(name, col, lang, rows):
    """[(col, steps), (col_at, first step of each row, then the end), (col_sets, row sets, if
    any)] of an effect column; a bad cell raises ValueError naming its CSV line, row and column."""
    steps = bytearray()
    at = bytearray()
    sets = []
    for line, row in rows:
        at.append(len(steps) // STEP)
        cell = row.get(col, "").strip()
        if cell in ("", "-"):
            continue
        for text in cell.split(";"):
            try:
                steps += parse_step(text.strip(), lang, sets, rows)
            except ValueError as e:
                raise ValueError("%s line %d (%s) %s: %s" % (name, line, row.get("id", "?"),
                                                             col, e))
        if len(steps) // STEP > 255:
            raise ValueError("%s: more than 255 steps in column %s" % (name, col))
    at.append(len(steps) // STEP)
    out = [(col, bytes(steps)), (col + "_at", bytes(at))]
    return out + [(col + "_sets", tuple(bytes(s) for s in sets))] if sets else out


COPIES = "copies"   # a field's bits for a copies column


def pack_copies(name, col, rows):
    """[("row", the row of each physical card id)] of a copies column; a bad cell, or a row
    whose copies pass card id 255, raises ValueError naming the CSV, line and column."""
    ids = bytearray()
    for r, (line, row) in enumerate(rows):
        where = "%s line %d %s" % (name, line, col)
        n = encode_value(row.get(col, ""), 8, None, where)
        if n and (len(ids) + n > 256 or r > 255):
            raise ValueError("%s: %d cards up to row %d; card ids and rows are bytes (256 at "
                             "most)" % (where, len(ids) + n, r + 1))
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
                raise ValueError("%s line %d: %d cells, the header has %d"
                                 % (name, reader.line_num, len(cells), len(header)))
            rows.append((reader.line_num, dict(zip(header, cells))))
    return header, rows


def _csvs(spec):
    return spec["csv"] if isinstance(spec["csv"], tuple) else (spec["csv"],)


def pack_table(spec):
    """Return (count, [(field, column bytes)]) for one table spec."""
    files = [read_rows(name) for name in _csvs(spec)]
    header = [k for h, _ in files for k in h]
    rows = []
    for h, r in files:
        for _, row in r:           # a column of another file is empty in this file's rows
            row.update((k, "") for k in header if k not in h)
        rows += r
    for col, bits, enum in spec["fields"]:
        if col not in header and not callable(enum):
            raise ValueError("%s: no column %r" % (spec["csv"], col))
        if bits not in (EFFECT, COPIES) and bits > 8:
            raise ValueError("%s: field %r has %d bits, a column byte holds 8"
                             % (spec["name"], col, bits))
    columns = []
    for col, bits, enum in spec["fields"]:
        if bits == COPIES:
            columns += pack_copies("+".join(_csvs(spec)), col, rows)
            continue
        if bits == EFFECT:
            columns += pack_effects("+".join(_csvs(spec)), col, enum, rows)
            continue
        data = bytearray()
        for line, row in rows:
            where = "%s line %d %s" % ("+".join(_csvs(spec)), line, col)
            if callable(enum):
                v = enum(row)
                if isinstance(v, str):
                    v = enum.words.index(v)
                if not 0 <= v < (1 << bits):
                    raise ValueError("%s: %d does not fit %d bits" % (where, v, bits))
                data.append(v)
                continue
            if col not in row:
                raise ValueError("%s: no cell (the row is short)" % where)
            data.append(encode_value(row[col], bits, enum, where))
        columns.append((col, bytes(data)))
    return len(rows), columns


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


def render_module(specs, names_of=()):
    """The text of a module holding the columns of `specs` and the names of `names_of`
    (specs whose names_module this is)."""
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
        out.append("%s_COUNT = %d" % (name, n))
        for col, data in columns:
            out.append("%s_%s = %r" % (name, col.upper(), data))
        if "names_module" not in spec:
            out.extend("%s = %r" % kv for kv in _names(spec))
        out.append("")
    for spec in names_of:
        if _names(spec):
            out.append("# %s: the words of its enum fields, by index" % spec["name"])
            out.extend("%s = %r" % kv for kv in _names(spec))
            out.append("")
    return "\n".join(out)


def modules():
    """{module path: rendered text} for every spec: the table modules, then the modules
    with generated constants (tools/pack_constants.py)."""
    out = {}
    for game in load_specs():
        tables = {}
        names = {}
        for spec in game.TABLES:
            if spec["module"] is None:      # a game not started yet: every row must pack
                pack_table(spec)
                continue
            tables.setdefault(spec["module"], []).append(spec)
            if "names_module" in spec:
                names.setdefault(spec["names_module"], []).append(spec)
        made = {m: render_module(tables.get(m, ()), names.get(m, ()))
                for m in set(tables) | set(names)}
        out.update(made)
        if hasattr(game, "CODES"):
            out.update(pack_constants.game_modules(ROOT, game.CODES_MODULE, game.CODES,
                                                   [made[m] for m in sorted(made)],
                                                   game.__file__))
    return out


def main(argv):
    check = "--check" in argv
    stale = []
    for rel, text in sorted(modules().items()):
        path = os.path.join(ROOT, rel)
        old = open(path).read() if os.path.exists(path) else None
        if old != text:
            stale.append(rel)
            if not check:
                with open(path, "w") as f:
                    f.write(text)
    for rel in stale:
        print(("stale: " if check else "wrote: ") + rel)
    if check and stale:
        print("run: python tools/pack_tables.py")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
