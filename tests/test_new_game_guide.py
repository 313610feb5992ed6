"""tools/NEW_GAME.md followed as a newcomer would, on a copy of the repository in a temporary
folder: its "Start from the template" commands run as written (bash, with the name `newpig`),
the title set and the catalog line added as its numbered steps say, and then its test command
runs (a pytest subprocess in the copy): the conformance suite and the other suites a catalog
game joins, on the new game, the board's interpreters included. A wrong or missing step in the guide fails here."""
import os
import re
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GUIDE = os.path.join(ROOT, "tools", "NEW_GAME.md")
NAME, TITLE = "newpig", "New Pig"
SKIP = shutil.ignore_patterns(".git", ".venv", "node_modules", "__pycache__", "*.pyc", "saves")


def guide_blocks():
    """The ```sh blocks of the guide's section "Start from the template", in order."""
    section = open(GUIDE).read().split("## Start from the template", 1)[1].split("\n## ", 1)[0]
    return section, re.findall(r"```sh\n(.*?)```", section, re.S)


def run(script, cwd):
    """Run a block of the guide in bash, with the game's name and this interpreter."""
    script = "G=%s\n%s" % (NAME, re.sub(r"^G=\w+$", "", script, flags=re.M))
    script = script.replace(".venv/bin/python", sys.executable)
    return subprocess.run(["bash", "-e", "-c", script], cwd=cwd, capture_output=True,
                          text=True, timeout=300)


def test_the_guide_makes_a_game_that_passes_the_suite(tmp_path):
    section, (make, check) = guide_blocks()
    repo = tmp_path / "repo"
    shutil.copytree(ROOT, repo, ignore=SKIP, symlinks=True)
    cores = os.path.join("tools", "mpcores", "node_modules")    # installed, not copied
    if os.path.isdir(os.path.join(ROOT, cores)):
        os.symlink(os.path.join(ROOT, cores), repo / cores)
    r = run(make, repo)
    assert r.returncode == 0, r.stdout + r.stderr
    assert "wrote: lib/%s/codes.py" % NAME in r.stdout, r.stdout
    # The numbered steps: the title in the package, the line in the catalog.
    assert "`TITLE` in `lib/$G/__init__.py`" in section
    init = repo / "lib" / NAME / "__init__.py"
    text, n = re.subn(r'^TITLE = ".*"$', 'TITLE = "%s"' % TITLE, init.read_text(), flags=re.M)
    assert n == 1
    init.write_text(text)
    assert "`GAMES` of\n   `lib/gpcore/catalog.py`" in section
    catalog = repo / "lib" / "gpcore" / "catalog.py"
    text = catalog.read_text().replace("GAMES = (\n", 'GAMES = (\n    ("%s", "%s"),\n'
                                       % (NAME, TITLE), 1)
    assert '("%s", "%s")' % (NAME, TITLE) in text, "the catalog's GAMES has another form"
    catalog.write_text(text)
    # The packed game is up to date, and the tests the guide names pass on it.
    r = subprocess.run([sys.executable, "tools/pack_tables.py", "--check", NAME], cwd=repo,
                       capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stdout + r.stderr
    r = run(check, repo)
    assert r.returncode == 0, r.stdout[-3000:] + r.stderr[-2000:]
    counts = re.search(r"(\d+) passed", r.stdout)
    assert counts and int(counts.group(1)) >= 24 and "failed" not in r.stdout, r.stdout[-2000:]
