"""tools/CIRCUITPYTHON.md keeps up with the code: every module that code.py, boot.py, firmware/
and lib/ import (besides the project's own packages) has a row in its table of built-in modules,
checked against CircuitPython's build configuration, and every row is still imported somewhere."""
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools"))

import flash_libs  # noqa: E402
from firmware import boards  # noqa: E402

DOC = os.path.join(ROOT, "tools", "CIRCUITPYTHON.md")
HEADING = "## Built-in modules"


def doc_text():
    with open(DOC, encoding="utf-8") as f:
        return f.read()


def documented_modules(text):
    """The `name` in the first cell of each row of the built-in modules table."""
    section = text.split(HEADING, 1)[1].split("\n## ", 1)[0]
    return {m.group(1) for m in re.finditer(r"^\| `([A-Za-z_][\w.]*)` \|", section, re.M)}


def own_packages():
    lib = os.path.join(ROOT, "lib")
    return {"firmware"} | {n for n in os.listdir(lib)
                           if os.path.isfile(os.path.join(lib, n, "__init__.py"))}


def device_sources():
    paths = [os.path.join(ROOT, "code.py"), os.path.join(ROOT, "boot.py")]
    for top in ("firmware", "lib"):
        for folder, subdirs, files in os.walk(os.path.join(ROOT, top)):
            subdirs[:] = [d for d in subdirs if d != "__pycache__"]
            paths += [os.path.join(folder, f) for f in files if f.endswith(".py")]
    return sorted(paths)


def imported_modules(paths):
    """{module: [files importing it]} over paths, the project's own packages left out."""
    own = own_packages()
    found = {}
    for path in paths:
        with open(path, encoding="utf-8") as f:
            names = flash_libs.imported_names(f.read(), path)
        for name in names - own:
            found.setdefault(name, []).append(os.path.relpath(path, ROOT))
    return found


def test_every_imported_module_is_in_the_table():
    used = imported_modules(device_sources())
    listed = documented_modules(doc_text())
    missing = {m: files for m, files in used.items() if m not in listed}
    assert not missing, (
        "tools/CIRCUITPYTHON.md does not list %s (imported by %s): check each against "
        "CircuitPython's build configuration for pybadge, pygamer and pimoroni_picosystem, "
        "versions 9 and 10, and add a row" % (", ".join(sorted(missing)), missing))


def test_every_row_is_still_used():
    used = imported_modules(device_sources())
    stale = documented_modules(doc_text()) - set(used)
    assert not stale, "tools/CIRCUITPYTHON.md lists modules nothing imports: %s" % sorted(stale)


def test_a_new_import_fails_the_check(tmp_path):
    extra = tmp_path / "extra.py"
    extra.write_text("def f():\n    import synthio\n    from gpcore import rng\n")
    used = imported_modules(device_sources() + [str(extra)])
    assert "synthio" in used and "gpcore" not in used
    assert "synthio" not in documented_modules(doc_text())


def test_the_table_covers_the_known_dependencies():
    listed = documented_modules(doc_text())
    assert {"keypad", "displayio", "bitmaptools", "vectorio", "terminalio", "storage", "array",
            "sys", "gc"} <= listed


def test_every_supported_board_is_named():
    """Only the board ids checked against CircuitPython's board folders (the doc says where);
    a new one is checked and written down first."""
    text = doc_text()
    assert set(boards.BOARDS) == {"pybadge", "pygamer", "pimoroni_picosystem"}
    for board_id in boards.BOARDS:
        assert "`%s`" % board_id in text
