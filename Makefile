# The two commands of the README: `make sim` and `make test`. Both build .venv first; `make
# test` also installs the MicroPython cores of CircuitPython 9 and 10 (npm, tools/mpcores) and
# runs the suite in two pytest-xdist workers (a test must not write outside its tmp_path),
# a worker that runs out taking tests queued for the other (--dist worksteal): neither idles
# at the end.
# `make web` builds the browser version (host_sim/web) and serves it on localhost.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
CORES := tools/mpcores/node_modules/.installed

WEB_PORT ?= 8024

.PHONY: sim test web

$(VENV)/installed: requirements.txt
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet -r requirements.txt
	touch $@

$(CORES): tools/mpcores/package-lock.json
	@command -v node >/dev/null && command -v npm >/dev/null || { echo "make test needs \
	Node.js 18 or later with npm, to run the firmware on the MicroPython cores of \
	CircuitPython 9 and 10 (Debian: apt-get install nodejs npm)"; exit 1; }
	npm ci --prefix tools/mpcores --no-audit --no-fund --loglevel=error
	touch $@

sim: $(VENV)/installed
	$(PY) -m host_sim

test: $(VENV)/installed $(CORES)
	$(PY) -m pytest -q -n 2 --dist worksteal

# the browser build (host_sim/web): built in host_sim/web/build, served on this machine only
web: $(CORES)
	node host_sim/web/bundle.mjs host_sim/web/build
	@echo "Goblin Pocket in a browser: http://localhost:$(WEB_PORT)/ (Ctrl-C stops)"
	$(PYTHON) -m http.server $(WEB_PORT) --bind 127.0.0.1 -d host_sim/web/build
