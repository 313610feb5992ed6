"""Test setup: lib/ and the project root on sys.path, as on the device (/lib and /)."""
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
for p in (os.path.join(ROOT, "lib"), ROOT):
    if p not in sys.path:
        sys.path.insert(0, p)
