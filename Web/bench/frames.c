/* The frames `make web-bench` times, in C: the reference picker made, flung from rest on 0 at
   each of the `count` velocities and advanced frame by frame (120 Hz) to rest, its events
   drained each frame, `repeats` times. Compiled twice: natively into Web/bench/native (with
   libdetent) and for wasm32 into the bench's copy of detent.wasm (exported as bench_frames), so
   that the same C program runs on both sides. Web/bench/frames.js makes the same calls from
   JavaScript. Returns the frames run. */
#include <detent.h>

long bench_frames(int repeats, int count, const double *velocities) {
    detent_event events[64];
    long frames = 0;
    for (int r = 0; r < repeats; r++) {
        for (int a = 0; a < count; a++) {
            detent_picker *p = detent_picker_create_with_config(NULL, 480, 200, 0);
            size_t n;
            detent_picker_fling(p, velocities[a], 0);
            for (long k = 1; detent_picker_is_idle(p) != 1; k++) {
                detent_picker_advance(p, k / 120.0);
                events[0].size = sizeof(detent_event);
                do detent_picker_events(p, events, 64, &n); while (n == 64);
                (void)detent_picker_offset(p);
                frames++;
            }
            detent_picker_destroy(p);
        }
    }
    return frames;
}
