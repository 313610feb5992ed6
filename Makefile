# The two commands of the README: `make sim` and `make test`. Both build .venv first.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python

.PHONY: sim test

$(VENV)/installed: requirements.txt
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet -r requirements.txt
	touch $@

sim: $(VENV)/installed
	$(PY) -m host_sim

test: $(VENV)/installed
	$(PY) -m pytest -q
