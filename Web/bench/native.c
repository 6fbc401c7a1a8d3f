/* ns per 120 Hz frame of libdetent (native): the reference picker flung at each velocity from
   rest on 0, advanced frame by frame to rest, its events drained each frame. Web/bench/bench.mjs
   runs the same frames through detent.wasm and through the JavaScript inertia port.
   Usage: native ROUNDS REPEATS V1 V2 ... -> one line of JSON {"frames": N, "ns_per_frame": X},
   the fastest of ROUNDS rounds (bench.mjs and peers.py ask for one round at a time, between
   the module's rounds, so that every path is timed under the same conditions). */
#include <detent.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static double now_ns(void) {
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);   /* CPU time, as bench.mjs measures */
    return ts.tv_sec * 1e9 + ts.tv_nsec;
}

int main(int argc, char **argv) {
    int rounds = argc > 1 ? atoi(argv[1]) : 5, repeats = argc > 2 ? atoi(argv[2]) : 200;
    detent_event events[64];
    long frames = 0;
    double best = 1e300;
    for (int round = 0; round < rounds; round++) {
        long n = 0;
        double start = now_ns();
        for (int r = 0; r < repeats; r++) {
            for (int a = 3; a < argc; a++) {
                detent_picker *p = detent_picker_create_with_config(NULL, 480, 200, 0);
                size_t count;
                detent_picker_fling(p, atof(argv[a]), 0);
                for (long k = 1; detent_picker_is_idle(p) != 1; k++) {
                    detent_picker_advance(p, k / 120.0);
                    events[0].size = sizeof(detent_event);
                    do detent_picker_events(p, events, 64, &count); while (count == 64);
                    (void)detent_picker_offset(p);
                    n++;
                }
                detent_picker_destroy(p);
            }
        }
        double per = (now_ns() - start) / n;
        if (per < best) best = per;
        frames = n;
    }
    printf("{\"frames\": %ld, \"ns_per_frame\": %.1f}\n", frames, best);
    return 0;
}
