"""The inspector under load, end to end: `inspector-demo --busy 100,1000,1048576` — 100 machines,
each with a context of 1 MB, 1,000 steps each — attached to `statekit inspect`, with the page
open. Checks that every step arrives and the page stays usable, and measures (never judges)
the time from a step in the app to its row on the page, the page's memory and how long showing
another machine and selecting a step take. Writes the figures to
.build/inspector-measurements.txt and a screenshot to .build/inspector-busy.png."""

import statistics
import time
import unittest

from browser import page_errors, start_browser, wait_for
from end_to_end_tests import SCREENSHOT, Process, bin_path

# A round of steps (one of each machine) every ROUND_MS: 5,000 steps a second at most.
MACHINES, STEPS, CONTEXT, ROUND_MS = 100, 1000, 1 << 20, 20


class BusyTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        binaries = bin_path()
        cls.statekit, cls.demo = binaries / "statekit", binaries / "inspector-demo"
        cls.driver = start_browser()
        cls.driver.set_script_timeout(120)

    @classmethod
    def tearDownClass(cls):
        cls.driver.quit()

    def test_a_step_at_a_time(self):
        """One machine, one step at a time: the time from a step in the app to its row, unloaded."""
        server = Process([str(self.statekit), "inspect", "--port", "0"])
        self.addCleanup(server.stop)
        port = server.expect(r"http://127\.0\.0\.1:(\d+)/").group(1)
        self.driver.get(f"http://127.0.0.1:{port}/")
        demo = Process([str(self.demo), "--port", port])
        self.addCleanup(demo.stop)
        demo.expect(r"^attached ")
        measure = "return window.statekitInspector.measurements()"
        wait_for(self.driver, lambda d: d.execute_script(measure)["machines"] == 1, "the demo on the page")
        for index in range(40):
            demo.tell(["loaded a,b", "edit", "save", "save"][index % 4])
            demo.expect(r"^(loaded|edit|save): ")
            time.sleep(0.1)
        wait_for(self.driver, lambda d: len(d.execute_script(measure)["stepToRow"]) >= 40, "40 steps measured",
                 show=lambda d: len(d.execute_script(measure)["stepToRow"]))
        latencies = sorted(self.driver.execute_script(measure)["stepToRow"])
        line = (f"one step at a time (40 steps, 0.1 s apart): step to row median {statistics.median(latencies):.0f} ms, "
                f"max {latencies[-1]:.0f} ms")
        SCREENSHOT.parent.mkdir(exist_ok=True)
        (SCREENSHOT.parent / "inspector-measurements-single.txt").write_text(line + "\n")
        print("\n" + line)

    def test_a_hundred_busy_machines_with_large_contexts(self):
        server = Process([str(self.statekit), "inspect", "--port", "0"])
        self.addCleanup(server.stop)
        port = server.expect(r"http://127\.0\.0\.1:(\d+)/").group(1)
        self.driver.get(f"http://127.0.0.1:{port}/")
        wait_for(self.driver, lambda d: d.execute_script("return document.getElementById('connection').dataset.state") == "connected",
                 "the page's connection")
        started = time.monotonic()
        demo = Process([str(self.demo), "--port", port, "--busy", f"{MACHINES},{STEPS},{CONTEXT},{ROUND_MS}"])
        self.addCleanup(demo.stop)
        demo.expect(r"^busy: attached", timeout=300)
        demo.expect(r"^busy: done", timeout=600)
        app_seconds = time.monotonic() - started
        measure = "return window.statekitInspector.measurements()"
        wait_for(self.driver, lambda d: d.execute_script(measure)["machines"] == MACHINES, "every machine on the page",
                 timeout=120, show=lambda d: d.execute_script(measure)["machines"])
        shown = self.driver.execute_script("return window.statekitInspector.selection().current")
        # Every step of the shown machine arrived: the page keeps its last 1,000 (and the attached row).
        last = STEPS + 1  # the start, then STEPS steps
        wait_for(self.driver, lambda d: d.execute_script("return window.statekitInspector.logSeqs()")[-1] == last,
                 "the shown machine's last step", timeout=120,
                 show=lambda d: (d.execute_script("return window.statekitInspector.logSeqs()")[-3:], [l for l in demo.drain() if "notice" in l][-5:]))
        dropped = [line for line in demo.drain() if "dropped" in line]
        # A page too slow for the burst was sent the newest steps; it asks for those it missed.
        kept = list(range(last - STEPS + 1, last + 1))

        def missing(driver):
            return sorted(set(kept) - set(driver.execute_script("return window.statekitInspector.logSeqs()")))

        wait_for(self.driver, lambda d: missing(d) == [], "the steps the page missed", timeout=60,
                 show=lambda d: (missing(d)[:5], len(missing(d)), dropped))
        self.assertEqual(self.driver.execute_script("return window.statekitInspector.logSeqs()"), [0] + kept)
        figures = self.driver.execute_script(measure)
        # Interactive: showing another machine, selecting a step of it.
        timings = self.driver.execute_script("""
            const ids = [...document.querySelectorAll('.machine-tab')].map(t => t.dataset.machine);
            const shows = [], selects = [];
            for (const id of ids.slice(1, 21)) {
              let t = performance.now(); window.statekitInspector.show(id); shows.push(performance.now() - t);
              t = performance.now(); window.statekitInspector.select(500); selects.push(performance.now() - t);
            }
            return {shows, selects};""")
        every = self.driver.execute_script("""
            return [...document.querySelectorAll('.machine-tab')].map(t => t.dataset.machine).map(id => {
              window.statekitInspector.show(id); return window.statekitInspector.logSeqs().slice(-1)[0]; });""")
        self.assertEqual(every, [last] * MACHINES, "every machine's last step is on the page")
        self.driver.execute_script(f"window.statekitInspector.show('{shown}')")
        SCREENSHOT.parent.mkdir(exist_ok=True)
        self.driver.save_screenshot(str(SCREENSHOT.parent / "inspector-busy.png"))
        latencies = sorted(figures["stepToRow"])
        self.assertTrue(latencies, "steps of the shown machine were measured")

        def quantile(values, q):
            return values[min(len(values) - 1, int(q * len(values)))]

        report = [
            f"{MACHINES} machines x {STEPS} steps, context {CONTEXT} bytes each, a round every {ROUND_MS} ms; "
            f"app ran {app_seconds:.1f} s",
            f"step to row (shown machine, {len(latencies)} steps): median {statistics.median(latencies):.0f} ms, "
            f"p95 {quantile(latencies, 0.95):.0f} ms, max {latencies[-1]:.0f} ms",
            f"page JS heap: {figures['heap'] / 1e6:.1f} MB" if figures["heap"] else "page JS heap: not reported",
            f"show another machine: median {statistics.median(timings['shows']):.1f} ms, max {max(timings['shows']):.1f} ms",
            f"select a step: median {statistics.median(timings['selects']):.1f} ms, max {max(timings['selects']):.1f} ms",
            f"messages the app dropped: {dropped or 'none'}",
        ]
        (SCREENSHOT.parent / "inspector-measurements.txt").write_text("\n".join(report) + "\n")
        print("\n" + "\n".join(report))
        self.assertEqual(page_errors(self.driver, expected=["WebSocket connection to"]), [], "the page logged errors")
