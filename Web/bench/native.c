/* ns per 120 Hz frame of libdetent (native): Web/bench/frames.c's frames, timed in the
   process's CPU time (as bench.mjs measures).
   Usage: native ROUNDS REPEATS V1 V2 ... -> one line of JSON {"frames": N, "ns_per_frame": X},
   the fastest of ROUNDS rounds after an untimed one (bench.mjs and peers.py ask for one round at a time, between
   the module's rounds, so that every path is timed under the same conditions). */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

long bench_frames(int repeats, int count, const double *velocities);

static double now_ns(void) {
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return ts.tv_sec * 1e9 + ts.tv_nsec;
}

int main(int argc, char **argv) {
    int rounds = argc > 1 ? atoi(argv[1]) : 5, repeats = argc > 2 ? atoi(argv[2]) : 200;
    int count = argc > 3 ? argc - 3 : 0;
    double velocities[16];
    if (count > 16) { fprintf(stderr, "native: at most 16 velocities\n"); return 2; }
    for (int a = 0; a < count; a++) velocities[a] = atof(argv[a + 3]);
    /* One round untimed first: a fresh process's first round also pays its page faults and
       the dynamic linker's first lookups, which the module's rounds, run in a warm page, do not. */
    long frames = bench_frames(repeats, count, velocities);
    double best = 1e300;
    for (int round = 0; round < rounds; round++) {
        double start = now_ns();
        frames = bench_frames(repeats, count, velocities);
        double per = (now_ns() - start) / frames;
        if (per < best) best = per;
    }
    printf("{\"frames\": %ld, \"ns_per_frame\": %.1f}\n", frames, best);
    return 0;
}
