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

A table is written column by column: <NAME>_<FIELD> is a bytes object with one byte per row
(CARDS_SUIT[c] is the suit of card c), and <NAME>_COUNT the number of rows. The engines read
these bytes as they are: no decoding code and no field constants stay in memory on the device
(a table of rows packed into bit fields saves a few hundred bytes of data but costs more in
the code that unpacks it). The enum words are written as <NAME>_<FIELD>_NAMES; an optional
"names": ("suit", ...) writes them for those fields only, and "names_module" puts them in
another module, so that the rules load no text (every name a module holds costs heap on the
device, even if the game never reads it). Several tables may share a module: it is written
once with all of them.
Columns not named in fields (ids, status, notes) are for people and are not packed.

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
        if bits > 8:
            raise ValueError("%s: field %r has %d bits, a column byte holds 8"
                             % (spec["name"], col, bits))
    columns = []
    for col, bits, enum in spec["fields"]:
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
    for col, _, enum in spec["fields"]:
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
        out.append("# %s: %d rows of %s, one byte per row in each column"
                   % (name, n, ", ".join(_csvs(spec))))
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
