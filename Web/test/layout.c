/* The struct offsets detent.js reads and writes (its `layout`), checked against detent.h on
   wasm32 by the C compiler: `make test` compiles this file with -fsyntax-only, for wasm32 and
   natively (the last check, which Sources/libdetent/Sized.swift relies on, holds on both). */
#include <stddef.h>
#include "detent.h"

/* libdetent's 1.0.0 detent_engine_config ends where overshoot_limit begins, 24 bytes before the end. */
_Static_assert(offsetof(detent_engine_config, overshoot_limit) == sizeof(detent_engine_config) - 24, "1.0.0 size");
/* libdetent's 1.1.0 detent_item ends where scale_x begins, 16 bytes before the end. */
_Static_assert(offsetof(detent_item, scale_x) == sizeof(detent_item) - 16, "1.1.0 size");
/* libdetent's 1.2.0 detent_picker_config ends where kind begins, 96 bytes before the end. */
_Static_assert(offsetof(detent_picker_config, kind) == sizeof(detent_picker_config) - 96, "1.2.0 size");

#ifdef __wasm32__
#define AT(type, field, offset) _Static_assert(offsetof(type, field) == (offset), #type "." #field)
#define SIZE(type, bytes) _Static_assert(sizeof(type) == (bytes), "sizeof " #type)

SIZE(detent_frame, 40);
AT(detent_frame, time, 8); AT(detent_frame, offset, 16); AT(detent_frame, next_event_time, 24); AT(detent_frame, events, 32);
AT(detent_frame, idle, 36);

SIZE(detent_event, 64);
AT(detent_event, kind, 4); AT(detent_event, cause, 8); AT(detent_event, time, 16);
AT(detent_event, from_index, 24); AT(detent_event, to_index, 28); AT(detent_event, from_phase, 32);
AT(detent_event, to_phase, 36); AT(detent_event, velocity, 40); AT(detent_event, from_value, 48); AT(detent_event, to_value, 56);

SIZE(detent_item, 120);
AT(detent_item, kind, 4); AT(detent_item, x, 8); AT(detent_item, y, 16); AT(detent_item, width, 24); AT(detent_item, height, 32);
AT(detent_item, red, 40); AT(detent_item, green, 48); AT(detent_item, blue, 56); AT(detent_item, opacity, 64);
AT(detent_item, font_size, 72); AT(detent_item, align_x, 80); AT(detent_item, align_y, 88);
AT(detent_item, text, 96); AT(detent_item, text_length, 100); AT(detent_item, scale_x, 104); AT(detent_item, scale_y, 112);

SIZE(detent_engine_config, 376);
AT(detent_engine_config, container_width, 8); AT(detent_engine_config, container_height, 16);
AT(detent_engine_config, content_width, 24); AT(detent_engine_config, content_height, 32);
AT(detent_engine_config, bounds_lower, 40); AT(detent_engine_config, bounds_upper, 48);
AT(detent_engine_config, axis, 56); AT(detent_engine_config, automatic_insets, 60);
AT(detent_engine_config, inset_top, 64); AT(detent_engine_config, inset_leading, 72);
AT(detent_engine_config, inset_bottom, 80); AT(detent_engine_config, inset_trailing, 88);
AT(detent_engine_config, device_pixel_ratio, 368);

SIZE(detent_picker_config, 280);
AT(detent_picker_config, values_from, 8); AT(detent_picker_config, values_to, 16); AT(detent_picker_config, values_by, 24);
AT(detent_picker_config, axis, 32); AT(detent_picker_config, width, 40); AT(detent_picker_config, height, 48);
AT(detent_picker_config, centered, 56); AT(detent_picker_config, x, 64); AT(detent_picker_config, y, 72);
AT(detent_picker_config, spacing, 80); AT(detent_picker_config, tick_width, 88); AT(detent_picker_config, major_every, 96);
AT(detent_picker_config, theme, 148); AT(detent_picker_config, behavior, 152); AT(detent_picker_config, snap_step, 160);
AT(detent_picker_config, profile, 168); AT(detent_picker_config, deceleration_rate, 176); AT(detent_picker_config, kind, 184);
AT(detent_picker_config, style, 188); AT(detent_picker_config, looping, 192); AT(detent_picker_config, years_from, 196);
AT(detent_picker_config, years_to, 200); AT(detent_picker_config, start_year, 204); AT(detent_picker_config, start_month, 208);
AT(detent_picker_config, start_day, 212); AT(detent_picker_config, start_hour, 216); AT(detent_picker_config, start_minute, 220);
AT(detent_picker_config, cylinder_item_extent, 224); AT(detent_picker_config, cylinder_diameter_ratio, 232);
AT(detent_picker_config, cylinder_perspective, 240); AT(detent_picker_config, cylinder_off_axis_fraction, 248);
AT(detent_picker_config, cylinder_magnification, 256); AT(detent_picker_config, cylinder_squeeze, 264);
AT(detent_picker_config, cylinder_over_and_under_center_opacity, 272);

SIZE(detent_rect, 32);
AT(detent_rect, x, 0); AT(detent_rect, y, 8); AT(detent_rect, width, 16); AT(detent_rect, height, 24);

SIZE(detent_geometry, 120);
AT(detent_geometry, content_offset_x, 8); AT(detent_geometry, content_offset_y, 16); AT(detent_geometry, content_width, 24);
AT(detent_geometry, content_height, 32); AT(detent_geometry, inset_top, 40); AT(detent_geometry, inset_leading, 48);
AT(detent_geometry, inset_bottom, 56); AT(detent_geometry, inset_trailing, 64); AT(detent_geometry, container_width, 72);
AT(detent_geometry, container_height, 80); AT(detent_geometry, visible_rect, 88);

SIZE(detent_stretch, 48);
AT(detent_stretch, edge, 4); AT(detent_stretch, held, 8); AT(detent_stretch, scale, 16); AT(detent_stretch, distance, 24);
AT(detent_stretch, velocity, 32); AT(detent_stretch, end_time, 40);
#endif
