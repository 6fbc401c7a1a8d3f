/*
 * detent.h — the C interface of Detent: a deterministic scroll-physics engine for any scroll
 * view (list, carousel, page view, game menu) and the wheel picker built on it, for
 * programs written in C, C++, Python (ctypes), Rust or anything else that calls C.
 *
 * C99 and C++ (and C89, where its compiler has an inline keyword of its own). Link with
 * `$(pkg-config --cflags --libs detent)` after `make install PREFIX=...`. The guide with
 * complete programs is docs/c-library.md.
 *
 * The model:
 *   - Time is an input. Every input carries its time in seconds (any origin, e.g. the time
 *     since the program started); times never go backwards and stay within ±1e9 s. The library
 *     never reads a clock: the same inputs give the same state, at any frame rate.
 *   - Each frame: detent_*_advance(handle, now), drain detent_*_events() into a buffer you own,
 *     read the offset (an engine) or the display list (a picker), draw.
 *   - Offsets are positions along the scroll axis in points; velocities are offset velocities
 *     in points per second, positive toward larger offsets (content follows the pointer, so
 *     dragging toward smaller x or y increases the offset).
 *   - NaN and infinities are refused at every call, as are times that go backwards.
 *
 * Errors. A call that can fail returns a detent_status: DETENT_OK (0) or a negative
 * DETENT_ERROR_*. A refused call changes nothing and sets detent_last_error() to a message
 * naming the call and the reason; detent_strerror() names a status. Counts come back through
 * `size_t *count` parameters, never mixed with statuses. Constructors return NULL on failure.
 * Readers of a NULL handle give NaN (numbers), -1 (indices), 0 (counts), DETENT_PHASE_NONE
 * (phases) or a negative status (is_idle). Nothing aborts the host.
 *
 * Threads. A handle is not thread-safe: use each engine or picker from one thread at a time.
 * Different handles may be used on different threads at once; detent_last_error() is per
 * thread.
 *
 * Memory. The library allocates when a handle is made and when targets or a configuration
 * change, never per frame: events and display lists are copied into the caller's buffers.
 *
 * ---- What a version may change (the interface's policy) -------------------------------------
 *
 * The version is MAJOR.MINOR.PATCH (DETENT_VERSION_* below; detent_version_number() gives the
 * library's, which may be newer than the header a program was built with).
 *   - A PATCH release changes no declaration; it fixes behaviour that contradicts this header.
 *   - A MINOR release only adds: new functions; new constants in an enum (a switch over an
 *     enum should have a default); new fields at the END of a struct that begins with `size`.
 *     It never removes, renames or reorders a function, a constant or a field, never changes
 *     a type or the meaning of a value, and never changes the default of a field. A program
 *     built against 1.x runs against any library 1.y with y >= x (the soname stays
 *     libdetent.so.1).
 *   - A MAJOR release may break any of this, with a new soname.
 *
 * Structs that cross the boundary begin with `size_t size`: the size of the struct the
 * caller was compiled with. The library reads and writes only that many bytes, so a struct
 * that grows in a minor release keeps older programs working:
 *   - Structs the caller fills (configurations) are initialised by detent_*_config_default(),
 *     which sets `size` to the caller's sizeof. A library refuses (DETENT_ERROR_SIZE) a size
 *     larger than its own: the program was built against a newer header than the library.
 *   - Structs the library fills (events, geometry) carry the caller's sizeof in `size` on the
 *     way in (for an array, in its first element); on the way out `size` says how many bytes
 *     the library filled. Fields past it were not filled.
 * Small value structs without `size` (detent_spring, detent_rect) are complete as they are and
 * never change.
 *
 * Enums are C enums (int-sized); each has its typedef, and new constants only come at the end.
 */
#ifndef DETENT_H
#define DETENT_H

#include <stddef.h>

/* The header's two inline functions (detent_*_config_default): `static inline` where the
   language has it, the compiler's own keyword in C89 (gcc, clang: -std=c89 has no `inline`). */
#if defined(__cplusplus) || (defined(__STDC_VERSION__) && __STDC_VERSION__ >= 199901L)
#define DETENT_INLINE static inline
#elif defined(__GNUC__)
#define DETENT_INLINE static __inline__
#elif defined(_MSC_VER)
#define DETENT_INLINE static __inline
#else
#define DETENT_INLINE static
#endif

#ifdef __cplusplus
extern "C" {
#endif

/* ============================================================================================
 * Versions, statuses, errors
 * ========================================================================================== */

/** The version of this header. */
#define DETENT_VERSION_MAJOR 1
#define DETENT_VERSION_MINOR 3
#define DETENT_VERSION_PATCH 0
/** A version as one comparable number: 0xMMmmpp (1.0.0 is 0x010000). */
#define DETENT_VERSION_NUM(major, minor, patch) (((major) << 16) | ((minor) << 8) | (patch))
/** This header's version as one number, e.g. `#if DETENT_VERSION_NUMBER >= DETENT_VERSION_NUM(1, 1, 0)`. */
#define DETENT_VERSION_NUMBER DETENT_VERSION_NUM(DETENT_VERSION_MAJOR, DETENT_VERSION_MINOR, DETENT_VERSION_PATCH)
/** This header's version as text. */
#define DETENT_VERSION "1.3.0"

/** The library's version as text, e.g. "1.0.0" (a static string). */
const char *detent_version(void);

/** The library's version as DETENT_VERSION_NUM(major, minor, patch): compare it with
    DETENT_VERSION_NUMBER to learn whether the library is at least as new as the header. */
unsigned detent_version_number(void);

/** What a call did. 0 is success; every error is negative. */
typedef enum detent_status {
    DETENT_OK = 0,
    /** A NULL handle, buffer or output pointer where one is required. */
    DETENT_ERROR_NULL = -1,
    /** A number was NaN or infinite. */
    DETENT_ERROR_NOT_FINITE = -2,
    /** A time earlier than the handle's time, or outside ±1e9 s. */
    DETENT_ERROR_TIME = -3,
    /** An argument out of its range: an unknown constant, a size that is not positive, bad or
        unknown JSON members, a configuration field out of range (the message names it). */
    DETENT_ERROR_INVALID = -4,
    /** A call on a handle from inside one of its own callbacks (text measurer, behaviour
        callback); refused there. */
    DETENT_ERROR_BUSY = -5,
    /** A struct's `size` field is smaller than the smallest this library accepts, larger than
        a struct it fills in (built against a newer header), or not a multiple of 8. */
    DETENT_ERROR_SIZE = -6,
    /** The caller's buffer is too small; the count needed was written (display lists). */
    DETENT_ERROR_BUFFER_TOO_SMALL = -7,
    /** Not possible in the current state: a fling while a pointer holds the content. */
    DETENT_ERROR_STATE = -8
} detent_status;

/** A static, one-line description of `status`, e.g. "DETENT_ERROR_TIME: the time is earlier
    than the handle's time or outside ±1e9 s"; "unknown status" for any other number. */
const char *detent_strerror(detent_status status);

/**
 * The message of the last failing call on the calling thread (thread-local), e.g.
 * "detent_engine_advance: time 0.5 is earlier than the engine's time 1.0"; "" if no call has
 * failed on this thread. Successful calls leave it unchanged. The string stays valid until the
 * next failing call on this thread.
 */
const char *detent_last_error(void);

/* ============================================================================================
 * Constants shared by the engine and the picker
 * ========================================================================================== */

/** SwiftUI's ScrollPhase: what the scroll view is doing. */
typedef enum detent_phase {
    /** Returned by readers for a NULL handle, or from inside the handle's callback. */
    DETENT_PHASE_NONE = -1,
    /** At rest. */
    DETENT_PHASE_IDLE = 0,
    /** A pointer is down but has not moved past the slop yet. */
    DETENT_PHASE_TRACKING = 1,
    /** The content follows the user: a drag, or a precise (trackpad) wheel gesture. */
    DETENT_PHASE_INTERACTING = 2,
    /** Moving on its own after a release: fling, snap, bounce. */
    DETENT_PHASE_DECELERATING = 3,
    /** A programmatic or stepped move: scroll-to, keys, notched wheel. */
    DETENT_PHASE_ANIMATING = 4
} detent_phase;

/** The scroll axis. */
typedef enum detent_axis {
    DETENT_AXIS_HORIZONTAL = 0,
    DETENT_AXIS_VERTICAL = 1
} detent_axis;

/** Pointer phases (a mouse button, a finger). */
typedef enum detent_pointer_phase {
    DETENT_POINTER_DOWN = 0,
    DETENT_POINTER_MOVE = 1,
    DETENT_POINTER_UP = 2,
    /** The gesture was cancelled: the content settles as after a release without velocity. */
    DETENT_POINTER_CANCEL = 3
} detent_pointer_phase;

/** Keys that scroll. Left/up go one target back, right/down one forward; page keys a page
    (targets_per_page targets, or the container's extent without targets); home/end to the
    lower/upper end of the bounds, wherever the targets are (a picker's ends are its first and
    last values). */
typedef enum detent_key {
    DETENT_KEY_LEFT = 0,
    DETENT_KEY_RIGHT = 1,
    DETENT_KEY_UP = 2,
    DETENT_KEY_DOWN = 3,
    DETENT_KEY_PAGE_UP = 4,
    DETENT_KEY_PAGE_DOWN = 5,
    DETENT_KEY_HOME = 6,
    DETENT_KEY_END = 7
} detent_key;

/** A platform's feel: velocity tracker, fling curve, edges, slop, fling speeds. */
typedef enum detent_profile {
    /** UIScrollView: decay 0.998 per ms, rubber band 0.55 and a bounce; slop 8 (the default). */
    DETENT_PROFILE_IOS = 0,
    /** Android's OverScroller spline fling, clamped edges, LSQ2 velocities. */
    DETENT_PROFILE_ANDROID = 1,
    /** Flutter's BouncingScrollPhysics. */
    DETENT_PROFILE_FLUTTER_BOUNCING = 2,
    /** Flutter's ClampingScrollPhysics. */
    DETENT_PROFILE_FLUTTER_CLAMPING = 3,
    /** GTK 4's kinetic scrolling and overshoot spring. */
    DETENT_PROFILE_GTK = 4
} detent_profile;

/** Kinds of detent_event. */
typedef enum detent_event_kind {
    /** The target (picker value) under the anchor changed: one event per target crossed, at
        the exact time of the crossing. A step (an advance, an input) appends at most 512 of
        one target each; past that, one event spans the rest, from the last target reached to
        the one shown at the step's end, at the time the offset crosses into it (End over
        100,000,000 values costs under 1 ms a frame). The chain from -> to is never broken. */
    DETENT_EVENT_SELECTION = 1,
    /** The phase changed. */
    DETENT_EVENT_PHASE = 2
} detent_event_kind;

/** What moved a selection. */
typedef enum detent_cause {
    /** A phase event (no selection). */
    DETENT_CAUSE_NONE = 0,
    DETENT_CAUSE_DRAG = 1,
    DETENT_CAUSE_DECELERATION = 2,
    DETENT_CAUSE_WHEEL = 3,
    DETENT_CAUSE_KEY = 4,
    /** A scroll-to, a new set of targets, a resize. */
    DETENT_CAUSE_PROGRAMMATIC = 5
} detent_cause;

/**
 * Something that happened, at the exact time it happened (not the frame's time). Each field
 * means one thing; a field that does not apply to the kind holds the value said below.
 */
typedef struct detent_event {
    /** The caller sets sizeof(detent_event) in buffer[0].size before draining; each event
        written says how many of its bytes the library filled. */
    size_t size;
    /** DETENT_EVENT_SELECTION or DETENT_EVENT_PHASE. */
    detent_event_kind kind;
    /** What moved the selection; DETENT_CAUSE_NONE for a phase event. */
    detent_cause cause;
    /** When it happened, in seconds. */
    double time;
    /** The target index before and after (a picker: the value's index); -1 for a phase event. */
    long from_index, to_index;
    /** The phase before and after; DETENT_PHASE_NONE for a selection event. */
    detent_phase from_phase, to_phase;
    /** The offset velocity at a phase change, in points per second (on leaving
        DETENT_PHASE_INTERACTING, the release velocity); 0 for a selection event. */
    double velocity;
    /** The selection before and after as a number: a picker's values, an engine's target
        offsets; 0 for a phase event. */
    double from_value, to_value;
} detent_event;

/** A rectangle in points. */
typedef struct detent_rect {
    double x, y, width, height;
} detent_rect;

/** A damped spring: mass, stiffness and damping, each positive. SwiftUI's
    Spring(duration: d, bounce: 0) has mass 1, stiffness (2π/d)², damping 4π/d. */
typedef struct detent_spring {
    double mass, stiffness, damping;
} detent_spring;

/* ============================================================================================
 * The engine: scroll physics for any scroll view
 * ========================================================================================== */

/** One scroll view's physics: offset, velocity, phase, targets, behaviour, events. */
typedef struct detent_engine detent_engine;

/** How a release's velocity is estimated from the pointer's recent positions. */
typedef enum detent_velocity_estimation {
    /** Flutter's VelocityTracker: degree-2 least squares over the last 100 ms. */
    DETENT_VELOCITY_FLUTTER = 0,
    /** Android's native LSQ2. */
    DETENT_VELOCITY_ANDROID = 1
} detent_velocity_estimation;

/** The curve a released fling follows. */
typedef enum detent_fling_curve {
    /** v(t) = v0·r^(1000 t): UIScrollView, Flutter's FrictionSimulation, GTK (deceleration_rate). */
    DETENT_FLING_DECAY = 0,
    /** Android's OverScroller spline (fling_friction). */
    DETENT_FLING_ANDROID_SPLINE = 1,
    /** Flutter's ClampingScrollSimulation (fling_friction). */
    DETENT_FLING_FLUTTER_CLAMPING = 2
} detent_fling_curve;

/** What a fling does at an edge of the bounds. */
typedef enum detent_edge {
    /** It carries its velocity past the edge, less stop_speed and at most bounce_maximum_speed,
        into bounce_spring, which settles on the edge within maximum_overshoot (iOS). */
    DETENT_EDGE_BOUNCE = 0,
    /** It stops at the edge. */
    DETENT_EDGE_CLAMP = 1,
    /** Flutter's BouncingScrollSimulation: bounce_spring from the edge carrying
        min(v, bounce_maximum_speed) (a negative v passes uncapped, as in Flutter). Since 1.1.0. */
    DETENT_EDGE_FLUTTER_BOUNCE = 2,
    /** GTK's overshoot: bounce_spring from the edge at full speed, stopped overshoot_limit
        points past it and pulled back from rest there. Since 1.1.0. */
    DETENT_EDGE_OVERSHOOT = 3
} detent_edge;

/**
 * Everything an engine is made with. Fill it with detent_engine_config_default() (the iOS
 * profile and the defaults below), or detent_engine_config_profile() for another profile,
 * then set what you need. Every number must be finite and at most 1e12 in magnitude (far beyond
 * any screen; larger numbers overflow the motions' arithmetic); a spring's mass, stiffness and
 * damping at least 1e-6.
 *
 * Offset 0 puts the first target under the anchor. With automatic insets (the default) the
 * anchor is the container's centre (a picker's indicator) and the four inset fields must be
 * 0. With automatic_insets = 0 the anchor is the point `inset_leading` from the container's
 * left edge for a horizontal axis, and `inset_top` from its top edge for a vertical one (the
 * insets are the content's padding on each side, as SwiftUI's EdgeInsets: leading is left);
 * with zero insets the offset is the content coordinate of the container's left (or top)
 * edge, as in a list. A vertical list whose rows line up with its top: axis
 * DETENT_AXIS_VERTICAL, automatic_insets 0, inset_top 0, item targets at anchor 0.
 */
/* Every number has a range, the same the Swift library checks (ScrollEngine.Configuration.Ranges)
   and a trace or the command line is held to: a value out of it is refused with
   DETENT_ERROR_INVALID (NaN or an infinity: DETENT_ERROR_NOT_FINITE), naming the field, and
   nothing changes. */
typedef struct detent_engine_config {
    /** sizeof(detent_engine_config), set by detent_engine_config_default(). */
    size_t size;
    /** The visible container (0 x 0), in points, each 0 or in 1e-6 ... 1e12. */
    double container_width, container_height;
    /** The content without its insets (0 x 0), each in 0 ... 1e12 (reported in the geometry). */
    double content_width, content_height;
    /** The range of resting offsets (0 ... 0), each in -1e12 ... 1e12, as the targets are. */
    double bounds_lower, bounds_upper;
    /** The scroll axis (DETENT_AXIS_HORIZONTAL). */
    detent_axis axis;
    /** 1 (the default): pad the content by half the container at both ends of the axis, so
        the anchor is the container's centre; the four insets below must then be 0 (an engine
        with one set is refused). 0: use the four insets below. */
    int automatic_insets;
    /** Padding around the content when automatic_insets is 0 (0 each), each in -1e12 ... 1e12. */
    double inset_top, inset_leading, inset_bottom, inset_trailing;

    /* -- The profile: detent_engine_config_profile() sets it and every field of this group. */
    /** Which profile these fields came from (DETENT_PROFILE_IOS); informational. */
    detent_profile profile;
    /** How release velocities are estimated (DETENT_VELOCITY_FLUTTER). */
    detent_velocity_estimation velocity_estimation;
    /** The fling curve (DETENT_FLING_DECAY). */
    detent_fling_curve fling_curve;
    /** DETENT_FLING_DECAY: the fraction of velocity kept per millisecond, 0 < r < 1 (0.998:
        1000 pt/s travels 499.5 pt; 0.99 is UIScrollView's "fast"). */
    double deceleration_rate;
    /** The spline and clamping curves' friction, 1e-6 ... 1e6 (0.015). */
    double fling_friction;
    /** The edges (DETENT_EDGE_BOUNCE). */
    detent_edge edge;
    /** DETENT_EDGE_BOUNCE: the spring back onto the edge (iOS: mass 1, stiffness 246.74,
        damping 31.42, i.e. a 0.4 s spring without bounce). Every spring: mass, stiffness and
        damping each in 1e-6 ... 1e12, its response 2*pi*sqrt(mass/stiffness) in 1e-3 ... 1000 s
        and its damping ratio in 0.01 ... 1e6 (a stiffer or barely damped spring rings
        thousands of times a frame). */
    detent_spring bounce_spring;
    /** DETENT_EDGE_BOUNCE: the largest speed carried past an edge, pt/s, 0 for no limit or in
        1e-3 ... 1e12 (0). */
    double bounce_maximum_speed;
    /** The rubber band's coefficient while dragging past an edge, 0 ... 100; 0 holds the content
        at the edge (0.55). */
    double rubber_band_coefficient;
    /** How far a pointer moves before a drag starts, points, 0 ... 1e6 (8). */
    double slop;
    /** Release speeds below this count as zero, pt/s, 0 ... 1e6 (50). */
    double minimum_fling_speed;
    /** Release speeds above this are capped, pt/s, 1e-3 ... 1e12 (8000). */
    double maximum_fling_speed;
    /** A free exponential fling stops below this speed, pt/s, 1e-3 ... 1000 (1). */
    double stop_speed;

    /* -- Gestures and animations (the same for every profile). */
    /** A precise-wheel (trackpad) gesture ends after this long without a delta, 1e-6 ... 10 s (0.1). */
    double wheel_quiet_period;
    /** Points per wheel notch: a notched delta of this size moves one target, 1e-6 ... 1e12 (10). */
    double points_per_notch;
    /** Targets moved by page up / page down, 1 ... 1,000,000,000 (5). */
    long targets_per_page;
    /** How far keys and notches move when there are no targets, points, 1e-6 ... 1e12 (40). */
    double line_step;
    /** The spring of an animated scroll-to (SwiftUI's .smooth: a 0.5 s spring without bounce). */
    detent_spring scroll_to_spring;
    /** The spring of key and notch steps (a 0.3 s spring without bounce). */
    detent_spring step_spring;
    /** The spring that settles a release on a target it cannot decelerate onto (.snappy: 0.35 s). */
    detent_spring snap_spring;
    /** The speed at which a retargeted deceleration reaches its target, 1e-3 ... 10 pt/s (5). */
    double end_speed;
    /** A retargeted deceleration is used when its decay is within this factor of the
        configured rate's, 1 ... 1e6; otherwise a spring (2). */
    double retarget_tolerance;
    /** The largest overshoot of a bounce off an end, and of any spring past one, as a
        fraction of the container's extent, 1e-6 ... 1; 0 for none. Part of the profile since
        1.1.0 (iOS 0.25; the others 0): detent_engine_config_profile() sets it. */
    double maximum_overshoot;
    /** When springs count as settled: distance in points and speed in pt/s, each 1e-6 ... 1e6 (0.01, 1). */
    double tolerance_distance, tolerance_velocity;

    /* -- Since 1.1.0 (a caller's smaller 1.0.0 struct gets these defaults). */
    /** Profile: DETENT_EDGE_OVERSHOOT's limit past an edge, points, 1e-3 ... 1e12 (GTK: 50). */
    double overshoot_limit;
    /** Profile: 1 when flings end at Flutter's toleranceFor (under 20/dpr pt/s, the bounce
        within 1/dpr pt) rather than at stop_speed; the Flutter profiles set it (0). */
    int flutter_tolerance;
    /** Device pixels per point, 0.1 ... 100: the dpr of flutter_tolerance (1). */
    double device_pixel_ratio;
} detent_engine_config;

/**
 * Fills the first `size` bytes of `config` with the defaults (the iOS profile, a 0 x 0
 * container, bounds 0 ... 0) and sets config->size = size. Use detent_engine_config_default(),
 * which passes sizeof(detent_engine_config); this form is for bindings (ctypes). Returns
 * DETENT_ERROR_NULL or DETENT_ERROR_SIZE (a size this library does not know).
 */
detent_status detent_engine_config_init(detent_engine_config *config, size_t size);

/** Fills `config` with the defaults; see detent_engine_config_init(). */
DETENT_INLINE detent_status detent_engine_config_default(detent_engine_config *config) {
    return detent_engine_config_init(config, sizeof(detent_engine_config));
}

/**
 * Sets `config->profile` to `profile` and every field of the profile group (velocity
 * estimation through stop speed) to that profile's values; the other fields are kept.
 * `config` must have been initialised (its size is read). DETENT_ERROR_INVALID for an unknown
 * profile.
 */
detent_status detent_engine_config_profile(detent_engine_config *config, detent_profile profile);

/**
 * An engine at rest at offset 0 (on the nearest bound when 0 is outside the bounds) at `time`,
 * without targets and without a behaviour (a release rests where the fling ends). Returns NULL
 * when a field of `config` is not finite or out of range, its size is unknown, or the time is
 * refused; detent_last_error() names the field (e.g. "detent_engine_create: config.slop (-1.0)
 * must be in 0 ... 1e6"). Free it with detent_engine_destroy().
 */
detent_engine *detent_engine_create(const detent_engine_config *config, double time);

/** Frees the engine (NULL is ignored; ignored from inside the engine's own callback). */
void detent_engine_destroy(detent_engine *engine);

/** Writes the engine's configuration into `config` (whose size the caller sets, e.g. with
    detent_engine_config_default()). */
detent_status detent_engine_get_config(const detent_engine *engine, detent_engine_config *config);

/**
 * Replaces the whole configuration (sizes, bounds, profile, springs...) at the engine's time;
 * the targets and the behaviour are kept. The offset stays; a running motion is re-aimed at
 * the new bounds; a new axis cancels a pointer's gesture (as DETENT_POINTER_CANCEL). A refused
 * configuration changes nothing.
 */
detent_status detent_engine_set_config(detent_engine *engine, const detent_engine_config *config);

/* ---- Targets: where items line up with the anchor ------------------------------------------
 * Targets are what snapping behaviours rest on, what keys and notches step through, and what
 * the selection (detent_engine_selected_index, selection events) is read from. Setting them
 * is a new index space: the selection jumps once (one DETENT_CAUSE_PROGRAMMATIC event) and a
 * running motion is re-aimed. The first targets, where there were none, start the selection
 * and removing them all ends it, with no event: detent_engine_selected_index is -1 while
 * there are none, and an event's from_index is always the index read before it. */

/** `count` targets at first + i·step (a million costs nothing). `step` > 0; count 0 removes
    the targets. */
detent_status detent_engine_set_uniform_targets(detent_engine *engine, double first, double step, size_t count);

/** Targets at `offsets` (any order; duplicates dropped; the library keeps a copy). `offsets`
    may be NULL when `count` is 0, which removes the targets. */
detent_status detent_engine_set_targets(detent_engine *engine, const double *offsets, size_t count);

/** Targets of items along the axis: item i spans starts[i] ... starts[i] + extents[i] in content
    coordinates, and its target is its point at `anchor` (0 its leading or top edge, 0.5 its
    centre, 1 its trailing or bottom edge; any finite number). For a list whose rows should
    line up with the container's top, use anchor 0 with automatic_insets 0 and inset_top 0
    (inset_leading 0 for a horizontal strip's left edge). extents >= 0. */
detent_status detent_engine_set_item_targets(detent_engine *engine, const double *starts, const double *extents,
                                             size_t count, double anchor);

/** How many targets there are (0 for NULL). */
size_t detent_engine_target_count(const detent_engine *engine);

/** The offset of target `index` in *offset; DETENT_ERROR_INVALID for an index out of range. */
detent_status detent_engine_target_offset(const detent_engine *engine, size_t index, double *offset);

/* ---- Behaviours: where a gesture comes to rest (SwiftUI's ScrollTargetBehavior) ------------
 * A release's natural destination (where the fling would stop) goes through the behaviour;
 * the result, clamped to the bounds, is where the content rests, exactly. Without a behaviour
 * (the default) it rests where the fling ends. */

/** Rests on the multiple of `step` points (> 0) closest to the natural destination (ties to
    the lower), whatever the targets. */
detent_status detent_engine_set_closest_multiple(detent_engine *engine, double step);

/** Rests on a page boundary: pages are the container's extent; a gesture moves one page at most. */
detent_status detent_engine_set_paging(detent_engine *engine);

/** How many targets a view-aligned gesture may pass (SwiftUI's ViewAlignedScrollTargetBehavior.LimitBehavior). */
typedef enum detent_view_aligned_limit {
    /** No limit (SwiftUI limits only in compact size classes, which do not exist here). */
    DETENT_LIMIT_AUTOMATIC = 0,
    /** At most a container's worth of targets from where the gesture began. */
    DETENT_LIMIT_ALWAYS = 1,
    /** No limit: the target closest to the natural destination. */
    DETENT_LIMIT_NEVER = 2,
    /** At most one target from where the gesture began. */
    DETENT_LIMIT_ALWAYS_BY_ONE = 3,
    /** At most three targets from where the gesture began. */
    DETENT_LIMIT_ALWAYS_BY_FEW = 4
} detent_view_aligned_limit;

/** Rests with an item lined up with the anchor: the target closest to the natural destination,
    within `limit`. Which point of an item lines up is the anchor its targets were made with
    (detent_engine_set_item_targets). Without targets it rests where the fling ends. */
detent_status detent_engine_set_view_aligned(detent_engine *engine, detent_view_aligned_limit limit);

/** Removes the behaviour: releases rest where the fling ends. */
detent_status detent_engine_remove_behavior(detent_engine *engine);

/** What a behaviour callback knows (SwiftUI's ScrollTargetBehaviorContext). */
typedef struct detent_target_context {
    /** sizeof(detent_target_context) of the library. */
    size_t size;
    /** Where the gesture began: the container-sized rectangle whose origin along the axis is
        the offset then (x for a horizontal axis, y for a vertical one). */
    detent_rect original_target;
    /** The offset velocity at release, pt/s, along the axis (the other component is 0). */
    double velocity_x, velocity_y;
    double content_width, content_height;
    double container_width, container_height;
    detent_axis axis;
    /** The targets: `target_count` of them, ascending. A list's are at `target_offsets`; a
        uniform grid's (target_offsets NULL) at target_first + i·target_step. */
    size_t target_count;
    const double *target_offsets;
    double target_first, target_step;
} detent_target_context;

/** A proposed resting place (SwiftUI's ScrollTarget). */
typedef struct detent_scroll_target {
    /** sizeof(detent_scroll_target) of the library. */
    size_t size;
    /** A container-sized rectangle whose origin along the axis is the resting offset. */
    detent_rect rect;
} detent_scroll_target;

/**
 * A behaviour written in C: called at each release with the proposed target (the natural
 * destination); move target->rect.x (horizontal) or .y (vertical) to where the content should
 * rest. A result that is not finite keeps the proposal. Called from inside the engine's input,
 * fling and advance calls, with `user_data` unchanged; calls on the same engine from inside it
 * are refused (DETENT_ERROR_BUSY).
 */
typedef void (*detent_update_target)(void *user_data, detent_scroll_target *target,
                                     const detent_target_context *context);

/** Uses `update` as the behaviour (DETENT_ERROR_NULL for a NULL function). */
detent_status detent_engine_set_behavior_callback(detent_engine *engine, detent_update_target update, void *user_data);

/* ---- Inputs: each returns a status, and a refused input changes nothing --------------------- */

/**
 * A pointer at (x, y) in the container's coordinates (only the component along the axis
 * matters). `pointer` tells pointers apart (0 for a mouse); the engine follows the first that
 * goes down. For DETENT_POINTER_CANCEL, x and y are ignored.
 */
detent_status detent_engine_pointer(detent_engine *engine, detent_pointer_phase phase, double x, double y,
                                    int pointer, double time);

/** A wheel turned by (dx, dy) points, positive toward larger offsets (SDL's wheel y is the
    other way); the larger of the two counts. `precise` non-zero for trackpads and smooth
    wheels (the content follows 1:1, then glides), zero for notches (points_per_notch moves one
    target). */
detent_status detent_engine_wheel(detent_engine *engine, double dx, double dy, int precise, double time);

/** A key press (see detent_key). */
detent_status detent_engine_key(detent_engine *engine, detent_key key, double time);

/**
 * Where `key` pressed now brings the content to rest, in *offset: where the key's own animation
 * ends (a target or a page on, an end), within the bounds. Under reduced motion, scroll there
 * at once (detent_engine_scroll_to, not animated) instead of applying the key. NaN when the key
 * would not move the content: a pointer or a trackpad holds it. Since 1.3.0.
 */
detent_status detent_engine_key_offset(const detent_engine *engine, detent_key key, double *offset);

/** Scrolls to `offset` (clamped to the bounds), animated with scroll_to_spring (non-zero) or at once. */
detent_status detent_engine_scroll_to(detent_engine *engine, double offset, int animated, double time);

/** Scrolls to target `index` (clamped to the targets), animated or at once. */
detent_status detent_engine_scroll_to_target(detent_engine *engine, size_t index, int animated, double time);

/** Releases the content from where it is with an offset velocity, as a pointer release with
    that estimate would (scripted flings). DETENT_ERROR_STATE while a pointer is down. */
detent_status detent_engine_fling(detent_engine *engine, double velocity, double time);

/** The container is now `width` x `height` points (each 0 or in 1e-6 ... 1e12); a running
    motion is re-aimed. */
detent_status detent_engine_resize(detent_engine *engine, double width, double height, double time);

/** Moves time to `time`: motions run, and their events happen at their exact times. */
detent_status detent_engine_advance(detent_engine *engine, double time);

/**
 * What a frame needs, in one struct (since 1.3.0): detent_engine_frame() and
 * detent_picker_frame() move time and fill it, so that a frame loop makes one call where it
 * made four (advance, offset, is_idle, events). Each field is what its own call gives at that
 * time. The velocity and the phase, which few frames draw, are their readers' (a phase change
 * is also an event).
 */
typedef struct detent_frame {
    /** The caller sets sizeof(detent_frame); the library writes how many bytes it filled. */
    size_t size;
    /** The time moved to, seconds (detent_engine_time()). */
    double time;
    /** The offset, points (detent_engine_offset()). */
    double offset;
    /** When the content next changes on its own (a motion's end, a receding edge stretch's
        end); +infinity when nothing will. Draw another frame while idle is 0 or this is finite. */
    double next_event_time;
    /** How many events wait to be drained: call detent_engine_events() (or the picker's) only
        when it is not 0, as on most frames of a fling it is. */
    size_t events;
    /** 1 at rest, 0 moving or held (detent_engine_is_idle()). */
    int idle;
} detent_frame;

/** Moves time to `time` as detent_engine_advance() does, then writes the engine's state into
    *frame (whose size the caller sets). A refused call (a NULL frame, a size the library does
    not take, a time it refuses) moves nothing. */
detent_status detent_engine_frame(detent_engine *engine, double time, detent_frame *frame);

/* ---- State --------------------------------------------------------------------------------- */

/** The offset at the engine's time, in points; NaN for NULL. */
double detent_engine_offset(const detent_engine *engine);
/** The offset velocity, pt/s; NaN for NULL. */
double detent_engine_velocity(const detent_engine *engine);
/** The phase; DETENT_PHASE_NONE for NULL. */
detent_phase detent_engine_phase(const detent_engine *engine);
/** 1 when at rest, 0 when moving or held; a negative status for NULL. */
int detent_engine_is_idle(const detent_engine *engine);
/** The index of the target under the anchor (the closest, ties to the lower); -1 without
    targets or for NULL. */
long detent_engine_selected_index(const detent_engine *engine);
/** The engine's time: that of its last input or advance; NaN for NULL. */
double detent_engine_time(const detent_engine *engine);
/** When the running motion ends (from then on the offset is exactly its rest); +infinity
    when no motion runs; NaN for NULL. */
double detent_engine_rest_time(const detent_engine *engine);

/** SwiftUI's ScrollGeometry at the engine's time, in content coordinates. */
typedef struct detent_geometry {
    /** The caller sets sizeof(detent_geometry); the library writes how many bytes it filled. */
    size_t size;
    /** The visible region's top-leading corner: offset − the leading inset along the axis. */
    double content_offset_x, content_offset_y;
    double content_width, content_height;
    double inset_top, inset_leading, inset_bottom, inset_trailing;
    double container_width, container_height;
    /** The visible region: (content_offset, container size). */
    detent_rect visible_rect;
} detent_geometry;

/** Writes the geometry into *geometry (whose size the caller sets). */
detent_status detent_engine_geometry(const detent_engine *engine, detent_geometry *geometry);

/** Which end of the bounds an edge stretch is at (since 1.1.0). */
typedef enum detent_stretch_edge {
    /** No stretch. */
    DETENT_STRETCH_NONE = 0,
    /** The lower bound: the content is scaled about the container's leading (left or top) side. */
    DETENT_STRETCH_LEADING = 1,
    /** The upper bound: scaled about the container's trailing (right or bottom) side. */
    DETENT_STRETCH_TRAILING = 2
} detent_stretch_edge;

/**
 * Android 12's overscroll stretch (EdgeEffect's stretch, in closed form) at the engine's time:
 * the android profile stretches, the others never do. Draw the content scaled by `scale` along
 * the axis about the container's side at `edge` (the picker's display list does it). Every
 * number is finite. Since 1.1.0.
 */
typedef struct detent_stretch {
    /** The caller sets sizeof(detent_stretch); the library writes how many bytes it filled. */
    size_t size;
    /** The stretched end (DETENT_STRETCH_NONE: the other fields are 1, 0, 0, 0 and the time). */
    detent_stretch_edge edge;
    /** 1 while a pointer holds it (pulled past the edge, or caught), else 0. */
    int held;
    /** The content's scale along the axis, 1 ... 1.032 (1 + Android's dampStretchVector). */
    double scale;
    /** How far it is stretched, 0 ... 1 of the container's extent along the axis. */
    double distance;
    /** How fast the stretch grows, points per second (negative receding, 0 held). */
    double velocity;
    /** When it has receded to 0: draw frames until then, also after the content rests
        (detent_engine_is_idle says 1 meanwhile); +infinity while held; the engine's time when
        none. */
    double end_time;
} detent_stretch;

/** Writes the edge stretch at the engine's time into *stretch (whose size the caller sets). */
detent_status detent_engine_stretch(const detent_engine *engine, detent_stretch *stretch);

/** SwiftUI's ScrollTransitionPhase: where an item is relative to the visible region. */
typedef enum detent_transition_phase {
    DETENT_TRANSITION_TOP_LEADING = -1,
    DETENT_TRANSITION_IDENTITY = 0,
    DETENT_TRANSITION_BOTTOM_TRAILING = 1
} detent_transition_phase;

/** When an item counts as in view (SwiftUI's ScrollTransitionConfiguration thresholds). */
typedef enum detent_threshold {
    /** Identity while at least `amount` (0 ... 1, clamped) of the item's extent is in the region. */
    DETENT_THRESHOLD_VISIBLE = 0,
    /** Identity while the item contains the region's centre. */
    DETENT_THRESHOLD_CENTERED = 1,
    /** Identity while any part of the item is in the region. */
    DETENT_THRESHOLD_HIDDEN = 2
} detent_threshold;

/**
 * The transition phase of an item with `frame` (content coordinates) and its continuous
 * progress (0 at identity, toward -1 or 1 as it moves out by its own extent). The region is
 * the visible rect inset by the content insets; with automatic insets it is the anchor line.
 * `amount` is read for DETENT_THRESHOLD_VISIBLE only. `progress` may be NULL.
 */
detent_status detent_engine_transition(const detent_engine *engine, detent_rect frame, detent_threshold threshold,
                                       double amount, detent_transition_phase *phase, double *progress);

/**
 * Moves up to `capacity` of the events that happened since the last call, oldest first, into
 * `buffer`, and sets *count to how many. Those left are returned by the next call: call it
 * until *count < capacity. Events accumulate until drained. Set buffer[0].size =
 * sizeof(detent_event) first (each element is that many bytes). A capacity of 0 drains
 * nothing (buffer may then be NULL).
 */
detent_status detent_engine_events(detent_engine *engine, detent_event *buffer, size_t capacity, size_t *count);

/* ============================================================================================
 * The pickers: a wheel (a ruler of ticks and labels, or a cylinder of rows) on an engine, or a
 * date or time picker of cylinder columns, as a display list
 * ========================================================================================== */

/** A picker and the engines that scroll it: one wheel, or a date or time picker's columns. */
typedef struct detent_picker detent_picker;

/** Where a picker comes to rest after a gesture. */
typedef enum detent_picker_behavior {
    /** On the closest value (the default). */
    DETENT_PICKER_CLOSEST_VALUE = 0,
    /** On the closest multiple of snap_step points. */
    DETENT_PICKER_SNAP = 1,
    /** One picker-width page per gesture at most. */
    DETENT_PICKER_PAGING = 2,
    /** On the value closest to the natural destination. */
    DETENT_PICKER_VIEW_ALIGNED = 3,
    /** Wherever the fling ends (the value is still the closest one). */
    DETENT_PICKER_FREE = 4
} detent_picker_behavior;

/** The picker's colours. */
typedef enum detent_theme {
    DETENT_THEME_LIGHT = 0,
    DETENT_THEME_DARK = 1
} detent_theme;

/** What a picker is (since 1.3.0). */
typedef enum detent_picker_kind {
    /** One wheel of values, a ruler or a cylinder (the default). */
    DETENT_KIND_WHEEL = 0,
    /** A date picker: three cylinder columns, month, day and year. Its value is the date as
        yyyymmdd (20240131). */
    DETENT_KIND_DATE = 1,
    /** A 12-hour time picker: hour, minute and AM/PM columns. Its value is the time on the
        24-hour clock as hhmm (941 for 09:41, 2130 for 9:30 PM). */
    DETENT_KIND_TIME = 2,
    /** A 24-hour time picker: hour and minute columns; its value hhmm as DETENT_KIND_TIME's. */
    DETENT_KIND_TIME24 = 3
} detent_picker_kind;

/** How one wheel looks (since 1.3.0). */
typedef enum detent_picker_style {
    /** A ruler of ticks and labels along its axis (the default, the reference design). */
    DETENT_STYLE_RULER = 0,
    /** Rows on a rotating cylinder, vertical, the centre row magnified (the cylinder_* fields). */
    DETENT_STYLE_CYLINDER = 1
} detent_picker_style;

/** Which label is drawn lit. */
typedef enum detent_lit_label {
    /** The selected value's label, and no other (the default). */
    DETENT_LIT_SELECTED_VALUE = 0,
    /** Every label whose frame holds the indicator line. */
    DETENT_LIT_OVERLAPS_INDICATOR = 1
} detent_lit_label;

/**
 * A picker's configuration, typed: every picker a trace header's "picker" member describes
 * (detent_picker_create()'s JSON). The defaults are the reference design (a horizontal ruler
 * of 0...100, 280 x 80 points, centred in the window). Fill it with
 * detent_picker_config_default(), then set what you need. Every number must be finite and at
 * most 1e12 in magnitude, as must the ruler's length ((values - 1) x (spacing + tick_width)).
 *
 * A cylinder (style DETENT_STYLE_CYLINDER) is vertical: it does not read `axis`. A date or
 * time picker (kind DETENT_KIND_DATE, _TIME, _TIME24) is a row of cylinder columns: it reads
 * the size and place, theme, profile, deceleration_rate, the cylinder_* fields and its own
 * (years_*, start_*), and no other; every field is still checked.
 */
typedef struct detent_picker_config {
    /** sizeof(detent_picker_config), set by detent_picker_config_default(). */
    size_t size;
    /* -- Values */
    /** The values from, from + by, ... up to `to` (0, 100, 1); by > 0, to >= from, at most
        100,000,000 values. */
    double values_from, values_to, values_by;
    /* -- Style */
    /** The scroll axis (horizontal). */
    detent_axis axis;
    /** The picker's size in points (280 x 80), each in 0 < s <= 1e6. A ruler shows at most
        100,000 values (its extent over spacing + tick_width); a cylinder at most 1,000 rows on
        a side (its height, squeeze, diameter ratio and row extent together). Both 0 (since
        1.3.0): the picker's own size, as a JSON "picker" without "size": a ruler's 280 x 80, a
        cylinder's 200 x 216, a date picker's 320 x 216, a time picker's 240 x 216. */
    double width, height;
    /** 1 (the default): the picker is centred in the window; 0: its top-left corner is at
        (x, y) window points. A resize of the window centres it (as a trace's "frame"). */
    int centered;
    double x, y;
    /** Points between neighbouring ticks, 0 ... 1e6 (8); a tick's width, 0 < w <= 1e6 (2). One
        value is spacing + tick_width points of scrolling. */
    double spacing, tick_width;
    /** Every major_every-th value has a major tick and a label, 1 ... 1,000,000,000 (5). */
    long major_every;
    /** Tick lengths across the axis at each edge of the band, 0 ... 1e6 (20, 8). */
    double major_tick_height, minor_tick_height;
    /** The label font size in points, 0 < s <= 10,000 (24). */
    double label_font_size;
    /** The selection indicator's width, 0 ... 1e6 (2). */
    double indicator_width;
    /** The smallest gap between neighbouring labels, in ems, 0 ... 1000 (0.25): labels are thinned
        until it holds. */
    double minimum_label_gap;
    /** Which label is lit (DETENT_LIT_SELECTED_VALUE). */
    detent_lit_label lit_label;
    /** The colours (DETENT_THEME_LIGHT). */
    detent_theme theme;
    /* -- Behaviour and physics */
    /** Where gestures rest (DETENT_PICKER_CLOSEST_VALUE). */
    detent_picker_behavior behavior;
    /** DETENT_PICKER_SNAP: the multiple of this many points, > 0 (10). */
    double snap_step;
    /** The platform feel (DETENT_PROFILE_IOS). */
    detent_profile profile;
    /** 0 (the default): the profile's fling. Otherwise a fling that decays at this fraction of
        velocity kept per millisecond, 0 < r < 1 (0.998 normal, 0.99 fast). */
    double deceleration_rate;

    /* -- Since 1.3.0. A caller whose size is 1.2.0's (ending at deceleration_rate) gets these
          defaults: one ruler. */
    /** What the picker is (DETENT_KIND_WHEEL). */
    detent_picker_kind kind;
    /** One wheel's look (DETENT_STYLE_RULER). */
    detent_picker_style style;
    /** Non-zero: the values repeat without end, the first after the last (at most 1,000,000
        values); 0 (the default): the wheel stops at its ends. */
    int looping;
    /** DETENT_KIND_DATE: the year column's years, years_from ... years_to (1900, 2100): at most
        1,000,000 years, each within -999,999 ... 999,999. */
    int years_from, years_to;
    /** DETENT_KIND_DATE: the day it rests on at first (2024, 1, 31), a day that exists (on the
        proleptic Gregorian calendar); a date outside the years rests on the closest day in
        them: the first year's 1 January or the last year's 31 December. */
    int start_year, start_month, start_day;
    /** DETENT_KIND_TIME, _TIME24: the time it rests on at first, hour 0 ... 23 and minute
        0 ... 59 (9, 41). */
    int start_hour, start_minute;
    /** A cylinder's numbers (a cylinder wheel's, and each column's of a date or time picker;
        Cupertino's by default, as Flutter's CupertinoPicker): a row's extent along the wheel,
        0.01 ... 1e6 points (32); the diameter over the height, 0.01 ... 100 (1.07); the
        perspective, 0 ... 0.01 (0.003); how far off its axis the wheel is seen, -1 ... 1 (0;
        a date or time picker's columns add their own); the centre row's magnification,
        0.01 ... 10 (1.119); the rows' squeeze, 0.01 ... 10 (1.45); the opacity of the rows
        over and under the centre band, 0 ... 1 (0.447). */
    double cylinder_item_extent, cylinder_diameter_ratio, cylinder_perspective, cylinder_off_axis_fraction,
        cylinder_magnification, cylinder_squeeze, cylinder_over_and_under_center_opacity;
} detent_picker_config;

/** Fills the first `size` bytes of `config` with the defaults and sets config->size = size;
    see detent_engine_config_init(). */
detent_status detent_picker_config_init(detent_picker_config *config, size_t size);

/** Fills `config` with the reference picker's configuration. */
DETENT_INLINE detent_status detent_picker_config_default(detent_picker_config *config) {
    return detent_picker_config_init(config, sizeof(detent_picker_config));
}

/**
 * A picker at rest on its first value (a date or time picker on its start) at `time`, in a
 * window of `window_width` x `window_height` points (each in 0 < s <= 1e12). NULL `config`
 * gives the reference picker.
 * Returns NULL for a field out of range (detent_last_error() names it), an unknown size, a
 * window out of range, or a bad time. Free it with detent_picker_destroy().
 */
detent_picker *detent_picker_create_with_config(const detent_picker_config *config, double window_width,
                                                double window_height, double time);

/**
 * A picker configured by JSON (the native library's; the WebAssembly module leaves the JSON
 * reader out, and detent.js reads the JSON and fills a detent_picker_config): the object a
 * trace header gives as its "picker" member, e.g.
 * {"values": {"from": 0, "to": 10, "by": 0.5}, "theme": "dark"}. Its members:
 *   values {from, to, by}; spacing; tick_width; major_every; size {width, height};
 *   frame {x, y, width, height} (window points; overrides size); axis "horizontal" | "vertical";
 *   behavior "closest-multiple" | "snap:STEP" | "paging" | "view-aligned" | "none";
 *   profile "ios" | "android" | "flutter-bouncing" | "flutter-clamping" | "gtk";
 *   rate "normal" | "fast" | a number in (0, 1); theme "light" | "dark";
 *   style "ruler" | "cylinder"; looping true | false; cylinder {item_extent 0.01 ... 1e6,
 *   diameter_ratio 0.01 ... 100, perspective 0 ... 0.01, off_axis_fraction -1 ... 1,
 *   magnification 0.01 ... 10, squeeze 0.01 ... 10, over_and_under_center_opacity 0 ... 1};
 *   demo "date" | "time" | "time24" (a date or time picker, DETENT_KIND_*: then size, frame,
 *   profile, rate, theme and cylinder apply, and no other wheel member); years {from, to}
 *   (a date's); start "YYYY-MM-DD" | "HH:MM" (where a date or time picker rests at first).
 * It is the picker detent_picker_create_with_config() makes of the same fields. NULL or "{}"
 * gives the reference picker. Returns NULL on bad JSON, an unknown member (the
 * message names it, e.g. `unknown member "picker.theem"`), an out-of-range value (numbers as
 * in detent_picker_config), a window out of range (as above), or a bad time.
 */
detent_picker *detent_picker_create(const char *picker_json, double window_width, double window_height,
                                    double time);

/** Frees the picker (NULL is ignored; ignored from inside its own text measurer). */
void detent_picker_destroy(detent_picker *picker);

/* ---- Inputs (window points, y down, like SDL's): each returns a status --------------------- */

/**
 * A pointer at (x, y). A down outside the picker's frame is ignored together with that
 * pointer's moves and up; a tap (down and up without a drag) on a tick or label scrolls to
 * that value. `pointer` tells pointers apart (0 for a mouse). For DETENT_POINTER_CANCEL, x and
 * y are ignored.
 */
detent_status detent_picker_pointer(detent_picker *picker, detent_pointer_phase phase, double x, double y,
                                    int pointer, double time);

/** A wheel turned by (dx, dy) points, positive toward larger values (pass SDL's wheel y as
    -y * points_per_notch); `precise` non-zero for trackpads (1:1), zero for notches (one
    value per notch of spacing + tick_width points). */
detent_status detent_picker_wheel(detent_picker *picker, double dx, double dy, int precise, double time);

/** A key press: one value, a page (major_every values), or the first/last value. A date or
    time picker moves its focused column (up and down, Page Up/Down, Home, End) or the focus
    (left and right). */
detent_status detent_picker_key(detent_picker *picker, detent_key key, double time);

/** Moves to the value closest to `value`, animated (non-zero) or at once (a date or time
    picker's value as detent_picker_value() gives it: every column moves). */
detent_status detent_picker_select(detent_picker *picker, double value, int animated, double time);

/** Releases the picker from where it is with an offset velocity (pt/s, positive toward larger
    values), as a pointer release with that estimate would. DETENT_ERROR_STATE while a
    pointer is down. */
detent_status detent_picker_fling(detent_picker *picker, double velocity, double time);

/** The window is now `width` x `height` points (each in 0 < s <= 1e12): the picker is centred
    in it (even one placed at (x, y)); the value is kept. */
detent_status detent_picker_resize(detent_picker *picker, double width, double height, double time);

/** Moves time to `time`: motions run, and their events happen at their exact times. */
detent_status detent_picker_advance(detent_picker *picker, double time);

/** Moves time to `time` as detent_picker_advance() does, then writes the picker's state into
    *frame as detent_engine_frame() does (a date or time picker's active column's offset,
    velocity and phase; `events` counts every column's). */
detent_status detent_picker_frame(detent_picker *picker, double time, detent_frame *frame);

/* ---- State --------------------------------------------------------------------------------- */

/** The value under the indicator (a date picker's yyyymmdd, a time picker's hhmm, of its
    columns' values); NaN for NULL. */
double detent_picker_value(const detent_picker *picker);
/** The scroll offset in points (value index i rests at i × (spacing + tick_width)); a date or
    time picker's active column's (detent_picker_active_column()); NaN for NULL. */
double detent_picker_offset(const detent_picker *picker);
/** The offset velocity, pt/s (positive toward larger values; the active column's); NaN for NULL. */
double detent_picker_velocity(const detent_picker *picker);
/** The phase (the active column's); DETENT_PHASE_NONE for NULL. */
detent_phase detent_picker_phase(const detent_picker *picker);
/** 1 when at rest, 0 when moving or touched; a negative status for NULL. */
int detent_picker_is_idle(const detent_picker *picker);
/** The picker's time: that of the last input or advance; NaN for NULL. */
double detent_picker_time(const detent_picker *picker);

/** Drains the picker's events, as detent_engine_events() does; from_value and to_value are
    the picker's values (a date or time picker's: the values of the event's column, which
    detent_picker_column_events() gives). */
detent_status detent_picker_events(detent_picker *picker, detent_event *buffer, size_t capacity, size_t *count);

/** When the picker next changes on its own (a motion's end, an edge stretch's end): draw
    frames until then. +infinity when nothing moves; NaN for NULL. Since 1.3.0. */
double detent_picker_next_event_time(const detent_picker *picker);

/**
 * The value `key` moves the picker to at once, in *value: where the key's own animation comes
 * to rest (the focused column a row, a page or to an end, round a looping wheel's ends), as
 * detent_picker_value() gives it. Under reduced motion, select it not animated instead of
 * applying the key. NaN for left and right on a date or time picker: they move the focus,
 * not a value (apply the key). Since 1.3.0.
 */
detent_status detent_picker_key_value(const detent_picker *picker, detent_key key, double *value);

/* ---- Columns (since 1.3.0): a date or time picker's; one wheel is one column ----------------- */

/** How many columns: 1 for one wheel, 3 for a date or 12-hour time, 2 for a 24-hour time; 0
    for NULL. */
int detent_picker_column_count(const detent_picker *picker);

/** The column the offset, velocity and phase readers describe (the last one moved); -1 for one
    wheel or NULL. */
int detent_picker_active_column(const detent_picker *picker);

/**
 * Column `column`'s value under its indicator, its first and last values and its frame in
 * window points (each pointer may be NULL): what an accessible control per column needs
 * (ARIA's valuenow, valuemin, valuemax). Column 0 of one wheel is the wheel. A date's columns
 * are month 1 ... 12, day 1 ... the shown month's last day (its rows past that are disabled),
 * year; a time's hour (1 ... 12, or 0 ... 23), minute 0 ... 59
 * and AM/PM (0, 1). DETENT_ERROR_INVALID for a column that is not there.
 */
detent_status detent_picker_column(const detent_picker *picker, int column, double *value, double *first, double *last,
                                   detent_rect *frame);

/**
 * The text column `column` shows for `value` ("February", "2024", "42"), or for column -1 the
 * text of a picker value ("2024-02-29", "09:41", a wheel's "42"), written with a NUL into
 * `text` when `capacity` bytes hold it; *needed is set to the bytes it takes, NUL included,
 * either way (DETENT_ERROR_BUFFER_TOO_SMALL when it does not fit: call again with a larger
 * buffer). `text` may be NULL with a capacity of 0.
 */
detent_status detent_picker_label(const detent_picker *picker, int column, double value, char *text, size_t capacity,
                                  size_t *needed);

/** Moves the keyboard's and the wheel's focus to column `column` (a trace's "focus" input);
    DETENT_ERROR_INVALID for a column that is not there. */
detent_status detent_picker_focus(detent_picker *picker, int column, double time);

/** Whether the display list marks the focused column of a date or time picker (non-zero, at
    first) or not (0: a host whose keyboard focus is elsewhere, as SwiftUI's
    focusEffectDisabled); the keys still go to the focused column. One wheel has no mark: OK,
    nothing changes. Drawing only: not an input, nothing a trace records. Since 1.3.0. */
detent_status detent_picker_set_focus_effect(detent_picker *picker, int shown);

/** Drains the picker's events as detent_picker_events() does (the same events: either call
    drains them), with each event's column in columns[i] (-1 for one wheel); `columns` holds
    `capacity` ints, or is NULL. */
detent_status detent_picker_column_events(detent_picker *picker, detent_event *buffer, size_t capacity, int *columns,
                                          size_t *count);

/* ---- Display list -------------------------------------------------------------------------- */

/** Kinds of detent_item. */
typedef enum detent_item_kind {
    /** Fill (x, y, width, height) with the colour, blended by its opacity. */
    DETENT_ITEM_RECT = 1,
    /** Draw `text` at `font_size` points in (x, y, width, height), placed at (align_x, align_y)
        of the free space (0.5, 0.5 centres it), in the colour; then, when (scale_x, scale_y)
        is not (1, 1), scale the drawn text by it about the frame's centre (a cylinder's row). */
    DETENT_ITEM_TEXT = 2,
    /** Clip what follows to (x, y, width, height). */
    DETENT_ITEM_CLIP = 3,
    /** Stop clipping. */
    DETENT_ITEM_UNCLIP = 4
} detent_item_kind;

/** One thing to draw, in window points, in list order. */
typedef struct detent_item {
    /** The caller sets sizeof(detent_item) in items[0].size; each item written says how many
        of its bytes the library filled. */
    size_t size;
    /** A DETENT_ITEM_*. */
    detent_item_kind kind;
    /** The rectangle (rect, text frame, clip); 0 for DETENT_ITEM_UNCLIP. */
    double x, y, width, height;
    /** sRGB components and opacity, each 0...1 (rect and text; 0 otherwise). */
    double red, green, blue, opacity;
    /** Text: the size in points, and where the text sits in its frame (0 otherwise). */
    double font_size, align_x, align_y;
    /** Text: UTF-8, NUL-terminated, pointing into the caller's text buffer; NULL otherwise.
        Valid until that buffer is reused. */
    const char *text;
    /** Text: its length in bytes, without the NUL (0 otherwise). */
    size_t text_length;

    /* -- Since 1.2.0. A caller whose items[0].size is 1.1.0's (ending at text_length) gets a
          scaled text as plain text of font_size x scale_y in its frame, as before. */
    /** Text: drawn at font_size, centred in its frame, then scaled about the frame's centre by
        scale_x across and scale_y down (a cylinder's row seen at an angle is squeezed along
        the axis and, in perspective, narrowed across it; the frame is the scaled text's); 1, 1
        for plain text; 0 otherwise. */
    double scale_x, scale_y;
} detent_item;

/**
 * The picker as it is at its time: the background, a clip to the picker's frame, the visible
 * ticks and labels (their transitions applied; a label is faded out near the frame's edge and
 * never drawn cut by it), the indicator (two rectangles, either side of the labels' band),
 * and the end of the clip.
 *
 * Sets *count to the number of items and, when `text_size` is not NULL, *text_size to the
 * bytes their texts take (NULs included). When both fit (`capacity` items, `text_capacity`
 * bytes) it writes the items and texts and returns DETENT_OK; otherwise it writes nothing and
 * returns DETENT_ERROR_BUFFER_TOO_SMALL, so a call with capacity 0 asks for the sizes. Set
 * items[0].size = sizeof(detent_item) first. 64 bytes per item is ample for number labels.
 */
detent_status detent_picker_display_list(detent_picker *picker, detent_item *items, size_t capacity, char *text,
                                         size_t text_capacity, size_t *count, size_t *text_size);

/**
 * Measures `text` (UTF-8, NUL-terminated) set at `font_size` points: writes its width and
 * height in points and returns 0, or returns non-zero to fall back to the built-in estimate.
 */
typedef int (*detent_measure_text)(void *context, const char *text, double font_size, double *width,
                                   double *height);

/**
 * Lays labels out at the size your font draws them (SDL_ttf: TTF_SizeUTF8's width and
 * TTF_FontHeight, divided by the pixel scale), so that a label's transition starts exactly
 * where its drawn edge meets the indicator. NULL restores the built-in estimate (0.6 em per
 * character, 1.2 em line height). Taps are always hit-tested with the estimate, so a recorded
 * trace replays the same whatever renderer recorded it. The callback is called from inside
 * detent_picker_display_list(), with `context` unchanged; calls on the same picker from inside
 * it are refused (DETENT_ERROR_BUSY).
 */
detent_status detent_picker_set_text_measurer(detent_picker *picker, detent_measure_text measure, void *context);

#ifdef __cplusplus
}
#endif

#endif /* DETENT_H */
