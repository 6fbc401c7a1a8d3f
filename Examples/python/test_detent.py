"""Tests of the detent module (Examples/python/detent.py) against libdetent. Examples/check.sh
runs them (so `make test` does), with DETENT_LIBRARY set to the library it installed:

    DETENT_LIBRARY=PREFIX/lib/libdetent.so python3 -m unittest discover -s Examples/python
"""
import math
import os
import subprocess
import sys
import unittest

import detent

HERE = os.path.dirname(os.path.abspath(__file__))


def ruler(**fields):
    """The issue's engine: 280 x 80 over bounds 0 ... 1000, a target every 10 points."""
    engine = detent.Engine(container=(280, 80), content=(1000, 80), bounds=(0, 1000), **fields)
    engine.set_uniform_targets(0, 10, 101)
    engine.set_closest_multiple(10)
    return engine


def run_to_rest(handle, t=0.0, limit=10.0):
    while not handle.is_idle and t < limit:
        t += 1 / 120
        handle.advance(t)
    return t


class EngineTests(unittest.TestCase):
    def test_a_fling_at_1000_rests_on_500_with_one_selection_per_target(self):
        with ruler() as engine:
            engine.fling(1000, time=0)
            self.assertEqual(engine.phase, "decelerating")
            self.assertIsNotNone(engine.rest_time)
            run_to_rest(engine)
            self.assertEqual(engine.offset, 500)
            self.assertEqual(engine.selected_index, 50)
            self.assertIsNone(engine.rest_time)
            events = engine.events()
            selections = [e for e in events if e.kind == "selection"]
            self.assertEqual([e.to_index for e in selections], list(range(1, 51)))
            self.assertEqual(selections[-1].to_value, 500)
            self.assertTrue(all(a.time < b.time for a, b in zip(selections, selections[1:])))
            phases = [(e.from_phase, e.to_phase) for e in events if e.kind == "phase"]
            self.assertEqual(phases[-1], ("decelerating", "idle"))
            self.assertEqual(engine.events(), [])

    def test_frames_give_the_readers_state_and_count_the_events(self):
        with ruler() as engine, ruler() as twin:
            engine.fling(1000, time=0)
            twin.fling(1000, time=0)
            t, counted, drained = 0.0, 0, 0
            while True:
                t += 1 / 120
                f = engine.frame(t)
                twin.advance(t)
                self.assertEqual((f["time"], f["offset"], f["idle"]), (t, twin.offset, twin.is_idle))
                self.assertEqual(f["events"], len(twin.events()))
                counted += f["events"]
                if f["events"]:
                    drained += len(engine.events())
                if f["idle"]:
                    break
            self.assertEqual((engine.offset, counted, drained, f["next_event_time"]), (500, 53, 53, math.inf))
            with self.assertRaises(detent.DetentError) as refused:
                engine.frame(t - 1)
            self.assertIn("detent_engine_frame: time", str(refused.exception))
            self.assertEqual(engine.frame(t)["time"], t)

    def test_an_android_fling_into_the_end_stretches_and_recedes(self):
        with ruler(profile="android") as engine:
            engine.scroll_to(900, time=0, animated=False)
            self.assertEqual(engine.stretch()["edge"], None)
            engine.fling(1000, time=0)
            engine.advance(0.15)
            s = engine.stretch()
            self.assertEqual((engine.offset, engine.is_idle, s["edge"], s["held"]), (1000, True, "trailing", False))
            self.assertTrue(1.01 < s["scale"] < 1.032 and 0.37 < s["end_time"] < 0.38)
            engine.advance(s["end_time"])
            self.assertEqual((engine.stretch()["edge"], engine.stretch()["scale"]), (None, 1.0))

    def test_a_refused_call_raises_and_changes_nothing(self):
        with ruler(time=1.0) as engine:
            before = (engine.offset, engine.time, engine.phase)
            for call, name, words in [
                (lambda: engine.advance(0.5), "DETENT_ERROR_TIME", "earlier"),
                (lambda: engine.advance(math.nan), "DETENT_ERROR_NOT_FINITE", "time"),
                (lambda: engine.fling(math.inf, 2), "DETENT_ERROR_NOT_FINITE", "velocity"),
                (lambda: engine.set_uniform_targets(0, -1, 3), "DETENT_ERROR_INVALID", "not positive"),
                (lambda: engine.set_targets([0, math.nan]), "DETENT_ERROR_NOT_FINITE", "offsets[1]"),
                (lambda: engine.target_offset(500), "DETENT_ERROR_INVALID", "not below"),
            ]:
                with self.assertRaises(detent.DetentError) as caught:
                    call()
                self.assertEqual(caught.exception.name, name)
                self.assertLess(caught.exception.status, 0)
                self.assertIn(words, str(caught.exception))
                self.assertEqual((engine.offset, engine.time, engine.phase), before)
            engine.pointer("down", 10, 10, time=2)
            with self.assertRaises(detent.DetentError) as caught:
                engine.fling(100, 2.1)
            self.assertEqual(caught.exception.name, "DETENT_ERROR_STATE")
            with self.assertRaises(ValueError):
                engine.key("sideways", 3)

    def test_a_bad_configuration_names_the_field(self):
        with self.assertRaises(detent.DetentError) as caught:
            detent.Engine(container=(100, 100), slop=-1)
        self.assertIn("config.slop", str(caught.exception))
        with self.assertRaises(TypeError):
            detent.Engine(slope=3)

    def test_configuration_fields_and_profiles(self):
        with ruler(profile="android", points_per_notch=20) as engine:
            config = engine.config
            self.assertEqual(config.profile, detent.PROFILES["android"])
            self.assertEqual(config.points_per_notch, 20)
            self.assertEqual(config.slop, 8)
            engine.set_config(bounds_upper=300)
            engine.fling(5000, 0)
            run_to_rest(engine)
            self.assertEqual(engine.offset, 300)

    def test_a_list_snaps_view_aligned_and_reports_geometry(self):
        heights = [40 + (i * 37 % 5) * 10 for i in range(1000)]
        tops = [sum(heights[:i]) for i in range(len(heights))]
        total = tops[-1] + heights[-1]
        with detent.Engine(container=(300, 500), content=(300, total), bounds=(0, total - 500), axis="vertical",
                           automatic_insets=0) as engine:
            engine.set_item_targets(tops, heights, anchor=0)
            engine.set_view_aligned("never")
            engine.fling(2500, 0)
            run_to_rest(engine)
            row = engine.selected_index
            self.assertEqual(engine.offset, tops[row])
            self.assertGreater(row, 10)
            g = engine.geometry()
            self.assertEqual(g["content_offset_y"], tops[row])
            self.assertEqual(g["visible_rect"], (0, tops[row], 300, 500))
            self.assertEqual(engine.transition((0, tops[row], 300, heights[row]), "hidden")[0], "identity")
            self.assertEqual(engine.transition((0, tops[row] + 600, 300, 10), "hidden")[0], "bottom-trailing")
            # Where a key rests, as its own animation does (reduced motion scrolls there at once).
            t = 10.0   # after the fling's rest (run_to_rest stops by 10 s)
            for key in ("down", "page_down", "end", "home"):
                at = engine.key_offset(key)
                engine.key(key, t)
                t = run_to_rest(engine, t, limit=t + 10)
                self.assertEqual(engine.offset, at, key)

    def test_a_behaviour_written_in_python(self):
        seen = []

        def every_hundred(proposed, context):
            seen.append((proposed, context.velocity_x, context.target_count))
            return round(proposed / 100) * 100

        with ruler() as engine:
            engine.set_behavior(every_hundred)
            engine.fling(1000, 0)
            run_to_rest(engine)
            self.assertEqual(engine.offset, 500)
            engine.fling(-700, engine.time)
            run_to_rest(engine, engine.time)
            self.assertEqual(engine.offset, 200)
            self.assertEqual(len(seen), 2)
            self.assertEqual(seen[0][1:], (1000, 101))


    def test_arguments_c_cannot_hold_are_refused_not_wrapped(self):
        # ctypes wraps a negative size_t and truncates an int field without a word: -1 scrolled
        # to the last target, years_from=2**40 made years from 0, looping=2**33 no loop.
        with ruler() as engine:
            for call in (lambda: engine.scroll_to_target(-1, 0, animated=False), lambda: engine.target_offset(-1),
                         lambda: engine.set_uniform_targets(0, 10, -5)):
                with self.assertRaises(ValueError) as caught:
                    call()
                self.assertIn("-", str(caught.exception))
                self.assertEqual((engine.offset, engine.target_count), (0, 101))
            with self.assertRaises(OverflowError) as caught:
                engine.set_config(targets_per_page=2**64)
            self.assertIn("targets_per_page", str(caught.exception))
        for fields in ({"kind": "date", "years_from": 2**40}, {"looping": 2**33}, {"start_year": -2**31 - 1}):
            with self.assertRaises(OverflowError) as caught:
                detent.Picker(**fields)
            self.assertIn(list(fields)[-1], str(caught.exception))

    def test_set_config_takes_the_constructors_names(self):
        with ruler() as engine, ruler(profile="android", axis="vertical") as android:
            engine.set_config(profile="android", axis="vertical")
            config, expected = engine.config, android.config
            self.assertEqual((config.profile, config.axis), (detent.PROFILES["android"], detent.AXES["vertical"]))
            self.assertEqual(bytes(config), bytes(expected))  # the whole profile group, not only its name
            with self.assertRaises(ValueError):
                engine.set_config(profile="windows")

    def test_a_behaviour_answering_a_non_number_keeps_the_proposal(self):
        # The answer was assigned outside the guard: ctypes printed "Exception ignored on
        # calling ctypes callback function" (sys.unraisablehook) for every release.
        unraisable, hook = [], sys.unraisablehook
        sys.unraisablehook = unraisable.append
        try:
            with ruler() as engine, ruler() as twin:
                engine.set_behavior(lambda proposed, context: "here")
                twin.set_behavior(lambda proposed, context: proposed)
                for handle in (engine, twin):
                    handle.fling(1000, 0)
                    run_to_rest(handle)
                self.assertEqual(engine.offset, twin.offset)  # the proposal
        finally:
            sys.unraisablehook = hook
        self.assertEqual(unraisable, [])


class PickerTests(unittest.TestCase):
    def test_json_and_fields_make_the_same_picker(self):
        a = detent.Picker({"values": {"from": 0, "to": 10, "by": 0.5}, "theme": "dark"})
        b = detent.Picker(values_from=0, values_to=10, values_by=0.5, theme="dark")
        for p in (a, b):
            p.fling(400, 0)
            run_to_rest(p)
        self.assertEqual(a.value, b.value)
        self.assertGreater(a.value, 0)
        self.assertEqual(a.display_list(), b.display_list())
        items = a.display_list()
        self.assertEqual(items[0].kind, "rect")
        self.assertLess(items[0].color[0], 0.5)
        self.assertTrue(any(i.kind == "text" and i.text == "10.0" for i in items))
        a.close()
        b.close()

    def test_a_cylinders_rows_are_scaled_texts(self):
        # Rows seen at an angle are the wheel's one font size, squeezed down and narrowed
        # across about their frame's centre (their frame is the scaled text's); plain texts (1, 1).
        with detent.Picker({"style": "cylinder"}) as picker:
            picker.select(50, 0, animated=False)
            texts = [i for i in picker.display_list() if i.kind == "text"]
            squeezed = [i for i in texts if i.scale[1] < 0.9]
            self.assertGreaterEqual(len(squeezed), 2)
            self.assertEqual(len({i.font_size for i in squeezed}), 1)
            self.assertTrue(all(0 < i.scale[0] < 1 for i in squeezed))
            self.assertIn(("50", (1.0, 1.0)), [(i.text, i.scale) for i in texts])  # flat in the band

    def test_unknown_json_members_are_refused_by_name(self):
        for json, member in [('{"theem": "dark"}', "picker.theem"), ('{"values": {"form": 5, "to": 10}}', "picker.values.form")]:
            with self.assertRaises(detent.DetentError) as caught:
                detent.Picker(json)
            self.assertIn(f'unknown member "{member}"', str(caught.exception))

    def test_a_flick_selects_values_one_at_a_time(self):
        with detent.Picker() as picker:
            picker.pointer("down", 300, 100, 0)
            for k in range(1, 13):
                picker.pointer("move", 300 - 10 * k, 100, k / 120)
            picker.pointer("up", 180, 100, 0.1)
            run_to_rest(picker, 0.1)
            selections = [e for e in picker.events() if e.kind == "selection"]
            self.assertEqual(len(selections), picker.value)
            self.assertTrue(all(e.to_value - e.from_value == 1 for e in selections))
            self.assertEqual(selections[0].cause, "drag")


class ColumnPickerTests(unittest.TestCase):
    def test_a_date_pickers_columns_keys_and_events(self):
        with detent.Picker({"demo": "date", "start": "2024-01-31"}) as picker:
            self.assertEqual(picker.value, 20240131)
            self.assertEqual(picker.label(), "2024-01-31")
            columns = picker.columns
            self.assertEqual([c["value"] for c in columns], [1, 31, 2024])
            self.assertEqual((columns[0]["first"], columns[0]["last"]), (1, 12))
            self.assertEqual(columns[0]["label"], "January")
            # A column's label is of its own value by default (it was of the picker's 20240131:
            # "December", "20240131", "20240131").
            self.assertEqual([picker.label(column=i) for i in range(3)], ["January", "31", "2024"])
            self.assertTrue(all(c["frame"][2] > 0 and c["frame"][3] > 0 for c in columns))
            self.assertTrue(math.isnan(picker.key_value("left")))
            picker.focus(0, 0)
            self.assertEqual(picker.key_value("down"), 20240229)  # February has 29 days in 2024
            self.assertEqual(picker.next_event_time, math.inf)
            picker.key("down", 0)
            self.assertLess(picker.next_event_time, math.inf)
            run_to_rest(picker)
            self.assertEqual(picker.value, 20240229)
            self.assertEqual(picker.active_column, 0)
            selections = [(c, e) for c, e in picker.column_events() if e.kind == "selection"]
            self.assertEqual(selections[0][0], 0)
            self.assertEqual((selections[0][1].from_value, selections[0][1].to_value), (1, 2))
            self.assertEqual(picker.events(), [])  # column_events drained them
            # The focused column's mark: one rect fewer without it, the keys still routed.
            marked = picker.display_list()
            picker.set_focus_effect(False)
            self.assertEqual(len(picker.display_list()), len(marked) - 1)
            self.assertEqual(picker.key_value("down"), 20240329)
            picker.set_focus_effect(True)
            self.assertEqual(picker.display_list(), marked)

    def test_one_wheel_is_one_column(self):
        with detent.Picker(values_from=0, values_to=10) as picker:
            self.assertIsNone(picker.active_column)
            self.assertEqual(len(picker.columns), 1)
            self.assertEqual(picker.label(7), "7")
            self.assertEqual(picker.key_value("end"), 10)


class LoadingTests(unittest.TestCase):
    def run_python(self, code, **env):
        environment = {k: v for k, v in os.environ.items() if k not in ("DETENT_LIBRARY", "LD_LIBRARY_PATH")}
        environment.update(env)
        return subprocess.run([sys.executable, "-c", code], cwd=HERE, env=environment, capture_output=True, text=True)

    def test_a_missing_library_names_the_variable_and_make_lib(self):
        for env, code in [({"DETENT_LIBRARY": "/nonexistent/libdetent.so"}, "import detent; detent.Engine()"),
                          ({}, "import ctypes.util, detent; ctypes.util.find_library = lambda n: None; detent.Picker()")]:
            result = self.run_python(code, **env)
            self.assertNotEqual(result.returncode, 0)
            last = result.stderr.strip().splitlines()[-1]
            self.assertTrue(last.startswith("detent.LibraryNotFound: libdetent not found"), last)
            self.assertIn("DETENT_LIBRARY", last)
            self.assertIn("`make lib`", last)

    def test_the_version_is_1_x(self):
        self.assertEqual(detent.version().split(".")[0], "1")


if __name__ == "__main__":
    unittest.main()
