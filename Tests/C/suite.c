/*
 * The C test suite of libdetent: every function of detent.h and every status, through the
 * installed header and library only. Compiled twice by Tests/C/run.sh (from Examples/check.sh,
 * so `make test` runs it): as C99 with -Wall -Wextra -Werror, and as C++17; and by
 * `make sanitize` under AddressSanitizer and UndefinedBehaviorSanitizer.
 *
 *     suite            runs every test; prints one line per failed check and a summary
 *     suite NAME...    runs the tests whose names contain NAME
 *
 * Exit status: 0 when every check passed, 1 otherwise.
 */
#include <detent.h>
#include <math.h>
#include <stddef.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int checks, failures;

static void check(int ok, const char *what, const char *file, int line) {
    checks++;
    if (!ok) {
        failures++;
        fprintf(stderr, "%s:%d: failed: %s  (last error: %s)\n", file, line, what, detent_last_error());
    }
}
#define CHECK(cond) check((cond) ? 1 : 0, #cond, __FILE__, __LINE__)
/* A call's status, and that a refusal says which function refused and why. */
#define CHECK_STATUS(call, expected) check_status((call), (expected), #call, __FILE__, __LINE__)
/* A refusal whose message contains `words`. */
#define CHECK_REFUSED(call, expected, words) check_refused((call), (expected), (words), #call, __FILE__, __LINE__)

static void check_status(detent_status got, detent_status expected, const char *what, const char *file, int line) {
    char text[512];
    snprintf(text, sizeof text, "%s == %d (got %d)", what, (int)expected, (int)got);
    check(got == expected, text, file, line);
}

static void check_refused(detent_status got, detent_status expected, const char *words, const char *what,
                          const char *file, int line) {
    char text[512];
    check_status(got, expected, what, file, line);
    snprintf(text, sizeof text, "the last error of %s contains \"%s\"", what, words);
    check(strstr(detent_last_error(), words) != NULL, text, file, line);
}

static int close_to(double a, double b, double tolerance) { return fabs(a - b) <= tolerance; }

/* ---- Helpers --------------------------------------------------------------------------------- */

/* An engine as in the issue's "done when": a 280 x 80 container over bounds 0 ... 1000, targets
   every 10 points, resting on the closest multiple of 10. */
static detent_engine *ruler(double time) {
    detent_engine_config c;
    detent_engine *e;
    detent_engine_config_default(&c);
    c.container_width = 280;
    c.container_height = 80;
    c.content_width = 1000;
    c.content_height = 80;
    c.bounds_lower = 0;
    c.bounds_upper = 1000;
    e = detent_engine_create(&c, time);
    CHECK(e != NULL);
    CHECK_STATUS(detent_engine_set_uniform_targets(e, 0, 10, 101), DETENT_OK);
    CHECK_STATUS(detent_engine_set_closest_multiple(e, 10), DETENT_OK);
    return e;
}

/* Drains every event of `e` into `out` (up to `capacity`), `chunk` at a time; how many. */
static size_t drain(detent_engine *e, detent_picker *p, detent_event *out, size_t capacity, size_t chunk) {
    size_t total = 0, n = 0;
    detent_event buffer[8];
    if (chunk > 8) chunk = 8;
    do {
        buffer[0].size = sizeof(detent_event);
        if (e) CHECK_STATUS(detent_engine_events(e, buffer, chunk, &n), DETENT_OK);
        else CHECK_STATUS(detent_picker_events(p, buffer, chunk, &n), DETENT_OK);
        for (size_t i = 0; i < n && total < capacity; i++) out[total++] = buffer[i];
    } while (n == chunk);
    return total;
}

/* Advances at 120 Hz from `t` until the engine rests (at most 10 s); the time reached. */
static double run_to_rest(detent_engine *e, double t) {
    for (int k = 1; k <= 1200 && !detent_engine_is_idle(e); k++) CHECK_STATUS(detent_engine_advance(e, t + k / 120.0), DETENT_OK);
    CHECK(detent_engine_is_idle(e) == 1);
    return detent_engine_time(e);
}

/* The state a refused call must leave as it was. */
typedef struct {
    double offset, velocity, time, rest;
    detent_phase phase;
    long selected;
    size_t targets;
} engine_state;

static engine_state state_of(const detent_engine *e) {
    engine_state s;
    s.offset = detent_engine_offset(e);
    s.velocity = detent_engine_velocity(e);
    s.time = detent_engine_time(e);
    s.rest = detent_engine_rest_time(e);
    s.phase = detent_engine_phase(e);
    s.selected = detent_engine_selected_index(e);
    s.targets = detent_engine_target_count(e);
    return s;
}

static int same_state(engine_state a, engine_state b) {
    return a.offset == b.offset && a.velocity == b.velocity && a.time == b.time &&
           (a.rest == b.rest || (isnan(a.rest) && isnan(b.rest))) && a.phase == b.phase && a.selected == b.selected &&
           a.targets == b.targets;
}

/* ---- Versions, statuses, errors ---------------------------------------------------------------- */

static void test_version(void) {
    CHECK(strcmp(detent_version(), DETENT_VERSION) == 0);
    CHECK(detent_version_number() == DETENT_VERSION_NUMBER);
    CHECK(DETENT_VERSION_NUMBER == DETENT_VERSION_NUM(DETENT_VERSION_MAJOR, DETENT_VERSION_MINOR, DETENT_VERSION_PATCH));
    CHECK((detent_version_number() >> 16) == DETENT_VERSION_MAJOR);
    CHECK(DETENT_VERSION_NUM(1, 2, 3) > DETENT_VERSION_NUM(1, 1, 9));
}

static void test_strerror(void) {
    static const struct { detent_status status; const char *name; } all[] = {
        {DETENT_OK, "DETENT_OK"}, {DETENT_ERROR_NULL, "DETENT_ERROR_NULL"},
        {DETENT_ERROR_NOT_FINITE, "DETENT_ERROR_NOT_FINITE"}, {DETENT_ERROR_TIME, "DETENT_ERROR_TIME"},
        {DETENT_ERROR_INVALID, "DETENT_ERROR_INVALID"}, {DETENT_ERROR_BUSY, "DETENT_ERROR_BUSY"},
        {DETENT_ERROR_SIZE, "DETENT_ERROR_SIZE"}, {DETENT_ERROR_BUFFER_TOO_SMALL, "DETENT_ERROR_BUFFER_TOO_SMALL"},
        {DETENT_ERROR_STATE, "DETENT_ERROR_STATE"},
    };
    for (size_t i = 0; i < sizeof all / sizeof all[0]; i++) {
        const char *text = detent_strerror(all[i].status);
        size_t n = strlen(all[i].name);
        CHECK(strncmp(text, all[i].name, n) == 0 && text[n] == ':');
        CHECK(all[i].status == DETENT_OK || all[i].status < 0);
    }
    CHECK(strcmp(detent_strerror((detent_status)-99), "unknown status") == 0);
    CHECK(strcmp(detent_strerror((detent_status)1), "unknown status") == 0);
}

static void *fail_on_another_thread(void *unused) {
    (void)unused;
    detent_engine_advance(NULL, 0);
    detent_picker_create("nonsense", 1, 1, 0);
    return strstr(detent_last_error(), "detent_picker_create") ? (void *)1 : NULL;
}

static void test_last_error_is_per_thread(void) {
    pthread_t thread;
    void *result = NULL;
    CHECK_REFUSED(detent_picker_advance(NULL, 0), DETENT_ERROR_NULL, "detent_picker_advance: the picker is NULL");
    CHECK(pthread_create(&thread, NULL, fail_on_another_thread, NULL) == 0);
    CHECK(pthread_join(thread, &result) == 0);
    CHECK(result == (void *)1);
    CHECK(strstr(detent_last_error(), "detent_picker_advance") != NULL);
    /* Success leaves it alone. */
    detent_engine *e = ruler(0);
    CHECK_STATUS(detent_engine_advance(e, 1), DETENT_OK);
    CHECK(strstr(detent_last_error(), "detent_picker_advance") != NULL);
    detent_engine_destroy(e);
}

/* ---- The engine's configuration ------------------------------------------------------------------ */

static void test_engine_config(void) {
    detent_engine_config c, d;
    CHECK_STATUS(detent_engine_config_default(&c), DETENT_OK);
    CHECK(c.size == sizeof(detent_engine_config));
    CHECK(c.axis == DETENT_AXIS_HORIZONTAL && c.automatic_insets == 1 && c.profile == DETENT_PROFILE_IOS);
    CHECK(c.deceleration_rate == 0.998 && c.fling_curve == DETENT_FLING_DECAY && c.edge == DETENT_EDGE_BOUNCE);
    CHECK(c.rubber_band_coefficient == 0.55 && c.slop == 8 && c.minimum_fling_speed == 50 && c.maximum_fling_speed == 8000);
    CHECK(c.stop_speed == 1 && c.bounce_maximum_speed == 0 && c.wheel_quiet_period == 0.1 && c.points_per_notch == 10);
    CHECK(c.targets_per_page == 5 && c.line_step == 40 && c.end_speed == 5 && c.retarget_tolerance == 2);
    CHECK(c.maximum_overshoot == 0.25 && c.tolerance_distance == 0.01 && c.tolerance_velocity == 1);
    CHECK(c.scroll_to_spring.mass == 1 && close_to(c.scroll_to_spring.stiffness, 157.91, 0.01));
    CHECK(close_to(c.bounce_spring.stiffness, 246.74, 0.01) && close_to(c.bounce_spring.damping, 31.416, 0.001));
    CHECK(c.container_width == 0 && c.bounds_upper == 0);
    CHECK(c.overshoot_limit == 50 && c.flutter_tolerance == 0 && c.device_pixel_ratio == 1);

    /* A 1.0.0 caller's struct ends before overshoot_limit: taken, the rest at its defaults. */
    {
        detent_engine_config old;
        size_t old_size = offsetof(detent_engine_config, overshoot_limit);
        memset(&old, 0xAB, sizeof old);
        CHECK_STATUS(detent_engine_config_init(&old, old_size), DETENT_OK);
        CHECK(old.size == old_size && old.maximum_overshoot == 0.25 && old.tolerance_velocity == 1);
        CHECK(old.flutter_tolerance != 0); /* beyond its size: untouched */
        old.container_width = 280;
        detent_engine *e = detent_engine_create(&old, 0);
        CHECK(e != NULL);
        detent_engine_destroy(e);
    }

    CHECK_REFUSED(detent_engine_config_init(NULL, sizeof c), DETENT_ERROR_NULL, "detent_engine_config_init");
    CHECK_REFUSED(detent_engine_config_init(&c, 8), DETENT_ERROR_SIZE, "size field is 8");
    CHECK_REFUSED(detent_engine_config_init(&c, sizeof c + 8), DETENT_ERROR_SIZE, "newer detent.h");
    CHECK_REFUSED(detent_engine_config_init(&c, sizeof c + 1), DETENT_ERROR_SIZE, "multiple of 8");
    CHECK(c.size == sizeof c); /* refused: unchanged */

    /* Profiles fill their group and keep the rest. */
    c.container_width = 123;
    CHECK_STATUS(detent_engine_config_profile(&c, DETENT_PROFILE_ANDROID), DETENT_OK);
    CHECK(c.profile == DETENT_PROFILE_ANDROID && c.fling_curve == DETENT_FLING_ANDROID_SPLINE && c.edge == DETENT_EDGE_CLAMP);
    CHECK(c.velocity_estimation == DETENT_VELOCITY_ANDROID && c.fling_friction == 0.015 && c.rubber_band_coefficient == 0);
    CHECK(c.container_width == 123);
    CHECK_STATUS(detent_engine_config_profile(&c, DETENT_PROFILE_FLUTTER_BOUNCING), DETENT_OK);
    CHECK(c.slop == 18 && c.bounce_maximum_speed == 5000 && c.bounce_spring.mass == 0.5 && c.rubber_band_coefficient == 0.52);
    CHECK(c.edge == DETENT_EDGE_FLUTTER_BOUNCE && c.flutter_tolerance == 1 && c.maximum_overshoot == 0);
    CHECK_STATUS(detent_engine_config_profile(&c, DETENT_PROFILE_FLUTTER_CLAMPING), DETENT_OK);
    CHECK(c.fling_curve == DETENT_FLING_FLUTTER_CLAMPING && c.edge == DETENT_EDGE_CLAMP);
    CHECK_STATUS(detent_engine_config_profile(&c, DETENT_PROFILE_GTK), DETENT_OK);
    CHECK(c.stop_speed == 0.1 && c.edge == DETENT_EDGE_OVERSHOOT && c.overshoot_limit == 50 && c.bounce_spring.damping == 20);
    CHECK(c.flutter_tolerance == 0 && c.maximum_overshoot == 0);
    CHECK_STATUS(detent_engine_config_profile(&c, DETENT_PROFILE_IOS), DETENT_OK);
    CHECK_STATUS(detent_engine_config_default(&d), DETENT_OK);
    d.container_width = 123;
    CHECK(memcmp(&c, &d, sizeof c) == 0);
    CHECK_REFUSED(detent_engine_config_profile(&c, (detent_profile)9), DETENT_ERROR_INVALID, "9 is not a detent_profile");
    CHECK_REFUSED(detent_engine_config_profile(NULL, DETENT_PROFILE_IOS), DETENT_ERROR_NULL, "config is NULL");
    d.size = 16;
    CHECK_REFUSED(detent_engine_config_profile(&d, DETENT_PROFILE_GTK), DETENT_ERROR_SIZE, "size field is 16");
    CHECK(d.stop_speed == 1);
}

static void test_engine_create_refusals(void) {
    detent_engine_config c;
    detent_engine *e;
    CHECK(detent_engine_create(NULL, 0) == NULL);
    CHECK(strstr(detent_last_error(), "detent_engine_create: the config is NULL") != NULL);

    detent_engine_config_default(&c);
    c.slop = NAN;
    CHECK(detent_engine_create(&c, 0) == NULL);
    CHECK(strstr(detent_last_error(), "config.slop (nan) is not finite") != NULL);
    detent_engine_config_default(&c);
    c.snap_spring.damping = INFINITY;
    CHECK(detent_engine_create(&c, 0) == NULL && strstr(detent_last_error(), "config.snap_spring.damping") != NULL);
    detent_engine_config_default(&c);
    c.slop = -1;
    CHECK(detent_engine_create(&c, 0) == NULL && strstr(detent_last_error(), "config.slop (-1.0) must be in 0 ... 1e6") != NULL);
    detent_engine_config_default(&c);
    c.snap_spring.damping = 1e308; /* finite, but it overflows a spring's arithmetic */
    CHECK(detent_engine_create(&c, 0) == NULL && strstr(detent_last_error(), "config.snap_spring.damping (1e+308) must be in 1e-6 ... 1e12") != NULL);
    detent_engine_config_default(&c);
    c.content_height = 2e12;
    CHECK(detent_engine_create(&c, 0) == NULL && strstr(detent_last_error(), "config.content_height") != NULL);
    detent_engine_config_default(&c);
    c.bounds_lower = 10;
    CHECK(detent_engine_create(&c, 0) == NULL && strstr(detent_last_error(), "bounds_lower (10.0) is greater") != NULL);
    detent_engine_config_default(&c);
    c.deceleration_rate = 1;
    CHECK(detent_engine_create(&c, 0) == NULL && strstr(detent_last_error(), "config.deceleration_rate") != NULL);
    detent_engine_config_default(&c);
    c.targets_per_page = 0;
    CHECK(detent_engine_create(&c, 0) == NULL && strstr(detent_last_error(), "config.targets_per_page") != NULL);
    detent_engine_config_default(&c);
    c.axis = (detent_axis)7;
    CHECK(detent_engine_create(&c, 0) == NULL && strstr(detent_last_error(), "config.axis (7)") != NULL);
    detent_engine_config_default(&c);
    c.profile = (detent_profile)-3;
    CHECK(detent_engine_create(&c, 0) == NULL && strstr(detent_last_error(), "config.profile") != NULL);
    detent_engine_config_default(&c);
    c.velocity_estimation = (detent_velocity_estimation)5;
    CHECK(detent_engine_create(&c, 0) == NULL && strstr(detent_last_error(), "config.velocity_estimation") != NULL);
    detent_engine_config_default(&c);
    c.fling_curve = (detent_fling_curve)5;
    CHECK(detent_engine_create(&c, 0) == NULL && strstr(detent_last_error(), "config.fling_curve") != NULL);
    detent_engine_config_default(&c);
    c.edge = (detent_edge)5;
    CHECK(detent_engine_create(&c, 0) == NULL && strstr(detent_last_error(), "config.edge") != NULL);
    detent_engine_config_default(&c);
    c.size = offsetof(detent_engine_config, overshoot_limit) - 8; /* smaller than 1.0.0's */
    CHECK(detent_engine_create(&c, 0) == NULL && strstr(detent_last_error(), "size field") != NULL);
    detent_engine_config_default(&c);
    CHECK(detent_engine_create(&c, NAN) == NULL && strstr(detent_last_error(), "not a finite number") != NULL);
    CHECK(detent_engine_create(&c, 2e9) == NULL && strstr(detent_last_error(), "outside") != NULL);
    e = detent_engine_create(&c, -5);
    CHECK(e != NULL);
    CHECK(detent_engine_time(e) == -5 && detent_engine_offset(e) == 0 && detent_engine_phase(e) == DETENT_PHASE_IDLE);
    CHECK(detent_engine_selected_index(e) == -1 && detent_engine_target_count(e) == 0);
    CHECK(isinf(detent_engine_rest_time(e)) && detent_engine_is_idle(e) == 1 && detent_engine_velocity(e) == 0);
    /* The first targets start the selection and removing them ends it, with no event; the next
       change is from the index read before it (it said from 0 where the index read -1). */
    {
        detent_event ev[4];
        detent_engine *r = ruler(0);
        CHECK_STATUS(detent_engine_set_uniform_targets(r, 0, 10, 0), DETENT_OK);
        CHECK(detent_engine_selected_index(r) == -1 && drain(r, NULL, ev, 4, 4) == 0);
        CHECK_STATUS(detent_engine_scroll_to(r, 50, 0, 0), DETENT_OK);
        CHECK_STATUS(detent_engine_set_uniform_targets(r, 0, 10, 101), DETENT_OK);
        CHECK(detent_engine_selected_index(r) == 5 && drain(r, NULL, ev, 4, 4) == 0);
        CHECK_STATUS(detent_engine_scroll_to(r, 80, 0, 0), DETENT_OK);
        CHECK(drain(r, NULL, ev, 4, 4) == 1 && ev[0].from_index == 5 && ev[0].to_index == 8);
        CHECK_STATUS(detent_engine_set_uniform_targets(r, 0, 10, 0), DETENT_OK);
        CHECK(detent_engine_selected_index(r) == -1 && drain(r, NULL, ev, 4, 4) == 0);
        detent_engine_destroy(r);
    }
    detent_engine_destroy(e);
    detent_engine_destroy(NULL);
    /* Bounds that leave 0 out: at rest on the nearest bound (it stayed at 0, idle, out of bounds). */
    {
        static const double bounds[][3] = { { 16, 144, 16 }, { -50, -10, -10 }, { -5, 5, 0 } };
        for (int i = 0; i < 3; i++) {
            detent_engine_config_default(&c);
            c.content_width = 1000;
            c.bounds_lower = bounds[i][0];
            c.bounds_upper = bounds[i][1];
            e = detent_engine_create(&c, 0);
            CHECK(e != NULL);
            if (!e) continue;
            CHECK(detent_engine_offset(e) == bounds[i][2] && detent_engine_is_idle(e) == 1 && isinf(detent_engine_rest_time(e)));
            detent_engine_destroy(e);
        }
    }
}

/* Every number of both configs, NaN in turn, refused under its own name: the library reads
   each at an offset it keeps with the name (written out, so that its table is constant data),
   which must be the header's. */
static void test_config_field_names(void) {
#define E(f) {0, offsetof(detent_engine_config, f), #f}
#define P(f) {1, offsetof(detent_picker_config, f), #f}
    static const struct { int picker; size_t offset; const char *name; } fields[] = {
        E(container_width), E(container_height), E(content_width), E(content_height), E(bounds_lower),
        E(bounds_upper), E(inset_top), E(inset_leading), E(inset_bottom), E(inset_trailing), E(deceleration_rate),
        E(fling_friction), E(bounce_spring.mass), E(bounce_spring.stiffness), E(bounce_spring.damping),
        E(bounce_maximum_speed), E(rubber_band_coefficient), E(slop), E(minimum_fling_speed),
        E(maximum_fling_speed), E(stop_speed), E(wheel_quiet_period), E(points_per_notch), E(line_step),
        E(scroll_to_spring.mass), E(scroll_to_spring.stiffness), E(scroll_to_spring.damping), E(step_spring.mass),
        E(step_spring.stiffness), E(step_spring.damping), E(snap_spring.mass), E(snap_spring.stiffness),
        E(snap_spring.damping), E(end_speed), E(retarget_tolerance), E(maximum_overshoot), E(overshoot_limit),
        E(device_pixel_ratio), E(tolerance_distance), E(tolerance_velocity),
        P(values_from), P(values_to), P(values_by), P(width), P(height), P(x), P(y), P(spacing), P(tick_width),
        P(major_tick_height), P(minor_tick_height), P(label_font_size), P(indicator_width), P(minimum_label_gap),
        P(snap_step), P(deceleration_rate), P(cylinder_item_extent), P(cylinder_diameter_ratio),
        P(cylinder_perspective), P(cylinder_off_axis_fraction), P(cylinder_magnification), P(cylinder_squeeze),
        P(cylinder_over_and_under_center_opacity),
    };
#undef E
#undef P
    const double nan = NAN;
    char words[160];
    for (size_t i = 0; i < sizeof fields / sizeof fields[0]; i++) {
        detent_engine_config e;
        detent_picker_config p;
        void *made;
        if (fields[i].picker) {
            detent_picker_config_default(&p);
            memcpy((char *)&p + fields[i].offset, &nan, sizeof nan);
            made = detent_picker_create_with_config(&p, 800, 600, 0);
        } else {
            detent_engine_config_default(&e);
            memcpy((char *)&e + fields[i].offset, &nan, sizeof nan);
            made = detent_engine_create(&e, 0);
        }
        snprintf(words, sizeof words, "%s: config.%s (nan) is not finite",
                 fields[i].picker ? "detent_picker_create_with_config" : "detent_engine_create", fields[i].name);
        CHECK(made == NULL);
        CHECK(strcmp(detent_last_error(), words) == 0);
    }
}

static void test_get_and_set_config(void) {
    detent_engine *e = ruler(0);
    detent_engine_config c, before, after;
    detent_engine_config_default(&c);
    CHECK_STATUS(detent_engine_get_config(e, &c), DETENT_OK);
    CHECK(c.container_width == 280 && c.bounds_upper == 1000 && c.content_width == 1000);
    before = c;
    /* A refused configuration changes nothing. */
    c.maximum_overshoot = 2;
    CHECK_REFUSED(detent_engine_set_config(e, &c), DETENT_ERROR_INVALID, "config.maximum_overshoot (2.0) must be 0 or in 1e-6 ... 1");
    c.maximum_overshoot = NAN;
    CHECK_REFUSED(detent_engine_set_config(e, &c), DETENT_ERROR_NOT_FINITE, "detent_engine_set_config: config.maximum_overshoot");
    c = before;
    c.device_pixel_ratio = 0;
    CHECK_REFUSED(detent_engine_set_config(e, &c), DETENT_ERROR_INVALID, "config.device_pixel_ratio (0.0) must be in 0.1 ... 100");
    c = before;
    c.flutter_tolerance = 2;
    CHECK_REFUSED(detent_engine_set_config(e, &c), DETENT_ERROR_INVALID, "config.flutter_tolerance (2) must be 0 or 1");
    c = before;
    c.edge = (detent_edge)4;
    CHECK_REFUSED(detent_engine_set_config(e, &c), DETENT_ERROR_INVALID, "config.edge (4) is not a detent_edge");
    CHECK_REFUSED(detent_engine_set_config(e, NULL), DETENT_ERROR_NULL, "config is NULL");
    CHECK_REFUSED(detent_engine_set_config(NULL, &before), DETENT_ERROR_NULL, "the engine is NULL");
    CHECK_REFUSED(detent_engine_get_config(e, NULL), DETENT_ERROR_NULL, "config is NULL");
    CHECK_REFUSED(detent_engine_get_config(NULL, &c), DETENT_ERROR_NULL, "the engine is NULL");
    after.size = 24;
    CHECK_REFUSED(detent_engine_get_config(e, &after), DETENT_ERROR_SIZE, "size field is 24");
    detent_engine_config_default(&after);
    CHECK_STATUS(detent_engine_get_config(e, &after), DETENT_OK);
    CHECK(memcmp(&before, &after, sizeof before) == 0);
    /* Accepted: new bounds; the targets and the behaviour stay. */
    c = before;
    c.bounds_upper = 400;
    c.slop = 2;
    CHECK_STATUS(detent_engine_set_config(e, &c), DETENT_OK);
    CHECK(detent_engine_target_count(e) == 101);
    CHECK_STATUS(detent_engine_fling(e, 5000, 0), DETENT_OK);
    run_to_rest(e, 0);
    CHECK(detent_engine_offset(e) == 400);
    detent_engine_config_default(&after);
    CHECK_STATUS(detent_engine_get_config(e, &after), DETENT_OK);
    CHECK(after.bounds_upper == 400 && after.slop == 2);
    /* The container follows a resize. */
    CHECK_STATUS(detent_engine_resize(e, 300, 90, 20), DETENT_OK);
    CHECK_STATUS(detent_engine_get_config(e, &after), DETENT_OK);
    CHECK(after.container_width == 300 && after.container_height == 90);
    detent_engine_destroy(e);
}

/* ---- The engine at work ---------------------------------------------------------------------------- */

/* The issue's "done when": fling at 1000 pt/s, rest on 500, one selection event per target. */
static void test_fling_rests_on_500(void) {
    detent_engine *e = ruler(0);
    detent_event events[256];
    size_t n, selections = 0;
    double last_time = 0;
    CHECK_STATUS(detent_engine_fling(e, 1000, 0), DETENT_OK);
    CHECK(detent_engine_phase(e) == DETENT_PHASE_DECELERATING);
    CHECK(detent_engine_rest_time(e) > 0 && detent_engine_rest_time(e) < 10);
    CHECK(detent_engine_velocity(e) == 1000);
    run_to_rest(e, 0);
    CHECK(detent_engine_offset(e) == 500);
    CHECK(detent_engine_selected_index(e) == 50);
    n = drain(e, NULL, events, 256, 3);
    for (size_t i = 0; i < n; i++) {
        if (events[i].kind != DETENT_EVENT_SELECTION) continue;
        CHECK(events[i].size == sizeof(detent_event));
        CHECK(events[i].from_index == (long)selections && events[i].to_index == (long)selections + 1);
        CHECK(events[i].to_value == 10.0 * (double)(selections + 1));
        CHECK(events[i].cause == DETENT_CAUSE_DECELERATION);
        CHECK(events[i].from_phase == DETENT_PHASE_NONE && events[i].velocity == 0);
        CHECK(events[i].time > last_time);
        last_time = events[i].time;
        selections++;
    }
    CHECK(selections == 50);
    /* A scripted fling is a release: idle -> interacting -> decelerating with the velocity. */
    CHECK(events[0].kind == DETENT_EVENT_PHASE && events[0].from_phase == DETENT_PHASE_IDLE);
    CHECK(events[0].to_phase == DETENT_PHASE_INTERACTING && events[0].velocity == 0);
    CHECK(events[1].kind == DETENT_EVENT_PHASE && events[1].from_phase == DETENT_PHASE_INTERACTING);
    CHECK(events[1].to_phase == DETENT_PHASE_DECELERATING && events[1].velocity == 1000);
    CHECK(events[1].from_index == -1 && events[1].to_index == -1 && events[1].cause == DETENT_CAUSE_NONE);
    CHECK(events[1].from_value == 0 && events[1].to_value == 0);
    CHECK(events[n - 1].kind == DETENT_EVENT_PHASE && events[n - 1].to_phase == DETENT_PHASE_IDLE);
    CHECK(drain(e, NULL, events, 256, 8) == 0);
    detent_engine_destroy(e);
}

static void test_inputs(void) {
    detent_engine *e = ruler(0);
    detent_event events[64];
    size_t n;
    /* A drag: down, past the slop, release with speed. Content follows the pointer: moving
       left increases the offset. */
    CHECK_STATUS(detent_engine_pointer(e, DETENT_POINTER_DOWN, 200, 40, 0, 0), DETENT_OK);
    CHECK(detent_engine_phase(e) == DETENT_PHASE_TRACKING);
    for (int k = 1; k <= 12; k++)
        CHECK_STATUS(detent_engine_pointer(e, DETENT_POINTER_MOVE, 200 - 10 * k, 40, 0, k / 120.0), DETENT_OK);
    CHECK(detent_engine_phase(e) == DETENT_PHASE_INTERACTING);
    CHECK(detent_engine_velocity(e) > 1000);
    CHECK_STATUS(detent_engine_pointer(e, DETENT_POINTER_UP, 80, 40, 0, 0.1), DETENT_OK);
    CHECK(detent_engine_phase(e) == DETENT_PHASE_DECELERATING);
    run_to_rest(e, 0.1);
    CHECK(fmod(detent_engine_offset(e), 10) == 0 && detent_engine_offset(e) > 400);
    n = drain(e, NULL, events, 64, 8);
    CHECK(n > 3 && events[0].to_phase == DETENT_PHASE_TRACKING && events[1].to_phase == DETENT_PHASE_INTERACTING);
    /* A cancel settles without velocity; a second pointer is ignored. */
    double t = detent_engine_time(e);
    CHECK_STATUS(detent_engine_pointer(e, DETENT_POINTER_DOWN, 100, 40, 3, t), DETENT_OK);
    CHECK_STATUS(detent_engine_pointer(e, DETENT_POINTER_DOWN, 150, 40, 4, t), DETENT_OK);
    CHECK_STATUS(detent_engine_pointer(e, DETENT_POINTER_MOVE, 10, 40, 4, t + 0.01), DETENT_OK);
    CHECK(detent_engine_phase(e) == DETENT_PHASE_TRACKING);
    CHECK_STATUS(detent_engine_pointer(e, DETENT_POINTER_CANCEL, NAN, NAN, 3, t + 0.02), DETENT_OK);
    CHECK(detent_engine_is_idle(e) == 1);
    drain(e, NULL, events, 64, 8);
    /* Keys, notches, trackpad deltas. */
    CHECK_STATUS(detent_engine_scroll_to(e, 0, 0, t + 1), DETENT_OK);
    CHECK_STATUS(detent_engine_key(e, DETENT_KEY_RIGHT, t + 1), DETENT_OK);
    CHECK(detent_engine_phase(e) == DETENT_PHASE_ANIMATING);
    run_to_rest(e, t + 1);
    CHECK(detent_engine_offset(e) == 10);
    CHECK_STATUS(detent_engine_key(e, DETENT_KEY_PAGE_DOWN, t + 2), DETENT_OK);
    run_to_rest(e, t + 2);
    CHECK(detent_engine_offset(e) == 60);
    CHECK_STATUS(detent_engine_key(e, DETENT_KEY_END, t + 3), DETENT_OK);
    run_to_rest(e, t + 3);
    CHECK(detent_engine_offset(e) == 1000 && detent_engine_selected_index(e) == 100);
    CHECK_STATUS(detent_engine_key(e, DETENT_KEY_HOME, t + 4), DETENT_OK);
    CHECK_STATUS(detent_engine_key(e, DETENT_KEY_DOWN, t + 4.01), DETENT_OK);
    CHECK_STATUS(detent_engine_key(e, DETENT_KEY_UP, t + 4.02), DETENT_OK);
    CHECK_STATUS(detent_engine_key(e, DETENT_KEY_LEFT, t + 4.03), DETENT_OK);
    CHECK_STATUS(detent_engine_key(e, DETENT_KEY_PAGE_UP, t + 4.04), DETENT_OK);
    run_to_rest(e, t + 4.04);
    CHECK(detent_engine_offset(e) == 0);
    CHECK_STATUS(detent_engine_wheel(e, 0, 10, 0, t + 5), DETENT_OK);
    run_to_rest(e, t + 5);
    CHECK(detent_engine_offset(e) == 10);
    CHECK_STATUS(detent_engine_wheel(e, 3, 0, 1, t + 6), DETENT_OK);
    CHECK(detent_engine_phase(e) == DETENT_PHASE_INTERACTING && detent_engine_offset(e) == 13);
    run_to_rest(e, t + 6);
    CHECK(detent_engine_offset(e) == 10);
    /* Scroll-to: at once (one programmatic selection event), animated, by target. */
    drain(e, NULL, events, 64, 8);
    CHECK_STATUS(detent_engine_scroll_to(e, 333, 0, t + 7), DETENT_OK);
    CHECK(detent_engine_offset(e) == 333 && detent_engine_selected_index(e) == 33);
    n = drain(e, NULL, events, 64, 8);
    CHECK(n == 1 && events[0].kind == DETENT_EVENT_SELECTION && events[0].cause == DETENT_CAUSE_PROGRAMMATIC);
    CHECK(events[0].from_index == 1 && events[0].to_index == 33 && events[0].from_value == 10 && events[0].to_value == 330);
    CHECK_STATUS(detent_engine_scroll_to_target(e, 70, 1, t + 8), DETENT_OK);
    CHECK(detent_engine_phase(e) == DETENT_PHASE_ANIMATING);
    run_to_rest(e, t + 8);
    CHECK(detent_engine_offset(e) == 700);
    CHECK_STATUS(detent_engine_scroll_to_target(e, (size_t)-1, 0, t + 20), DETENT_OK);
    CHECK(detent_engine_offset(e) == 1000);
    CHECK_STATUS(detent_engine_scroll_to(e, -5000, 0, t + 20), DETENT_OK);
    CHECK(detent_engine_offset(e) == 0);
    /* Home and End go to the ends of the bounds, not to the first and last targets (detent.h
       said targets): targets 100 ... 500 of bounds 0 ... 1000. */
    CHECK_STATUS(detent_engine_set_uniform_targets(e, 100, 10, 41), DETENT_OK);
    CHECK_STATUS(detent_engine_key(e, DETENT_KEY_END, t + 21), DETENT_OK);
    run_to_rest(e, t + 21);
    CHECK(detent_engine_offset(e) == 1000 && detent_engine_selected_index(e) == 40);
    CHECK_STATUS(detent_engine_key(e, DETENT_KEY_HOME, t + 23), DETENT_OK);
    run_to_rest(e, t + 23);
    CHECK(detent_engine_offset(e) == 0 && detent_engine_selected_index(e) == 0);
    /* Where a key brings the content to rest (reduced motion scrolls there at once): each key
       from 300, as its own animation ends; a step past the last target goes on to the bound. */
    {
        static const detent_key keys[] = { DETENT_KEY_RIGHT, DETENT_KEY_LEFT, DETENT_KEY_PAGE_DOWN, DETENT_KEY_PAGE_UP,
                                           DETENT_KEY_HOME, DETENT_KEY_END, DETENT_KEY_DOWN, DETENT_KEY_UP };
        static const double rests[] = { 310, 290, 350, 250, 0, 1000, 310, 290 };
        double at = t + 30, offset = 0;
        for (int k = 0; k < 8; k++, at += 5) {
            CHECK_STATUS(detent_engine_scroll_to(e, 300, 0, at), DETENT_OK);
            CHECK_STATUS(detent_engine_key_offset(e, keys[k], &offset), DETENT_OK);
            CHECK(offset == rests[k]);
            CHECK_STATUS(detent_engine_key(e, keys[k], at), DETENT_OK);
            run_to_rest(e, at);
            CHECK(detent_engine_offset(e) == offset);
        }
        CHECK_STATUS(detent_engine_scroll_to(e, 500, 0, at), DETENT_OK);
        CHECK_STATUS(detent_engine_key_offset(e, DETENT_KEY_RIGHT, &offset), DETENT_OK);
        CHECK(offset == 1000);
        /* A pointer holds the content: no key moves it. */
        CHECK_STATUS(detent_engine_pointer(e, DETENT_POINTER_DOWN, 100, 40, 0, at), DETENT_OK);
        CHECK_STATUS(detent_engine_key_offset(e, DETENT_KEY_RIGHT, &offset), DETENT_OK);
        CHECK(isnan(offset));
        CHECK_STATUS(detent_engine_pointer(e, DETENT_POINTER_CANCEL, 0, 0, 0, at), DETENT_OK);
        CHECK_REFUSED(detent_engine_key_offset(e, DETENT_KEY_RIGHT, NULL), DETENT_ERROR_NULL, "detent_engine_key_offset: offset is NULL");
        CHECK_REFUSED(detent_engine_key_offset(e, (detent_key)99, &offset), DETENT_ERROR_INVALID, "99");
        CHECK_REFUSED(detent_engine_key_offset(NULL, DETENT_KEY_RIGHT, &offset), DETENT_ERROR_NULL, "detent_engine_key_offset");
    }
    detent_engine_destroy(e);
}

/* Every refusal of every input leaves the engine as it was, says why, and names the call. */
static void test_refusals_change_nothing(void) {
    detent_engine *e = ruler(1);
    detent_event ev[4];
    size_t n = 99;
    CHECK_STATUS(detent_engine_fling(e, 800, 1), DETENT_OK);
    CHECK_STATUS(detent_engine_advance(e, 1.2), DETENT_OK);
    engine_state s = state_of(e);
    double targets[3] = {0, NAN, 5};
    double extents[3] = {1, -1, 1};
#define REFUSED(call, status, words)                 \
    do {                                             \
        CHECK_REFUSED(call, status, words);          \
        CHECK(same_state(s, state_of(e)));           \
    } while (0)
    REFUSED(detent_engine_advance(e, 1.1), DETENT_ERROR_TIME, "detent_engine_advance: time 1.1 is earlier than the engine's time 1.2");
    REFUSED(detent_engine_advance(e, NAN), DETENT_ERROR_NOT_FINITE, "not a finite number");
    REFUSED(detent_engine_advance(e, INFINITY), DETENT_ERROR_NOT_FINITE, "not a finite number");
    REFUSED(detent_engine_advance(e, 1.5e9), DETENT_ERROR_TIME, "outside");
    REFUSED(detent_engine_pointer(e, DETENT_POINTER_DOWN, NAN, 0, 0, 2), DETENT_ERROR_NOT_FINITE, "detent_engine_pointer: the position");
    REFUSED(detent_engine_pointer(e, (detent_pointer_phase)9, 0, 0, 0, 2), DETENT_ERROR_INVALID, "9 is not a detent_pointer_phase");
    REFUSED(detent_engine_pointer(e, DETENT_POINTER_DOWN, 0, 0, 0, 1), DETENT_ERROR_TIME, "earlier");
    REFUSED(detent_engine_wheel(e, INFINITY, 0, 0, 2), DETENT_ERROR_NOT_FINITE, "detent_engine_wheel: the delta");
    REFUSED(detent_engine_wheel(e, 0, 1, 1, -2e9), DETENT_ERROR_TIME, "outside");
    REFUSED(detent_engine_key(e, (detent_key)8, 2), DETENT_ERROR_INVALID, "8 is not a detent_key");
    REFUSED(detent_engine_key(e, DETENT_KEY_END, NAN), DETENT_ERROR_NOT_FINITE, "time");
    REFUSED(detent_engine_scroll_to(e, NAN, 1, 2), DETENT_ERROR_NOT_FINITE, "detent_engine_scroll_to: the offset");
    REFUSED(detent_engine_scroll_to_target(e, 3, 1, 0), DETENT_ERROR_TIME, "earlier");
    REFUSED(detent_engine_fling(e, NAN, 2), DETENT_ERROR_NOT_FINITE, "detent_engine_fling: the velocity");
    REFUSED(detent_engine_fling(e, 10, -INFINITY), DETENT_ERROR_NOT_FINITE, "time");
    REFUSED(detent_engine_resize(e, -1, 10, 2), DETENT_ERROR_INVALID, "is not 0 or in 1e-6 ... 1e12");
    REFUSED(detent_engine_resize(e, 5e-324, 10, 2), DETENT_ERROR_INVALID, "is not 0 or in 1e-6"); /* once a NaN velocity */
    REFUSED(detent_engine_resize(e, 1e13, 10, 2), DETENT_ERROR_INVALID, "is not 0 or in 1e-6");
    REFUSED(detent_engine_resize(e, NAN, 10, 2), DETENT_ERROR_NOT_FINITE, "the size");
    REFUSED(detent_engine_set_uniform_targets(e, 0, 0, 5), DETENT_ERROR_INVALID, "step 0.0 is not positive");
    REFUSED(detent_engine_set_uniform_targets(e, NAN, 1, 5), DETENT_ERROR_NOT_FINITE, "first, step");
    REFUSED(detent_engine_set_uniform_targets(e, 0, 1e308, 100), DETENT_ERROR_NOT_FINITE, "the last target");
    REFUSED(detent_engine_set_uniform_targets(e, 0, 1, (size_t)-1), DETENT_ERROR_INVALID, "more than");
    REFUSED(detent_engine_set_targets(e, targets, 3), DETENT_ERROR_NOT_FINITE, "offsets[1] (nan) is not finite");
    REFUSED(detent_engine_set_targets(e, NULL, 3), DETENT_ERROR_NULL, "offsets is NULL with a count of 3");
    REFUSED(detent_engine_set_item_targets(e, targets, extents, 1, NAN), DETENT_ERROR_NOT_FINITE, "the anchor");
    REFUSED(detent_engine_set_item_targets(e, extents, extents, 3, 0), DETENT_ERROR_INVALID, "extents[1] (-1.0) is negative");
    REFUSED(detent_engine_set_item_targets(e, targets, extents, 3, 0), DETENT_ERROR_NOT_FINITE, "starts[1]");
    REFUSED(detent_engine_set_item_targets(e, targets, NULL, 1, 0), DETENT_ERROR_NULL, "extents is NULL");
    REFUSED(detent_engine_set_closest_multiple(e, -2), DETENT_ERROR_INVALID, "not positive");
    REFUSED(detent_engine_set_closest_multiple(e, NAN), DETENT_ERROR_NOT_FINITE, "the step");
    REFUSED(detent_engine_set_view_aligned(e, (detent_view_aligned_limit)5), DETENT_ERROR_INVALID, "5 is not a detent_view_aligned_limit");
    REFUSED(detent_engine_set_behavior_callback(e, NULL, NULL), DETENT_ERROR_NULL, "the callback is NULL");
    REFUSED(detent_engine_target_offset(e, 101, targets), DETENT_ERROR_INVALID, "index 101 is not below the 101 targets");
    REFUSED(detent_engine_target_offset(e, 0, NULL), DETENT_ERROR_NULL, "offset is NULL");
    REFUSED(detent_engine_events(e, ev, 4, NULL), DETENT_ERROR_NULL, "count is NULL");
    REFUSED(detent_engine_events(e, NULL, 4, &n), DETENT_ERROR_NULL, "the buffer is NULL with a capacity of 4");
    CHECK(n == 0);
    ev[0].size = 3;
    REFUSED(detent_engine_events(e, ev, 4, &n), DETENT_ERROR_SIZE, "buffer[0]: the size field is 3");
    ev[0].size = 0;
    REFUSED(detent_engine_events(e, ev, 4, &n), DETENT_ERROR_SIZE, "size field is 0");
    /* A fling while a pointer holds the content. */
    CHECK_STATUS(detent_engine_pointer(e, DETENT_POINTER_DOWN, 100, 40, 7, 1.3), DETENT_OK);
    s = state_of(e);
    REFUSED(detent_engine_fling(e, 100, 1.4), DETENT_ERROR_STATE, "detent_engine_fling: pointer 7 is down on the engine");
    CHECK_STATUS(detent_engine_pointer(e, DETENT_POINTER_UP, 100, 40, 7, 1.4), DETENT_OK);
    /* NULL engines. */
    CHECK_REFUSED(detent_engine_advance(NULL, 2), DETENT_ERROR_NULL, "detent_engine_advance: the engine is NULL");
    CHECK_REFUSED(detent_engine_pointer(NULL, DETENT_POINTER_UP, 0, 0, 0, 2), DETENT_ERROR_NULL, "the engine is NULL");
    CHECK_REFUSED(detent_engine_wheel(NULL, 0, 0, 0, 2), DETENT_ERROR_NULL, "the engine is NULL");
    CHECK_REFUSED(detent_engine_key(NULL, DETENT_KEY_UP, 2), DETENT_ERROR_NULL, "the engine is NULL");
    CHECK_REFUSED(detent_engine_scroll_to(NULL, 0, 0, 2), DETENT_ERROR_NULL, "the engine is NULL");
    CHECK_REFUSED(detent_engine_scroll_to_target(NULL, 0, 0, 2), DETENT_ERROR_NULL, "the engine is NULL");
    CHECK_REFUSED(detent_engine_fling(NULL, 0, 2), DETENT_ERROR_NULL, "the engine is NULL");
    CHECK_REFUSED(detent_engine_resize(NULL, 1, 1, 2), DETENT_ERROR_NULL, "the engine is NULL");
    CHECK_REFUSED(detent_engine_set_uniform_targets(NULL, 0, 1, 1), DETENT_ERROR_NULL, "the engine is NULL");
    CHECK_REFUSED(detent_engine_set_targets(NULL, NULL, 0), DETENT_ERROR_NULL, "the engine is NULL");
    CHECK_REFUSED(detent_engine_set_item_targets(NULL, NULL, NULL, 0, 0), DETENT_ERROR_NULL, "the engine is NULL");
    CHECK_REFUSED(detent_engine_set_closest_multiple(NULL, 1), DETENT_ERROR_NULL, "the engine is NULL");
    CHECK_REFUSED(detent_engine_set_paging(NULL), DETENT_ERROR_NULL, "the engine is NULL");
    CHECK_REFUSED(detent_engine_set_view_aligned(NULL, DETENT_LIMIT_NEVER), DETENT_ERROR_NULL, "the engine is NULL");
    CHECK_REFUSED(detent_engine_remove_behavior(NULL), DETENT_ERROR_NULL, "the engine is NULL");
    CHECK_REFUSED(detent_engine_set_behavior_callback(NULL, NULL, NULL), DETENT_ERROR_NULL, "the engine is NULL");
    CHECK_REFUSED(detent_engine_target_offset(NULL, 0, targets), DETENT_ERROR_NULL, "the engine is NULL");
    CHECK_REFUSED(detent_engine_events(NULL, ev, 4, &n), DETENT_ERROR_NULL, "the engine is NULL");
    CHECK(isnan(detent_engine_offset(NULL)) && isnan(detent_engine_velocity(NULL)) && isnan(detent_engine_time(NULL)));
    CHECK(isnan(detent_engine_rest_time(NULL)) && detent_engine_phase(NULL) == DETENT_PHASE_NONE);
    CHECK(detent_engine_selected_index(NULL) == -1 && detent_engine_target_count(NULL) == 0);
    CHECK(detent_engine_is_idle(NULL) == DETENT_ERROR_NULL);
#undef REFUSED
    detent_engine_destroy(e);
}

/* Huge but finite numbers are taken without trapping. */
static void test_extremes(void) {
    detent_engine *e = ruler(0);
    CHECK_STATUS(detent_engine_fling(e, 1e300, 0), DETENT_OK);
    CHECK_STATUS(detent_engine_wheel(e, -1e300, 1e300, 1, 0.1), DETENT_OK);
    CHECK_STATUS(detent_engine_wheel(e, 0, -1e308, 0, 0.2), DETENT_OK);
    CHECK_STATUS(detent_engine_scroll_to(e, 1e308, 1, 0.3), DETENT_OK);
    CHECK_STATUS(detent_engine_pointer(e, DETENT_POINTER_DOWN, 1e300, -1e300, 0, 0.4), DETENT_OK);
    CHECK_STATUS(detent_engine_pointer(e, DETENT_POINTER_MOVE, -1e300, 1e300, 0, 0.5), DETENT_OK);
    CHECK_STATUS(detent_engine_pointer(e, DETENT_POINTER_UP, 1e300, 0, 0, 0.6), DETENT_OK);
    CHECK_STATUS(detent_engine_resize(e, 1e12, 1e12, 0.7), DETENT_OK);
    CHECK_STATUS(detent_engine_resize(e, 0, 0, 0.8), DETENT_OK);
    /* Targets beyond the positions' range (-1e12 ... 1e12) are refused; its ends are taken. */
    CHECK_STATUS(detent_engine_set_uniform_targets(e, -1e300, 1e290, 1000), DETENT_ERROR_INVALID);
    CHECK_STATUS(detent_engine_set_uniform_targets(e, -1e12, 2e9, 1001), DETENT_OK);
    CHECK_STATUS(detent_engine_advance(e, 1e9), DETENT_OK);
    CHECK(detent_engine_is_idle(e) == 1 && isfinite(detent_engine_offset(e)));
    CHECK(detent_engine_offset(e) >= 0 && detent_engine_offset(e) <= 1000);
    detent_engine_destroy(e);

    /* Android's fling onto an edge a denormal away (its retargeted duration underflowed to 0,
       and its velocity was 0 / 0: a trap, found by Web/test/fuzz.mjs). */
    detent_engine_config c;
    detent_engine_config_default(&c);
    CHECK_STATUS(detent_engine_config_profile(&c, DETENT_PROFILE_ANDROID), DETENT_OK);
    c.container_width = 1; c.container_height = 80; c.bounds_upper = 1e6; c.axis = DETENT_AXIS_VERTICAL;
    e = detent_engine_create(&c, 0);
    CHECK_STATUS(detent_engine_scroll_to(e, 5e-324, 1, 1), DETENT_OK);
    CHECK_STATUS(detent_engine_fling(e, -7876.99, 10), DETENT_OK);
    CHECK_STATUS(detent_engine_advance(e, 11), DETENT_OK);
    CHECK(detent_engine_is_idle(e) == 1 && detent_engine_offset(e) == 0);
    detent_engine_destroy(e);
}

/* ---- Targets and behaviours ------------------------------------------------------------------------ */

static void test_targets(void) {
    detent_engine *e = ruler(0);
    double offsets[5] = {40, 0, 100, 40, 250}, got = -1;
    double starts[4] = {0, 30, 100, 160}, extents[4] = {30, 70, 60, 0};
    detent_event events[8];
    CHECK_STATUS(detent_engine_target_offset(e, 7, &got), DETENT_OK);
    CHECK(got == 70);
    CHECK_STATUS(detent_engine_set_targets(e, offsets, 5), DETENT_OK);
    CHECK(detent_engine_target_count(e) == 4);
    CHECK_STATUS(detent_engine_target_offset(e, 3, &got), DETENT_OK);
    CHECK(got == 250);
    CHECK_STATUS(detent_engine_scroll_to(e, 160, 0, 0), DETENT_OK);
    CHECK(detent_engine_selected_index(e) == 2);
    drain(e, NULL, events, 8, 8);
    /* Item targets: each item's point at the anchor. */
    CHECK_STATUS(detent_engine_set_item_targets(e, starts, extents, 4, 0.5), DETENT_OK);
    CHECK_STATUS(detent_engine_target_offset(e, 1, &got), DETENT_OK);
    CHECK(got == 65);
    CHECK_STATUS(detent_engine_set_item_targets(e, starts, extents, 4, 0), DETENT_OK);
    CHECK_STATUS(detent_engine_target_offset(e, 3, &got), DETENT_OK);
    CHECK(got == 160 && detent_engine_selected_index(e) == 3);
    /* New targets are a new index space: one programmatic selection event (none when the
       index stays), its values the offsets of its own targets, old and new. */
    CHECK(drain(e, NULL, events, 8, 8) == 1);
    CHECK(events[0].cause == DETENT_CAUSE_PROGRAMMATIC && events[0].from_index == 2 && events[0].to_index == 3);
    CHECK(events[0].from_value == 100 && events[0].to_value == 160);
    CHECK_STATUS(detent_engine_set_targets(e, NULL, 0), DETENT_OK);
    CHECK(detent_engine_target_count(e) == 0 && detent_engine_selected_index(e) == -1);
    CHECK_STATUS(detent_engine_set_uniform_targets(e, 5, 10, 0), DETENT_OK);
    CHECK(detent_engine_target_count(e) == 0);
    CHECK_STATUS(detent_engine_set_item_targets(e, NULL, NULL, 0, 1), DETENT_OK);
    detent_engine_destroy(e);
}

static void test_behaviors(void) {
    detent_engine *e = ruler(0);
    double starts[6] = {0, 120, 170, 400, 560, 900}, extents[6] = {120, 50, 230, 160, 340, 100};
    /* No behaviour: rests where the fling ends, within 1 pt of x0 - v0/(1000 ln r). */
    CHECK_STATUS(detent_engine_remove_behavior(e), DETENT_OK);
    CHECK_STATUS(detent_engine_fling(e, 1000, 0), DETENT_OK);
    run_to_rest(e, 0);
    CHECK(close_to(detent_engine_offset(e), -1000 / (1000 * log(0.998)), 1) && detent_engine_offset(e) != 500);
    /* Paging: the container's extent (280) per page, one page per gesture. */
    CHECK_STATUS(detent_engine_scroll_to(e, 0, 0, 10), DETENT_OK);
    CHECK_STATUS(detent_engine_set_paging(e), DETENT_OK);
    CHECK_STATUS(detent_engine_fling(e, 3000, 10), DETENT_OK);
    run_to_rest(e, 10);
    CHECK(detent_engine_offset(e) == 280);
    /* View-aligned over items of varied sizes, leading edges, at most one item per gesture. */
    CHECK_STATUS(detent_engine_set_item_targets(e, starts, extents, 6, 0), DETENT_OK);
    CHECK_STATUS(detent_engine_scroll_to(e, 0, 0, 20), DETENT_OK);
    CHECK_STATUS(detent_engine_set_view_aligned(e, DETENT_LIMIT_NEVER), DETENT_OK);
    CHECK_STATUS(detent_engine_fling(e, 1000, 20), DETENT_OK);
    run_to_rest(e, 20);
    CHECK(detent_engine_offset(e) == 560 && detent_engine_selected_index(e) == 4);
    CHECK_STATUS(detent_engine_set_view_aligned(e, DETENT_LIMIT_ALWAYS_BY_ONE), DETENT_OK);
    CHECK_STATUS(detent_engine_fling(e, -4000, 30), DETENT_OK);
    run_to_rest(e, 30);
    CHECK(detent_engine_offset(e) == 400);
    CHECK_STATUS(detent_engine_set_view_aligned(e, DETENT_LIMIT_ALWAYS_BY_FEW), DETENT_OK);
    CHECK_STATUS(detent_engine_fling(e, -8000, 40), DETENT_OK);
    run_to_rest(e, 40);
    CHECK(detent_engine_offset(e) == 0);
    CHECK_STATUS(detent_engine_set_view_aligned(e, DETENT_LIMIT_ALWAYS), DETENT_OK);
    CHECK_STATUS(detent_engine_set_view_aligned(e, DETENT_LIMIT_AUTOMATIC), DETENT_OK);
    CHECK_STATUS(detent_engine_fling(e, 1000, 50), DETENT_OK);
    run_to_rest(e, 50);
    CHECK(detent_engine_offset(e) == 560);
    detent_engine_destroy(e);
}

typedef struct {
    detent_engine *engine;
    int calls;
    double velocity, original, proposed, first, step;
    size_t count;
    int offsets_null, busy_refused, read_refused;
    double answer;
} callback_record;

static void behavior(void *user_data, detent_scroll_target *target, const detent_target_context *context) {
    callback_record *r = (callback_record *)user_data;
    r->calls++;
    r->velocity = context->velocity_x;
    r->original = context->original_target.x;
    r->proposed = target->rect.x;
    r->first = context->target_first;
    r->step = context->target_step;
    r->count = context->target_count;
    r->offsets_null = context->target_offsets == NULL;
    /* Calls on the engine from inside its callback are refused. */
    r->busy_refused = detent_engine_advance(r->engine, 1e6) == DETENT_ERROR_BUSY &&
                      strstr(detent_last_error(), "inside the engine's own callback") != NULL;
    r->read_refused = isnan(detent_engine_offset(r->engine)) && detent_engine_phase(r->engine) == DETENT_PHASE_NONE;
    detent_engine_destroy(r->engine); /* ignored from inside */
    CHECK(context->size == sizeof(detent_target_context) && target->size == sizeof(detent_scroll_target));
    CHECK(context->container_width == 280 && context->content_width == 1000 && context->axis == DETENT_AXIS_HORIZONTAL);
    CHECK(target->rect.width == 280 && context->velocity_y == 0);
    target->rect.x = r->answer;
}

static void list_behavior(void *user_data, detent_scroll_target *target, const detent_target_context *context) {
    /* The last target's offset, read from the list the context points to. */
    (void)user_data;
    CHECK(context->target_offsets != NULL && context->target_count == 3);
    target->rect.x = context->target_offsets[context->target_count - 1];
}

/* Records what a callback's context says of the targets. */
static size_t seen_count;
static int seen_offsets_readable;
static void record_targets(void *user_data, detent_scroll_target *target, const detent_target_context *context) {
    (void)user_data;
    (void)target;
    seen_count = context->target_count;
    seen_offsets_readable = context->target_offsets != NULL || context->target_step > 0;
    if (context->target_offsets) seen_offsets_readable = context->target_offsets[context->target_count - 1] == 900;
}

static void test_behavior_callback(void) {
    callback_record r;
    double offsets[3] = {30, 10, 20};
    memset(&r, 0, sizeof r);
    r.engine = ruler(0);
    r.answer = 300;
    CHECK_STATUS(detent_engine_set_behavior_callback(r.engine, behavior, &r), DETENT_OK);
    CHECK_STATUS(detent_engine_scroll_to(r.engine, 100, 0, 0), DETENT_OK);
    CHECK_STATUS(detent_engine_fling(r.engine, 1000, 0), DETENT_OK);
    run_to_rest(r.engine, 0);
    CHECK(r.calls == 1 && r.velocity == 1000 && r.original == 100 && close_to(r.proposed, 599.5, 1));
    CHECK(r.first == 0 && r.step == 10 && r.count == 101 && r.offsets_null);
    CHECK(r.busy_refused && r.read_refused);
    CHECK(detent_engine_offset(r.engine) == 300);
    /* An answer that is not finite keeps the proposal. */
    r.answer = NAN;
    CHECK_STATUS(detent_engine_fling(r.engine, -300, 10), DETENT_OK);
    run_to_rest(r.engine, 10);
    CHECK(r.calls == 2 && close_to(detent_engine_offset(r.engine), 300 - 149.85, 1));
    /* New targets while a fling runs re-aim it through the callback, whose context already
       holds the new targets (make fuzz found it holding the old ones). */
    double moved[2] = {300, 900};
    CHECK_STATUS(detent_engine_set_behavior_callback(r.engine, record_targets, NULL), DETENT_OK);
    CHECK_STATUS(detent_engine_fling(r.engine, 2000, 15), DETENT_OK);
    CHECK_STATUS(detent_engine_advance(r.engine, 15.1), DETENT_OK);
    CHECK(seen_count == 101);
    CHECK_STATUS(detent_engine_set_targets(r.engine, moved, 2), DETENT_OK);
    CHECK(seen_count == 2 && seen_offsets_readable);
    run_to_rest(r.engine, 15.1);
    CHECK_STATUS(detent_engine_set_targets(r.engine, offsets, 3), DETENT_OK);
    CHECK_STATUS(detent_engine_set_behavior_callback(r.engine, list_behavior, NULL), DETENT_OK);
    CHECK_STATUS(detent_engine_fling(r.engine, 1000, 30), DETENT_OK);
    run_to_rest(r.engine, 30);
    CHECK(detent_engine_offset(r.engine) == 30);
    detent_engine_destroy(r.engine);
}

/* ---- Geometry, transitions, events ------------------------------------------------------------------ */

typedef struct {
    detent_geometry geometry;
    double later_field;
} newer_geometry; /* what a newer header's larger struct would look like */

static void test_geometry_and_transitions(void) {
    detent_engine *e = ruler(0);
    detent_geometry g;
    newer_geometry big;
    detent_transition_phase phase = DETENT_TRANSITION_IDENTITY;
    double progress = 7;
    detent_rect label = {96, 0, 8, 20}, far = {300, 0, 10, 20}, before = {-50, 0, 10, 20};
    CHECK_STATUS(detent_engine_scroll_to(e, 100, 0, 0), DETENT_OK);
    g.size = sizeof g;
    CHECK_STATUS(detent_engine_geometry(e, &g), DETENT_OK);
    CHECK(g.size == sizeof g && g.content_offset_x == 100 - 140 && g.content_offset_y == 0);
    CHECK(g.inset_leading == 140 && g.inset_trailing == 140 && g.inset_top == 0 && g.container_width == 280);
    CHECK(g.content_width == 1000 && g.visible_rect.x == -40 && g.visible_rect.width == 280);
    memset(&big, 0xAB, sizeof big);
    big.geometry.size = sizeof big;
    CHECK_STATUS(detent_engine_geometry(e, &big.geometry), DETENT_OK);
    CHECK(big.geometry.size == sizeof(detent_geometry) && big.later_field == 0 && big.geometry.content_offset_x == -40);
    g.size = 8;
    CHECK_REFUSED(detent_engine_geometry(e, &g), DETENT_ERROR_SIZE, "geometry: the size field is 8");
    CHECK_REFUSED(detent_engine_geometry(e, NULL), DETENT_ERROR_NULL, "geometry is NULL");
    CHECK_REFUSED(detent_engine_geometry(NULL, &g), DETENT_ERROR_NULL, "the engine is NULL");
    /* The region is the anchor line at 100: an item containing it is identity. */
    CHECK_STATUS(detent_engine_transition(e, label, DETENT_THRESHOLD_VISIBLE, 1, &phase, &progress), DETENT_OK);
    CHECK(phase == DETENT_TRANSITION_IDENTITY && progress == 0);
    CHECK_STATUS(detent_engine_transition(e, far, DETENT_THRESHOLD_CENTERED, 0, &phase, &progress), DETENT_OK);
    CHECK(phase == DETENT_TRANSITION_BOTTOM_TRAILING && progress == 1);
    CHECK_STATUS(detent_engine_transition(e, before, DETENT_THRESHOLD_HIDDEN, 0, &phase, NULL), DETENT_OK);
    CHECK(phase == DETENT_TRANSITION_TOP_LEADING);
    CHECK_REFUSED(detent_engine_transition(e, label, (detent_threshold)3, 1, &phase, NULL), DETENT_ERROR_INVALID, "3 is not a detent_threshold");
    CHECK_REFUSED(detent_engine_transition(e, label, DETENT_THRESHOLD_VISIBLE, NAN, &phase, NULL), DETENT_ERROR_NOT_FINITE, "amount");
    label.width = -1;
    CHECK_REFUSED(detent_engine_transition(e, label, DETENT_THRESHOLD_HIDDEN, 0, &phase, NULL), DETENT_ERROR_INVALID, "negative");
    label.x = INFINITY;
    CHECK_REFUSED(detent_engine_transition(e, label, DETENT_THRESHOLD_HIDDEN, 0, &phase, NULL), DETENT_ERROR_NOT_FINITE, "the frame");
    CHECK_REFUSED(detent_engine_transition(e, far, DETENT_THRESHOLD_HIDDEN, 0, NULL, NULL), DETENT_ERROR_NULL, "phase is NULL");
    CHECK_REFUSED(detent_engine_transition(NULL, far, DETENT_THRESHOLD_HIDDEN, 0, &phase, NULL), DETENT_ERROR_NULL, "the engine is NULL");
    detent_engine_destroy(e);
}

typedef struct {
    detent_stretch stretch;
    double later_field;
} newer_stretch;

/* Android 12's stretch: a fling of 1000 pt/s from 900 stops dead on 1000 at 0.117 s (636
   pt/s there) and the content stretches about the container's trailing side, 2.27 % at most,
   back to none at its end time, after the content rests; the iOS profile never stretches. */
static void test_stretch(void) {
    detent_engine_config c;
    detent_engine *e, *ios = ruler(0);
    detent_stretch s;
    newer_stretch big;
    double peak = 1, end;
    detent_engine_config_default(&c);
    CHECK_STATUS(detent_engine_config_profile(&c, DETENT_PROFILE_ANDROID), DETENT_OK);
    c.container_width = 280;
    c.container_height = 80;
    c.content_width = 1000;
    c.content_height = 80;
    c.bounds_upper = 1000;
    e = detent_engine_create(&c, 0);
    CHECK(e != NULL);
    CHECK_STATUS(detent_engine_scroll_to(e, 900, 0, 0), DETENT_OK);
    s.size = sizeof s;
    CHECK_STATUS(detent_engine_stretch(e, &s), DETENT_OK);
    CHECK(s.size == sizeof s && s.edge == DETENT_STRETCH_NONE && s.scale == 1 && s.distance == 0 && s.end_time == 0);
    CHECK_STATUS(detent_engine_fling(e, 1000, 0), DETENT_OK);
    CHECK(close_to(detent_engine_rest_time(e), 0.1166, 1e-4));
    CHECK_STATUS(detent_engine_advance(e, 0.15), DETENT_OK);
    CHECK_STATUS(detent_engine_stretch(e, &s), DETENT_OK);
    CHECK(detent_engine_is_idle(e) == 1 && detent_engine_offset(e) == 1000);
    CHECK(s.edge == DETENT_STRETCH_TRAILING && s.held == 0 && s.scale > 1.01 && s.scale < 1.032 && s.distance > 0.2);
    CHECK(close_to(s.end_time, 0.3723, 1e-3) && isfinite(s.velocity));
    end = s.end_time;
    for (int k = 1; detent_engine_time(e) < end; k++) {
        CHECK_STATUS(detent_engine_advance(e, fmin(end, 0.15 + k / 1000.0)), DETENT_OK);
        CHECK_STATUS(detent_engine_stretch(e, &s), DETENT_OK);
        if (s.scale > peak) peak = s.scale;
    }
    CHECK(peak > 1.0227 && peak < 1.0228);
    CHECK(s.edge == DETENT_STRETCH_NONE && s.scale == 1 && s.distance == 0 && s.velocity == 0 && s.end_time == end);
    memset(&big, 0xAB, sizeof big);
    big.stretch.size = sizeof big;
    CHECK_STATUS(detent_engine_stretch(e, &big.stretch), DETENT_OK);
    CHECK(big.stretch.size == sizeof(detent_stretch) && big.later_field == 0 && big.stretch.scale == 1);
    CHECK_STATUS(detent_engine_fling(ios, 8000, 0), DETENT_OK);
    CHECK_STATUS(detent_engine_advance(ios, 0.3), DETENT_OK);
    CHECK_STATUS(detent_engine_stretch(ios, &s), DETENT_OK);
    CHECK(s.edge == DETENT_STRETCH_NONE && s.scale == 1 && s.end_time == 0.3);
    s.size = 8;
    CHECK_REFUSED(detent_engine_stretch(e, &s), DETENT_ERROR_SIZE, "stretch: the size field is 8");
    CHECK_REFUSED(detent_engine_stretch(e, NULL), DETENT_ERROR_NULL, "stretch is NULL");
    CHECK_REFUSED(detent_engine_stretch(NULL, &s), DETENT_ERROR_NULL, "the engine is NULL");
    detent_engine_destroy(e);
    detent_engine_destroy(ios);
}

typedef struct {
    detent_event event;
    double later_field;
} newer_event;

static void test_event_buffers(void) {
    detent_engine *e = ruler(0);
    newer_event big[4];
    detent_event small[2];
    size_t n = 7, total = 0;
    CHECK_STATUS(detent_engine_scroll_to(e, 30, 0, 0), DETENT_OK);
    CHECK_STATUS(detent_engine_fling(e, 300, 0), DETENT_OK);
    run_to_rest(e, 0);
    /* Capacity 0 drains nothing, with or without a buffer. */
    CHECK_STATUS(detent_engine_events(e, NULL, 0, &n), DETENT_OK);
    CHECK(n == 0);
    /* A larger element (a newer header): the stride is the caller's, the rest zeroed. */
    memset(big, 0xAB, sizeof big);
    big[0].event.size = sizeof(newer_event);
    CHECK_STATUS(detent_engine_events(e, &big[0].event, 4, &n), DETENT_OK);
    CHECK(n == 4);
    for (size_t i = 0; i < n; i++) CHECK(big[i].event.size == sizeof(detent_event) && big[i].later_field == 0);
    CHECK(big[0].event.kind == DETENT_EVENT_SELECTION && big[0].event.to_index == 3);
    CHECK(big[1].event.kind == DETENT_EVENT_PHASE && big[1].event.to_phase == DETENT_PHASE_INTERACTING);
    CHECK(big[2].event.kind == DETENT_EVENT_PHASE && big[2].event.to_phase == DETENT_PHASE_DECELERATING);
    CHECK(big[3].event.kind == DETENT_EVENT_SELECTION && big[3].event.from_index == 3 && big[3].event.to_index == 4);
    do {
        small[0].size = sizeof(detent_event);
        CHECK_STATUS(detent_engine_events(e, small, 2, &n), DETENT_OK);
        total += n;
    } while (n == 2);
    CHECK(total > 0 && small[n > 0 ? n - 1 : 0].to_phase == DETENT_PHASE_IDLE);
    detent_engine_destroy(e);
}

/* ---- The picker ------------------------------------------------------------------------------------ */

static void test_picker_json(void) {
    const char *good[] = {NULL, "{}", " { } ", "{\"values\": {\"from\": 10, \"to\": 20, \"by\": 0.5}, \"theme\": \"dark\"}",
                          "{\"profile\": \"android\", \"rate\": \"fast\", \"behavior\": \"snap:20\", \"axis\": \"vertical\"}",
                          "{\"frame\": {\"x\": 0, \"y\": 0, \"width\": 100, \"height\": 200}, \"major_every\": 2, \"spacing\": 4, \"tick_width\": 1}"};
    static const struct { const char *json, *words; } bad[] = {
        {"{\"theem\":\"dark\"}", "unknown member \"picker.theem\""},
        {"{\"values\":{\"form\":5,\"to\":10}}", "unknown member \"picker.values.form\""},
        {"{\"size\":{\"width\":10,\"height\":10,\"depth\":1}}", "unknown member \"picker.size.depth\""},
        {"{\"frame\":{\"x\":0,\"y\":0,\"width\":10,\"height\":10,\"z\":1}}", "unknown member \"picker.frame.z\""},
        {"{\"values\": ", "unexpected end"},
        {"[1, 2]", "must be an object"},
        {"{\"values\": {\"from\": 5, \"to\": 1}}", "picker.values"},
        {"{\"theme\": \"sepia\"}", "picker.theme"},
        {"{\"major_every\": 0}", "picker.major_every"},
        {"{\"rate\": 1.5}", "picker.rate"},

        {"{\x7f}", "picker_json"},
        {"{\xff}", "UTF-8"},
    };
    for (size_t i = 0; i < sizeof good / sizeof good[0]; i++) {
        detent_picker *p = detent_picker_create(good[i], 480, 200, 0);
        CHECK(p != NULL);
        detent_picker_destroy(p);
    }
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        CHECK(detent_picker_create(bad[i].json, 480, 200, 0) == NULL);
        CHECK(strstr(detent_last_error(), "detent_picker_create: picker_json") != NULL);
        CHECK(strstr(detent_last_error(), bad[i].words) != NULL);
    }
    /* Finite numbers too large for the engine's arithmetic (a spacing of 1e303 once gave a NaN offset). */
    CHECK(detent_picker_create("{\"spacing\": 1e303}", 480, 200, 0) == NULL);
    CHECK(strstr(detent_last_error(), "member \"picker.spacing\" must be at most 1000000, not 1e+303") != NULL);
    CHECK(detent_picker_create("{\"values\": {\"to\": 1e6}, \"spacing\": 1e6}", 480, 200, 0) == NULL);
    CHECK(strstr(detent_last_error(), "the length of the ruler (1000002000000.0) is beyond 1e12") != NULL);
    CHECK(detent_picker_create(NULL, NAN, 200, 0) == NULL && strstr(detent_last_error(), "window size") != NULL);
    CHECK(detent_picker_create(NULL, 480, -1, 0) == NULL && strstr(detent_last_error(), "window size") != NULL);
    CHECK(detent_picker_create(NULL, 480, 200, INFINITY) == NULL && strstr(detent_last_error(), "not a finite number") != NULL);
    CHECK(detent_picker_create(NULL, 480, 200, 2e9) == NULL && strstr(detent_last_error(), "outside") != NULL);
}

static void test_picker_config(void) {
    detent_picker_config c;
    detent_picker *p;
    CHECK_STATUS(detent_picker_config_default(&c), DETENT_OK);
    CHECK(c.size == sizeof c && c.values_from == 0 && c.values_to == 100 && c.values_by == 1);
    CHECK(c.width == 280 && c.height == 80 && c.centered == 1 && c.spacing == 8 && c.tick_width == 2);
    CHECK(c.major_every == 5 && c.major_tick_height == 20 && c.minor_tick_height == 8 && c.label_font_size == 24);
    CHECK(c.indicator_width == 2 && c.minimum_label_gap == 0.25 && c.lit_label == DETENT_LIT_SELECTED_VALUE);
    CHECK(c.theme == DETENT_THEME_LIGHT && c.behavior == DETENT_PICKER_CLOSEST_VALUE && c.snap_step == 10);
    CHECK(c.profile == DETENT_PROFILE_IOS && c.deceleration_rate == 0 && c.axis == DETENT_AXIS_HORIZONTAL);
    CHECK_REFUSED(detent_picker_config_init(NULL, sizeof c), DETENT_ERROR_NULL, "detent_picker_config_init: the config is NULL");
    CHECK_REFUSED(detent_picker_config_init(&c, 16), DETENT_ERROR_SIZE, "size field is 16");

    /* NULL is the reference picker. */
    p = detent_picker_create_with_config(NULL, 480, 200, 0);
    CHECK(p != NULL && detent_picker_value(p) == 0);
    detent_picker_destroy(p);

    c.values_from = 10;
    c.values_to = 20;
    c.values_by = 0.5;
    c.theme = DETENT_THEME_DARK;
    c.behavior = DETENT_PICKER_SNAP;
    c.snap_step = 20;
    c.profile = DETENT_PROFILE_GTK;
    c.deceleration_rate = 0.99;
    c.centered = 0;
    c.x = 5;
    c.y = 6;
    c.lit_label = DETENT_LIT_OVERLAPS_INDICATOR;
    p = detent_picker_create_with_config(&c, 480, 200, 3);
    CHECK(p != NULL);
    CHECK(detent_picker_value(p) == 10 && detent_picker_time(p) == 3);
    CHECK_STATUS(detent_picker_select(p, 12.4, 0, 3), DETENT_OK);
    CHECK(detent_picker_value(p) == 12.5);
    /* snap:20 rests on multiples of 20 points (two values). */
    CHECK_STATUS(detent_picker_fling(p, 300, 3), DETENT_OK);
    for (int k = 1; k < 1200 && !detent_picker_is_idle(p); k++) detent_picker_advance(p, 3 + k / 120.0);
    CHECK(fmod(detent_picker_offset(p), 20) == 0);
    detent_picker_destroy(p);

    static const struct { const char *field; detent_status status; } cases[] = {
        {"values", DETENT_ERROR_INVALID}, {"width", DETENT_ERROR_NOT_FINITE}, {"spacing", DETENT_ERROR_INVALID},
        {"major_every", DETENT_ERROR_INVALID}, {"axis", DETENT_ERROR_INVALID}, {"theme", DETENT_ERROR_INVALID},
        {"lit_label", DETENT_ERROR_INVALID}, {"behavior", DETENT_ERROR_INVALID}, {"snap_step", DETENT_ERROR_INVALID},
        {"profile", DETENT_ERROR_INVALID}, {"deceleration_rate", DETENT_ERROR_INVALID}, {"size", DETENT_ERROR_SIZE},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        const char *f = cases[i].field;
        detent_picker_config_default(&c);
        if (!strcmp(f, "values")) c.values_to = -1;
        if (!strcmp(f, "width")) c.width = NAN;
        if (!strcmp(f, "spacing")) c.spacing = -1;
        if (!strcmp(f, "major_every")) c.major_every = 0;
        if (!strcmp(f, "axis")) c.axis = (detent_axis)2;
        if (!strcmp(f, "theme")) c.theme = (detent_theme)2;
        if (!strcmp(f, "lit_label")) c.lit_label = (detent_lit_label)2;
        if (!strcmp(f, "behavior")) c.behavior = (detent_picker_behavior)5;
        if (!strcmp(f, "snap_step")) { c.behavior = DETENT_PICKER_SNAP; c.snap_step = 0; }
        if (!strcmp(f, "profile")) c.profile = (detent_profile)5;
        if (!strcmp(f, "deceleration_rate")) c.deceleration_rate = 1;
        if (!strcmp(f, "size")) c.size = sizeof c + 8;
        CHECK(detent_picker_create_with_config(&c, 480, 200, 0) == NULL);
        CHECK(strstr(detent_last_error(), "detent_picker_create_with_config: config") != NULL);
        CHECK(strstr(detent_last_error(), strcmp(f, "size") && strcmp(f, "values") && strcmp(f, "spacing") ? f : "") != NULL);
    }
    detent_picker_config_default(&c);
    CHECK(detent_picker_create_with_config(&c, 0, 200, 0) == NULL && strstr(detent_last_error(), "window size") != NULL);
    CHECK(detent_picker_create_with_config(&c, 480, 200, NAN) == NULL && strstr(detent_last_error(), "not a finite") != NULL);
}

static void test_picker_inputs(void) {
    detent_picker *p = detent_picker_create(NULL, 480, 200, 1);
    detent_event events[128];
    size_t n, selections = 0;
    CHECK(p != NULL);
    /* Refusals: the status, the message, nothing changed. */
    CHECK_REFUSED(detent_picker_advance(p, NAN), DETENT_ERROR_NOT_FINITE, "time");
    CHECK_REFUSED(detent_picker_advance(p, 0.5), DETENT_ERROR_TIME, "earlier");
    CHECK_REFUSED(detent_picker_advance(p, 1.5e9), DETENT_ERROR_TIME, "outside");
    CHECK_REFUSED(detent_picker_key(p, (detent_key)99, 2), DETENT_ERROR_INVALID, "99 is not a detent_key");
    CHECK_REFUSED(detent_picker_pointer(p, (detent_pointer_phase)7, 300, 100, 0, 2), DETENT_ERROR_INVALID, "not a detent_pointer_phase");
    CHECK_REFUSED(detent_picker_pointer(p, DETENT_POINTER_DOWN, NAN, 100, 0, 2), DETENT_ERROR_NOT_FINITE, "position");
    CHECK_REFUSED(detent_picker_wheel(p, 0, -INFINITY, 1, 2), DETENT_ERROR_NOT_FINITE, "delta");
    CHECK_REFUSED(detent_picker_select(p, NAN, 1, 2), DETENT_ERROR_NOT_FINITE, "value");
    CHECK_REFUSED(detent_picker_fling(p, NAN, 2), DETENT_ERROR_NOT_FINITE, "velocity");
    CHECK_REFUSED(detent_picker_fling(p, 5, 0), DETENT_ERROR_TIME, "earlier");
    CHECK_REFUSED(detent_picker_fling(p, 5, INFINITY), DETENT_ERROR_NOT_FINITE, "time");
    CHECK_REFUSED(detent_picker_resize(p, 0, 100, 2), DETENT_ERROR_INVALID, "is not in 0 < s <= 1e12");
    CHECK_REFUSED(detent_picker_resize(p, 100, 1e300, 2), DETENT_ERROR_INVALID, "is not in 0 < s <= 1e12");
    CHECK_REFUSED(detent_picker_resize(p, INFINITY, 100, 2), DETENT_ERROR_NOT_FINITE, "size");
    CHECK_REFUSED(detent_picker_events(p, events, 8, NULL), DETENT_ERROR_NULL, "count is NULL");
    CHECK(detent_picker_time(p) == 1 && detent_picker_value(p) == 0 && detent_picker_is_idle(p) == 1);
    /* NULL pickers. */
    CHECK_REFUSED(detent_picker_pointer(NULL, DETENT_POINTER_UP, 0, 0, 0, 2), DETENT_ERROR_NULL, "the picker is NULL");
    CHECK_REFUSED(detent_picker_wheel(NULL, 0, 0, 0, 2), DETENT_ERROR_NULL, "the picker is NULL");
    CHECK_REFUSED(detent_picker_key(NULL, DETENT_KEY_UP, 2), DETENT_ERROR_NULL, "the picker is NULL");
    CHECK_REFUSED(detent_picker_select(NULL, 1, 0, 2), DETENT_ERROR_NULL, "the picker is NULL");
    CHECK_REFUSED(detent_picker_fling(NULL, 1, 2), DETENT_ERROR_NULL, "the picker is NULL");
    CHECK_REFUSED(detent_picker_resize(NULL, 1, 1, 2), DETENT_ERROR_NULL, "the picker is NULL");
    CHECK_REFUSED(detent_picker_events(NULL, events, 8, &n), DETENT_ERROR_NULL, "the picker is NULL");
    CHECK(n == 0);
    CHECK_REFUSED(detent_picker_set_text_measurer(NULL, NULL, NULL), DETENT_ERROR_NULL, "the picker is NULL");
    CHECK(isnan(detent_picker_value(NULL)) && isnan(detent_picker_offset(NULL)) && isnan(detent_picker_velocity(NULL)));
    CHECK(isnan(detent_picker_time(NULL)) && detent_picker_phase(NULL) == DETENT_PHASE_NONE);
    CHECK(detent_picker_is_idle(NULL) == DETENT_ERROR_NULL);
    detent_picker_destroy(NULL);

    /* A flick: down at 300, 120 pt left in 0.1 s, release. */
    CHECK_STATUS(detent_picker_pointer(p, DETENT_POINTER_DOWN, 300, 100, 0, 1), DETENT_OK);
    CHECK(detent_picker_phase(p) == DETENT_PHASE_TRACKING);
    for (int k = 1; k <= 12; k++) CHECK_STATUS(detent_picker_pointer(p, DETENT_POINTER_MOVE, 300 - 10 * k, 100, 0, 1 + k / 120.0), DETENT_OK);
    CHECK_REFUSED(detent_picker_fling(p, 100, 1.1), DETENT_ERROR_STATE, "pointer 0 is down on the picker");
    CHECK_STATUS(detent_picker_pointer(p, DETENT_POINTER_UP, 180, 100, 0, 1.1), DETENT_OK);
    CHECK(detent_picker_velocity(p) > 500 && detent_picker_phase(p) == DETENT_PHASE_DECELERATING);
    for (int k = 1; k < 1200 && !detent_picker_is_idle(p); k++) CHECK_STATUS(detent_picker_advance(p, 1.1 + k / 120.0), DETENT_OK);
    CHECK(detent_picker_value(p) > 12 && detent_picker_offset(p) == 10 * detent_picker_value(p));
    n = drain(NULL, p, events, 128, 5);
    for (size_t i = 0; i < n; i++)
        if (events[i].kind == DETENT_EVENT_SELECTION) {
            CHECK(events[i].to_value - events[i].from_value == 1 && events[i].to_index == events[i].from_index + 1);
            selections++;
        }
    CHECK(selections == (size_t)detent_picker_value(p));
    /* A fling: the picker's own call. */
    double t = detent_picker_time(p), before = detent_picker_value(p);
    CHECK_STATUS(detent_picker_fling(p, -2000, t), DETENT_OK);
    for (int k = 1; k < 1200 && !detent_picker_is_idle(p); k++) detent_picker_advance(p, t + k / 120.0);
    CHECK(detent_picker_value(p) < before);
    /* Keys, notches, select, resize. */
    t = detent_picker_time(p);
    CHECK_STATUS(detent_picker_key(p, DETENT_KEY_END, t), DETENT_OK);
    CHECK_STATUS(detent_picker_advance(p, t + 5), DETENT_OK);
    CHECK(detent_picker_value(p) == 100);
    CHECK_STATUS(detent_picker_wheel(p, 0, -10, 0, t + 5), DETENT_OK);
    CHECK_STATUS(detent_picker_advance(p, t + 10), DETENT_OK);
    CHECK(detent_picker_value(p) == 99);
    CHECK_STATUS(detent_picker_select(p, 42, 1, t + 10), DETENT_OK);
    CHECK_STATUS(detent_picker_resize(p, 640, 300, t + 10), DETENT_OK);
    CHECK_STATUS(detent_picker_advance(p, t + 15), DETENT_OK);
    CHECK(detent_picker_value(p) == 42);
    CHECK_STATUS(detent_picker_pointer(p, DETENT_POINTER_DOWN, 320, 150, 1, t + 15), DETENT_OK);
    CHECK_STATUS(detent_picker_pointer(p, DETENT_POINTER_CANCEL, 0, 0, 1, t + 15.1), DETENT_OK);
    detent_picker_destroy(p);
}

typedef struct {
    detent_picker *picker;
    int calls, refused;
} measure_record;

static int measure(void *context, const char *text, double font_size, double *width, double *height) {
    measure_record *r = (measure_record *)context;
    detent_item items[2];
    size_t count = 0;
    r->calls++;
    /* Calls on the picker from inside are refused; destroy is ignored. */
    if (detent_picker_advance(r->picker, 1e6) == DETENT_ERROR_BUSY &&
        detent_picker_display_list(r->picker, items, 2, NULL, 0, &count, NULL) == DETENT_ERROR_BUSY &&
        isnan(detent_picker_value(r->picker)))
        r->refused++;
    detent_picker_destroy(r->picker);
    *width = (double)strlen(text) * font_size;
    *height = 9;
    return 0;
}

static int decline(void *context, const char *text, double font_size, double *width, double *height) {
    (void)context; (void)text; (void)font_size; (void)width; (void)height;
    return 1;
}

typedef struct {
    detent_item item;
    double later_field;
} newer_item;

static void test_display_list(void) {
    detent_picker *p = detent_picker_create(NULL, 480, 200, 0);
    detent_item *items = (detent_item *)malloc(256 * sizeof(detent_item));
    newer_item *big = (newer_item *)malloc(256 * sizeof(newer_item));
    char *text = (char *)malloc(8192);
    size_t count = 0, text_size = 0, texts = 0, count2 = 0;
    measure_record r;
    CHECK(p && items && big && text);
    CHECK_STATUS(detent_picker_select(p, 42, 0, 0), DETENT_OK);
    /* Asking for the sizes. */
    CHECK_REFUSED(detent_picker_display_list(p, NULL, 0, NULL, 0, &count, &text_size), DETENT_ERROR_BUFFER_TOO_SMALL,
                  "bytes of text");
    CHECK(count > 10 && count < 256 && text_size > 4 && text_size < 8192);
    items[0].size = sizeof(detent_item);
    items[0].kind = (detent_item_kind)0;
    CHECK_STATUS(detent_picker_display_list(p, items, count - 1, text, 8192, &count2, NULL), DETENT_ERROR_BUFFER_TOO_SMALL);
    CHECK(count2 == count && items[0].kind == 0);
    CHECK_STATUS(detent_picker_display_list(p, items, count, text, text_size - 1, &count2, NULL), DETENT_ERROR_BUFFER_TOO_SMALL);
    CHECK(items[0].kind == 0);
    CHECK_STATUS(detent_picker_display_list(p, items, count, text, text_size, &count2, NULL), DETENT_OK);
    CHECK(count2 == count);
    CHECK(items[0].kind == DETENT_ITEM_RECT && items[0].size == sizeof(detent_item) && items[0].red == 1);
    CHECK(items[1].kind == DETENT_ITEM_CLIP && items[1].x == 100 && items[1].y == 60 && items[1].width == 280);
    CHECK(items[count - 1].kind == DETENT_ITEM_UNCLIP);
    for (size_t i = 0; i < count; i++)
        if (items[i].kind == DETENT_ITEM_TEXT) {
            texts++;
            CHECK(items[i].text != NULL && strlen(items[i].text) == items[i].text_length && items[i].font_size == 24);
            CHECK(items[i].scale_x == 1 && items[i].scale_y == 1);
            CHECK(items[i].text >= text && items[i].text < text + text_size);
        } else {
            CHECK(items[i].text == NULL && items[i].text_length == 0);
        }
    CHECK(texts > 2);
    /* The 42 label is lit: opacity 1. */
    for (size_t i = 0; i < count; i++)
        if (items[i].kind == DETENT_ITEM_TEXT && strcmp(items[i].text, "40") == 0) CHECK(items[i].opacity < 1);
    /* A larger item (a newer header). */
    memset(big, 0xAB, 256 * sizeof(newer_item));
    big[0].item.size = sizeof(newer_item);
    CHECK_STATUS(detent_picker_display_list(p, &big[0].item, 256, text, 8192, &count2, NULL), DETENT_OK);
    for (size_t i = 0; i < count2; i++) CHECK(big[i].later_field == 0 && big[i].item.kind == items[i].kind && big[i].item.x == items[i].x);
    /* Refusals. */
    items[0].size = 4;
    CHECK_REFUSED(detent_picker_display_list(p, items, 256, text, 8192, &count2, NULL), DETENT_ERROR_SIZE, "items[0]: the size field is 4");
    CHECK_REFUSED(detent_picker_display_list(p, NULL, 256, text, 8192, &count2, NULL), DETENT_ERROR_NULL, "item buffer is NULL");
    items[0].size = sizeof(detent_item);
    CHECK_REFUSED(detent_picker_display_list(p, items, 256, NULL, 8192, &count2, NULL), DETENT_ERROR_NULL, "text buffer is NULL");
    CHECK_REFUSED(detent_picker_display_list(p, items, 256, text, 8192, NULL, NULL), DETENT_ERROR_NULL, "count is NULL");
    CHECK_REFUSED(detent_picker_display_list(NULL, items, 256, text, 8192, &count2, NULL), DETENT_ERROR_NULL, "the picker is NULL");
    /* The text measurer: used, and calls from inside it refused. */
    r.picker = p;
    r.calls = 0;
    r.refused = 0;
    CHECK_STATUS(detent_picker_set_text_measurer(p, measure, &r), DETENT_OK);
    CHECK_STATUS(detent_picker_display_list(p, items, 256, text, 8192, &count2, NULL), DETENT_OK);
    CHECK(r.calls > 0 && r.refused == r.calls);
    for (size_t i = 0; i < count2; i++)
        if (items[i].kind == DETENT_ITEM_TEXT) CHECK(items[i].height == 9 && items[i].width == 24 * (double)items[i].text_length);
    CHECK_STATUS(detent_picker_set_text_measurer(p, decline, NULL), DETENT_OK);
    CHECK_STATUS(detent_picker_display_list(p, items, 256, text, 8192, &count2, NULL), DETENT_OK);
    for (size_t i = 0; i < count2; i++)
        if (items[i].kind == DETENT_ITEM_TEXT) CHECK(items[i].height == 24 * 1.2);
    CHECK_STATUS(detent_picker_set_text_measurer(p, NULL, NULL), DETENT_OK);
    CHECK(detent_picker_value(p) == 42);
    free(items);
    free(big);
    free(text);
    detent_picker_destroy(p);
}

/* 1.2.0: a cylinder's rows are texts at the wheel's font size with a scale; a caller built
   against 1.1.0 (items[0].size ending at text_length) gets each as plain text of the font size
   times its scale down, in the same frame, as before. */
static void test_scaled_text(void) {
    detent_picker *p = detent_picker_create("{\"style\": \"cylinder\"}", 480, 300, 0);
    detent_item *items = (detent_item *)calloc(256, sizeof(detent_item));
    const size_t old_size = offsetof(detent_item, scale_x);
    unsigned char *old = (unsigned char *)calloc(256, old_size);
    char *text = (char *)malloc(8192), *old_text = (char *)malloc(8192);
    size_t count = 0, old_count = 0, squeezed = 0;
    double font = 0;
    CHECK(p && items && old && text && old_text);
    CHECK(old_size == sizeof(detent_item) - 2 * sizeof(double));
    CHECK_STATUS(detent_picker_select(p, 50, 0, 0), DETENT_OK);
    items[0].size = sizeof(detent_item);
    CHECK_STATUS(detent_picker_display_list(p, items, 256, text, 8192, &count, NULL), DETENT_OK);
    ((detent_item *)old)->size = old_size;
    CHECK_STATUS(detent_picker_display_list(p, (detent_item *)old, 256, old_text, 8192, &old_count, NULL), DETENT_OK);
    CHECK(count == old_count && count > 10);
    for (size_t i = 0; i < count && i < old_count; i++) {
        detent_item o;
        memset(&o, 0, sizeof o);
        memcpy(&o, old + i * old_size, old_size);
        CHECK(o.size == old_size && items[i].size == sizeof(detent_item));
        CHECK(o.kind == items[i].kind && o.x == items[i].x && o.y == items[i].y && o.width == items[i].width
              && o.height == items[i].height && o.opacity == items[i].opacity);
        if (items[i].kind != DETENT_ITEM_TEXT) continue;
        CHECK(items[i].scale_x > 0 && items[i].scale_x <= 1 && items[i].scale_y > 0 && items[i].scale_y <= 1);
        CHECK(o.font_size == items[i].font_size * items[i].scale_y && o.align_x == items[i].align_x);
        CHECK(strcmp(o.text, items[i].text) == 0);
        if (items[i].scale_y < 0.9) {
            /* Every row seen at an angle: the wheel's one font size, squeezed and narrowed. */
            if (font == 0) font = items[i].font_size;
            CHECK(items[i].font_size == font && items[i].scale_x < 1 && o.font_size < font);
            squeezed++;
        }
    }
    CHECK(squeezed >= 2);
    free(items);
    free(old);
    free(text);
    free(old_text);
    detent_picker_destroy(p);
}

/* ---- 1.3.0: every picker a trace header describes, by struct as by JSON ---------------------- */

/* Whether two pickers draw the same display list now, item by item and text by text. */
static int same_display_list(detent_picker *a, detent_picker *b) {
    static detent_item ia[512], ib[512];
    static char ta[32768], tb[32768];
    size_t na = 0, nb = 0;
    ia[0].size = sizeof(detent_item);
    ib[0].size = sizeof(detent_item);
    if (detent_picker_display_list(a, ia, 512, ta, sizeof ta, &na, NULL) != DETENT_OK) return 0;
    if (detent_picker_display_list(b, ib, 512, tb, sizeof tb, &nb, NULL) != DETENT_OK) return 0;
    if (na != nb || na < 4) return 0;
    for (size_t i = 0; i < na; i++) {
        const detent_item *x = &ia[i], *y = &ib[i];
        if (x->kind != y->kind || x->x != y->x || x->y != y->y || x->width != y->width || x->height != y->height) return 0;
        if (x->red != y->red || x->green != y->green || x->blue != y->blue || x->opacity != y->opacity) return 0;
        if (x->font_size != y->font_size || x->scale_x != y->scale_x || x->scale_y != y->scale_y) return 0;
        if ((x->text == NULL) != (y->text == NULL) || (x->text && strcmp(x->text, y->text) != 0)) return 0;
    }
    return 1;
}

/* Whether two pickers' events since the last call are the same, with their columns. */
static int same_events(detent_picker *a, detent_picker *b) {
    static detent_event ea[512], eb[512];
    static int ca[512], cb[512];
    size_t na = 0, nb = 0;
    ea[0].size = sizeof(detent_event);
    eb[0].size = sizeof(detent_event);
    if (detent_picker_column_events(a, ea, 512, ca, &na) != DETENT_OK) return 0;
    if (detent_picker_column_events(b, eb, 512, cb, &nb) != DETENT_OK) return 0;
    if (na != nb) return 0;
    for (size_t i = 0; i < na; i++) {
        if (ca[i] != cb[i] || ea[i].kind != eb[i].kind || ea[i].time != eb[i].time || ea[i].from_index != eb[i].from_index
            || ea[i].to_index != eb[i].to_index || ea[i].from_value != eb[i].from_value || ea[i].to_value != eb[i].to_value
            || ea[i].from_phase != eb[i].from_phase || ea[i].to_phase != eb[i].to_phase || ea[i].velocity != eb[i].velocity)
            return 0;
    }
    return 1;
}

/* The picker `c` describes and the one `json` describes are the same: their display lists, and
   after a drag, a fling and keys on every column their values, display lists and events. */
static void check_same_picker(const detent_picker_config *c, const char *json) {
    detent_picker *a = detent_picker_create_with_config(c, 480, 300, 0), *b = detent_picker_create(json, 480, 300, 0);
    detent_rect frame;
    double t = 0;
    int columns;
    CHECK(a != NULL && b != NULL);
    if (!a || !b) { detent_picker_destroy(a); detent_picker_destroy(b); return; }
    CHECK(same_display_list(a, b));
    CHECK(detent_picker_value(a) == detent_picker_value(b));
    columns = detent_picker_column_count(a);
    CHECK(columns == detent_picker_column_count(b) && columns >= 1);
    for (int i = 0; i < columns; i++) {
        double mid_x, mid_y;
        CHECK_STATUS(detent_picker_column(a, i, NULL, NULL, NULL, &frame), DETENT_OK);
        mid_x = frame.x + frame.width / 2;
        mid_y = frame.y + frame.height / 2;
        for (int k = 0; k <= 6; k++) {
            detent_pointer_phase phase = k == 0 ? DETENT_POINTER_DOWN : k == 6 ? DETENT_POINTER_UP : DETENT_POINTER_MOVE;
            CHECK_STATUS(detent_picker_pointer(a, phase, mid_x - 9 * k, mid_y - 9 * k, 0, t), DETENT_OK);
            CHECK_STATUS(detent_picker_pointer(b, phase, mid_x - 9 * k, mid_y - 9 * k, 0, t), DETENT_OK);
            t += 1.0 / 120;
        }
        for (int k = 0; k < 40; k++, t += 1.0 / 60) {
            CHECK_STATUS(detent_picker_advance(a, t), DETENT_OK);
            CHECK_STATUS(detent_picker_advance(b, t), DETENT_OK);
            if (k % 8 == 0) CHECK(same_display_list(a, b));
        }
        if (columns > 1) {
            CHECK_STATUS(detent_picker_focus(a, i, t), DETENT_OK);
            CHECK_STATUS(detent_picker_focus(b, i, t), DETENT_OK);
        }
        CHECK_STATUS(detent_picker_key(a, DETENT_KEY_DOWN, t), DETENT_OK);
        CHECK_STATUS(detent_picker_key(b, DETENT_KEY_DOWN, t), DETENT_OK);
        for (int k = 0; k < 600 && !(detent_picker_is_idle(a) && detent_picker_is_idle(b)); k++, t += 1.0 / 60) {
            CHECK_STATUS(detent_picker_advance(a, t), DETENT_OK);
            CHECK_STATUS(detent_picker_advance(b, t), DETENT_OK);
        }
        CHECK(detent_picker_value(a) == detent_picker_value(b) && detent_picker_offset(a) == detent_picker_offset(b));
        CHECK(same_events(a, b));
        CHECK(same_display_list(a, b));
    }
    CHECK_STATUS(detent_picker_fling(a, -900, t), DETENT_OK);
    CHECK_STATUS(detent_picker_fling(b, -900, t), DETENT_OK);
    for (int k = 0; k < 600 && !(detent_picker_is_idle(a) && detent_picker_is_idle(b)); k++, t += 1.0 / 60) {
        CHECK_STATUS(detent_picker_advance(a, t), DETENT_OK);
        CHECK_STATUS(detent_picker_advance(b, t), DETENT_OK);
    }
    CHECK(detent_picker_value(a) == detent_picker_value(b) && same_events(a, b) && same_display_list(a, b));
    detent_picker_destroy(a);
    detent_picker_destroy(b);
}

static void test_picker_kinds(void) {
    detent_picker_config c;
    detent_picker *p;
    CHECK_STATUS(detent_picker_config_default(&c), DETENT_OK);
    CHECK(c.kind == DETENT_KIND_WHEEL && c.style == DETENT_STYLE_RULER && c.looping == 0);
    CHECK(c.years_from == 1900 && c.years_to == 2100 && c.start_year == 2024 && c.start_month == 1 && c.start_day == 31);
    CHECK(c.start_hour == 9 && c.start_minute == 41);
    CHECK(c.cylinder_item_extent == 32 && c.cylinder_diameter_ratio == 1.07 && c.cylinder_perspective == 0.003);
    CHECK(c.cylinder_off_axis_fraction == 0 && c.cylinder_magnification == 2.35 / 2.1 && c.cylinder_squeeze == 1.45);
    CHECK(c.cylinder_over_and_under_center_opacity == 0.447);
    /* A 1.2.0 caller's struct (ending at deceleration_rate) still makes its ruler. */
    CHECK(offsetof(detent_picker_config, kind) == sizeof c - 96);
    CHECK_STATUS(detent_picker_config_init(&c, offsetof(detent_picker_config, kind)), DETENT_OK);
    p = detent_picker_create_with_config(&c, 480, 200, 0);
    CHECK(p != NULL && detent_picker_column_count(p) == 1 && detent_picker_active_column(p) == -1);
    detent_picker_destroy(p);

    /* The defaults, both sides 0 (the picker's own size) and the JSON's "{}" are one picker. */
    detent_picker_config_default(&c);
    check_same_picker(&c, "{}");
    c.width = 0;
    c.height = 0;
    check_same_picker(&c, NULL);
    c.width = 280;
    CHECK(detent_picker_create_with_config(&c, 480, 200, 0) == NULL && strstr(detent_last_error(), "config") != NULL);

    /* A cylinder, its own size; one with its numbers; a looping wheel; a date and two times. */
    detent_picker_config_default(&c);
    c.style = DETENT_STYLE_CYLINDER;
    c.width = c.height = 0;
    check_same_picker(&c, "{\"style\": \"cylinder\"}");
    c.cylinder_squeeze = 1.2;
    c.cylinder_diameter_ratio = 1.5;
    c.cylinder_off_axis_fraction = 0.3;
    c.cylinder_item_extent = 40;
    c.theme = DETENT_THEME_DARK;
    check_same_picker(&c, "{\"style\": \"cylinder\", \"theme\": \"dark\", \"cylinder\": {\"squeeze\": 1.2, \"diameter_ratio\": 1.5, "
                          "\"off_axis_fraction\": 0.3, \"item_extent\": 40}}");
    detent_picker_config_default(&c);
    c.style = DETENT_STYLE_CYLINDER;
    c.looping = 1;
    c.values_to = 59;
    c.width = 180;
    c.height = 200;
    c.profile = DETENT_PROFILE_ANDROID;
    check_same_picker(&c, "{\"style\": \"cylinder\", \"looping\": true, \"values\": {\"to\": 59}, \"size\": {\"width\": 180, \"height\": 200}, "
                          "\"profile\": \"android\"}");
    detent_picker_config_default(&c);
    c.looping = 1;
    c.values_to = 23;
    c.deceleration_rate = 0.99;
    check_same_picker(&c, "{\"looping\": true, \"values\": {\"to\": 23}, \"rate\": \"fast\"}");
    detent_picker_config_default(&c);
    c.kind = DETENT_KIND_DATE;
    c.width = c.height = 0;
    c.years_from = 2000;
    c.years_to = 2030;
    c.start_year = 2024;
    c.start_month = 2;
    c.start_day = 29;
    check_same_picker(&c, "{\"demo\": \"date\", \"years\": {\"from\": 2000, \"to\": 2030}, \"start\": \"2024-02-29\"}");
    /* A start outside the years rests on the closest day in them (2030-01-01), as the JSON's years without a start. */
    c.years_from = 2030;
    c.years_to = 2040;
    c.start_year = 2024;
    c.start_month = 1;
    c.start_day = 31;
    check_same_picker(&c, "{\"demo\": \"date\", \"years\": {\"from\": 2030, \"to\": 2040}}");
    detent_picker_config_default(&c);
    c.kind = DETENT_KIND_TIME;
    c.width = c.height = 0;
    c.start_hour = 21;
    c.start_minute = 30;
    c.centered = 0;
    c.x = 10;
    c.y = 20;
    check_same_picker(&c, "{\"demo\": \"time\", \"start\": \"21:30\", \"frame\": {\"x\": 10, \"y\": 20, \"width\": 240, \"height\": 216}}");
    detent_picker_config_default(&c);
    c.kind = DETENT_KIND_TIME24;
    c.width = 200;
    c.height = 180;
    c.profile = DETENT_PROFILE_GTK;
    check_same_picker(&c, "{\"demo\": \"time24\", \"size\": {\"width\": 200, \"height\": 180}, \"profile\": \"gtk\"}");

    /* Each new field refused with its name; nothing is made. */
    static const struct { const char *field, *words; detent_status status; } cases[] = {
        {"kind", "config.kind (7) is not a detent_picker_kind", DETENT_ERROR_INVALID},
        {"style", "config.style (2) is not a detent_picker_style", DETENT_ERROR_INVALID},
        {"years", "config.years_from, years_to (2030, 2020) must run", DETENT_ERROR_INVALID},
        {"years_span", "config.years_from, years_to (-999999, 999999)", DETENT_ERROR_INVALID},
        {"start_day", "config.start_year, start_month, start_day (2023, 2, 29) is a day that does not exist", DETENT_ERROR_INVALID},
        {"start_month", "start_day (2024, 13, 1) is a day that does not exist", DETENT_ERROR_INVALID},
        {"start_hour", "config.start_hour, start_minute (24, 0) is not a time", DETENT_ERROR_INVALID},
        {"start_minute", "config.start_hour, start_minute (9, -1) is not a time", DETENT_ERROR_INVALID},
        {"cylinder_item_extent", "config.cylinder_item_extent (nan) is not finite", DETENT_ERROR_NOT_FINITE},
        {"cylinder_diameter_ratio", "config.cylinder_diameter_ratio (200.0) must be in 0.01 ... 100", DETENT_ERROR_INVALID},
        {"cylinder_perspective", "config.cylinder_perspective (inf) is not finite", DETENT_ERROR_NOT_FINITE},
        {"cylinder_off_axis_fraction", "config.cylinder_off_axis_fraction (-2.0) must be in -1 ... 1", DETENT_ERROR_INVALID},
        {"cylinder_magnification", "config.cylinder_magnification (0.0) must be in 0.01 ... 10", DETENT_ERROR_INVALID},
        {"cylinder_squeeze", "config.cylinder_squeeze (11.0) must be in 0.01 ... 10", DETENT_ERROR_INVALID},
        {"cylinder_over_and_under_center_opacity", "config.cylinder_over_and_under_center_opacity (1.5) must be in 0 ... 1",
         DETENT_ERROR_INVALID},
        {"looping", "looping picker takes at most 1000000 values", DETENT_ERROR_INVALID},
        {"rows", "the cylinder shows more than 1000 rows", DETENT_ERROR_INVALID},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        const char *f = cases[i].field;
        detent_picker_config_default(&c);
        c.kind = DETENT_KIND_DATE;
        if (!strcmp(f, "kind")) c.kind = (detent_picker_kind)7;
        if (!strcmp(f, "style")) c.style = (detent_picker_style)2;
        if (!strcmp(f, "years")) { c.years_from = 2030; c.years_to = 2020; }
        if (!strcmp(f, "years_span")) { c.years_from = -999999; c.years_to = 999999; }
        if (!strcmp(f, "start_day")) { c.start_year = 2023; c.start_month = 2; c.start_day = 29; }
        if (!strcmp(f, "start_month")) { c.start_month = 13; c.start_day = 1; }
        if (!strcmp(f, "start_hour")) { c.kind = DETENT_KIND_TIME; c.start_hour = 24; c.start_minute = 0; }
        if (!strcmp(f, "start_minute")) { c.kind = DETENT_KIND_TIME24; c.start_minute = -1; }
        if (!strcmp(f, "cylinder_item_extent")) c.cylinder_item_extent = NAN;
        if (!strcmp(f, "cylinder_diameter_ratio")) c.cylinder_diameter_ratio = 200;
        if (!strcmp(f, "cylinder_perspective")) c.cylinder_perspective = INFINITY;
        if (!strcmp(f, "cylinder_off_axis_fraction")) c.cylinder_off_axis_fraction = -2;
        if (!strcmp(f, "cylinder_magnification")) c.cylinder_magnification = 0;
        if (!strcmp(f, "cylinder_squeeze")) c.cylinder_squeeze = 11;
        if (!strcmp(f, "cylinder_over_and_under_center_opacity")) c.cylinder_over_and_under_center_opacity = 1.5;
        if (!strcmp(f, "looping")) { c.kind = DETENT_KIND_WHEEL; c.looping = 1; c.values_to = 2e6; }
        if (!strcmp(f, "rows")) { c.cylinder_item_extent = 0.01; c.height = 1e5; }
        CHECK(detent_picker_create_with_config(&c, 480, 200, 0) == NULL);
        CHECK(strstr(detent_last_error(), "detent_picker_create_with_config: ") != NULL);
        check(strstr(detent_last_error(), cases[i].words) != NULL, cases[i].words, __FILE__, __LINE__);
    }
}

/* The column calls: a date picker's columns, labels, focus, key values and events with columns. */
static void test_picker_columns(void) {
    detent_picker *d = detent_picker_create("{\"demo\": \"date\", \"start\": \"2024-02-29\"}", 480, 300, 0);
    detent_picker *w = detent_picker_create("{\"values\": {\"from\": 1, \"to\": 12}, \"looping\": true}", 480, 300, 0);
    detent_event events[64];
    int columns[64];
    double value = 0, first = 0, last = 0, key = 0, t = 0;
    detent_rect frame, year;
    char text[64];
    size_t needed = 0, n = 0, month_events = 0;
    CHECK(d && w);
    if (!d || !w) return;
    CHECK(detent_picker_column_count(d) == 3 && detent_picker_column_count(w) == 1 && detent_picker_column_count(NULL) == 0);
    CHECK(detent_picker_value(d) == 20240229 && detent_picker_active_column(w) == -1);
    CHECK(detent_picker_next_event_time(d) == INFINITY && isnan(detent_picker_next_event_time(NULL)));
    CHECK_STATUS(detent_picker_column(d, 0, &value, &first, &last, &frame), DETENT_OK);
    CHECK(value == 2 && first == 1 && last == 12 && frame.x == 80 && frame.y == 42 && frame.height == 216);
    CHECK_STATUS(detent_picker_column(d, 2, &value, &first, &last, &year), DETENT_OK);
    CHECK(value == 2024 && first == 1900 && last == 2100 && year.x + year.width == 400);
    /* The day column's last is the shown month's last day (ARIA's valuemax: End rests there). */
    CHECK_STATUS(detent_picker_column(d, 1, &value, &first, &last, NULL), DETENT_OK);
    CHECK(value == 29 && first == 1 && last == 29);
    CHECK_STATUS(detent_picker_column(w, 0, &value, &first, &last, NULL), DETENT_OK);
    CHECK(value == 1 && first == 1 && last == 12);
    CHECK_REFUSED(detent_picker_column(d, 3, &value, NULL, NULL, NULL), DETENT_ERROR_INVALID, "detent_picker_column: the picker has no column 3");
    CHECK_REFUSED(detent_picker_column(w, -1, &value, NULL, NULL, NULL), DETENT_ERROR_INVALID, "no column -1");
    /* Labels: a column's text of a value, the picker's text of its value; the size asked first. */
    CHECK_STATUS(detent_picker_label(d, 0, 2, text, sizeof text, &needed), DETENT_OK);
    CHECK(strcmp(text, "February") == 0 && needed == 9);
    CHECK_STATUS(detent_picker_label(d, -1, 20240229, text, sizeof text, &needed), DETENT_OK);
    CHECK(strcmp(text, "2024-02-29") == 0);
    CHECK_REFUSED(detent_picker_label(d, -1, 20240229, NULL, 0, &needed), DETENT_ERROR_BUFFER_TOO_SMALL, "11 bytes");
    CHECK(needed == 11);
    /* A NULL buffer said to hold 64 bytes is a NULL, not a buffer too small "holding 64". */
    needed = 0;
    CHECK_REFUSED(detent_picker_label(d, -1, 20240229, NULL, 64, &needed), DETENT_ERROR_NULL, "the text buffer is NULL with a capacity of 64");
    CHECK(needed == 11);
    CHECK_STATUS(detent_picker_label(w, 0, 7, text, sizeof text, &needed), DETENT_OK);
    CHECK(strcmp(text, "7") == 0);
    CHECK_REFUSED(detent_picker_label(d, 0, NAN, text, sizeof text, &needed), DETENT_ERROR_NOT_FINITE, "detent_picker_label");
    CHECK_REFUSED(detent_picker_label(d, 5, 1, text, sizeof text, &needed), DETENT_ERROR_INVALID, "no column 5");
    CHECK_REFUSED(detent_picker_label(d, 0, 1, text, sizeof text, NULL), DETENT_ERROR_NULL, "needed is NULL");
    /* Focus, the key's value at once, and the key's spring resting on it. */
    CHECK_REFUSED(detent_picker_focus(d, 3, 0), DETENT_ERROR_INVALID, "detent_picker_focus: the picker has no column 3");
    CHECK_REFUSED(detent_picker_focus(w, 1, 0), DETENT_ERROR_INVALID, "no column 1");
    CHECK_STATUS(detent_picker_focus(d, 2, 0), DETENT_OK);
    /* The focused column's mark, drawn or not: one rect fewer, the same keys. */
    {
        size_t marked = 0, unmarked = 0, ts = 0;
        CHECK_REFUSED(detent_picker_display_list(d, NULL, 0, NULL, 0, &marked, &ts), DETENT_ERROR_BUFFER_TOO_SMALL, "");
        CHECK_STATUS(detent_picker_set_focus_effect(d, 0), DETENT_OK);
        CHECK_REFUSED(detent_picker_display_list(d, NULL, 0, NULL, 0, &unmarked, &ts), DETENT_ERROR_BUFFER_TOO_SMALL, "");
        CHECK(marked > 0 && unmarked == marked - 1 && detent_picker_active_column(d) == 2);
        CHECK_STATUS(detent_picker_set_focus_effect(w, 0), DETENT_OK); /* one wheel: no mark, nothing changes */
        CHECK_REFUSED(detent_picker_set_focus_effect(NULL, 1), DETENT_ERROR_NULL, "detent_picker_set_focus_effect");
        CHECK_STATUS(detent_picker_set_focus_effect(d, 1), DETENT_OK);
    }
    CHECK_STATUS(detent_picker_key_value(d, DETENT_KEY_DOWN, &key), DETENT_OK);
    CHECK(key == 20250228); /* the day clamped to 2025's February */
    CHECK_STATUS(detent_picker_key_value(d, DETENT_KEY_LEFT, &key), DETENT_OK);
    CHECK(isnan(key));
    CHECK_REFUSED(detent_picker_key_value(d, (detent_key)9, &key), DETENT_ERROR_INVALID, "not a detent_key");
    CHECK_REFUSED(detent_picker_key_value(d, DETENT_KEY_UP, NULL), DETENT_ERROR_NULL, "value is NULL");
    CHECK_STATUS(detent_picker_key_value(w, DETENT_KEY_UP, &key), DETENT_OK);
    CHECK(key == 12); /* round the looping wheel's end */
    CHECK_STATUS(detent_picker_focus(d, 0, 0), DETENT_OK);
    CHECK_STATUS(detent_picker_key_value(d, DETENT_KEY_DOWN, &key), DETENT_OK);
    CHECK_STATUS(detent_picker_key(d, DETENT_KEY_DOWN, 0), DETENT_OK);
    CHECK(detent_picker_next_event_time(d) > 0 && detent_picker_next_event_time(d) < 2);
    for (t = 0; t < 5 && !detent_picker_is_idle(d); t += 1.0 / 120) CHECK_STATUS(detent_picker_advance(d, t), DETENT_OK);
    CHECK(detent_picker_value(d) == key && key == 20240329 && detent_picker_active_column(d) == 0);
    /* Its events: the month column's, with its values; the same queue as detent_picker_events(). */
    events[0].size = sizeof(detent_event);
    CHECK_STATUS(detent_picker_column_events(d, events, 2, columns, &n), DETENT_OK);
    CHECK(n == 2);
    for (size_t i = 0; i < n; i++) {
        CHECK(columns[i] == 0);
        month_events += events[i].kind == DETENT_EVENT_SELECTION && events[i].from_value == 2 && events[i].to_value == 3;
    }
    CHECK_STATUS(detent_picker_events(d, events, 64, &n), DETENT_OK);
    CHECK(n >= 1);
    for (size_t i = 0; i < n; i++) month_events += events[i].kind == DETENT_EVENT_SELECTION && events[i].from_value == 2 && events[i].to_value == 3;
    CHECK(month_events == 1);
    CHECK_STATUS(detent_picker_column_events(d, events, 64, NULL, &n), DETENT_OK);
    CHECK(n == 0);
    CHECK_REFUSED(detent_picker_column_events(NULL, events, 64, columns, &n), DETENT_ERROR_NULL, "the picker is NULL");
    CHECK_STATUS(detent_picker_fling(w, 500, 0), DETENT_OK);
    for (t = 0; t < 5 && !detent_picker_is_idle(w); t += 1.0 / 120) detent_picker_advance(w, t);
    events[0].size = sizeof(detent_event);
    CHECK_STATUS(detent_picker_column_events(w, events, 64, columns, &n), DETENT_OK);
    CHECK(n > 2);
    for (size_t i = 0; i < n; i++) CHECK(columns[i] == -1);
    /* A looping wheel's indices are its values' (0 ... 11 for 1 ... 12), also across the wrap
       (they were the engine's targets, which count laps: 12582912 -> 12582913). The fling
       crosses 25 values, from 1 round twice to 2. */
    size_t wraps = 0, other_indices = 0;
    for (size_t i = 0; i < n; i++) {
        if (events[i].kind != DETENT_EVENT_SELECTION) continue;
        other_indices += events[i].from_value != events[i].from_index + 1 || events[i].to_value != events[i].to_index + 1;
        wraps += events[i].from_index == 11 && events[i].to_index == 0;
    }
    CHECK(other_indices == 0 && wraps == 2 && detent_picker_value(w) == 2);
    /* A date's looping month column, up from January: its event goes from row 0 to row 11. */
    detent_picker_destroy(d);
    d = detent_picker_create("{\"demo\": \"date\", \"start\": \"2024-01-15\"}", 480, 300, 0);
    CHECK_STATUS(detent_picker_key(d, DETENT_KEY_UP, 0), DETENT_OK);
    for (t = 0; t < 5 && !detent_picker_is_idle(d); t += 1.0 / 120) detent_picker_advance(d, t);
    CHECK(detent_picker_value(d) == 20241215);
    events[0].size = sizeof(detent_event);
    CHECK_STATUS(detent_picker_column_events(d, events, 64, columns, &n), DETENT_OK);
    for (size_t i = 0, months = 0; i < n; i++) {
        if (events[i].kind != DETENT_EVENT_SELECTION) continue;
        CHECK(columns[i] == 0 && events[i].from_index == 0 && events[i].to_index == 11);
        CHECK(events[i].from_value == 1 && events[i].to_value == 12);
        CHECK(++months == 1);
    }
    /* A time earlier than a date or time picker's is DETENT_ERROR_TIME, as one wheel's (every
       input but a fling was DETENT_ERROR_INVALID), and moves nothing. */
    CHECK_STATUS(detent_picker_advance(d, 5), DETENT_OK);
    CHECK_REFUSED(detent_picker_key(d, DETENT_KEY_DOWN, 1), DETENT_ERROR_TIME, "detent_picker_key: time 1.0 is earlier");
    CHECK_REFUSED(detent_picker_wheel(d, 0, 10, 0, 1), DETENT_ERROR_TIME, "earlier");
    CHECK_REFUSED(detent_picker_pointer(d, DETENT_POINTER_DOWN, 240, 150, 0, 1), DETENT_ERROR_TIME, "earlier");
    CHECK_REFUSED(detent_picker_select(d, 20250101, 0, 1), DETENT_ERROR_TIME, "earlier");
    CHECK_REFUSED(detent_picker_resize(d, 500, 300, 1), DETENT_ERROR_TIME, "earlier");
    CHECK_REFUSED(detent_picker_focus(d, 2, 1), DETENT_ERROR_TIME, "earlier");
    CHECK(detent_picker_time(d) == 5 && detent_picker_value(d) == 20241215 && detent_picker_is_idle(d) == 1);
    detent_picker_destroy(d);
    /* A year before 1: -5-03-01 is -5 x 10000 + 301 = -49699, and that number reads back as the
       same day (it read as year -4, month -96, day -99: select(value) went to -4-01-01). */
    detent_picker_config c;
    detent_picker_config_default(&c);
    c.kind = DETENT_KIND_DATE;
    c.years_from = -10;
    c.years_to = 10;
    c.start_year = -5;
    c.start_month = 3;
    c.start_day = 1;
    d = detent_picker_create_with_config(&c, 480, 300, 0);
    CHECK(d != NULL);
    if (d) {
        CHECK(detent_picker_value(d) == -49699);
        CHECK_STATUS(detent_picker_label(d, -1, detent_picker_value(d), text, sizeof text, &needed), DETENT_OK);
        CHECK(strcmp(text, "-5-03-01") == 0);
        CHECK_STATUS(detent_picker_select(d, -49699, 0, 1), DETENT_OK);
        CHECK(detent_picker_value(d) == -49699);
        CHECK_STATUS(detent_picker_select(d, -9588, 0, 2), DETENT_OK);   /* -1-04-12: -10000 + 412 */
        CHECK_STATUS(detent_picker_column(d, 2, &value, NULL, NULL, NULL), DETENT_OK);
        CHECK(value == -1 && detent_picker_value(d) == -9588);
        CHECK_STATUS(detent_picker_focus(d, 0, 2), DETENT_OK);
        CHECK_STATUS(detent_picker_key_value(d, DETENT_KEY_DOWN, &key), DETENT_OK);
        CHECK(key == -9488);   /* -1-05-12 */
        detent_picker_destroy(d);
    }
    detent_picker_destroy(w);
}

/* ---- main ------------------------------------------------------------------------------------------- */

typedef struct {
    const char *name;
    void (*run)(void);
} test_case;

/* detent_*_frame: one call per frame gives what advance, the state readers and the event count
   give, frame for frame, on an engine's fling and a date picker's key; refused frames move nothing. */

/* Runs the engine `e` (or, with `e` NULL, the picker `p`) by detent_*_frame at 120 Hz to rest,
   and its twin `et` (or `pt`) by advance, the readers and drain: each frame's struct must be
   what the twin's readers give and count the events its drain gives. `e`'s events are drained
   only on frames whose struct counts some. Returns the events drained; *quiet counts the
   frames with none. */
static size_t frames_against_twin(detent_engine *e, detent_engine *et, detent_picker *p, detent_picker *pt, long limit,
                                  detent_frame *f, size_t *quiet) {
    detent_event events[64];
    size_t n, drained = 0;
    for (long k = 1; k <= limit; k++) {
        double t = k / 120.0, next;
        f->size = sizeof *f;
        CHECK_STATUS(e ? detent_engine_frame(e, t, f) : detent_picker_frame(p, t, f), DETENT_OK);
        CHECK_STATUS(e ? detent_engine_advance(et, t) : detent_picker_advance(pt, t), DETENT_OK);
        /* An engine has no next-event reader: without a stretch it is the rest time while moving. */
        next = e ? (f->idle ? INFINITY : detent_engine_rest_time(et)) : detent_picker_next_event_time(pt);
        CHECK(f->size == sizeof(detent_frame) && f->time == t);
        CHECK(f->offset == (e ? detent_engine_offset(et) : detent_picker_offset(pt)));
        CHECK(f->idle == (e ? detent_engine_is_idle(et) : detent_picker_is_idle(pt)) && f->next_event_time == next);
        n = drain(et, pt, events, 64, 8);
        CHECK(f->events == n);   /* this handle's events wait, as many as the twin gave */
        if (f->events) drained += drain(e, p, events, 64, 8);
        else ++*quiet;
        if (f->idle) break;
    }
    return drained;
}

static void test_frame(void) {
    detent_engine *e = ruler(0), *twin = ruler(0);
    detent_picker *d = detent_picker_create("{\"demo\": \"date\", \"start\": \"2024-02-29\"}", 480, 300, 0);
    detent_picker *dt = detent_picker_create("{\"demo\": \"date\", \"start\": \"2024-02-29\"}", 480, 300, 0);
    detent_frame f;
    unsigned char big[sizeof(detent_frame) + 16];
    size_t quiet = 0;
    double end;
    CHECK(d && dt);
    if (!d || !dt) return;
    CHECK_STATUS(detent_engine_fling(e, 1000, 0), DETENT_OK);
    CHECK_STATUS(detent_engine_fling(twin, 1000, 0), DETENT_OK);
    /* The fling's two phase changes, 50 selections, the rest; most frames need no drain. */
    CHECK(frames_against_twin(e, twin, NULL, NULL, 1200, &f, &quiet) == 53);
    CHECK(f.idle == 1 && f.offset == 500 && detent_engine_phase(e) == DETENT_PHASE_IDLE);
    CHECK(quiet > 200);
    end = f.time;
    /* Refusals move nothing: a NULL frame, a size it does not take, a bad or earlier time. */
    CHECK_STATUS(detent_engine_fling(e, -600, end), DETENT_OK);
    CHECK_REFUSED(detent_engine_frame(e, end + 1, NULL), DETENT_ERROR_NULL, "detent_engine_frame: frame is NULL");
    f.size = 4;
    CHECK_REFUSED(detent_engine_frame(e, end + 1, &f), DETENT_ERROR_SIZE, "detent_engine_frame: frame: the size field is 4");
    f.size = sizeof f;
    CHECK_REFUSED(detent_engine_frame(e, NAN, &f), DETENT_ERROR_NOT_FINITE, "detent_engine_frame: the time nan");
    CHECK_REFUSED(detent_engine_frame(e, 0.5, &f), DETENT_ERROR_TIME, "earlier than");
    CHECK(f.size == sizeof f && f.offset == 500);
    CHECK(detent_engine_time(e) == end && detent_engine_phase(e) == DETENT_PHASE_DECELERATING);
    CHECK_REFUSED(detent_engine_frame(NULL, 1, &f), DETENT_ERROR_NULL, "detent_engine_frame: the engine is NULL");
    /* A newer caller's larger struct: the library's bytes, then zeros, and the size it filled. */
    memset(big, 0xAB, sizeof big);
    *(size_t *)(void *)big = sizeof big;
    CHECK_STATUS(detent_engine_frame(e, end + 0.1, (detent_frame *)(void *)big), DETENT_OK);
    CHECK(*(size_t *)(void *)big == sizeof(detent_frame) && big[sizeof(detent_frame)] == 0 && big[sizeof big - 1] == 0);
    /* A date picker's frame: its active column's state; a key's animation, its events counted. */
    CHECK_STATUS(detent_picker_key(d, DETENT_KEY_DOWN, 0), DETENT_OK);
    CHECK_STATUS(detent_picker_key(dt, DETENT_KEY_DOWN, 0), DETENT_OK);
    CHECK(frames_against_twin(NULL, NULL, d, dt, 240, &f, &quiet) == 3);
    CHECK(f.idle == 1 && detent_picker_value(d) == 20240329);
    CHECK_REFUSED(detent_picker_frame(d, 1e10, &f), DETENT_ERROR_TIME, "detent_picker_frame: the time");
    CHECK_REFUSED(detent_picker_frame(NULL, 1, &f), DETENT_ERROR_NULL, "detent_picker_frame: the picker is NULL");
    detent_picker_destroy(d);
    detent_picker_destroy(dt);
    detent_engine_destroy(e);
    detent_engine_destroy(twin);
}

int main(int argc, char **argv) {
    static const test_case tests[] = {
        {"version", test_version},
        {"strerror", test_strerror},
        {"last_error_is_per_thread", test_last_error_is_per_thread},
        {"engine_config", test_engine_config},
        {"engine_create_refusals", test_engine_create_refusals},
        {"config_field_names", test_config_field_names},
        {"get_and_set_config", test_get_and_set_config},
        {"fling_rests_on_500", test_fling_rests_on_500},
        {"inputs", test_inputs},
        {"refusals_change_nothing", test_refusals_change_nothing},
        {"extremes", test_extremes},
        {"targets", test_targets},
        {"behaviors", test_behaviors},
        {"behavior_callback", test_behavior_callback},
        {"geometry_and_transitions", test_geometry_and_transitions},
        {"stretch", test_stretch},
        {"event_buffers", test_event_buffers},
        {"picker_json", test_picker_json},
        {"picker_config", test_picker_config},
        {"picker_inputs", test_picker_inputs},
        {"display_list", test_display_list},
        {"scaled_text", test_scaled_text},
        {"picker_kinds", test_picker_kinds},
        {"picker_columns", test_picker_columns},
        {"frame", test_frame},
    };
    size_t ran = 0;
    for (size_t i = 0; i < sizeof tests / sizeof tests[0]; i++) {
        int wanted = argc < 2;
        for (int a = 1; a < argc; a++)
            if (strstr(tests[i].name, argv[a])) wanted = 1;
        if (!wanted) continue;
        int before = failures;
        tests[i].run();
        ran++;
        if (failures > before) fprintf(stderr, "FAILED: %s\n", tests[i].name);
    }
    printf("libdetent C suite (%s): %zu tests, %d checks, %d failed\n",
#ifdef __cplusplus
           "C++",
#else
           "C",
#endif
           ran, checks, failures);
    return failures == 0 ? 0 : 1;
}
