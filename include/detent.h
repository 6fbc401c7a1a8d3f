/*
 * detent.h — the C interface of Detent: a deterministic scroll-physics engine and the wheel
 * picker built on it, for renderers written in C, C++, Python (ctypes) and anything else
 * that can call C.
 *
 * C99. Link with `$(pkg-config --cflags --libs detent)` after `make install PREFIX=...`.
 *
 * The model:
 *   - Time is an input. Every input carries its time in seconds (any origin, e.g. the
 *     time since the program started); times never go backwards and stay within ±1e9 s.
 *     The library never reads a clock: the same inputs give the same state, at any frame rate.
 *   - Each frame, call detent_picker_advance(p, now), drain detent_picker_events() and draw
 *     detent_picker_display_list(), into buffers the caller owns (the C layer allocates
 *     nothing per frame).
 *   - Coordinates are window points, y down, like SDL's.
 *   - A failing call returns a negative DETENT_ERROR_* (or NULL, NaN, 0 as documented),
 *     leaves the picker unchanged, and sets detent_last_error(). Nothing aborts the host.
 *
 * A handle is not thread-safe: use each picker from one thread at a time. Different pickers
 * may be used on different threads.
 */
#ifndef DETENT_H
#define DETENT_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/** The version of this header; detent_version() gives the library's. */
#define DETENT_VERSION "0.1.0"

/* ---- Errors -------------------------------------------------------------------------- */

/** Return values of the calls that return `int`: 0 is success, a negative value an error. */
enum {
    DETENT_OK = 0,
    /** A NULL picker or buffer where one is required. */
    DETENT_ERROR_NULL = -1,
    /** A number was NaN or infinite. */
    DETENT_ERROR_NOT_FINITE = -2,
    /** A time earlier than the picker's time, or outside ±1e9 s. */
    DETENT_ERROR_TIME = -3,
    /** An argument out of its range: an unknown constant, a size that is not positive, bad JSON. */
    DETENT_ERROR_INVALID = -4,
    /** A call on a picker from inside its own text measurer callback; refused there
        (destroy does nothing, state calls give NaN or this code, the display list 0). */
    DETENT_ERROR_BUSY = -5
};

/** The library's version, e.g. "0.1.0" (a static string). */
const char *detent_version(void);

/**
 * The message of the last failing call on the calling thread (thread-local), e.g.
 * "time 0.5 is earlier than the engine's time 1.0"; "" if no call has failed on this thread.
 * Successful calls leave it unchanged. The string stays valid until the next failing call on
 * this thread.
 */
const char *detent_last_error(void);

/* ---- Creating a picker ---------------------------------------------------------------- */

/** A wheel picker and the engine that scrolls it. */
typedef struct detent_picker detent_picker;

/**
 * A picker at rest on its first value at `time`, in a window of `window_width` x
 * `window_height` points.
 *
 * `picker_json` is the JSON object a trace header gives as its "picker" member (see
 * docs/trace-format.md), e.g. {"values": {"from": 0, "to": 10, "by": 0.5}, "theme": "dark"};
 * NULL or "{}" gives the reference picker (values 0...100, 280 x 80 points, centred in the
 * window). Returns NULL on bad JSON, an unknown or out-of-range member, a window that is not
 * positive and finite, or a bad time; detent_last_error() says which.
 * Free it with detent_picker_destroy().
 */
detent_picker *detent_picker_create(const char *picker_json, double window_width, double window_height,
                                    double time);

/** Frees the picker (NULL is ignored). */
void detent_picker_destroy(detent_picker *picker);

/* ---- Inputs: each returns 0 or a negative DETENT_ERROR_* -------------------------------- */

/** Pointer phases for detent_picker_pointer(). */
enum {
    DETENT_POINTER_DOWN = 0,
    DETENT_POINTER_MOVE = 1,
    DETENT_POINTER_UP = 2,
    DETENT_POINTER_CANCEL = 3
};

/**
 * A pointer (mouse button, finger) at (x, y) window points. A down outside the picker's frame
 * is ignored together with that pointer's moves and up; a tap (down and up without a drag)
 * on a tick or label scrolls to that value. `pointer` tells several pointers apart (0 for a
 * mouse). For DETENT_POINTER_CANCEL, x and y are ignored.
 */
int detent_picker_pointer(detent_picker *picker, int phase, double x, double y, int pointer, double t);

/**
 * A wheel turned by (dx, dy) points, positive toward larger values (SDL's wheel y is the
 * other way: pass -y * points_per_notch). `precise` non-zero for trackpads and smooth wheels
 * (the content follows 1:1); zero for notched wheels (one value per notch).
 */
int detent_picker_wheel(detent_picker *picker, double dx, double dy, int precise, double t);

/** Keys for detent_picker_key(). */
enum {
    DETENT_KEY_LEFT = 0,
    DETENT_KEY_RIGHT = 1,
    DETENT_KEY_UP = 2,
    DETENT_KEY_DOWN = 3,
    DETENT_KEY_PAGE_UP = 4,
    DETENT_KEY_PAGE_DOWN = 5,
    DETENT_KEY_HOME = 6,
    DETENT_KEY_END = 7
};

/** A key was pressed: one value, a page (one major tick's worth), or the first/last value. */
int detent_picker_key(detent_picker *picker, int key, double t);

/** Moves to the value closest to `value`, animated (non-zero) or at once (zero). */
int detent_picker_select(detent_picker *picker, double value, int animated, double t);

/** The window is now `width` x `height` points: the picker re-centres and keeps its value. */
int detent_picker_resize(detent_picker *picker, double width, double height, double t);

/** Moves time to `t`: motions run, and their events happen at their exact times. */
int detent_picker_advance(detent_picker *picker, double t);

/* ---- State ----------------------------------------------------------------------------- */

/** Phases (SwiftUI's ScrollPhase). */
enum {
    DETENT_PHASE_IDLE = 0,
    DETENT_PHASE_TRACKING = 1,
    DETENT_PHASE_INTERACTING = 2,
    DETENT_PHASE_DECELERATING = 3,
    DETENT_PHASE_ANIMATING = 4
};

/** The value under the indicator; NaN for a NULL picker. */
double detent_picker_value(const detent_picker *picker);
/** The scroll offset in points (value i of the reference picker rests at 10 i); NaN for NULL. */
double detent_picker_offset(const detent_picker *picker);
/** The offset velocity in points per second (positive toward larger values); NaN for NULL. */
double detent_picker_velocity(const detent_picker *picker);
/** The phase, a DETENT_PHASE_*; DETENT_ERROR_NULL for NULL. */
int detent_picker_phase(const detent_picker *picker);
/** 1 when at rest, 0 when moving or touched; DETENT_ERROR_NULL for NULL. */
int detent_picker_is_idle(const detent_picker *picker);
/** The picker's time: that of the last input or advance; NaN for NULL. */
double detent_picker_time(const detent_picker *picker);

/* ---- Events ---------------------------------------------------------------------------- */

/** Kinds of detent_event. */
enum {
    /** The value under the indicator changed: one event per value crossed. */
    DETENT_EVENT_SELECTION = 1,
    /** The phase changed. */
    DETENT_EVENT_PHASE = 2
};

/** What moved a selection (detent_event.cause). */
enum {
    DETENT_CAUSE_NONE = 0,
    DETENT_CAUSE_DRAG = 1,
    DETENT_CAUSE_DECELERATION = 2,
    DETENT_CAUSE_WHEEL = 3,
    DETENT_CAUSE_KEY = 4,
    DETENT_CAUSE_PROGRAMMATIC = 5
};

/** Something that happened, at the exact time it happened (not the frame's time). */
typedef struct detent_event {
    /** DETENT_EVENT_SELECTION or DETENT_EVENT_PHASE. */
    int kind;
    /** For a selection, a DETENT_CAUSE_*; DETENT_CAUSE_NONE for a phase change. */
    int cause;
    /** When it happened, in seconds. */
    double time;
    /** A selection: the values before and after. A phase change: the DETENT_PHASE_* before and after. */
    double from, to;
    /** A phase change: the offset velocity then, in points per second (on leaving
        DETENT_PHASE_INTERACTING, the release velocity). 0 for a selection. */
    double velocity;
} detent_event;

/**
 * Moves up to `capacity` of the events that happened since the last call, oldest first, into
 * `out`, and returns how many it moved. Those left over are returned by the next call, so
 * call it until it returns less than `capacity`. Events accumulate until drained.
 * Returns 0 for a NULL picker, or for a NULL `out` with a non-zero capacity.
 */
size_t detent_picker_events(detent_picker *picker, detent_event *out, size_t capacity);

/* ---- Display list ---------------------------------------------------------------------- */

/** Kinds of detent_item. */
enum {
    /** Fill (x, y, width, height) with the colour, blended by its opacity. */
    DETENT_ITEM_RECT = 1,
    /** Draw `text` at `font_size` points in (x, y, width, height), placed at (align_x, align_y)
        of the free space (0.5, 0.5 centres it), in the colour. */
    DETENT_ITEM_TEXT = 2,
    /** Clip what follows to (x, y, width, height). */
    DETENT_ITEM_CLIP = 3,
    /** Stop clipping. */
    DETENT_ITEM_UNCLIP = 4
};

/** One thing to draw, in window points, in list order. */
typedef struct detent_item {
    /** A DETENT_ITEM_*. */
    int kind;
    /** The rectangle (rect, text frame, clip). */
    double x, y, width, height;
    /** sRGB components and opacity, each 0...1 (rect and text). */
    double red, green, blue, opacity;
    /** Text: the size in points, and where the text sits in its frame. */
    double font_size, align_x, align_y;
    /** Text: UTF-8, NUL-terminated, pointing into the caller's text buffer; NULL otherwise.
        Valid until that buffer is reused. */
    const char *text;
    /** Text: its length in bytes, without the NUL. */
    size_t text_length;
} detent_item;

/**
 * The picker as it is at its time: the background, a clip to the picker's frame, the visible
 * ticks and labels (their transitions applied; a label is faded out near the frame's edge and
 * never drawn cut by it), the indicator (two rectangles, either side of the labels' band),
 * and the end of the clip.
 *
 * Returns the number of items in the list. When that is at most `capacity` and the texts fit
 * in `text_capacity` bytes, the items are written to `out` and their texts to `text`; when the
 * items do not fit nothing is written (a call with capacity 0 returns the count needed).
 * When the items fit but the texts do not, nothing is written and 0 is returned, with
 * detent_last_error() saying how many bytes are needed (a list is never empty: it always has
 * the background). detent_picker_display_text_size() gives that number beforehand; 64 bytes
 * per item is ample for the number labels.
 */
size_t detent_picker_display_list(detent_picker *picker, detent_item *out, size_t capacity, char *text,
                                  size_t text_capacity);

/** The bytes the texts of the current display list need in the text buffer (NULs included). */
size_t detent_picker_display_text_size(detent_picker *picker);

/* ---- Text measuring -------------------------------------------------------------------- */

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
 * detent_picker_display_list() and detent_picker_display_text_size(), with `context`
 * unchanged; calls on the same picker from inside it are refused (DETENT_ERROR_BUSY).
 */
int detent_picker_set_text_measurer(detent_picker *picker, detent_measure_text measure, void *context);

#ifdef __cplusplus
}
#endif

#endif /* DETENT_H */
