"""Saves on the flash, up to three slots per game: <root>/<slot>.gps holds a game in progress
as gpcore.savefmt bytes, the slots of game NAME being NAME (the one slot of earlier firmware),
NAME.2 and NAME.3; <root>/last.gps holds the last finished game (its results, board and
replay). Writing them is here; reading a save, the older firmware's single save moved to
its game's slot, a note read once and a damaged save set aside are firmware.opening's
(loaded at the start and on the title only).

Every write goes to <slot>.tmp first and is then renamed over <slot>.gps, so that a power cut
leaves the last good save. FAT (the device's filesystem) cannot rename over an existing file,
so there the old save is removed just before the rename; if power fails between the two,
opening.load() finds the complete <slot>.tmp and uses it.
A damaged file (a save, the settings, the statistics) is moved aside to <name>.bad
(firmware.opening.set_aside). When the flash cannot be written (read-only while a computer
owns the drive, or full) write() says so once, `failed` keeps the reason (errno) until a
write succeeds again, and the game goes on.
"""
import os

from gpcore import savefmt

EROFS = 30
_ENOSPC = 28
LAST = "last"           # the slot of the last finished game


def is_file(path):
    try:
        os.stat(path)
        return True
    except OSError:
        return False


class SaveStore:
    def __init__(self, root):
        self.root = root
        self.warned = False
        self.failed = 0         # errno of the last failed write, 0 after a good one

    def path(self, slot, ext=".gps"):
        return self.root + "/" + slot + ext

    def write(self, save, slot):
        """Store save in `slot`; returns None, or a message the first time writing fails."""
        return self._put(self.path(slot, ".tmp"), self.path(slot), savefmt.encode(save))

    def finish(self, slot):
        """The game in `slot` has ended: it becomes the last game (the one before is gone)."""
        try:
            self._replace(self.path(slot), self.path(LAST))
        except OSError:
            pass

    def read(self, name):
        """The bytes of file `name` under the root (the settings, the statistics), or None;
        after a power cut between the removal of the old file and the rename, the complete
        <name>.tmp."""
        for path in (name, name + ".tmp"):
            try:
                with open(self.root + "/" + path, "rb") as f:
                    return f.read()
            except OSError:
                pass
        return None

    def put(self, name, data):
        """Write file `name` under the root as saves are written (settings)."""
        path = self.root + "/" + name
        return self._put(path + ".tmp", path, data)

    def _put(self, tmp, path, data):
        try:
            if not is_file(self.root):
                os.mkdir(self.root)
            with open(tmp, "wb") as f:
                f.write(data)
            self._replace(tmp, path)
            if hasattr(os, "sync"):
                os.sync()
        except OSError as e:
            return self._warn(e)
        self.failed = 0
        return None

    def _replace(self, src, dst):
        try:
            os.rename(src, dst)
        except OSError:
            if not is_file(src):
                raise
            if is_file(dst):
                os.remove(dst)
            os.rename(src, dst)

    def _warn(self, err):
        code = err.args[0] if err.args else 0
        self.failed = code or -1
        if self.warned:
            return None
        self.warned = True
        if code == _ENOSPC:
            return "Cannot save: flash full"
        if code == EROFS:
            return "Cannot save: read-only"
        return "Cannot save (error %s)" % (code,)

    def remove(self, slot):
        """Forget the save in `slot` (a game quit without saving)."""
        for p in (self.path(slot), self.path(slot, ".tmp")):
            try:
                os.remove(p)
            except OSError:
                pass

