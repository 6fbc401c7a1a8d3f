/* The frames `make web-bench` times, in C: the reference picker made, flung from rest on 0 at
   each of the `count` velocities and advanced frame by frame (120 Hz) to rest, one
   detent_picker_frame() a frame and its events drained on the frames that have any, `repeats`
   times. Compiled twice: natively into Web/bench/native (with libdetent) and for wasm32 into
   the bench's copy of detent.wasm (exported as bench_frames), so that the same C program runs
   on both sides. Web/bench/frames.js makes the same calls from JavaScript. Returns the frames
   run. */
#include <detent.h>

long bench_frames(int repeats, int count, const double *velocities) {
    detent_event events[64];
    detent_frame frame;
    long frames = 0;
    for (int r = 0; r < repeats; r++) {
        for (int a = 0; a < count; a++) {
            detent_picker *p = detent_picker_create_with_config(NULL, 480, 200, 0);
            size_t n;
            detent_picker_fling(p, velocities[a], 0);
            frame.size = sizeof frame;
            frame.idle = 0;
            for (long k = 1; !frame.idle; k++) {
                detent_picker_frame(p, k / 120.0, &frame);
                if (frame.events) {
                    events[0].size = sizeof(detent_event);
                    do detent_picker_events(p, events, 64, &n); while (n == 64);
                }
                frames++;
            }
            detent_picker_destroy(p);
        }
    }
    return frames;
}
