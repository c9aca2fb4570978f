"""The page alone, fed protocol version 2's messages: the tree of machines, the sequence view,
restores named as such, a server of another version, and the log's height."""

import json
import unittest

from selenium.webdriver.common.by import By

from browser import page_errors, start_browser, text, wait_for
from page_tests import PAGE, attached, step


def child(machine="a1.m2", name="request", parent="a1.m1", seq=1):
    chart = {"states": [{"id": "waiting", "name": "waiting", "kind": "atomic"}, {"id": "done", "name": "done", "kind": "final"}],
             "transitions": [{"source": "waiting", "event": "finish", "targets": ["done"], "internal": False}]}
    message = attached(machine=machine, name=name, chart=chart, configuration=["waiting"])
    message["parent"] = {"machine": parent, "id": name, "how": "invoked", "seq": seq}
    return message


class PageTreeTests(unittest.TestCase):
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

    def tree(self):
        return self.driver.execute_script(
            "return [...document.querySelectorAll('.machine-tab')].map(t => [t.querySelector('.tab-name').textContent,"
            " Number(t.dataset.depth), t.querySelector('.tab-flag').textContent])")

    def test_children_are_shown_under_their_parent_and_their_ends_named(self):
        started = step(1, "loaded", ["empty"], ["browse"], ["screen", "browse"], ["edit"])
        started["children"] = {"started": [{"id": "request", "machine": "a1.m2"}], "ended": []}
        reply = step(1, "finish", ["waiting"], ["done"], ["done"], [], machine="a1.m2")
        reply["cause"] = {"machine": "a1.m1", "seq": 1, "kind": "toChild"}
        done = step(2, "edit", ["browse"], ["edit", "editing"], ["screen", "edit", "editing"], [])
        done["cause"] = {"machine": "a1.m2", "seq": 1, "kind": "done"}
        done["children"] = {"started": [], "ended": [{"id": "request", "machine": "a1.m2", "how": "finished"}]}
        self.receive(attached(), attached(machine="a1.m3", name="Other screen"), child(), started, reply, done,
                     {"type": "detached", "machine": "a1.m2", "reason": "finished"})
        # The child under its parent, before the next root; finished, greyed.
        self.assertEqual(self.tree(), [["Seed 000 screen", 0, ""], ["request", 1, "finished"], ["Other screen", 0, ""]])
        self.assertIn("started request", self.driver.find_element(By.CSS_SELECTOR, '#log .row[data-seq="1"] .c-reason').text)
        self.assertEqual(self.driver.find_element(By.CSS_SELECTOR, '#log .row[data-seq="2"] .c-reason').get_attribute("title"),
                         "done from request #1 · finished request")
        # The sequence view: the start, the event to the child, its done event, in that order.
        self.driver.find_element(By.ID, "show-sequence").click()
        labels = self.driver.execute_script("return [...document.querySelectorAll('#sequence .seq-label')].map(t => t.textContent)")
        self.assertEqual(labels, ["invoke request", "finish", "edit"])
        lanes = self.driver.execute_script("return [...document.querySelectorAll('#sequence .seq-lane-name')].map(t => t.textContent)")
        self.assertEqual(lanes, ["Seed 000 screen", "request"])
        # Clicking the done arrow selects the parent's step 2, and the child's step 1 that sent it.
        self.driver.find_elements(By.CSS_SELECTOR, "#sequence .seq-arrow")[2].click()
        selection = self.driver.execute_script("return window.statekitInspector.selection()")
        self.assertEqual(selection["current"], "a1.m1")
        self.assertEqual(text(self.driver, "step-title"), "Step 2 · live")
        self.assertIsNone(selection["selected"]["a1.m2"], "the child's step 1 is its last: live")

    def test_a_restore_is_logged_with_the_step_it_went_back_to(self):
        restore = step(2, None, ["browse"], ["empty"], ["screen", "empty"], ["loaded"])
        restore["restoredTo"] = 0
        self.receive(attached(), step(1, "loaded", ["empty"], ["browse"], ["screen", "browse"], ["edit"]), restore)
        self.assertEqual(self.driver.find_element(By.CSS_SELECTOR, '#log .row[data-seq="2"] .c-event').text,
                         "restored to step 0")

    def test_a_server_of_another_protocol_version_is_named_and_the_notice_stays(self):
        self.receive({"type": "hello", "protocol": 1, "role": "server"})
        notice = self.driver.find_element(By.ID, "notice")
        # Read as text content: the notice fades in, and a fading element's text is not "visible".
        self.assertIn("speaks inspector protocol 1, and this page 2: reload the page", notice.get_attribute("textContent"))
        self.assertEqual(notice.get_attribute("data-lasting"), "true")
        # A passing notice does not hide it.
        self.receive({"type": "error", "message": "something else"})
        self.assertIn("reload the page", notice.get_attribute("textContent"))

    def test_a_payload_shows_its_shape(self):
        message = attached()
        message["events"] = [{"name": "loaded", "payload": True, "fields": ["_0: a list"]},
                             {"name": "failed", "payload": True, "fields": ["message: a string"]}]
        self.receive(message)
        placeholders = self.driver.execute_script(
            "return [...document.querySelectorAll('#payload-events .payload-row')].map(r => [r.dataset.event, r.querySelector('input').placeholder])")
        self.assertEqual(placeholders, [["loaded", "a list, as JSON"], ["failed", '{"message": a string}']])
        options = self.driver.execute_script("return [...document.querySelectorAll('#chart-events option')].map(o => o.value)")
        self.assertEqual(options, ["loaded", "failed"])

    def test_an_error_is_shown_whole(self):
        self.receive(attached())
        long = "no event 'bogus' in this chart; its events: " + ", ".join(f"event{i}" for i in range(40))
        self.driver.execute_script("sendEvent(machines.get(current), 'bogus', null)")
        self.receive({"type": "result", "id": "c1", "ok": False, "error": long})
        result = self.driver.find_element(By.ID, "send-result")
        self.assertIn("event39", result.get_attribute("textContent"))
        # Wrapped, not cut off with an ellipsis: every line of it is there to read (or scroll to).
        style = self.driver.execute_script(
            "const s = getComputedStyle(arguments[0]); return [s.whiteSpace, s.textOverflow, arguments[0].scrollWidth <= arguments[0].clientWidth]", result)
        self.assertEqual(style, ["pre-wrap", "clip", True])

    def test_the_log_uses_the_windows_height(self):
        self.driver.set_window_size(1400, 900)
        self.receive(attached(), *[step(seq, "edit", [], [], ["screen", "empty"], []) for seq in range(1, 40)])
        log = self.driver.find_element(By.ID, "log")
        rows = log.size["height"] // 27
        viewport = self.driver.execute_script("return innerHeight")
        self.assertGreaterEqual(rows, 11, f"the log shows {rows} rows at 1400×900, a viewport {viewport} high (8 before)")
