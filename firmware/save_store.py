"""Saves on the flash: <root>/current.gps holds the game in progress as gpcore.savefmt bytes.

Every write goes to current.tmp first and is then renamed over current.gps, so that a power cut
leaves the last good save. FAT (the device's filesystem) cannot rename over an existing file,
so there the old save is removed just before the rename; if power fails between the two,
load() finds the complete current.tmp and uses it.
A damaged save is moved aside to current.bad. When the flash cannot be written (read-only
while a computer owns the drive, or full) write() says so once and the game goes on.
"""
import os

from gpcore import savefmt

_EROFS = 30
_ENOSPC = 28


def _exists(path):
    try:
        os.stat(path)
        return True
    except OSError:
        return False


class SaveStore:
    def __init__(self, root):
        self.root = root
        self.path = root + "/current.gps"
        self.tmp = root + "/current.tmp"
        self.bad = root + "/current.bad"
        self.warned = False

    def load(self):
        """The Save found, or None. Raises savefmt.SaveError for a damaged one."""
        if _exists(self.path):
            with open(self.path, "rb") as f:
                data = f.read()
            return savefmt.decode(data)
        if _exists(self.tmp):   # power cut between remove and rename
            with open(self.tmp, "rb") as f:
                data = f.read()
            save = savefmt.decode(data)
            try:
                os.rename(self.tmp, self.path)
            except OSError:
                pass
            return save
        return None

    def write(self, save):
        """Store save; returns None, or a message the first time writing fails."""
        return self._put(self.tmp, self.path, savefmt.encode(save))

    def read(self, name):
        """The bytes of file `name` under the root (the settings), or None."""
        try:
            with open(self.root + "/" + name, "rb") as f:
                return f.read()
        except OSError:
            return None

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
        return None

    def _replace(self, src, dst):
        try:
            os.rename(src, dst)
        except OSError:
            os.remove(dst)
            os.rename(src, dst)

    def _warn(self, err):
        if self.warned:
            return None
        self.warned = True
        code = err.args[0] if err.args else 0
        if code == _ENOSPC:
            return "Cannot save: flash full"
        if code == _EROFS:
            return "Cannot save: read-only"
        return "Cannot save (error %s)" % (code,)

    def remove(self):
        """Forget the save (a game quit without saving)."""
        for p in (self.path, self.tmp):
            try:
                os.remove(p)
            except OSError:
                pass

    def set_aside(self):
        """Move a damaged save to current.bad; returns the message for the screen."""
        for p in (self.path, self.tmp):
            if _exists(p):
                try:
                    if _exists(self.bad):
                        os.remove(self.bad)
                    os.rename(p, self.bad)
                except OSError:
                    return "Could not move it aside"
                return "Moved to current.bad"
        return ""
