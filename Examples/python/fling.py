#!/usr/bin/env python3
"""Flings the reference wheel picker through libdetent with the detent module (detent.py, next
to this file; ctypes only, no build step): prints each selection change and the value it comes
to rest on.

    python3 Examples/python/fling.py [PATH/TO/libdetent.so]

Without an argument the library is looked up as $DETENT_LIBRARY, then as libdetent on the
loader's path (LD_LIBRARY_PATH, ldconfig's cache)."""
import sys

import detent


def main():
    try:
        if len(sys.argv) > 1:
            detent.load(sys.argv[1])
        print("libdetent", detent.version())
        # The reference picker (values 0...100) centred in a 480 x 200 window, at rest at t = 0.
        picker = detent.Picker(window=(480, 200), time=0)
    except (detent.LibraryNotFound, detent.DetentError) as error:
        sys.exit(f"fling.py: {error}")

    # A flick: press at x = 300, move 120 pt left in 0.1 s at 120 Hz, release.
    picker.pointer("down", 300, 100, 0.0)
    for k in range(1, 13):
        picker.pointer("move", 300 - 10 * k, 100, k / 120)
    picker.pointer("up", 180, 100, 0.1)

    frame = 13
    while True:
        picker.advance(frame / 120)
        for e in picker.events():
            if e.kind == "selection":
                print(f"t={e.time:.4f}  selection {e.from_value:g} -> {e.to_value:g}")
        if picker.is_idle:
            break
        frame += 1
    print(f"final value {picker.value:g} at t={frame / 120:.3f}")
    picker.close()


if __name__ == "__main__":
    main()
