"""Put Goblin Pocket on a CircuitPython board (its CIRCUITPY drive).

  .venv/bin/python tools/flash.py                 find the mounted CIRCUITPY drive and flash it
  .venv/bin/python tools/flash.py --dest PATH     flash the drive mounted at PATH
      --dry-run     list what would be copied or removed; write nothing
      --force       flash a drive that would be refused: no boot_out.txt (not known to be a
                    CircuitPython drive), one it cannot read, a board outside the supported list
                    (firmware/boards.py) or a CircuitPython older than 9
      --mpy CROSS   compile firmware/ and lib/ with CircuitPython's mpy-cross at CROSS (same major
                    version as the board) and remove the .py twins that would shadow the .mpy files
      --circup      install the Adafruit libraries with circup (needs network) instead of
                    copying them from this Python's packages
      --src ROOT    the project tree to copy (default: this repository)

Supported: the boards of firmware/boards.py (BOARDS, by the board id in boot_out.txt) on
CircuitPython 9 or newer; tools/CIRCUITPYTHON.md says what the firmware needs from it and where
that was checked. Anything else is refused before a file is written, unless --force.

Device layout: code.py and boot.py at the root, firmware/ at the root, the project's packages
(every lib/<name>/ with an __init__.py) and the Adafruit libraries the code imports in lib/;
notes for people (`.md` files) stay behind.
The saves folder (/saves) and boot_out.txt are never written or deleted. settings.toml keeps
every line; only CIRCUITPY_PYSTACK_SIZE is added, or raised, to the Python stack the games need
(firmware/boards.py PYSTACK; CircuitPython 9 gives 1536 bytes unless told). Only files
whose content differs from the drive's (SHA-256) are copied.

Write order, so that a flash cut short (full drive, cable pulled, Ctrl-C) leaves a device that
boots:
  1. Every file is written under a temporary name, fsync'd, then renamed over the old one, so each
     file on the drive is whole: the old one or the new one, never half of either. (A temporary
     file left by a power cut is removed by the next flash.)
  2. Dependencies before what imports them: Adafruit libraries, then lib/ packages (gpcore
     first), then firmware/, then boot.py (it imports firmware.boot_mode, already there by then).
     With --mpy, a module's .py twin is removed only after its .mpy is in place.
  3. Everything is synced to the disk (os.sync) before code.py is written, and code.py is written
     last and synced again. Until that last step the drive keeps the previous code.py and the
     device boots into it. If the new modules changed an interface that the old code relies on,
     it may stop with an error, but the drive is still writable from this computer, so running
     the flash again finishes the job.
Before writing, the free space is checked against what the changed files need; a drive that
fills up anyway, or is read-only, stops the flash with a message and no traceback. CircuitPython
restarts code.py as files land (auto-reload); that is harmless while the computer owns the drive.
"""
import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile

TOOLS = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(TOOLS)
if TOOLS not in sys.path:
    sys.path.insert(0, TOOLS)
if ROOT not in sys.path:
    sys.path.append(ROOT)  # for firmware.boards; appended, so this root's code.py shadows nothing
import flash_libs  # noqa: E402
import flash_drive as drive  # noqa: E402
from flash_drive import FlashError  # noqa: E402
# the one list of supported boards, and the CircuitPython majors the firmware (and
# tools/CIRCUITPYTHON.md) is checked against: the firmware refuses the same at start
from firmware.boards import BOARDS, CHECKED, PYSTACK  # noqa: E402

ENTRY = ("boot.py", "code.py")  # CircuitPython runs these by name: always .py
MIN_MAJOR = CHECKED[0]      # the oldest CircuitPython the firmware runs on


# ---- is this a board and a CircuitPython we support? ----------------------------------------

def supported_text():
    return "; ".join("%s (board id %s)" % (spec[0], bid) for bid, spec in BOARDS.items())


def major(version):
    """The major version number of a CircuitPython version string, or None."""
    m = re.match(r"(\d+)\.", version)
    return int(m.group(1)) if m else None


def refusals(info):
    """Why the drive described by info (from read_boot_out) is not a supported target; [] if it
    is."""
    why = []
    m = major(info["version"])
    if m is None:
        why.append("cannot read the CircuitPython version from boot_out.txt")
    elif m < MIN_MAJOR:
        why.append("CircuitPython %s is older than %d (install CircuitPython %d or %d from "
                   "circuitpython.org/downloads)" % (info["version"], MIN_MAJOR, CHECKED[0],
                                                    CHECKED[1]))
    if info["board_id"] == "?":
        why.append("cannot read the board id from boot_out.txt")
    elif info["board_id"] not in BOARDS:
        why.append("board id %s (%s) is not a supported board" % (info["board_id"],
                                                                   info["board"]))
    return why


def check_target(dest, info, force):
    """Stop (FlashError) before anything is written when the drive is not a supported target;
    with force, say what is wrong and go on."""
    if info is None:
        if not force:
            raise FlashError("%s has no boot_out.txt, so it is not a CircuitPython drive; use "
                             "--force to flash it anyway" % dest)
        print("warning: %s has no boot_out.txt; flashing anyway (--force)" % dest)
        return
    why = refusals(info)
    if why and not force:
        raise FlashError("refusing to flash %s:\n  - %s\nGoblin Pocket runs on CircuitPython %d "
                         "or newer (checked: %d and %d; see tools/CIRCUITPYTHON.md) on these "
                         "boards: %s.\nNothing was written; use --force to flash anyway."
                         % (dest, "\n  - ".join(why), MIN_MAJOR, CHECKED[0], CHECKED[1],
                            supported_text()))
    for w in why:
        print("warning: %s; flashing anyway (--force)" % w)
    m = major(info["version"])
    if m is not None and m > CHECKED[-1]:
        print("note: CircuitPython %s is newer than the versions checked (%d and %d); see "
              "tools/CIRCUITPYTHON.md" % (info["version"], CHECKED[0], CHECKED[1]))


# ---- what goes onto the drive ----------------------------------------------------------------

def _tree(top, rel_top):
    out = []
    for folder, subdirs, files in os.walk(top):
        subdirs[:] = sorted(d for d in subdirs if d != "__pycache__" and not d.startswith("."))
        for f in sorted(files):
            if not (f.startswith(".") or f.endswith((".pyc", ".md", drive.TMP_SUFFIX))):
                rel = os.path.relpath(os.path.join(folder, f), top).replace(os.sep, "/")
                out.append((os.path.join(folder, f), rel_top + "/" + rel))
    return out


def project_files(src):
    """(packages, entries): [(host path, drive path)] for lib/ packages + firmware/, and the
    entry files, each list in write order."""
    if not os.path.isfile(os.path.join(src, "code.py")):
        raise FlashError("no code.py in %s: give the project root with --src" % src)
    if not os.path.isdir(os.path.join(src, "firmware")):
        raise FlashError("no firmware/ in %s: give the project root with --src" % src)
    lib = os.path.join(src, "lib")
    names = sorted(n for n in (os.listdir(lib) if os.path.isdir(lib) else ())
                   if os.path.isfile(os.path.join(lib, n, "__init__.py")))
    names.sort(key=lambda n: n != "gpcore")  # the core first: every game imports it
    packages = []
    for n in names:
        packages += _tree(os.path.join(lib, n), "lib/" + n)
    packages += _tree(os.path.join(src, "firmware"), "firmware")
    entries = [(os.path.join(src, e), e) for e in ENTRY if os.path.isfile(os.path.join(src, e))]
    return packages, entries


def adafruit_files(project):
    """[(host path, drive path)] of the Adafruit libraries the project needs, from this Python."""
    roots = flash_libs.project_roots([p for p, _ in project])
    try:
        libs, warnings = flash_libs.closure(roots)
    except flash_libs.MissingLibrary as err:
        raise FlashError("the firmware imports %s, not installed in this Python (%s). Run `make "
                         "sim` or `make test` to create .venv, then `.venv/bin/python "
                         "tools/flash.py`; or use --circup." % (err, sys.executable))
    for w in warnings:
        print("note: " + w)
    print("Adafruit libraries: " + (", ".join(sorted(libs)) or "none"))
    return [(path, "lib/" + rel) for name in sorted(libs) for path, rel in libs[name]]


def check_mpy_cross(cross, version):
    try:
        out = subprocess.run([cross, "--version"], capture_output=True, text=True, timeout=60)
    except (OSError, subprocess.SubprocessError) as err:
        raise FlashError("cannot run mpy-cross %s: %s" % (cross, err))
    said = (out.stdout + out.stderr).strip()
    m = re.search(r"CircuitPython (\d+)", said)
    if not m:
        raise FlashError("%s is not CircuitPython's mpy-cross (it says %r); other .mpy files do "
                         "not load on CircuitPython" % (cross, said))
    if version[:1].isdigit() and version.split(".")[0] != m.group(1):
        raise FlashError("mpy-cross is for CircuitPython %s but the board runs %s: use the "
                         "mpy-cross of the board's major version" % (m.group(1), version))


def compile_mpy(files, cross, stage):
    """Compile every .py of files with mpy-cross into stage; [(host path, drive path)]."""
    out = []
    for path, rel in files:
        if not rel.endswith(".py"):
            out.append((path, rel))
            continue
        target = os.path.join(stage, *rel[:-3].split("/")) + ".mpy"
        os.makedirs(os.path.dirname(target), exist_ok=True)
        done = subprocess.run([cross, "-o", target, "-s", rel, path],
                              capture_output=True, text=True)
        if done.returncode:
            raise FlashError("mpy-cross failed on %s: %s" % (rel, done.stderr.strip()))
        out.append((target, rel[:-3] + ".mpy"))
    return out

def settings_text(old, size):
    """settings.toml's text `old` (None: no file) with CIRCUITPY_PYSTACK_SIZE = size, or more,
    every other line kept as it was; None when it already asks for that much."""
    lines = (old or "").splitlines(True)
    for i, line in enumerate(lines):
        m = re.match(r"\s*CIRCUITPY_PYSTACK_SIZE\s*=\s*(\d+)", line)
        if m:
            if int(m.group(1)) >= size:
                return None
            lines[i] = "CIRCUITPY_PYSTACK_SIZE = %d\n" % size
            return "".join(lines)
    if lines and not lines[-1].endswith("\n"):
        lines[-1] += "\n"
    return "".join(lines) + "CIRCUITPY_PYSTACK_SIZE = %d\n" % size


def settings_file(dest, stage):
    """[(host path, "settings.toml")] when the drive's settings.toml must ask for more Python
    stack (the new text staged in stage), else []."""
    path = os.path.join(dest, "settings.toml")
    old = None
    if os.path.isfile(path):
        with open(path, encoding="utf-8", errors="surrogateescape") as f:
            old = f.read()
    new = settings_text(old, PYSTACK)
    if new is None:
        return []
    staged = os.path.join(stage, "settings.toml")
    with open(staged, "w", encoding="utf-8", errors="surrogateescape") as f:
        f.write(new)
    print("settings.toml: CIRCUITPY_PYSTACK_SIZE = %d (the Python stack the games need)"
          % PYSTACK)
    return [(staged, "settings.toml")]


# ---- the command ------------------------------------------------------------------------------

def run(a):
    dest = os.path.abspath(a.dest) if a.dest else drive.find_drive()
    if not os.path.isdir(dest):
        raise FlashError("%s is not a folder" % dest)
    info = drive.read_boot_out(dest)
    if info is not None:
        print("Drive %s: %s (board id %s), CircuitPython %s"
              % (dest, info["board"], info["board_id"], info["version"]))
    check_target(dest, info, a.force)
    info = info or {"version": "?", "board": "unknown board", "board_id": "?"}
    packages, entries = project_files(os.path.abspath(a.src))
    libs = [] if a.circup else adafruit_files(packages + entries)
    with tempfile.TemporaryDirectory() as stage:
        if a.mpy:
            check_mpy_cross(a.mpy, info["version"])
            libs, packages = compile_mpy(libs, a.mpy, stage), compile_mpy(packages, a.mpy, stage)
        ops, same = drive.plan(dest, libs + packages + settings_file(dest, stage) + entries)
        circup = circup_step(a, dest, packages + entries)
        copies = [(src, dst) for kind, src, dst, _ in ops if kind == "copy"]
        print("%d files to copy, %d unchanged, %d stale files to remove"
              % (len(copies), same, len(ops) - len(copies)))
        if a.dry_run:
            for kind, _src, _dst, rel in ops:
                print("would %s %s" % (kind, rel))
            print("dry run: nothing written")
        else:
            drive.check_space(dest, copies)
            if circup:
                subprocess.run(circup, check=True)
            drive.apply(ops)
    usage = shutil.disk_usage(dest)
    print("Drive space: %s used, %s free (of %s)" % tuple(
        drive.size_text(n) for n in (usage.used, usage.free, usage.total)))


def circup_step(a, dest, project):
    """The circup command to run (or None without --circup)."""
    if not a.circup:
        return None
    roots = flash_libs.project_roots([p for p, _ in project])
    circup = shutil.which("circup")
    if not circup:
        raise FlashError("circup is not installed: `.venv/bin/pip install circup` (it downloads "
                         "the library bundle, so it needs the network), or flash without --circup "
                         "to copy the libraries from this Python")
    cmd = flash_libs.circup_command(circup, dest, roots)
    print(("would run: " if a.dry_run else "running: ") + " ".join(cmd))
    return cmd


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--dest", help="the CIRCUITPY drive's folder (default: find it)")
    p.add_argument("--src", default=ROOT, help="the project root (default: this repository)")
    p.add_argument("--dry-run", action="store_true", help="list the work, write nothing")
    p.add_argument("--force", action="store_true",
                   help="flash even a drive without a readable boot_out.txt, a board outside the "
                        "supported list or a CircuitPython older than 9")
    p.add_argument("--mpy", metavar="MPY_CROSS", help="compile with this CircuitPython mpy-cross")
    p.add_argument("--circup", action="store_true", help="install Adafruit libraries with circup")
    a = p.parse_args(argv)
    try:
        run(a)
    except FlashError as err:
        print("flash: " + str(err), file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print("flash: interrupted; every file on the drive is whole, and code.py is the new one "
              "only if it was reported copied. Run the flash again.", file=sys.stderr)
        return 130
    except subprocess.CalledProcessError as err:
        print("flash: circup failed (exit %d); nothing of Goblin Pocket was copied yet"
              % err.returncode, file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
