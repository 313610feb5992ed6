"""The browser build in a real browser: host_sim/web/browser.py opens the page in headless
Chromium on both boards, at the title and into a game, and saves screenshots; every page must
draw its title and report its figures. Skipped, saying so, where Chromium is not installed
(Debian: apt-get install chromium)."""
import os
import shutil
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "host_sim", "web"))
import browser  # noqa: E402


@pytest.mark.skipif(browser.chromium() is None, reason="headless Chromium is not installed "
                    "(Debian: apt-get install chromium): the browser check is skipped")
@pytest.mark.skipif(shutil.which("node") is None, reason="needs Node.js (make test installs it)")
def test_the_page_runs_in_headless_chromium(tmp_path, capsys):
    assert browser.main(["--out", str(tmp_path)]) == 0, capsys.readouterr().out
    for name, _ in browser.PAGES:
        assert (tmp_path / (name + ".png")).stat().st_size > 1000
