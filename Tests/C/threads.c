/*
 * Engines and pickers on 8 threads at once, each with its own handles, for ThreadSanitizer
 * (`make sanitize`): the library keeps no shared mutable state but the per-thread last error.
 * Every thread runs the same gestures and must get the same results, bit for bit, as the
 * others; each thread's refusals must show in its own detent_last_error() only.
 *
 *     threads [ROUNDS]      exit status 0 when all agree, 1 otherwise
 */
#include <detent.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define THREADS 8

typedef struct {
    int index, rounds;
    uint64_t digest;
    int failures;
} work;

/* FNV-1a over the bits of each number. */
static void mix(uint64_t *h, double v) {
    unsigned char bytes[sizeof v];
    memcpy(bytes, &v, sizeof v);
    for (size_t i = 0; i < sizeof v; i++) *h = (*h ^ bytes[i]) * 1099511628211u;
}

static void fail(work *w, const char *what) {
    w->failures++;
    fprintf(stderr, "thread %d: %s (%s)\n", w->index, what, detent_last_error());
}

static void *run(void *argument) {
    work *w = (work *)argument;
    uint64_t h = 1469598103934665603u;
    detent_event events[16];
    detent_item *items = (detent_item *)malloc(256 * sizeof(detent_item));
    char *text = (char *)malloc(8192);
    size_t n = 0;
    for (int round = 0; round < w->rounds; round++) {
        detent_engine_config c;
        detent_engine_config_default(&c);
        detent_engine_config_profile(&c, (detent_profile)(round % 5));
        c.container_width = 280;
        c.container_height = 80;
        c.content_width = 1000;
        c.bounds_upper = 1000;
        detent_engine *e = detent_engine_create(&c, 0);
        detent_picker *p = detent_picker_create(round % 2 ? "{\"theme\":\"dark\",\"profile\":\"gtk\"}" : NULL, 480, 200, 0);
        if (!e || !p) { fail(w, "create"); break; }
        if (detent_engine_set_uniform_targets(e, 0, 10, 101) || detent_engine_set_closest_multiple(e, 10)) fail(w, "targets");
        if (detent_engine_fling(e, 700 + 100 * round, 0) || detent_picker_fling(p, 900 + 50 * round, 0)) fail(w, "fling");
        /* A refusal, seen by this thread only. */
        if (detent_engine_advance(e, -1) != DETENT_ERROR_TIME || !strstr(detent_last_error(), "detent_engine_advance")) fail(w, "refusal");
        for (int k = 1; k <= 360; k++) {
            double t = k / 120.0;
            if (detent_engine_advance(e, t) || detent_picker_advance(p, t)) fail(w, "advance");
            mix(&h, detent_engine_offset(e));
            mix(&h, detent_picker_offset(p));
            do {
                events[0].size = sizeof(detent_event);
                if (detent_engine_events(e, events, 16, &n)) fail(w, "engine events");
                for (size_t i = 0; i < n; i++) mix(&h, events[i].time);
            } while (n == 16);
            do {
                events[0].size = sizeof(detent_event);
                if (detent_picker_events(p, events, 16, &n)) fail(w, "picker events");
                for (size_t i = 0; i < n; i++) mix(&h, events[i].to_value);
            } while (n == 16);
            if (k % 30 == 0) {
                items[0].size = sizeof(detent_item);
                if (detent_picker_display_list(p, items, 256, text, 8192, &n, NULL)) fail(w, "display list");
                for (size_t i = 0; i < n; i++) mix(&h, items[i].x);
            }
        }
        mix(&h, (double)detent_engine_selected_index(e));
        mix(&h, detent_picker_value(p));
        detent_engine_destroy(e);
        detent_picker_destroy(p);
    }
    free(items);
    free(text);
    w->digest = h;
    return NULL;
}

int main(int argc, char **argv) {
    pthread_t threads[THREADS];
    work works[THREADS];
    int rounds = argc > 1 ? atoi(argv[1]) : 6, failures = 0;
    for (int i = 0; i < THREADS; i++) {
        works[i].index = i;
        works[i].rounds = rounds;
        works[i].digest = 0;
        works[i].failures = 0;
        if (pthread_create(&threads[i], NULL, run, &works[i])) { perror("pthread_create"); return 1; }
    }
    for (int i = 0; i < THREADS; i++) pthread_join(threads[i], NULL);
    for (int i = 0; i < THREADS; i++) {
        failures += works[i].failures;
        if (works[i].digest != works[0].digest) {
            fprintf(stderr, "thread %d's digest %016llx differs from thread 0's %016llx\n", i,
                    (unsigned long long)works[i].digest, (unsigned long long)works[0].digest);
            failures++;
        }
    }
    printf("libdetent on %d threads: %d rounds each of an engine and a picker, digest %016llx, %s\n", THREADS, rounds,
           (unsigned long long)works[0].digest, failures ? "FAILED" : "all the same");
    return failures ? 1 : 0;
}
