"""Detent from Python: the scroll-physics engine for any scroll view, and the wheel picker,
over ctypes and libdetent (include/detent.h). No build step; copy this file next to your code.

    import detent
    engine = detent.Engine(container=(280, 80), content=(1000, 80), bounds=(0, 1000))
    engine.set_uniform_targets(0, 10, 101)      # a target every 10 points
    engine.set_closest_multiple(10)             # rest on the closest multiple of 10
    engine.fling(1000, time=0)                  # 1000 pt/s toward larger offsets
    t = 0
    while not engine.is_idle:
        t += 1 / 120
        engine.advance(t)
    print(engine.offset)                        # 500.0
    print([e.to_index for e in engine.events() if e.kind == "selection"])

Time is an input: every call takes its time in seconds, never read from a clock. A refused
call raises DetentError (its status and the library's message) and changes nothing.

The library is looked up as the path in $DETENT_LIBRARY, then as libdetent on the loader's
path (LD_LIBRARY_PATH, ldconfig), then where `make install` put it. `make lib` in Detent's
checkout builds .build/lib/libdetent.so; `make install PREFIX=...` installs it and this module
(PREFIX/lib/python3.X/site-packages/detent.py, knowing PREFIX/lib/libdetent.so).
"""
import ctypes
import ctypes.util
import math
import os
from dataclasses import dataclass

__all__ = ["Engine", "Picker", "Event", "Item", "DetentError", "LibraryNotFound", "load", "ENVIRONMENT_VARIABLE"]

#: The environment variable that gives libdetent's path.
ENVIRONMENT_VARIABLE = "DETENT_LIBRARY"
#: The library's major version this module speaks (detent.h's DETENT_VERSION_MAJOR).
MAJOR = 1
#: The library `make install` installed beside this module (written by `make install`).
INSTALLED_LIBRARY = None


class LibraryNotFound(OSError):
    """libdetent could not be loaded; the message says where it was looked for and how to get it."""


class DetentError(Exception):
    """A call the library refused: `status` (a negative number), `name` (DETENT_ERROR_...) and the
    library's message (detent_last_error()). A handle that could not be made has no status (None):
    the message says why."""

    def __init__(self, status, message):
        self.status = status
        self.name = _lib().detent_strerror(status).decode().split(":")[0] if status is not None else None
        super().__init__(f"{self.name}: {message}" if self.name else message)


# ---- The C declarations (detent.h) ------------------------------------------------------------

c_double, c_int, c_long, c_size_t, c_void_p = ctypes.c_double, ctypes.c_int, ctypes.c_long, ctypes.c_size_t, ctypes.c_void_p


class Spring(ctypes.Structure):  # detent_spring
    _fields_ = [("mass", c_double), ("stiffness", c_double), ("damping", c_double)]


class Rect(ctypes.Structure):  # detent_rect
    _fields_ = [("x", c_double), ("y", c_double), ("width", c_double), ("height", c_double)]


def _doubles(*names):
    return [(n, c_double) for n in names]


class EngineConfig(ctypes.Structure):  # detent_engine_config
    _fields_ = ([("size", c_size_t)] + _doubles("container_width", "container_height", "content_width", "content_height",
                                                 "bounds_lower", "bounds_upper")
                + [("axis", c_int), ("automatic_insets", c_int)]
                + _doubles("inset_top", "inset_leading", "inset_bottom", "inset_trailing")
                + [("profile", c_int), ("velocity_estimation", c_int), ("fling_curve", c_int)]
                + _doubles("deceleration_rate", "fling_friction") + [("edge", c_int), ("bounce_spring", Spring)]
                + _doubles("bounce_maximum_speed", "rubber_band_coefficient", "slop", "minimum_fling_speed",
                           "maximum_fling_speed", "stop_speed", "wheel_quiet_period", "points_per_notch")
                + [("targets_per_page", c_long), ("line_step", c_double), ("scroll_to_spring", Spring),
                   ("step_spring", Spring), ("snap_spring", Spring)]
                + _doubles("end_speed", "retarget_tolerance", "maximum_overshoot", "tolerance_distance", "tolerance_velocity")
                # Since 1.1.0.
                + [("overshoot_limit", c_double), ("flutter_tolerance", c_int),
                   ("device_pixel_ratio", c_double)])


class PickerConfig(ctypes.Structure):  # detent_picker_config
    _fields_ = ([("size", c_size_t)] + _doubles("values_from", "values_to", "values_by") + [("axis", c_int)]
                + _doubles("width", "height") + [("centered", c_int)] + _doubles("x", "y", "spacing", "tick_width")
                + [("major_every", c_long)]
                + _doubles("major_tick_height", "minor_tick_height", "label_font_size", "indicator_width", "minimum_label_gap")
                + [("lit_label", c_int), ("theme", c_int), ("behavior", c_int), ("snap_step", c_double), ("profile", c_int),
                   ("deceleration_rate", c_double)]
                # since 1.3.0
                + [(name, c_int) for name in ("kind", "style", "looping", "years_from", "years_to", "start_year",
                                              "start_month", "start_day", "start_hour", "start_minute")]
                + _doubles("cylinder_item_extent", "cylinder_diameter_ratio", "cylinder_perspective",
                           "cylinder_off_axis_fraction", "cylinder_magnification", "cylinder_squeeze",
                           "cylinder_over_and_under_center_opacity"))


class _Event(ctypes.Structure):  # detent_event
    _fields_ = [("size", c_size_t), ("kind", c_int), ("cause", c_int), ("time", c_double), ("from_index", c_long),
                ("to_index", c_long), ("from_phase", c_int), ("to_phase", c_int), ("velocity", c_double),
                ("from_value", c_double), ("to_value", c_double)]


class Geometry(ctypes.Structure):  # detent_geometry
    _fields_ = ([("size", c_size_t)] + _doubles("content_offset_x", "content_offset_y", "content_width", "content_height",
                                                 "inset_top", "inset_leading", "inset_bottom", "inset_trailing",
                                                 "container_width", "container_height") + [("visible_rect", Rect)])


class Stretch(ctypes.Structure):  # detent_stretch (1.1)
    _fields_ = [("size", c_size_t), ("edge", c_int), ("held", c_int)] + _doubles("scale", "distance", "velocity", "end_time")


class _Frame(ctypes.Structure):  # detent_frame (1.3)
    _fields_ = [("size", c_size_t)] + _doubles("time", "offset", "next_event_time") + [("events", c_size_t), ("idle", c_int)]


class TargetContext(ctypes.Structure):  # detent_target_context
    _fields_ = ([("size", c_size_t), ("original_target", Rect)]
                + _doubles("velocity_x", "velocity_y", "content_width", "content_height", "container_width", "container_height")
                + [("axis", c_int), ("target_count", c_size_t), ("target_offsets", ctypes.POINTER(c_double)),
                   ("target_first", c_double), ("target_step", c_double)])


class ScrollTarget(ctypes.Structure):  # detent_scroll_target
    _fields_ = [("size", c_size_t), ("rect", Rect)]


class _Item(ctypes.Structure):  # detent_item
    _fields_ = ([("size", c_size_t), ("kind", c_int)]
                + _doubles("x", "y", "width", "height", "red", "green", "blue", "opacity", "font_size", "align_x", "align_y")
                + [("text", ctypes.c_char_p), ("text_length", c_size_t)]
                + _doubles("scale_x", "scale_y"))  # since 1.2.0


UPDATE_TARGET = ctypes.CFUNCTYPE(None, c_void_p, ctypes.POINTER(ScrollTarget), ctypes.POINTER(TargetContext))

PHASES = {-1: None, 0: "idle", 1: "tracking", 2: "interacting", 3: "decelerating", 4: "animating"}
CAUSES = {0: None, 1: "drag", 2: "deceleration", 3: "wheel", 4: "key", 5: "programmatic"}
POINTER_PHASES = {"down": 0, "move": 1, "up": 2, "cancel": 3}
KEYS = {"left": 0, "right": 1, "up": 2, "down": 3, "page_up": 4, "page_down": 5, "home": 6, "end": 7}
AXES = {"horizontal": 0, "vertical": 1}
PROFILES = {"ios": 0, "android": 1, "flutter-bouncing": 2, "flutter-clamping": 3, "gtk": 4}
LIMITS = {"automatic": 0, "always": 1, "never": 2, "always-by-one": 3, "always-by-few": 4}
THRESHOLDS = {"visible": 0, "centered": 1, "hidden": 2}
TRANSITIONS = {-1: "top-leading", 0: "identity", 1: "bottom-trailing"}
PICKER_BEHAVIORS = {"closest-value": 0, "snap": 1, "paging": 2, "view-aligned": 3, "free": 4}
THEMES = {"light": 0, "dark": 1}
PICKER_KINDS = {"wheel": 0, "date": 1, "time": 2, "time24": 3}
PICKER_STYLES = {"ruler": 0, "cylinder": 1}
LIT_LABELS = {"selected-value": 0, "overlaps-indicator": 1}
ITEM_KINDS = {1: "rect", 2: "text", 3: "clip", 4: "unclip"}
BUFFER_TOO_SMALL = -7

_P = c_void_p  # a handle
_SIGNATURES = {
    "detent_version": (ctypes.c_char_p, []),
    "detent_version_number": (ctypes.c_uint, []),
    "detent_strerror": (ctypes.c_char_p, [c_int]),
    "detent_last_error": (ctypes.c_char_p, []),
    "detent_engine_config_init": (c_int, [ctypes.POINTER(EngineConfig), c_size_t]),
    "detent_engine_config_profile": (c_int, [ctypes.POINTER(EngineConfig), c_int]),
    "detent_engine_create": (_P, [ctypes.POINTER(EngineConfig), c_double]),
    "detent_engine_destroy": (None, [_P]),
    "detent_engine_get_config": (c_int, [_P, ctypes.POINTER(EngineConfig)]),
    "detent_engine_set_config": (c_int, [_P, ctypes.POINTER(EngineConfig)]),
    "detent_engine_set_uniform_targets": (c_int, [_P, c_double, c_double, c_size_t]),
    "detent_engine_set_targets": (c_int, [_P, ctypes.POINTER(c_double), c_size_t]),
    "detent_engine_set_item_targets": (c_int, [_P, ctypes.POINTER(c_double), ctypes.POINTER(c_double), c_size_t, c_double]),
    "detent_engine_target_count": (c_size_t, [_P]),
    "detent_engine_target_offset": (c_int, [_P, c_size_t, ctypes.POINTER(c_double)]),
    "detent_engine_set_closest_multiple": (c_int, [_P, c_double]),
    "detent_engine_set_paging": (c_int, [_P]),
    "detent_engine_set_view_aligned": (c_int, [_P, c_int]),
    "detent_engine_remove_behavior": (c_int, [_P]),
    "detent_engine_set_behavior_callback": (c_int, [_P, UPDATE_TARGET, c_void_p]),
    "detent_engine_pointer": (c_int, [_P, c_int, c_double, c_double, c_int, c_double]),
    "detent_engine_wheel": (c_int, [_P, c_double, c_double, c_int, c_double]),
    "detent_engine_key": (c_int, [_P, c_int, c_double]),
    "detent_engine_key_offset": (c_int, [_P, c_int, ctypes.POINTER(c_double)]),
    "detent_engine_scroll_to": (c_int, [_P, c_double, c_int, c_double]),
    "detent_engine_scroll_to_target": (c_int, [_P, c_size_t, c_int, c_double]),
    "detent_engine_fling": (c_int, [_P, c_double, c_double]),
    "detent_engine_resize": (c_int, [_P, c_double, c_double, c_double]),
    "detent_engine_advance": (c_int, [_P, c_double]),
    "detent_engine_frame": (c_int, [_P, c_double, ctypes.POINTER(_Frame)]),
    "detent_engine_offset": (c_double, [_P]),
    "detent_engine_velocity": (c_double, [_P]),
    "detent_engine_phase": (c_int, [_P]),
    "detent_engine_is_idle": (c_int, [_P]),
    "detent_engine_selected_index": (c_long, [_P]),
    "detent_engine_time": (c_double, [_P]),
    "detent_engine_rest_time": (c_double, [_P]),
    "detent_engine_geometry": (c_int, [_P, ctypes.POINTER(Geometry)]),
    "detent_engine_stretch": (c_int, [_P, ctypes.POINTER(Stretch)]),
    "detent_engine_transition": (c_int, [_P, Rect, c_int, c_double, ctypes.POINTER(c_int), ctypes.POINTER(c_double)]),
    "detent_engine_events": (c_int, [_P, ctypes.POINTER(_Event), c_size_t, ctypes.POINTER(c_size_t)]),
    "detent_picker_config_init": (c_int, [ctypes.POINTER(PickerConfig), c_size_t]),
    "detent_picker_create_with_config": (_P, [ctypes.POINTER(PickerConfig), c_double, c_double, c_double]),
    "detent_picker_create": (_P, [ctypes.c_char_p, c_double, c_double, c_double]),
    "detent_picker_destroy": (None, [_P]),
    "detent_picker_pointer": (c_int, [_P, c_int, c_double, c_double, c_int, c_double]),
    "detent_picker_wheel": (c_int, [_P, c_double, c_double, c_int, c_double]),
    "detent_picker_key": (c_int, [_P, c_int, c_double]),
    "detent_picker_select": (c_int, [_P, c_double, c_int, c_double]),
    "detent_picker_fling": (c_int, [_P, c_double, c_double]),
    "detent_picker_resize": (c_int, [_P, c_double, c_double, c_double]),
    "detent_picker_advance": (c_int, [_P, c_double]),
    "detent_picker_frame": (c_int, [_P, c_double, ctypes.POINTER(_Frame)]),
    "detent_picker_value": (c_double, [_P]),
    "detent_picker_offset": (c_double, [_P]),
    "detent_picker_velocity": (c_double, [_P]),
    "detent_picker_phase": (c_int, [_P]),
    "detent_picker_is_idle": (c_int, [_P]),
    "detent_picker_time": (c_double, [_P]),
    "detent_picker_events": (c_int, [_P, ctypes.POINTER(_Event), c_size_t, ctypes.POINTER(c_size_t)]),
    "detent_picker_display_list": (c_int, [_P, ctypes.POINTER(_Item), c_size_t, ctypes.c_char_p, c_size_t,
                                           ctypes.POINTER(c_size_t), ctypes.POINTER(c_size_t)]),
    # 1.3.0: a date or time picker's columns.
    "detent_picker_next_event_time": (c_double, [_P]),
    "detent_picker_key_value": (c_int, [_P, c_int, ctypes.POINTER(c_double)]),
    "detent_picker_column_count": (c_int, [_P]),
    "detent_picker_active_column": (c_int, [_P]),
    "detent_picker_column": (c_int, [_P, c_int, ctypes.POINTER(c_double), ctypes.POINTER(c_double),
                                     ctypes.POINTER(c_double), ctypes.POINTER(Rect)]),
    "detent_picker_label": (c_int, [_P, c_int, c_double, ctypes.c_char_p, c_size_t, ctypes.POINTER(c_size_t)]),
    "detent_picker_focus": (c_int, [_P, c_int, c_double]),
    "detent_picker_set_focus_effect": (c_int, [_P, c_int]),
    "detent_picker_column_events": (c_int, [_P, ctypes.POINTER(_Event), c_size_t, ctypes.POINTER(c_int),
                                            ctypes.POINTER(c_size_t)]),
}

# ---- Loading ---------------------------------------------------------------------------------------

_library = None


def load(path=None):
    """Loads libdetent (once): `path`, else $DETENT_LIBRARY, else libdetent on the loader's path.
    Raises LibraryNotFound saying where it looked and how to build or install the library."""
    global _library
    if _library is not None and path is None:
        return _library
    tried = []
    if path is None and os.environ.get(ENVIRONMENT_VARIABLE):
        path = os.environ[ENVIRONMENT_VARIABLE]
        tried.append(f"{ENVIRONMENT_VARIABLE}={path}")
    if path is not None:
        candidates = [path]
        if not tried:
            tried.append(path)
    else:
        found = ctypes.util.find_library("detent")
        candidates = ([found] if found else []) + [f"libdetent.so.{MAJOR}", "libdetent.so"]
        tried.append("libdetent on the loader's path (LD_LIBRARY_PATH, ldconfig)")
        if INSTALLED_LIBRARY:
            candidates.append(INSTALLED_LIBRARY)
            tried.append(INSTALLED_LIBRARY)
    reasons = []
    for candidate in candidates:
        try:
            lib = ctypes.CDLL(candidate)
            break
        except OSError as error:
            reasons.append(str(error))
    else:
        raise LibraryNotFound(
            f"libdetent not found (tried {'; '.join(tried)}: {reasons[-1] if reasons else 'nothing to load'}). "
            f"Build it with `make lib` in Detent's checkout and set {ENVIRONMENT_VARIABLE} to its path, e.g. "
            f"{ENVIRONMENT_VARIABLE}=/path/to/detent/.build/lib/libdetent.so; or `make install PREFIX=DIR` and put "
            f"DIR/lib on LD_LIBRARY_PATH.")
    for name, (restype, argtypes) in _SIGNATURES.items():
        function = getattr(lib, name)
        function.restype = restype
        function.argtypes = argtypes
    major = lib.detent_version_number() >> 16
    if major != MAJOR:
        raise LibraryNotFound(f"{candidates[0]} is libdetent {lib.detent_version().decode()}; this module speaks "
                              f"version {MAJOR}.x (set {ENVIRONMENT_VARIABLE} to a libdetent.so.{MAJOR})")
    _library = lib
    return lib


def _lib():
    return _library if _library is not None else load()


def version():
    """The library's version, e.g. "1.0.0"."""
    return _lib().detent_version().decode()


def _check(status):
    if status != 0:
        raise DetentError(status, _lib().detent_last_error().decode())


def _code(table, name, what):
    try:
        return table[name]
    except KeyError:
        raise ValueError(f"unknown {what} {name!r} (one of {', '.join(map(str, table))})") from None


# ---- Events and display items ---------------------------------------------------------------------


@dataclass(frozen=True)
class Event:
    """Something that happened at `time` (seconds): a "selection" (the target or value under the
    anchor changed: from_index/to_index, from_value/to_value, cause) or a "phase" change
    (from_phase/to_phase, velocity)."""
    kind: str
    time: float
    cause: str = None
    from_index: int = None
    to_index: int = None
    from_value: float = None
    to_value: float = None
    from_phase: str = None
    to_phase: str = None
    velocity: float = None

    @staticmethod
    def _from(e):
        if e.kind == 1:
            return Event("selection", e.time, CAUSES.get(e.cause), e.from_index, e.to_index, e.from_value, e.to_value)
        return Event("phase", e.time, from_phase=PHASES.get(e.from_phase), to_phase=PHASES.get(e.to_phase), velocity=e.velocity)


@dataclass(frozen=True)
class Item:
    """One thing to draw from a picker's display list, in window points."""
    kind: str
    x: float
    y: float
    width: float
    height: float
    color: tuple = None
    text: str = None
    font_size: float = None
    align: tuple = None
    #: A text's scale about its frame's centre, (across, down), after it is drawn at font_size
    #: and placed by align: a cylinder's rows; (1, 1) for plain text.
    scale: tuple = None


def _scale(item):
    # A 1.1 library fills no scale (its item is shorter): its texts are plain.
    return (item.scale_x, item.scale_y) if item.size >= ctypes.sizeof(_Item) else (1.0, 1.0)


class _Handle:
    """What Engine and Picker share: the handle, events, the state readers."""
    _prefix = ""
    _buffer = None

    def _call(self, name, *args):
        _check(getattr(_lib(), self._prefix + name)(self._handle, *args))

    def _read(self, name):
        return getattr(_lib(), self._prefix + name)(self._handle)

    def events(self):
        """Every event since the last call, oldest first."""
        out, count = [], c_size_t(0)
        if self._buffer is None:
            self._buffer = (_Event * 64)()
        while True:
            self._buffer[0].size = ctypes.sizeof(_Event)
            self._call("events", self._buffer, len(self._buffer), ctypes.byref(count))
            out += [Event._from(e) for e in self._buffer[:count.value]]
            if count.value < len(self._buffer):
                return out

    def pointer(self, phase, x, y, time, pointer=0):
        """A pointer "down", "move", "up" or "cancel" at (x, y)."""
        self._call("pointer", _code(POINTER_PHASES, phase, "pointer phase"), x, y, pointer, time)

    def wheel(self, dx, dy, time, precise=False):
        """A wheel turned by (dx, dy) points (positive toward larger offsets); precise for trackpads."""
        self._call("wheel", dx, dy, 1 if precise else 0, time)

    def key(self, name, time):
        """A key: left, right, up, down, page_up, page_down, home, end."""
        self._call("key", _code(KEYS, name, "key"), time)

    def fling(self, velocity, time):
        """A release from where it is with this offset velocity (pt/s)."""
        self._call("fling", velocity, time)

    def resize(self, width, height, time):
        self._call("resize", width, height, time)

    def advance(self, time):
        """Moves time on: motions run, events happen at their exact times."""
        self._call("advance", time)

    def frame(self, time):
        """advance(time) and what a frame needs, in one call: a dict of the offset, "idle",
        "events" (how many wait: call events() only when it is not 0) and "next_event_time"
        (draw another frame while not idle or this is finite)."""
        f = _Frame(size=ctypes.sizeof(_Frame))
        self._call("frame", time, ctypes.byref(f))
        return {"time": f.time, "offset": f.offset, "idle": f.idle == 1, "events": f.events,
                "next_event_time": f.next_event_time}

    offset = property(lambda self: self._read("offset"), doc="The offset in points.")
    velocity = property(lambda self: self._read("velocity"), doc="The offset velocity in pt/s.")
    phase = property(lambda self: PHASES.get(self._read("phase")), doc='"idle", "tracking", "interacting", ...')
    is_idle = property(lambda self: self._read("is_idle") == 1, doc="At rest.")
    time = property(lambda self: self._read("time"), doc="The time of the last input or advance.")

    def close(self):
        if self._handle:
            getattr(_lib(), self._prefix + "destroy")(self._handle)
            self._handle = None

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def __del__(self):
        if getattr(self, "_handle", None) and _library is not None:
            self.close()


def _set_fields(config, fields):
    types = dict(type(config)._fields_)
    for name, value in fields.items():
        if name == "size" or name not in types:
            raise TypeError(f"{type(config).__name__} has no field {name!r}")
        if isinstance(getattr(config, name), Spring):
            value = Spring(*value)
        elif types[name] in (c_int, c_long) and isinstance(value, int):
            _fits(value, types[name], f"{type(config).__name__}.{name}")
        setattr(config, name, value)


def _fits(value, ctype, what):
    """`value` when a C integer of `ctype` holds it; OverflowError otherwise (ctypes would wrap it
    silently: 2**40 into an int is 0)."""
    bits = 8 * ctypes.sizeof(ctype)
    low, high = (0, 2 ** bits - 1) if ctype is c_size_t else (-2 ** (bits - 1), 2 ** (bits - 1) - 1)
    if not low <= value <= high:
        raise OverflowError(f"{what} ({value}) does not fit a C {'size_t' if ctype is c_size_t else ctype.__name__[2:]} "
                            f"({low} ... {high})")
    return value


def _index(value, what):
    """A count or an index, for a size_t parameter: a negative one raises ValueError (ctypes
    would wrap -1 to 2**64 - 1, which scroll_to_target clamps to the last target)."""
    if isinstance(value, int) and value < 0:
        raise ValueError(f"{what} ({value}) is negative")
    return _fits(value, c_size_t, what) if isinstance(value, int) else value


# ---- The engine ------------------------------------------------------------------------------------


class Engine(_Handle):
    """Scroll physics for one scroll view (detent_engine_*).

    Engine(container=(w, h), content=(w, h), bounds=(lower, upper), axis="horizontal",
           profile="ios", time=0, **fields), where fields are any of detent_engine_config's
    (slop=4, automatic_insets=0, inset_top=0, snap_spring=(mass, stiffness, damping), ...).
    The anchor is the centre with automatic insets (the default; the insets must then be 0),
    else inset_leading from the left edge (horizontal) or inset_top from the top (vertical).
    """
    _prefix = "detent_engine_"

    def __init__(self, container=(0, 0), content=(0, 0), bounds=(0, 0), axis="horizontal", profile="ios", time=0.0,
                 **fields):
        lib = _lib()
        self._handle = None
        self._callback = None
        config = EngineConfig()
        _check(lib.detent_engine_config_init(ctypes.byref(config), ctypes.sizeof(config)))
        _check(lib.detent_engine_config_profile(ctypes.byref(config), _code(PROFILES, profile, "profile")))
        config.container_width, config.container_height = container
        config.content_width, config.content_height = content
        config.bounds_lower, config.bounds_upper = bounds
        config.axis = _code(AXES, axis, "axis")
        _set_fields(config, fields)
        self._handle = lib.detent_engine_create(ctypes.byref(config), time)
        if not self._handle:
            raise DetentError(None, lib.detent_last_error().decode())

    @property
    def config(self):
        """The configuration, as a detent_engine_config (a ctypes structure)."""
        config = EngineConfig()
        _check(_lib().detent_engine_config_init(ctypes.byref(config), ctypes.sizeof(config)))
        self._call("get_config", ctypes.byref(config))
        return config

    def set_config(self, **fields):
        """Changes fields of the configuration (the targets and the behaviour stay). As in the
        constructor, axis is a name and profile a name whose whole group of fields it sets."""
        config = self.config
        if "profile" in fields:
            profile = fields.pop("profile")
            profile = _code(PROFILES, profile, "profile") if isinstance(profile, str) else profile
            _check(_lib().detent_engine_config_profile(ctypes.byref(config), profile))
        if isinstance(fields.get("axis"), str):
            fields["axis"] = _code(AXES, fields["axis"], "axis")
        _set_fields(config, fields)
        self._call("set_config", ctypes.byref(config))

    def set_uniform_targets(self, first, step, count):
        self._call("set_uniform_targets", first, step, _index(count, "the count"))

    def set_targets(self, offsets):
        array = (c_double * len(offsets))(*offsets)
        self._call("set_targets", array, len(offsets))

    def set_item_targets(self, starts, extents, anchor=0.0):
        """Items spanning starts[i] ... starts[i] + extents[i]; each one's target is its point at
        `anchor` (0 leading edge, 0.5 centre, 1 trailing edge)."""
        if len(starts) != len(extents):
            raise ValueError("starts and extents differ in length")
        n = len(starts)
        self._call("set_item_targets", (c_double * n)(*starts), (c_double * n)(*extents), n, anchor)

    @property
    def target_count(self):
        return self._read("target_count")

    def target_offset(self, index):
        offset = c_double()
        self._call("target_offset", _index(index, "the index"), ctypes.byref(offset))
        return offset.value

    def key_offset(self, name):
        """Where the key `name` brings the content to rest, as its own animation would (NaN
        while a pointer or trackpad holds it): under reduced motion, scroll_to there at once."""
        offset = c_double()
        self._call("key_offset", _code(KEYS, name, "key"), ctypes.byref(offset))
        return offset.value

    def set_closest_multiple(self, step):
        self._call("set_closest_multiple", step)

    def set_paging(self):
        self._call("set_paging")

    def set_view_aligned(self, limit="never"):
        """limit: automatic, always, never, always-by-one, always-by-few."""
        self._call("set_view_aligned", _code(LIMITS, limit, "limit"))

    def remove_behavior(self):
        self._call("remove_behavior")

    def set_behavior(self, update):
        """A behaviour in Python: update(proposed_offset, context) returns where to rest (or None to
        keep the proposal); context is the detent_target_context."""
        def call(_, target, context):
            axis = context.contents.axis
            rect = target.contents.rect
            try:
                answer = update(rect.y if axis == 1 else rect.x, context.contents)
                answer = None if answer is None else float(answer)
            except Exception:  # a behaviour that fails, or answers no number, keeps the proposal
                answer = None
            if answer is not None:
                if axis == 1:
                    rect.y = answer
                else:
                    rect.x = answer
                target.contents.rect = rect
        callback = UPDATE_TARGET(call)
        self._call("set_behavior_callback", callback, None)
        self._callback = callback  # kept alive while the engine may call it

    def scroll_to(self, offset, time, animated=True):
        self._call("scroll_to", offset, 1 if animated else 0, time)

    def scroll_to_target(self, index, time, animated=True):
        self._call("scroll_to_target", _index(index, "the index"), 1 if animated else 0, time)

    @property
    def selected_index(self):
        """The target under the anchor, or None without targets."""
        index = self._read("selected_index")
        return None if index < 0 else index

    @property
    def rest_time(self):
        """When the running motion ends, or None when none runs."""
        t = self._read("rest_time")
        return None if math.isinf(t) else t

    def geometry(self):
        """SwiftUI's ScrollGeometry, as a dict."""
        g = Geometry()
        g.size = ctypes.sizeof(g)
        self._call("geometry", ctypes.byref(g))
        out = {name: getattr(g, name) for name, _ in Geometry._fields_ if name not in ("size", "visible_rect")}
        r = g.visible_rect
        out["visible_rect"] = (r.x, r.y, r.width, r.height)
        return out

    def stretch(self):
        """Android 12's edge stretch now (the android profile's), as a dict: edge (None, "leading"
        or "trailing"), held, scale (1 … 1.032, the content's along the axis), distance (0 … 1
        of the container), velocity (pt/s) and end_time (None while held)."""
        s = Stretch()
        s.size = ctypes.sizeof(s)
        self._call("stretch", ctypes.byref(s))
        return {"edge": {1: "leading", 2: "trailing"}.get(s.edge), "held": s.held == 1, "scale": s.scale,
                "distance": s.distance, "velocity": s.velocity, "end_time": None if math.isinf(s.end_time) else s.end_time}

    def transition(self, frame, threshold="visible", amount=1.0):
        """The transition phase ("top-leading", "identity", "bottom-trailing") of an item with
        frame (x, y, width, height) in content coordinates, and its progress (-1 ... 1)."""
        phase, progress = c_int(), c_double()
        self._call("transition", Rect(*frame), _code(THRESHOLDS, threshold, "threshold"), amount, ctypes.byref(phase),
                   ctypes.byref(progress))
        return TRANSITIONS[phase.value], progress.value


# ---- The picker ------------------------------------------------------------------------------------


class Picker(_Handle):
    """The wheel picker (detent_picker_*).

    Picker(json=None, window=(480, 200), time=0): configured by a trace header's "picker" JSON
    (a str, or a dict that is encoded), e.g. '{"theme": "dark"}'; or Picker(window=..., **fields)
    with detent_picker_config's fields (values_from=0, values_to=10, theme="dark",
    behavior="snap", snap_step=20, profile="android", style="cylinder", kind="date",
    start_year=2024, ...).
    """
    _prefix = "detent_picker_"

    def __init__(self, json=None, window=(480, 200), time=0.0, **fields):
        lib = _lib()
        self._handle = None
        if json is not None and fields:
            raise TypeError("give the JSON or the fields, not both")
        if fields:
            config = PickerConfig()
            _check(lib.detent_picker_config_init(ctypes.byref(config), ctypes.sizeof(config)))
            for name, table in (("axis", AXES), ("theme", THEMES), ("behavior", PICKER_BEHAVIORS),
                                ("profile", PROFILES), ("lit_label", LIT_LABELS), ("kind", PICKER_KINDS),
                                ("style", PICKER_STYLES)):
                if isinstance(fields.get(name), str):
                    fields[name] = _code(table, fields[name], name)
            _set_fields(config, fields)
            self._handle = lib.detent_picker_create_with_config(ctypes.byref(config), window[0], window[1], time)
        else:
            if isinstance(json, dict):
                import json as json_module
                json = json_module.dumps(json)
            self._handle = lib.detent_picker_create(json.encode() if json is not None else None, window[0], window[1], time)
        if not self._handle:
            raise DetentError(None, lib.detent_last_error().decode())
        self._items = (_Item * 256)()
        self._text = ctypes.create_string_buffer(16384)

    def select(self, value, time, animated=True):
        self._call("select", value, 1 if animated else 0, time)

    value = property(lambda self: self._read("value"),
                     doc="The value under the indicator (a date picker's yyyymmdd, a time picker's hhmm).")
    next_event_time = property(lambda self: self._read("next_event_time"),
                               doc="When the picker next changes on its own (inf when nothing moves): draw until then.")
    active_column = property(lambda self: None if self._read("active_column") < 0 else self._read("active_column"),
                             doc="The column offset, velocity and phase describe (None for one wheel).")

    @property
    def columns(self):
        """Each column's value, first and last values, frame (x, y, width, height) and label, as a
        list of dicts (one for a single wheel): what an accessible control per column needs."""
        out = []
        for i in range(self._read("column_count")):
            value, first, last, frame = c_double(), c_double(), c_double(), Rect()
            self._call("column", i, ctypes.byref(value), ctypes.byref(first), ctypes.byref(last), ctypes.byref(frame))
            out.append({"value": value.value, "first": first.value, "last": last.value,
                        "frame": (frame.x, frame.y, frame.width, frame.height), "label": self.label(value.value, i)})
        return out

    def label(self, value=None, column=-1):
        """The text column `column` shows for `value`, or (column -1) a picker value's text
        ("2024-02-29", "09:41", a wheel's "42"); by default the column's own value (column -1:
        the picker's)."""
        if value is None and column >= 0:
            value = c_double()
            self._call("column", column, ctypes.byref(value), None, None, None)
            value = value.value
        value = self.value if value is None else value
        needed = c_size_t()
        status = _lib().detent_picker_label(self._handle, column, value, None, 0, ctypes.byref(needed))
        if status != BUFFER_TOO_SMALL:
            _check(status)
        text = ctypes.create_string_buffer(needed.value)
        self._call("label", column, value, text, len(text), ctypes.byref(needed))
        return text.value.decode()

    def focus(self, column, time):
        """Moves the keys' and the wheel's focus to column `column`."""
        self._call("focus", column, time)

    def set_focus_effect(self, shown):
        """Whether the display list marks the focused column (True at first; False while the
        host's keyboard focus is elsewhere). The keys still go to the focused column."""
        self._call("set_focus_effect", 1 if shown else 0)

    def key_value(self, name):
        """The value the key `name` moves the picker to at once (NaN for left and right between
        a date or time picker's columns): under reduced motion, select it not animated."""
        value = c_double()
        self._call("key_value", _code(KEYS, name, "key"), ctypes.byref(value))
        return value.value

    def column_events(self):
        """Every event since the last call, oldest first, as (column, Event) pairs (column -1 for
        one wheel); this and events() drain the same events."""
        out, count = [], c_size_t(0)
        if self._buffer is None:
            self._buffer = (_Event * 64)()
        columns = (c_int * len(self._buffer))()
        while True:
            self._buffer[0].size = ctypes.sizeof(_Event)
            self._call("column_events", self._buffer, len(self._buffer), columns, ctypes.byref(count))
            out += [(columns[i], Event._from(self._buffer[i])) for i in range(count.value)]
            if count.value < len(self._buffer):
                return out

    def display_list(self):
        """The picker as it is at its time: a list of Item (rect, text, clip, unclip)."""
        count, text_size = c_size_t(), c_size_t()
        while True:
            self._items[0].size = ctypes.sizeof(_Item)
            status = _lib().detent_picker_display_list(self._handle, self._items, len(self._items), self._text,
                                                       len(self._text), ctypes.byref(count), ctypes.byref(text_size))
            if status != BUFFER_TOO_SMALL:
                _check(status)
                break
            self._items = (_Item * max(count.value, len(self._items)))()
            self._text = ctypes.create_string_buffer(max(text_size.value, len(self._text)))
        out = []
        for it in self._items[:count.value]:
            kind = ITEM_KINDS.get(it.kind)
            out.append(Item(kind, it.x, it.y, it.width, it.height,
                            (it.red, it.green, it.blue, it.opacity) if kind in ("rect", "text") else None,
                            it.text.decode() if kind == "text" else None,
                            it.font_size if kind == "text" else None,
                            (it.align_x, it.align_y) if kind == "text" else None,
                            _scale(it) if kind == "text" else None))
        return out
