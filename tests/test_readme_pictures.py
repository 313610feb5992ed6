"""The README's pictures: tools/pictures.py makes every one of them (run as a user runs it),
the README shows exactly those, and each committed picture stays small."""
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FOLDER = os.path.join(ROOT, "tools", "pictures")
LIMIT = 10 * 1024


def readme_pictures():
    with open(os.path.join(ROOT, "README.md"), encoding="utf-8") as f:
        return re.findall(r"!\[[^\]]+\]\((tools/pictures/[\w.]+\.png)\)", f.read())


def test_the_script_makes_the_readme_pictures(tmp_path):
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME")}
    done = subprocess.run([sys.executable, "tools/pictures.py", "--out", str(tmp_path)],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    made = sorted(os.listdir(str(tmp_path)))
    assert made == sorted(os.listdir(FOLDER))
    assert sorted(os.path.basename(p) for p in readme_pictures()) == made
    for name in made:
        assert os.path.getsize(str(tmp_path / name)) < LIMIT, name


def test_committed_pictures_are_small():
    for name in os.listdir(FOLDER):
        assert os.path.getsize(os.path.join(FOLDER, name)) < LIMIT, name
