"""End to end: `statekit inspect`, `inspector-demo` attached to it and driven through its standard
input, and the page in Chromium. Expects both products built (run_browser_tests.py builds them)."""

import os
import pathlib
import queue
import re
import subprocess
import threading
import time
import unittest

from selenium.webdriver.common.by import By

from browser import (active_states, event_button, log_entries, log_row, log_seqs, page_errors, seq_of, start_browser,
                     step_configuration, tab_texts, text, wait_for)

TOOLS = pathlib.Path(__file__).resolve().parent.parent
SCREENSHOT = TOOLS.parent / ".build" / "inspector-screenshot.png"


def bin_path():
    return pathlib.Path(subprocess.run(["swift", "build", "--package-path", str(TOOLS), "--show-bin-path"],
                                       check=True, capture_output=True, text=True).stdout.strip())


class Process:
    """A child process whose standard output is read, line by line, into a queue."""

    def __init__(self, arguments, environment=None):
        self.process = subprocess.Popen(arguments, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        stderr=subprocess.STDOUT, text=True, bufsize=1, env=environment)
        self.lines = queue.Queue()
        self.seen = []
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        for line in self.process.stdout:
            self.lines.put(line.rstrip("\n"))

    def expect(self, pattern, timeout=15):
        """The next line (skipping others) that matches `pattern`; fails naming what was seen."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            try:
                line = self.lines.get(timeout=max(0.01, deadline - time.monotonic()))
            except queue.Empty:
                break
            self.seen.append(line)
            match = re.search(pattern, line)
            if match:
                return match
        raise AssertionError(f"no line matching {pattern!r} within {timeout} s; saw: {self.seen[-12:]}")

    def drain(self):
        while not self.lines.empty():
            self.seen.append(self.lines.get())
        return self.seen

    def tell(self, line):
        self.process.stdin.write(line + "\n")
        self.process.stdin.flush()

    def stop(self):
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=5)
            except subprocess.TimeoutExpired:
                self.process.kill()


class EndToEndTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        binaries = bin_path()
        cls.statekit, cls.demo = binaries / "statekit", binaries / "inspector-demo"
        for binary in (cls.statekit, cls.demo):
            if not binary.exists():
                raise AssertionError(f"{binary} is missing: build it with swift build --package-path Tools")
        cls.driver = start_browser()

    @classmethod
    def tearDownClass(cls):
        cls.driver.quit()

    def start_server(self, port="0"):
        server = Process([str(self.statekit), "inspect", "--port", port])
        self.addCleanup(server.stop)
        return server, server.expect(r"http://127\.0\.0\.1:(\d+)/").group(1)

    def start(self, *demo_arguments):
        self.server, port = self.start_server()
        demo = Process([str(self.demo), "--port", port, *demo_arguments])
        self.addCleanup(demo.stop)
        demo.expect(r"^start: transitioned \[empty\]")
        demo.expect(r"^attached ")
        self.driver.get(f"http://127.0.0.1:{port}/")
        wait_for(self.driver, lambda d: tab_texts(d), "the demo's machine on the page")
        self.assertTrue(tab_texts(self.driver)[0].startswith("Seed 000 screen"))
        wait_for(self.driver, lambda d: text(d, "connection-text").startswith("connected"), "the page's connection")
        return demo

    def tearDown(self):
        # A retry while the tool is away fails to connect: expected, the page says so itself.
        self.assertEqual(page_errors(self.driver, expected=["WebSocket connection to"]), [], "the page logged errors")

    def expect_active(self, states, what):
        seen = []

        def check(driver):
            seen.append(active_states(driver))
            return seen[-1] == sorted(states)

        try:
            wait_for(self.driver, check, what)
        except AssertionError as error:
            raise AssertionError(f"{what}: expected {sorted(states)}, the page shows {seen[-1] if seen else None}") from error

    def test_the_page_follows_rewinds_and_drives_the_demo(self):
        demo = self.start("--allow-restore")
        self.expect_active(["screen", "empty"], "the attached configuration")
        steps = [
            ("loaded a,b", r"^loaded: transitioned \[browse\]", ["screen", "browse"]),
            ("edit", r"^edit: transitioned \[editing\]", ["screen", "edit", "editing"]),
            ("save", r"^save: transitioned \[confirming\]", ["screen", "edit", "confirming"]),
            ("loaded", r"^loaded: transitioned \[empty\]", ["screen", "empty"]),
            ("save", r"^save: rejected", ["screen", "empty"]),
        ]
        for line, printed, configuration in steps:
            demo.tell(line)
            demo.expect(printed)
            self.expect_active(configuration, f"the active states after {line!r}")
        wait_for(self.driver, lambda d: log_entries(d)[-1][1:] == ("save", "rejected"), "the rejected save last in the log",
                 show=log_entries)
        self.assertEqual([(name, kind) for _, name, kind in log_entries(self.driver) if name],
                         [("loaded", "transitioned"), ("edit", "transitioned"), ("save", "transitioned"),
                          ("loaded", "transitioned"), ("save", "rejected")])
        rejected = log_row(self.driver, log_seqs(self.driver)[-1])
        self.assertIn("kind-rejected", rejected.get_attribute("class"))
        self.assertIn("not accepted", rejected.text, "the reason")
        self.assertIn('"a"', log_row(self.driver, seq_of(self.driver, "loaded", last=False)).text, "the demo shows its payloads")

        # Time travel: the step after `edit` shows its configuration and context.
        log_row(self.driver, seq_of(self.driver, "edit")).click()
        self.expect_active(["screen", "edit", "editing"], "the selected step's configuration in the chart")
        self.assertEqual(step_configuration(self.driver)[-1], "editing")
        self.assertIn('"a"', text(self.driver, "step-context"))

        # Restore here: the app restores it (its stdout says so) and the page shows it live.
        self.driver.find_element(By.ID, "restore").click()
        demo.expect(r"^page: restore transitioned \[editing\]")
        wait_for(self.driver, lambda d: "restored to step" in text(d, "restore-result"), "the restore's result", show=lambda d: text(d, "restore-result"))
        self.assertFalse(self.driver.find_element(By.ID, "viewing").is_displayed(), "back to live after a restore")
        self.expect_active(["screen", "edit", "editing"], "the restored configuration, live")

        # Driving: the page's button sends an event the machine takes.
        wait_for(self.driver, lambda d: event_button(d, "save").is_enabled(), "the save button enabled in editing")
        self.assertFalse(event_button(self.driver, "edit").is_enabled(), "editing does not accept edit")
        event_button(self.driver, "save").click()
        demo.expect(r"^page: save transitioned \[confirming\]")
        self.expect_active(["screen", "edit", "confirming"], "the configuration after the page's save")
        wait_for(self.driver, lambda d: "save: transitioned" in text(d, "send-result"), "the send's result", show=lambda d: text(d, "send-result"))

        # A payload event from its JSON field.
        row = self.driver.find_element(By.CSS_SELECTOR, '.payload-row[data-event="loaded"]')
        row.find_element(By.CSS_SELECTOR, "input").send_keys('{"_0": ["x", "y", "z"]}')
        row.find_element(By.CSS_SELECTOR, "button").click()
        demo.expect(r"^page: loaded transitioned \[browse\]")
        self.expect_active(["screen", "browse"], "the configuration after the page's loaded")
        wait_for(self.driver, lambda d: '"z"' in text(d, "step-context"), "the new context", show=lambda d: text(d, "step-context"))

        demo.tell("edit")
        demo.expect(r"^edit: transitioned")
        demo.tell("cancel")
        demo.expect(r"^cancel: transitioned \[browse\]")
        demo.tell("cancel")
        demo.expect(r"^cancel: rejected")
        wait_for(self.driver, lambda d: log_entries(d)[-1][1:] == ("cancel", "rejected"), "every step in the log", show=log_entries)
        SCREENSHOT.parent.mkdir(exist_ok=True)
        self.driver.save_screenshot(str(SCREENSHOT))
        shot = os.environ.get("STATEKIT_README_SCREENSHOT")
        if shot:  # the README's picture: the same page, with a past step selected
            log_row(self.driver, seq_of(self.driver, "save", last=False)).click()
            time.sleep(1)  # past the highlight's animation
            self.driver.save_screenshot(shot)

    def test_a_restore_is_refused_when_the_app_does_not_allow_it(self):
        demo = self.start()
        demo.tell("loaded a")
        demo.expect(r"^loaded: transitioned \[browse\]")
        demo.tell("edit")
        demo.expect(r"^edit: transitioned \[editing\]")
        wait_for(self.driver, lambda d: log_entries(d)[-1][1] == "edit", "both steps in the log", show=log_entries)
        log_row(self.driver, seq_of(self.driver, "loaded")).click()
        self.expect_active(["screen", "browse"], "the selected step")
        self.driver.find_element(By.ID, "restore").click()
        wait_for(self.driver, lambda d: "refused" in text(d, "restore-result"), "the refusal", show=lambda d: text(d, "restore-result"))
        self.assertIn("not allowed", text(self.driver, "restore-result"), "the app's reason is shown")
        self.assertEqual(self.driver.find_element(By.ID, "restore-result").get_attribute("data-ok"), "false")
        # Nothing happened in the app: it printed no restore, and the live configuration is unchanged.
        time.sleep(0.5)
        self.assertFalse([line for line in demo.drain() if line.startswith("page:")])
        self.driver.find_element(By.ID, "back-to-live").click()
        self.expect_active(["screen", "edit", "editing"], "the unchanged live configuration")
        # The page's buttons still drive it (send is allowed).
        event_button(self.driver, "cancel").click()
        demo.expect(r"^page: cancel transitioned \[browse\]")

    def test_the_page_comes_back_when_the_tool_restarts(self):
        demo = self.start()
        demo.tell("loaded a")
        demo.expect(r"^loaded: transitioned \[browse\]")
        self.expect_active(["screen", "browse"], "the step before the restart")
        port = re.search(r":(\d+)$", self.driver.current_url.rstrip("/")).group(1)
        self.server.stop()
        wait_for(self.driver, lambda d: "detached" in tab_texts(d)[0], "the machine marked detached while the tool is away",
                 show=tab_texts)
        self.start_server(port)
        wait_for(self.driver, lambda d: text(d, "connection-text").startswith("connected"), "the page reconnected", timeout=20,
                 show=lambda d: text(d, "connection-text"))
        wait_for(self.driver, lambda d: "detached" not in tab_texts(d)[0], "the app attached again, in the same tab",
                 show=tab_texts)
        self.assertEqual(len(tab_texts(self.driver)), 1)
        self.expect_active(["screen", "browse"], "the configuration after the restart")
        demo.tell("edit")
        demo.expect(r"^edit: transitioned \[editing\]")
        self.expect_active(["screen", "edit", "editing"], "a step after the restart")

    def test_a_chart_run_by_the_tool_is_drawn_and_driven(self):
        chart = SCREENSHOT.parent / "inspector-browser-test.scxml"
        chart.parent.mkdir(exist_ok=True)
        chart.write_text(PLAYER)
        server = Process([str(self.statekit), "inspect", str(chart), "--port", "0"])
        self.addCleanup(server.stop)
        port = server.expect(r"http://127\.0\.0\.1:(\d+)/").group(1)
        self.driver.get(f"http://127.0.0.1:{port}/")
        wait_for(self.driver, lambda d: tab_texts(d), "the chart's machine on the page")
        self.expect_active(["player", "stopped"], "the chart's initial state")
        event_button(self.driver, "play").click()
        self.expect_active(["player", "playing", "audio", "normal", "video", "sd"], "both regions of the parallel state")
        event_button(self.driver, "mute").click()
        self.expect_active(["player", "playing", "audio", "muted", "video", "sd"], "one region moved")
        self.driver.find_element(By.ID, "any-event-name").send_keys("power.off")
        self.driver.find_element(By.ID, "any-event-send").click()
        self.expect_active(["off"], "an event typed by name")


PLAYER = """<scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" initial="player">
  <state id="player" initial="stopped">
    <transition event="power.off" target="off"/>
    <state id="stopped"><transition event="play" target="playing"/></state>
    <parallel id="playing">
      <transition event="stop" target="stopped"/>
      <state id="audio" initial="normal">
        <state id="normal"><transition event="mute" target="muted"/></state>
        <state id="muted"><transition event="mute" target="normal"/></state>
      </state>
      <state id="video" initial="sd">
        <state id="sd"><transition event="hd" target="hd"/></state>
        <state id="hd"><transition event="sd" target="sd"/></state>
      </state>
    </parallel>
  </state>
  <state id="off"><transition event="power.on" target="player"/></state>
</scxml>
"""


if __name__ == "__main__":
    unittest.main()
