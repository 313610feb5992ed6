"""Put Goblin Pocket on a CircuitPython board (its CIRCUITPY drive).

  .venv/bin/python tools/flash.py                 find the mounted CIRCUITPY drive and flash it
  .venv/bin/python tools/flash.py --dest PATH     flash the drive mounted at PATH
      --dry-run     list what would be copied or removed; write nothing
      --force       accept a folder without boot_out.txt (not known to be a CircuitPython drive)
      --mpy CROSS   compile firmware/ and lib/ with CircuitPython's mpy-cross at CROSS (same major
                    version as the board) and remove the .py twins that would shadow the .mpy files
      --circup      install the Adafruit libraries with circup (needs network) instead of
                    copying them from this Python's packages
      --src ROOT    the project tree to copy (default: this repository)

Device layout: code.py and boot.py at the root, firmware/ at the root, the project's packages
(every lib/<name>/ with an __init__.py) and the Adafruit libraries the code imports in lib/.
The saves folder (/saves), settings.toml and boot_out.txt are never written or deleted. Only files
whose content differs from the drive's (SHA-256) are copied.

Write order, so that a flash cut short (full drive, cable pulled) leaves a device that boots:
  1. Every file is written under a temporary name, fsync'd, then renamed over the old one, so each
     file on the drive is whole: the old one or the new one, never half of either.
  2. Dependencies before what imports them: Adafruit libraries, then lib/ packages, then
     firmware/, then boot.py (it imports firmware.boot_mode, which is already there).
  3. Everything is synced to the disk (os.sync) before code.py is written, and code.py is written
     last and synced again. Until that last step the drive keeps the previous code.py, and the
     device keeps booting into it (if the new modules changed an interface the old code relies
     on, it starts but may stop with an error; the drive stays writable from the computer either
     way, so running the flash again finishes the job).
Before writing, the free space is checked against what the changed files need; a drive that
fills up anyway, or is read-only, stops the flash with a message and no traceback.
"""
import argparse
import errno
import getpass
import hashlib
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
import flash_libs  # noqa: E402

LABEL = "CIRCUITPY"
NEVER_TOUCH = ("saves", "settings.toml", "boot_out.txt")
ENTRY = ("boot.py", "code.py")  # CircuitPython runs these by name: always .py
TMP_SUFFIX = ".flash-tmp"
HOLD_HINT = ("hold SELECT (PyBadge, PyGamer) or X (PicoSystem) while pressing reset or plugging "
             "the board in: the drive is then writable from the computer")


class FlashError(Exception):
    """A problem to report to the user as a message, without a traceback."""


# ---- finding the drive ------------------------------------------------------------------------

def _windows_drives(label):
    import ctypes
    import string
    name = ctypes.create_unicode_buffer(261)
    found = []
    for letter in string.ascii_uppercase:
        root = letter + ":\\"
        if os.path.exists(root) and ctypes.windll.kernel32.GetVolumeInformationW(
                root, name, 261, None, None, None, None, 0) and name.value == label:
            found.append(root)
    return found


def candidate_mounts(system, users):
    """Where a drive labelled CIRCUITPY is usually mounted on this system."""
    if system == "darwin":
        return ["/Volumes/" + LABEL]
    if system == "win32":
        return _windows_drives(LABEL)
    paths = []
    for user in users:
        paths += ["/media/%s/%s" % (user, LABEL), "/run/media/%s/%s" % (user, LABEL)]
    return paths + ["/media/" + LABEL]


def find_drive():
    users = []
    for user in (os.environ.get("SUDO_USER"), getpass.getuser()):
        if user and user not in users:
            users.append(user)
    looked = candidate_mounts(sys.platform, users)
    found = [p for p in looked if os.path.isfile(os.path.join(p, "boot_out.txt"))]
    if not found:
        raise FlashError("no CircuitPython drive found (looked for boot_out.txt in: %s). Plug the "
                         "board in and wait for CIRCUITPY to appear, or give --dest PATH."
                         % (", ".join(looked) or "drives labelled " + LABEL))
    if len(found) > 1:
        raise FlashError("several CircuitPython drives: %s; choose one with --dest PATH"
                         % ", ".join(found))
    return found[0]


def read_boot_out(dest):
    """{'version', 'board', 'board_id'} from the drive's boot_out.txt, or None without one."""
    path = os.path.join(dest, "boot_out.txt")
    if not os.path.isfile(path):
        return None
    with open(path, encoding="utf-8", errors="replace") as f:
        text = f.read()
    info = {"version": "?", "board": "?", "board_id": "?"}
    m = re.search(r"CircuitPython (\S+) on [^;\n]*; ([^\n]+)", text)
    if m:
        info["version"], info["board"] = m.group(1), m.group(2).strip()
    m = re.search(r"Board ID:\s*(\S+)", text)
    if m:
        info["board_id"] = m.group(1)
    return info


# ---- what goes onto the drive ----------------------------------------------------------------

def _tree(top, rel_top):
    out = []
    for folder, subdirs, files in os.walk(top):
        subdirs[:] = sorted(d for d in subdirs if d != "__pycache__" and not d.startswith("."))
        for f in sorted(files):
            if not (f.startswith(".") or f.endswith((".pyc", TMP_SUFFIX))):
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
    names = sorted(n for n in os.listdir(lib)
                   if os.path.isfile(os.path.join(lib, n, "__init__.py"))) if os.path.isdir(lib) else []
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


# ---- writing ----------------------------------------------------------------------------------

def drive_path(dest, rel):
    """The host path of a drive file; refuses the files the flash must never touch."""
    if rel.split("/")[0] in NEVER_TOUCH:
        raise FlashError("refusing to touch %s on the drive" % rel)
    return os.path.join(dest, *rel.split("/"))


def _digest(path):
    with open(path, "rb") as f:
        return hashlib.sha256(f.read()).digest()


def differs(src, dst):
    return not (os.path.isfile(dst) and os.path.getsize(src) == os.path.getsize(dst)
                and _digest(src) == _digest(dst))


def twin(rel):
    """The file that would shadow (.py over .mpy) or duplicate rel, for a module; else None."""
    if rel in ENTRY:
        return None
    if rel.endswith(".mpy"):
        return rel[:-4] + ".py"
    return rel[:-3] + ".mpy" if rel.endswith(".py") else None


def _copy_into(src, tmp):
    with open(src, "rb") as fi, open(tmp, "wb") as fo:
        shutil.copyfileobj(fi, fo)
        fo.flush()
        os.fsync(fo.fileno())


def write_file(src, dst):
    """Copy src to dst through a temporary name, so dst is always whole (old or new)."""
    os.makedirs(os.path.dirname(dst), exist_ok=True)
    tmp = dst + TMP_SUFFIX
    try:
        _copy_into(src, tmp)
        os.replace(tmp, dst)
    except OSError:
        if os.path.exists(tmp):
            try:
                os.remove(tmp)
            except OSError:
                pass  # a read-only drive: nothing was written there anyway
        raise


def _sync():
    if hasattr(os, "sync"):
        os.sync()


def _size(n):
    return "%.1f KB" % (n / 1024.0) if n < 1024 * 1024 else "%.2f MB" % (n / 1048576.0)


def _blocks(n, block):
    return (n + block - 1) // block * block


def check_space(dest, changes):
    """Stop before writing anything when the changed files cannot fit."""
    block = os.statvfs(dest).f_frsize if hasattr(os, "statvfs") else 4096
    need = 0
    for src, dst in changes:
        old = os.path.getsize(dst) if os.path.isfile(dst) else 0
        need += _blocks(os.path.getsize(src), block) - _blocks(old, block)
    need += max([_blocks(os.path.getsize(s), block) for s, _ in changes] or [0])  # the temp copy
    free = shutil.disk_usage(dest).free
    if need > free:
        raise FlashError("the drive is full: the changed files need %s more and %s is free. "
                         "Nothing was written. Free some space (or use --mpy, which is smaller)."
                         % (_size(need), _size(free)))


def explain(err, rel, code_written):
    if err.errno == errno.ENOSPC:
        why = "the drive is full (writing %s)" % rel
    elif err.errno in (errno.EROFS, errno.EACCES, errno.EPERM):
        why = "the drive is read-only (writing %s): the board's code owns the flash; %s" % (
            rel, HOLD_HINT)
    else:
        why = "writing %s failed: %s" % (rel, err.strerror or err)
    if not code_written:
        why += ". code.py was not replaced: the device still starts the previous code"
    return why + ". Run the flash again once this is fixed."


# ---- the command ------------------------------------------------------------------------------

def plan(dest, files):
    """The work for files, in order: ("copy", src, dst, rel) for each changed file, each followed
    by ("remove", None, dst, rel) for its stale twin on the drive; and the unchanged count."""
    ops, same = [], 0
    for src, rel in files:
        dst = drive_path(dest, rel)
        if differs(src, dst):
            ops.append(("copy", src, dst, rel))
        else:
            same += 1
        t = twin(rel)
        if t and os.path.isfile(drive_path(dest, t)):
            ops.append(("remove", None, drive_path(dest, t), t))
    return ops, same


def apply(ops):
    """Carry out plan()'s ops; everything is synced before code.py (the last file) is written."""
    done = False
    rel = None
    try:
        for kind, src, dst, rel in ops:
            if kind == "remove":
                os.remove(dst)
                print("removed stale twin " + rel)
                continue
            if rel == "code.py":
                _sync()
            write_file(src, dst)
            done = done or rel == "code.py"
            print("copied " + rel)
        _sync()
    except OSError as err:
        raise FlashError(explain(err, rel, done))


def run(a):
    dest = os.path.abspath(a.dest) if a.dest else find_drive()
    if not os.path.isdir(dest):
        raise FlashError("%s is not a folder" % dest)
    info = read_boot_out(dest)
    if info is None and not a.force:
        raise FlashError("%s has no boot_out.txt, so it is not a CircuitPython drive; use --force "
                         "to flash it anyway" % dest)
    info = info or {"version": "?", "board": "unknown board", "board_id": "?"}
    print("Drive %s: %s (board id %s), CircuitPython %s"
          % (dest, info["board"], info["board_id"], info["version"]))
    if info["version"] != "?" and info["version"].split(".")[0] not in ("9", "10"):
        print("note: Goblin Pocket is made for CircuitPython 9 and 10")
    packages, entries = project_files(os.path.abspath(a.src))
    libs = [] if a.circup else adafruit_files(packages + entries)
    with tempfile.TemporaryDirectory() as stage:
        if a.mpy:
            check_mpy_cross(a.mpy, info["version"])
            libs, packages = compile_mpy(libs, a.mpy, stage), compile_mpy(packages, a.mpy, stage)
        ops, same = plan(dest, libs + packages + entries)
        circup = circup_step(a, dest, packages + entries)
        copies = [(src, dst) for kind, src, dst, _ in ops if kind == "copy"]
        print("%d files to copy, %d unchanged, %d stale twins to remove"
              % (len(copies), same, len(ops) - len(copies)))
        if a.dry_run:
            for kind, _src, _dst, rel in ops:
                print(("would copy " if kind == "copy" else "would remove stale twin ") + rel)
            print("dry run: nothing written")
        else:
            check_space(dest, copies)
            if circup:
                subprocess.run(circup, check=True)
            apply(ops)
    usage = shutil.disk_usage(dest)
    print("Drive space: %s used, %s free (of %s)"
          % (_size(usage.used), _size(usage.free), _size(usage.total)))


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
    p.add_argument("--force", action="store_true", help="flash a folder without boot_out.txt")
    p.add_argument("--mpy", metavar="MPY_CROSS", help="compile with this CircuitPython mpy-cross")
    p.add_argument("--circup", action="store_true", help="install Adafruit libraries with circup")
    a = p.parse_args(argv)
    try:
        run(a)
    except FlashError as err:
        print("flash: " + str(err), file=sys.stderr)
        return 1
    except subprocess.CalledProcessError as err:
        print("flash: circup failed (exit %d); nothing of Goblin Pocket was copied yet"
              % err.returncode, file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
