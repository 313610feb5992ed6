"""Which Adafruit libraries the board needs, found by reading imports (used by tools/flash.py).

The roots are the Adafruit libraries that the project's own files import (code.py, boot.py,
firmware/, lib/<package>/); the closure adds what those libraries import in turn. Every name is
looked up in the running interpreter (the .venv that `make sim` / `make test` fills from
requirements.txt), so the files copied are the very ones the simulator runs.

A module counts as an Adafruit CircuitPython library when pip installed it from a distribution
named adafruit-circuitpython-*. That leaves out Blinka and its helpers (adafruit-blinka,
adafruit-blinka-displayio, platformdetect, ...), which stand in for the board's built-in modules
(board, displayio, keypad, ...) on the desktop and must never go onto a board. Imports made only
for type hints (inside a `try:` that imports typing, or `if TYPE_CHECKING:`) are skipped: they
fail harmlessly on the device, and following them would drag in circuitpython_typing.
"""
import ast
import importlib.metadata
import importlib.util
import os

LIB_PREFIX = "adafruit-circuitpython-"
# Published as a CircuitPython library, but it only holds type hints for desktop checkers.
DESKTOP_ONLY = ("adafruit-circuitpython-typing",)
TYPING_MODULES = ("typing", "typing_extensions", "__future__")
SKIP_SUFFIXES = (".pyc", ".pyi", "py.typed")


class MissingLibrary(Exception):
    """An Adafruit library the project imports is not installed in this interpreter."""


def _top(node):
    if isinstance(node, ast.Import):
        return [a.name.split(".")[0] for a in node.names]
    if node.level == 0 and node.module:
        return [node.module.split(".")[0]]
    return []  # a relative import stays inside its own package


def imported_names(source, filename="<source>"):
    """Top-level module names a Python source imports, type-hint-only imports left out."""
    tree = ast.parse(source, filename)
    hint_only = set()
    for node in ast.walk(tree):
        body = None
        if isinstance(node, ast.Try):
            heads = [n for s in node.body if isinstance(s, (ast.Import, ast.ImportFrom))
                     for n in _top(s)]
            if any(h in TYPING_MODULES for h in heads):
                body = node.body
        elif isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            body = node.body
        for stmt in body or ():
            hint_only.update(id(n) for n in ast.walk(stmt))
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Import, ast.ImportFrom)) and id(node) not in hint_only:
            names.update(_top(node))
    return names


def _is_adafruit_library(name, dists):
    for dist in dists.get(name, ()):
        norm = dist.lower().replace("_", "-")
        if norm.startswith(LIB_PREFIX) and norm not in DESKTOP_ONLY:
            return True
    return False


def library_files(name):
    """(path on host, path relative to the board's lib/) for every file of an installed library."""
    spec = importlib.util.find_spec(name)
    if spec.submodule_search_locations:
        top = list(spec.submodule_search_locations)[0]
        out = []
        for folder, subdirs, files in os.walk(top):
            subdirs[:] = sorted(d for d in subdirs if d != "__pycache__")
            for f in sorted(files):
                if not f.endswith(SKIP_SUFFIXES):
                    path = os.path.join(folder, f)
                    rel = os.path.relpath(path, os.path.dirname(top))
                    out.append((path, rel.replace(os.sep, "/")))
        return out
    return [(spec.origin, os.path.basename(spec.origin))]


def _file_imports(path):
    if not path.endswith(".py"):
        return set()
    with open(path, encoding="utf-8") as f:
        return imported_names(f.read(), path)


def project_roots(sources):
    """Names of Adafruit libraries (installed or not: 'adafruit_*') the given files import."""
    dists = importlib.metadata.packages_distributions()
    roots = set()
    for path in sources:
        for name in _file_imports(path):
            if _is_adafruit_library(name, dists) or (
                    name.startswith("adafruit_") and name not in dists):
                roots.add(name)
    return sorted(roots)


def closure(roots):
    """Every Adafruit library the roots need, roots included, with their files.

    Returns (libraries: {name: [(host path, rel path)]}, warnings: [str]). A root that is not
    installed raises MissingLibrary; a missing library further down only warns (pip installs
    every declared dependency, so what is missing there is an optional import).
    """
    dists = importlib.metadata.packages_distributions()
    missing = [r for r in roots if not _is_adafruit_library(r, dists)]
    if missing:
        raise MissingLibrary(", ".join(missing))
    libs, warnings, todo = {}, [], list(roots)
    while todo:
        name = todo.pop()
        if name in libs:
            continue
        libs[name] = library_files(name)
        for path, _rel in libs[name]:
            for dep in sorted(_file_imports(path)):
                if dep in libs or dep == name:
                    continue
                if _is_adafruit_library(dep, dists):
                    todo.append(dep)
                elif dep.startswith("adafruit_") and dep not in dists:
                    warnings.append("%s imports %s, which is not installed here" % (name, dep))
    return libs, sorted(set(warnings))


def circup_command(circup, dest, roots):
    """The circup call that installs the roots (circup resolves their dependencies itself)."""
    return [circup, "--path", dest, "install"] + list(roots)
