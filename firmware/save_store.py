"""Saves on the flash, one slot per game: <root>/<game NAME>.gps holds that game in progress as
gpcore.savefmt bytes, and <root>/last.gps the last finished game (its results, board and
replay). An older firmware's single save, current.gps, is moved to its game's slot.

Every write goes to <slot>.tmp first and is then renamed over <slot>.gps, so that a power cut
leaves the last good save. FAT (the device's filesystem) cannot rename over an existing file,
so there the old save is removed just before the rename; if power fails between the two,
load() finds the complete <slot>.tmp and uses it.
A damaged save is moved aside to <slot>.bad. When the flash cannot be written (read-only
while a computer owns the drive, or full) write() says so once, `failed` keeps the reason
(errno) until a write succeeds again, and the game goes on.
"""
import os

from gpcore import savefmt

EROFS = 30
_ENOSPC = 28
LAST = "last"           # the slot of the last finished game
_OLD = "current"        # the one slot of older firmware


def _exists(path):
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

    def _path(self, slot, ext=".gps"):
        return self.root + "/" + slot + ext

    def exists(self, slot):
        return _exists(self._path(slot)) or _exists(self._path(slot, ".tmp"))

    def load(self, slot):
        """The Save in `slot` (a game NAME or LAST), or None. Raises savefmt.SaveError for
        a damaged one."""
        path = self._path(slot)
        if _exists(path):
            with open(path, "rb") as f:
                data = f.read()
            return savefmt.decode(data)
        tmp = self._path(slot, ".tmp")
        if _exists(tmp):        # power cut between remove and rename
            with open(tmp, "rb") as f:
                data = f.read()
            save = savefmt.decode(data)
            try:
                os.rename(tmp, path)
            except OSError:
                pass
            return save
        return None

    def migrate(self, known):
        """Move an older firmware's current.gps to its game's slot (unless that slot is
        taken). Raises savefmt.SaveError if it is damaged or of a game not in `known`."""
        save = self.load(_OLD)
        if save is None:
            return
        if save.game not in known:
            raise savefmt.SaveError("save of unknown game")
        if not self.exists(save.game):
            try:
                os.rename(self._path(_OLD), self._path(save.game))
            except OSError:
                pass

    def write(self, save, slot=None):
        """Store save in its game's slot; returns None, or a message the first time writing
        fails."""
        slot = slot or save.game
        return self._put(self._path(slot, ".tmp"), self._path(slot), savefmt.encode(save))

    def finish(self, slot):
        """The game in `slot` has ended: it becomes the last game (the one before is gone)."""
        try:
            self._replace(self._path(slot), self._path(LAST))
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

    def take(self, name):
        """read(name), the file then removed: a note read once (None, and the note left, if
        it cannot be removed: it would be read at every start)."""
        data = self.read(name)
        for path in (name, name + ".tmp"):
            path = self.root + "/" + path
            if _exists(path):
                try:
                    os.remove(path)
                except OSError:
                    return None
        return data

    def put(self, name, data):
        """Write file `name` under the root as saves are written (settings)."""
        path = self.root + "/" + name
        return self._put(path + ".tmp", path, data)

    def _put(self, tmp, path, data):
        try:
            if not _exists(self.root):
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
            if not _exists(src):
                raise
            if _exists(dst):
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
        for p in (self._path(slot), self._path(slot, ".tmp")):
            try:
                os.remove(p)
            except OSError:
                pass

    def set_aside(self, slot):
        """Move a damaged save to <slot>.bad; returns the lines for the screen."""
        bad = self._path(slot, ".bad")
        for p in (self._path(slot), self._path(slot, ".tmp")):
            if _exists(p):
                try:
                    if _exists(bad):
                        os.remove(bad)
                    os.rename(p, bad)
                except OSError:
                    return ["Could not move it aside"]
                return ["Moved to", "saves/" + slot + ".bad"]
        return []
