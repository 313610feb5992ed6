"""Read records and bit fields from packed byte tables made by tools/pack_tables.py.

A table is a bytes object of fixed-size records (1 to 4 bytes, little endian). A field is a
(shift, bits) pair; tools/pack_tables.py writes these pairs as constants next to the bytes.
"""


def record(blob, size, i):
    """Record i of a table with `size`-byte records, as an int (at most 30 bits used)."""
    o = i * size
    v = 0
    k = size - 1
    while k >= 0:
        v = (v << 8) | blob[o + k]
        k -= 1
    return v


def field(rec, spec):
    """Field `spec` = (shift, bits) of a record int."""
    return (rec >> spec[0]) & ((1 << spec[1]) - 1)


def get(blob, size, i, spec):
    """Field `spec` of record i."""
    return field(record(blob, size, i), spec)


def count(blob, size):
    return len(blob) // size
