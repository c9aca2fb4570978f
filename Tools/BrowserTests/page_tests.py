"""The page alone: loaded from its file, fed protocol messages through `window.statekitInspector`."""

import json
import pathlib
import unittest

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from browser import (active_states, event_button, log_row, log_seqs, page_errors, start_browser, step_configuration, text,
                     wait_for)

PAGE = pathlib.Path(__file__).resolve().parent.parent / "Sources" / "StateKitInspectServer" / "Page" / "index.html"


def screen_chart():
    """The seed-000-like chart of `inspector-demo`, as its app sends it (optional fields left out)."""
    states = [
        {"id": "screen", "name": "screen", "kind": "compound", "initial": "empty"},
        {"id": "empty", "name": "empty", "kind": "atomic", "parent": "screen"},
        {"id": "browse", "name": "browse", "kind": "atomic", "parent": "screen"},
        {"id": "edit", "name": "edit", "kind": "compound", "parent": "screen", "initial": "editing"},
        {"id": "resume", "name": "resume", "kind": "history", "parent": "edit", "deep": False},
        {"id": "editing", "name": "editing", "kind": "atomic", "parent": "edit"},
        {"id": "confirming", "name": "confirming", "kind": "atomic", "parent": "edit"},
        {"id": "done", "name": "done", "kind": "final", "parent": "screen"},
    ]
    transitions = [
        {"source": "screen", "event": "loaded", "guard": "itemsEmpty", "targets": ["empty"], "internal": False},
        {"source": "screen", "event": "loaded", "targets": ["browse"], "internal": False},
        {"source": "browse", "event": "edit", "guard": "hasItems", "targets": ["resume"], "internal": False},
        {"source": "edit", "event": "cancel", "targets": ["browse"], "internal": False},
        {"source": "editing", "event": "save", "targets": ["confirming"], "internal": False},
        {"source": "confirming", "event": "save", "targets": ["browse"], "internal": False},
    ]
    return {"states": states, "transitions": transitions}


def attached(machine="a1.m1", name="Seed 000 screen", restore=True, send=True, chart=None, configuration=None):
    return {"type": "attached", "machine": machine, "name": name, "app": "demo", "seq": 0,
            "chart": chart or screen_chart(),
            "events": [{"name": "edit", "payload": False}, {"name": "save", "payload": False},
                       {"name": "cancel", "payload": False}, {"name": "loaded", "payload": True}],
            "configuration": configuration or ["screen", "empty"], "accepts": ["loaded"],
            "context": {"items": [], "saves": 0}, "commands": {"send": send, "restore": restore}}


def step(seq, event, exited, entered, configuration, accepts, kind="transitioned", payload=None, reason=None,
         machine="a1.m1", context=None):
    message = {"type": "step", "machine": machine, "app": "demo", "seq": seq,
               "time": f"2026-11-25T10:00:{seq:02d}.250Z", "kind": kind, "exited": exited, "entered": entered,
               "configuration": configuration, "accepts": accepts, "restorable": True}
    if event is not None:
        message["event"] = {"name": event} if payload is None else {"name": event, "payload": payload}
    if reason is not None:
        message["reason"] = reason
    if context is not None:
        message["context"] = context
    return message


STEPS = [
    step(1, "loaded", ["empty"], ["browse"], ["screen", "browse"], ["loaded", "edit"], payload={"_0": ["a", "b"]},
         context={"items": ["a", "b"], "saves": 0}),
    step(2, "edit", ["browse"], ["edit", "editing"], ["screen", "edit", "editing"], ["loaded", "cancel", "save"],
         context={"items": ["a", "b"], "saves": 0}),
    step(3, "save", ["editing"], ["confirming"], ["screen", "edit", "confirming"], ["loaded", "cancel", "save"],
         context={"items": ["a", "b"], "saves": 1}),
    step(4, "edit", [], [], ["screen", "edit", "confirming"], ["loaded", "cancel", "save"], kind="rejected",
         reason="noTransition: no transition of the active states takes edit", context={"items": ["a", "b"], "saves": 1}),
]


class PageTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.driver = start_browser()

    @classmethod
    def tearDownClass(cls):
        cls.driver.quit()

    def setUp(self):
        self.driver.get(PAGE.as_uri())
        wait_for(self.driver, lambda d: d.execute_script("return !!window.statekitInspector"), "the page's hook")

    def tearDown(self):
        self.assertEqual(page_errors(self.driver), [], "the page logged errors")

    def receive(self, *messages):
        for message in messages:
            self.driver.execute_script("window.statekitInspector.receive(arguments[0])", json.dumps(message))

    def sent(self):
        return self.driver.execute_script("return window.statekitInspector.sent.map(m => JSON.stringify(m))")

    def test_active_states_follow_each_step(self):
        self.receive(attached())
        self.assertEqual(active_states(self.driver), ["empty", "screen"])
        for message in STEPS:
            self.receive(message)
            self.assertEqual(active_states(self.driver), sorted(message["configuration"]), f"after step {message['seq']}")
            self.assertEqual(step_configuration(self.driver), message["configuration"])
        self.assertEqual(log_seqs(self.driver), [0, 1, 2, 3, 4])
        self.assertIn("loaded", log_row(self.driver, 1).text)
        self.assertIn('{"_0":["a","b"]}', log_row(self.driver, 1).text, "a payload the app sends is shown")

    def test_selecting_an_earlier_step_shows_its_configuration_and_context(self):
        self.receive(attached(), *STEPS)
        log_row(self.driver, 1).click()
        self.assertEqual(active_states(self.driver), ["browse", "screen"])
        self.assertEqual(step_configuration(self.driver), ["screen", "browse"])
        self.assertEqual(json.loads(text(self.driver, "step-context")), {"items": ["a", "b"], "saves": 0})
        self.assertTrue(self.driver.find_element(By.ID, "viewing").is_displayed())
        self.assertIn("selected", log_row(self.driver, 1).get_attribute("class"))
        self.assertTrue(self.driver.find_element(By.ID, "restore").is_enabled())
        # A step arriving meanwhile is logged without moving the view off the selected step.
        self.receive(step(5, "cancel", ["confirming", "edit"], ["browse"], ["screen", "browse"], ["loaded", "edit"]))
        self.assertEqual(log_seqs(self.driver)[-1], 5)
        self.assertEqual(step_configuration(self.driver), ["screen", "browse"])
        self.assertIn("Step 1", text(self.driver, "step-title"))
        # The keyboard walks the log; Escape returns to live.
        log_row(self.driver, 1).click()
        self.driver.find_element(By.ID, "log").send_keys(Keys.ARROW_DOWN)
        self.assertEqual(active_states(self.driver), ["edit", "editing", "screen"])
        self.driver.find_element(By.ID, "log").send_keys(Keys.ESCAPE)
        self.assertFalse(self.driver.find_element(By.ID, "viewing").is_displayed())
        self.assertFalse(self.driver.find_element(By.ID, "restore").is_enabled(), "the live step is not restored")
        self.assertEqual(active_states(self.driver), ["browse", "screen"])

    def test_a_rejection_stands_out_with_its_reason(self):
        self.receive(attached(), *STEPS)
        rejected, normal = log_row(self.driver, 4), log_row(self.driver, 3)
        self.assertIn("kind-rejected", rejected.get_attribute("class"))
        self.assertIn("noTransition", rejected.text)
        self.assertNotEqual(rejected.value_of_css_property("background-color"), normal.value_of_css_property("background-color"))
        self.assertNotEqual(rejected.value_of_css_property("border-left-color"), normal.value_of_css_property("border-left-color"))

    def test_restore_is_asked_for_and_a_refusal_is_shown(self):
        self.receive(attached(restore=False), *STEPS)
        log_row(self.driver, 2).click()
        self.assertIn("has not allowed restores", text(self.driver, "restore-result"), "the page says what to expect")
        self.driver.find_element(By.ID, "restore").click()
        command = json.loads(self.sent()[-1])
        self.assertEqual((command["type"], command["machine"], command["seq"]), ("restore", "a1.m1", 2))
        self.receive({"type": "result", "id": command["id"], "ok": False, "error": "restore is not allowed by this app"})
        result = self.driver.find_element(By.ID, "restore-result")
        self.assertIn("refused", result.text)
        self.assertIn("restore is not allowed by this app", result.text)
        self.assertEqual(result.get_attribute("data-ok"), "false")
        self.assertTrue(self.driver.find_element(By.ID, "viewing").is_displayed(), "a refused restore leaves the view on the step")
        # Allowed: the page goes back to live and keeps saying what happened.
        self.driver.find_element(By.ID, "restore").click()
        command = json.loads(self.sent()[-1])
        self.receive({"type": "result", "id": command["id"], "ok": True})
        self.assertFalse(self.driver.find_element(By.ID, "viewing").is_displayed())
        self.assertEqual(text(self.driver, "restore-result"), "restored to step 2")

    def test_buttons_send_the_accepted_events_and_payloads_as_json(self):
        self.receive(attached(), STEPS[0])
        self.assertTrue(event_button(self.driver, "edit").is_enabled())
        self.assertFalse(event_button(self.driver, "save").is_enabled(), "browse does not accept save")
        event_button(self.driver, "edit").click()
        command = json.loads(self.sent()[-1])
        self.assertEqual((command["type"], command["event"], command["payload"]), ("send", "edit", None))
        self.receive({"type": "result", "id": command["id"], "ok": True, "outcome": "transitioned"})
        self.assertIn("edit: transitioned", text(self.driver, "send-result"))
        row = self.driver.find_element(By.CSS_SELECTOR, '.payload-row[data-event="loaded"]')
        field = row.find_element(By.CSS_SELECTOR, "input")
        field.send_keys("{not json")
        row.find_element(By.CSS_SELECTOR, "button").click()
        self.assertIn("not JSON", text(self.driver, "send-result"))
        self.assertEqual(len(self.sent()), 1, "invalid JSON is not sent")
        field.clear()
        field.send_keys('{"_0": ["x"]}')
        row.find_element(By.CSS_SELECTOR, "button").click()
        command = json.loads(self.sent()[-1])
        self.assertEqual((command["event"], command["payload"]), ("loaded", {"_0": ["x"]}))

    def test_a_machine_without_an_event_list_offers_its_charts_events_and_any_name(self):
        chart = {"states": [{"id": "stopped", "name": "stopped", "kind": "atomic"},
                            {"id": "playing", "name": "playing", "kind": "atomic"}],
                 "transitions": [{"source": "stopped", "event": "play", "targets": ["playing"], "internal": False},
                                 {"source": "stopped", "event": "after 2.0 seconds", "targets": ["playing"], "internal": False},
                                 {"source": "playing", "event": "power.off", "targets": ["stopped"], "internal": False},
                                 {"source": "playing", "event": "*", "targets": [], "internal": False},
                                 {"source": "playing", "event": "done.state.x", "targets": [], "internal": False}]}
        message = dict(attached(chart=chart, configuration=["stopped"]), events=[], accepts=[])
        self.receive(message)
        names = [b.get_attribute("data-event") for b in self.driver.find_elements(By.CSS_SELECTOR, "#event-buttons button")]
        self.assertEqual(names, ["play", "power.off"])
        self.assertTrue(event_button(self.driver, "play").is_enabled())
        self.assertFalse(event_button(self.driver, "power.off").is_enabled())
        self.driver.find_element(By.ID, "any-event-name").send_keys("custom.event")
        self.driver.find_element(By.ID, "any-event-send").click()
        command = json.loads(self.sent()[-1])
        self.assertEqual((command["type"], command["event"], command["payload"]), ("send", "custom.event", None))
        self.driver.find_element(By.ID, "any-event-payload").send_keys('{"n": 1}')
        self.driver.find_element(By.ID, "any-event-send").click()
        self.assertEqual(json.loads(self.sent()[-1])["payload"], {"n": 1})

    def test_an_app_that_allows_no_sending_gets_disabled_buttons(self):
        self.receive(attached(send=False), STEPS[0])
        self.assertFalse(event_button(self.driver, "edit").is_enabled())
        self.assertFalse(self.driver.find_element(By.ID, "any-event-send").is_enabled())
        self.assertIn("does not take events", text(self.driver, "drive-hint"))

    def test_the_chart_marks_kinds_regions_and_transitions(self):
        chart = screen_chart()
        chart["states"] += [
            {"id": "sync", "name": "sync", "kind": "parallel", "parent": "screen"},
            {"id": "upload", "name": "upload", "kind": "compound", "parent": "sync", "initial": "idle"},
            {"id": "idle", "name": "idle", "kind": "atomic", "parent": "upload"},
            {"id": "download", "name": "download", "kind": "compound", "parent": "sync", "initial": "waiting"},
            {"id": "waiting", "name": "waiting", "kind": "atomic", "parent": "download"},
        ]
        self.receive(attached(chart=chart, configuration=["screen", "sync", "upload", "idle", "download", "waiting"]))
        box = lambda state: self.driver.find_element(By.CSS_SELECTOR, f'.state[data-state="{state}"]')
        upload, download = box("upload").rect, box("download").rect
        self.assertEqual(upload["y"], download["y"], "parallel regions sit side by side")
        self.assertGreater(download["x"], upload["x"])
        self.assertIn("parallel", box("sync").text)
        self.assertNotEqual(box("upload").value_of_css_property("background-color"),
                            box("editing").value_of_css_property("background-color"), "regions look different")
        self.assertEqual(box("resume").find_element(By.CSS_SELECTOR, ".marker.history").text, "H")
        self.assertTrue(box("done").find_elements(By.CSS_SELECTOR, ".marker.final"))
        self.assertTrue(box("editing").find_elements(By.CSS_SELECTOR, ":scope > .state-head > .marker.initial"))
        self.assertFalse(box("confirming").find_elements(By.CSS_SELECTOR, ":scope > .state-head > .marker.initial"))
        # Children are drawn inside their parent.
        self.assertTrue(box("edit").find_elements(By.CSS_SELECTOR, '.state[data-state="confirming"]'))
        lines = [" ".join(e.text.split()) for e in box("browse").find_elements(By.CSS_SELECTOR, ":scope > .transitions li")]
        self.assertEqual(lines, ["edit [hasItems] → resume"])
        self.assertEqual(sorted(active_states(self.driver)), ["download", "idle", "screen", "sync", "upload", "waiting"])

    def test_a_300_state_chart_renders_collapsed_and_search_finds_a_state(self):
        states = [{"id": "root", "name": "root", "kind": "compound", "initial": "group0"}]
        for group in range(20):
            states.append({"id": f"group{group}", "name": f"group{group}", "kind": "compound", "parent": "root"})
            for leaf in range(13):
                states.append({"id": f"g{group}_s{leaf}", "name": f"g{group}_s{leaf}", "kind": "atomic", "parent": f"group{group}"})
        states += [{"id": f"x{i}", "name": f"x{i}", "kind": "atomic", "parent": "root"} for i in range(300 - len(states))]
        self.assertEqual(len(states), 300)
        transitions = [{"source": f"g{g}_s{l}", "event": "next", "targets": [f"g{g}_s{(l + 1) % 13}"], "internal": False}
                       for g in range(20) for l in range(13)]
        self.receive(attached(chart={"states": states, "transitions": transitions}, configuration=["root", "group0", "g0_s0"]))
        self.assertEqual(len(self.driver.find_elements(By.CSS_SELECTOR, "#chart .state")), 300)
        target = self.driver.find_element(By.CSS_SELECTOR, '.state[data-state="g17_s12"]')
        self.assertFalse(target.is_displayed(), "a large chart starts collapsed below the top level")
        group0 = self.driver.find_element(By.CSS_SELECTOR, '.state[data-state="group0"]')
        self.assertIn("active: g0_s0", group0.text, "a collapsed state says which state inside it is active")
        search = self.driver.find_element(By.ID, "search")
        search.send_keys("g17_s12")
        self.assertTrue(target.is_displayed())
        self.assertIn("match", target.get_attribute("class"))
        self.assertEqual(text(self.driver, "search-count"), "1 state")
        search.send_keys(Keys.ESCAPE)
        self.assertFalse(target.is_displayed())
        self.driver.find_element(By.ID, "expand-all").click()
        self.assertTrue(target.is_displayed())
        self.receive(step(1, "next", ["g0_s0", "group0"], ["group17", "g17_s12"], ["root", "group17", "g17_s12"], ["next"]))
        self.assertEqual(active_states(self.driver), ["g17_s12", "group17", "root"])

    def test_panels_do_not_move_as_steps_arrive(self):
        self.receive(attached(), STEPS[0])
        rects = "return ['chart-panel','side','log','event-buttons','restore'].map(id => JSON.stringify(document.getElementById(id).getBoundingClientRect()))"
        before = self.driver.execute_script(rects)
        for seq in range(2, 120):
            self.receive(step(seq, "edit" if seq % 2 else "cancel", [], [], ["screen", "browse"], ["loaded", "edit"],
                              kind="rejected" if seq % 5 == 0 else "transitioned", reason="noTransition" if seq % 5 == 0 else None))
        self.assertEqual(self.driver.execute_script(rects), before)
        heights = {row.size["height"] for row in self.driver.find_elements(By.CSS_SELECTOR, "#log .row")}
        self.assertEqual(len(heights), 1, "every log row has the same height")
        log = self.driver.find_element(By.ID, "log")
        self.assertTrue(self.driver.execute_script("const l = arguments[0]; return l.scrollTop + l.clientHeight >= l.scrollHeight - 2", log),
                        "the log follows new steps")

    def test_several_machines_each_named(self):
        self.receive(attached(), attached(machine="a1.m2", name="Pairing wizard"))
        tabs = self.driver.find_elements(By.CSS_SELECTOR, ".machine-tab")
        self.assertEqual([t.find_element(By.CSS_SELECTOR, ".tab-name").text for t in tabs], ["Seed 000 screen", "Pairing wizard"])
        self.receive(step(1, "loaded", ["empty"], ["browse"], ["screen", "browse"], ["edit"], machine="a1.m2"))
        self.assertEqual(active_states(self.driver), ["empty", "screen"], "the first machine stays shown")
        self.driver.find_elements(By.CSS_SELECTOR, ".machine-tab")[1].click()
        self.assertEqual(active_states(self.driver), ["browse", "screen"])
        self.receive({"type": "detached", "machine": "a1.m2"})
        self.assertIn("detached", self.driver.find_elements(By.CSS_SELECTOR, ".machine-tab")[1].text)
        self.assertFalse(event_button(self.driver, "edit").is_enabled())
        # The app comes back (restarted, a new id): the machine takes its old tab, live again.
        self.receive(attached(machine="a2.m1", name="Pairing wizard", configuration=["screen", "browse"]))
        tabs = self.driver.find_elements(By.CSS_SELECTOR, ".machine-tab")
        self.assertEqual([t.find_element(By.CSS_SELECTOR, ".tab-name").text for t in tabs], ["Seed 000 screen", "Pairing wizard"])
        self.assertNotIn("detached", tabs[1].text)
        self.assertEqual(tabs[1].get_attribute("aria-selected"), "true")
        self.assertEqual(active_states(self.driver), ["browse", "screen"])

    def test_a_summarised_context_payload_and_chart_say_so(self):
        chart = dict(screen_chart(), truncated=True)
        self.receive(attached(chart=chart))
        self.assertTrue(self.driver.find_element(By.ID, "chart-truncated").is_displayed())
        big = step(1, "loaded", ["empty"], ["browse"], ["screen", "browse"], ["edit"])
        big["event"]["truncated"] = True
        big["truncated"] = True
        self.receive(big)
        self.assertIn("payload too large", log_row(self.driver, 1).text)
        self.assertIn("too large to send", text(self.driver, "step-context"))

    def test_the_log_keeps_the_last_1000_steps(self):
        self.receive(attached())
        self.driver.execute_script("""
            for (let seq = 1; seq <= 1500; seq++) window.statekitInspector.receive({type: "step", machine: "a1.m1",
              seq, kind: "transitioned", exited: ["empty"], entered: ["browse"], configuration: ["browse"], accepts: []});""")
        seqs = log_seqs(self.driver)
        self.assertEqual(len(seqs), 1001)
        self.assertEqual(seqs[:2], [0, 501])
        self.assertEqual(seqs[-1], 1500)
        self.assertEqual(text(self.driver, "log-count"), "1000 steps")

    def test_names_from_the_app_are_text_not_markup(self):
        chart = {"states": [{"id": "<img src=x onerror=alert(1)>", "name": "<b>bold</b>", "kind": "atomic"}], "transitions": []}
        self.receive(attached(chart=chart, configuration=["<img src=x onerror=alert(1)>"], name="<i>m</i>"))
        self.assertEqual(self.driver.find_element(By.CSS_SELECTOR, ".state-name").text, "<b>bold</b>")
        self.assertFalse(self.driver.find_elements(By.CSS_SELECTOR, "#chart b, #chart img, .machine-tab i"))


if __name__ == "__main__":
    unittest.main()
