"""Stand-in supervisor: reload() raises Reload at once (on a board it schedules a restart of
code.py on a fresh heap, raised at the interpreter's next check). Whoever runs the firmware
catches it and starts it again: tests/mp_firmware_run.py in a new interpreter (tools/memcheck
measures every heap it starts), or in the same one (a compatibility run)."""


class Reload(BaseException):
    pass


def reload():
    raise Reload()
