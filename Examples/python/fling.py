#!/usr/bin/env python3
"""Flings the reference wheel picker through libdetent with ctypes only (no build step):
prints each selection change and the value it comes to rest on.

    python3 Examples/python/fling.py [PATH/TO/libdetent.so]

Without an argument the library is looked up as DETENT_LIBRARY, then as `libdetent.so`
on the usual search path (LD_LIBRARY_PATH, ldconfig's cache)."""
import ctypes, ctypes.util, os, sys


class Event(ctypes.Structure):  # detent_event
    _fields_ = [("kind", ctypes.c_int), ("cause", ctypes.c_int), ("time", ctypes.c_double),
                ("from_", ctypes.c_double), ("to", ctypes.c_double), ("velocity", ctypes.c_double)]


DOWN, MOVE, UP = 0, 1, 2          # DETENT_POINTER_*
EVENT_SELECTION = 1               # DETENT_EVENT_SELECTION


def load(path=None):
    path = path or os.environ.get("DETENT_LIBRARY") or ctypes.util.find_library("detent") or "libdetent.so"
    lib = ctypes.CDLL(path)
    lib.detent_version.restype = ctypes.c_char_p
    lib.detent_last_error.restype = ctypes.c_char_p
    lib.detent_picker_create.restype = ctypes.c_void_p
    lib.detent_picker_create.argtypes = [ctypes.c_char_p, ctypes.c_double, ctypes.c_double, ctypes.c_double]
    lib.detent_picker_destroy.argtypes = [ctypes.c_void_p]
    lib.detent_picker_pointer.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_double, ctypes.c_double,
                                          ctypes.c_int, ctypes.c_double]
    lib.detent_picker_advance.argtypes = [ctypes.c_void_p, ctypes.c_double]
    lib.detent_picker_value.restype = ctypes.c_double
    lib.detent_picker_value.argtypes = [ctypes.c_void_p]
    lib.detent_picker_is_idle.argtypes = [ctypes.c_void_p]
    lib.detent_picker_events.restype = ctypes.c_size_t
    lib.detent_picker_events.argtypes = [ctypes.c_void_p, ctypes.POINTER(Event), ctypes.c_size_t]
    return lib


def main():
    lib = load(sys.argv[1] if len(sys.argv) > 1 else None)
    print("libdetent", lib.detent_version().decode())
    # The reference picker (values 0...100) centred in a 480 x 200 window, at rest at t = 0.
    picker = lib.detent_picker_create(None, 480, 200, 0)
    if not picker:
        sys.exit("detent_picker_create: " + lib.detent_last_error().decode())

    def check(status):
        if status != 0:
            sys.exit("libdetent: " + lib.detent_last_error().decode())

    # A flick: press at x = 300, move 120 pt left in 0.1 s at 120 Hz, release.
    check(lib.detent_picker_pointer(picker, DOWN, 300, 100, 0, 0.0))
    for k in range(1, 13):
        check(lib.detent_picker_pointer(picker, MOVE, 300 - 10 * k, 100, 0, k / 120))
    check(lib.detent_picker_pointer(picker, UP, 180, 100, 0, 0.1))

    events = (Event * 32)()
    frame = 13
    while True:
        check(lib.detent_picker_advance(picker, frame / 120))
        while True:
            n = lib.detent_picker_events(picker, events, len(events))
            for e in events[:n]:
                if e.kind == EVENT_SELECTION:
                    print(f"t={e.time:.4f}  selection {e.from_:g} -> {e.to:g}")
            if n < len(events):
                break
        if lib.detent_picker_is_idle(picker):
            break
        frame += 1
    print(f"final value {lib.detent_picker_value(picker):g} at t={frame / 120:.3f}")
    lib.detent_picker_destroy(picker)


if __name__ == "__main__":
    main()
