"""The browser build checked in a real browser: headless Chromium (Debian's package
`chromium`) opens the page (host_sim/web, built here into a temporary folder and served on
localhost) for both boards, at the title and after a few keys, and saves a screenshot of
each; then opens each again in real time: the page sends the server the time to its title
and per press (the median of its presses), which are printed. All share one browser
profile: the last page must find the saves of the games started before it (localStorage).

    .venv/bin/python host_sim/web/browser.py [--out DIR]     # default: web_shots/

Prints one line per page (its screenshot, the page's figures) and exits 1 if a page did not
start (no title drawn). Where Chromium is not installed it says so and exits 0.
"""
import argparse
import functools
import http.server
import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import time
import urllib.parse

HERE = os.path.dirname(os.path.abspath(__file__))
# (name, query): the title, then New game, the first game (Goblin Vaults), Start
PAGES = (("pybadge_title", "board=pybadge"),
         ("pybadge_game", "board=pybadge&keys=A,A,DOWN,DOWN,DOWN,DOWN,A"),
         ("picosystem_title", "board=picosystem"),
         ("picosystem_game", "board=picosystem&keys=A,A,DOWN,DOWN,DOWN,DOWN,A"),
         ("pybadge_again", "board=pybadge"))    # the games started above, kept: listed


def chromium():
    for name in ("chromium", "chromium-browser"):
        if shutil.which(name):
            return shutil.which(name)
    return None


class Handler(http.server.SimpleHTTPRequestHandler):
    """The build's files, and /report?... from the page: its figures, kept in `reports`."""
    reports = []

    def do_GET(self):
        if self.path.startswith("/report?"):
            self.reports.append(dict(urllib.parse.parse_qsl(self.path.split("?", 1)[1])))
            self.send_response(204)
            self.end_headers()
        else:
            http.server.SimpleHTTPRequestHandler.do_GET(self)

    def log_message(self, *args):
        pass


def serve(folder):
    """An HTTP server of folder on a free port of localhost, in a thread; returns it."""
    handler = functools.partial(Handler, directory=folder)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def page(browser, url, shot, size, profile):
    """Open url headless: a screenshot saved to shot (on virtual time, so that the page is
    drawn), then again in real time until the page reports its figures (None: no report
    in 60 s)."""
    common = [browser, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
              "--window-size=%d,%d" % size, "--user-data-dir=" + profile]
    subprocess.run(common + ["--virtual-time-budget=8000", "--screenshot=" + shot, url],
                   capture_output=True, timeout=120)
    del Handler.reports[:]
    live = subprocess.Popen(common + ["--remote-debugging-port=0", url + "&report"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        end = time.monotonic() + 60
        while not Handler.reports and time.monotonic() < end:
            time.sleep(0.1)
    finally:
        live.terminate()
        live.wait(timeout=30)
    return Handler.reports[0] if Handler.reports else None


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--out", default="web_shots")
    a = p.parse_args(argv)
    browser = chromium()
    if browser is None:
        print("headless Chromium is not installed (Debian: apt-get install chromium): "
              "the browser check is skipped")
        return 0
    os.makedirs(a.out, exist_ok=True)
    failed = 0
    with tempfile.TemporaryDirectory() as build, tempfile.TemporaryDirectory() as profile:
        subprocess.run(["node", os.path.join(HERE, "bundle.mjs"), build], check=True,
                       capture_output=True)
        server = serve(build)
        try:
            for name, query in PAGES:
                shot = os.path.abspath(os.path.join(a.out, name + ".png"))
                url = "http://127.0.0.1:%d/index.html?%s" % (server.server_port, query)
                got = page(browser, url, shot, (720, 640), profile)
                ok = got is not None and os.path.exists(shot)
                if ok and name.endswith("again") and got["saves"] == "0":
                    ok = False          # the saves were not kept across a reload
                failed += not ok
                print("%s %s: title %s ms after the page was asked for, a press %s ms, "
                      "%s files in browser storage" % (
                          "ok" if ok else "FAILED", shot, (got or {}).get("ready", "-"),
                          (got or {}).get("press") or "-", (got or {}).get("saves", "-")))
        finally:
            server.shutdown()
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
