"""The CIRCUITPY drive side of tools/flash.py: finding it, reading boot_out.txt, and writing
files so that a flash cut short leaves whole files and the previous code.py (see flash.py's
docstring for the order and why).
"""
import errno
import getpass
import hashlib
import os
import re
import shutil
import sys

LABEL = "CIRCUITPY"
NEVER_TOUCH = ("saves", "boot_out.txt")   # settings.toml: flash.settings_file merges one line
TMP_SUFFIX = ".flash-tmp"
HOLD_HINT = ("hold SELECT (PyBadge, PyGamer) or Y (PicoSystem) while pressing reset or switching "
             "the board on: the drive is then writable from the computer")


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
    except BaseException:  # a full drive, or Ctrl-C: leave no half-written temporary file
        if os.path.exists(tmp):
            try:
                os.remove(tmp)
            except OSError:
                pass  # a read-only drive: nothing was written there anyway
        raise


def _sync():
    if hasattr(os, "sync"):
        os.sync()


def size_text(n):
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
                         % (size_text(need), size_text(free)))


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


def plan(dest, files):
    """The work for files, in order: ("copy", src, dst, rel) for each changed file, each followed
    by ("remove", None, dst, rel) for its stale twin and a temporary file left by a flash cut
    short; and the count of unchanged files."""
    ops, same = [], 0
    for src, rel in files:
        dst = drive_path(dest, rel)
        if differs(src, dst):
            ops.append(("copy", src, dst, rel))
        else:
            same += 1
        for extra in (twin(rel), rel + TMP_SUFFIX):
            if extra and os.path.isfile(drive_path(dest, extra)):
                ops.append(("remove", None, drive_path(dest, extra), extra))
    return ops, same


def apply(ops):
    """Carry out plan()'s ops; everything is synced before code.py (the last file) is written."""
    done = False
    rel = None
    try:
        for kind, src, dst, rel in ops:
            if kind == "remove":
                os.remove(dst)
                print("removed " + rel)
                continue
            if rel == "code.py":
                _sync()
            write_file(src, dst)
            done = done or rel == "code.py"
            print("copied " + rel)
        _sync()
    except OSError as err:
        raise FlashError(explain(err, rel, done))
