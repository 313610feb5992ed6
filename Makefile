# The two commands of the README: `make sim` and `make test`. Both build .venv first; `make
# test` also installs the MicroPython cores of CircuitPython 9 and 10 (npm, tools/mpcores) and
# runs the suite in two pytest-xdist workers (a test must not write outside its tmp_path).
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
CORES := tools/mpcores/node_modules/.installed

.PHONY: sim test

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
	$(PY) -m pytest -q -n 2
