"""End to end: `statekit inspect` on an SCXML document whose state invokes a child — the tree of
machines, the chart with arrows (Graphviz), the sequence view — and the page without Graphviz.
Leaves screenshots in .build/inspector-arrows.png, inspector-sequence.png, inspector-tree.png and
inspector-no-graphviz.png."""

import os
import unittest

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from browser import active_states, event_button, log_entries, page_errors, start_browser, tab_texts, text, wait_for
from end_to_end_tests import SCREENSHOT, Process, bin_path

FETCH = """<scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" initial="idle">
  <state id="idle"><transition event="fetch" target="loading"/></state>
  <state id="loading">
    <invoke id="request">
      <content>
        <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" initial="waiting">
          <state id="waiting">
            <transition event="poke"><send event="progress" target="#_parent"/></transition>
            <transition event="finish" target="done"/>
          </state>
          <final id="done"/>
        </scxml>
      </content>
    </invoke>
    <transition event="poke"><send event="poke" target="#_request"/></transition>
    <transition event="finish"><send event="finish" target="#_request"/></transition>
    <transition event="progress"/>
    <transition event="done.invoke.request" target="idle"/>
    <transition event="cancel" target="idle"/>
  </state>
</scxml>
"""


def large_document(groups=25, states=20):
    """A chart of 1 + groups × (states + 1) states: a root, its groups, each a chain of states."""
    parts = ['<scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" initial="root">', '<state id="root" initial="g0">']
    for g in range(groups):
        parts.append(f'<state id="g{g}" initial="g{g}s0">')
        if g + 1 < groups:
            parts.append(f'<transition event="jump" target="g{g + 1}"/>')
        for i in range(states):
            target = f"g{g}s{(i + 1) % states}"
            parts.append(f'<state id="g{g}s{i}"><transition event="next" target="{target}"/></state>')
        parts.append("</state>")
    parts += ["</state>", "</scxml>"]
    return "\n".join(parts)


def tree(driver):
    """(name, depth, flag) of each entry of the tree of machines, in order."""
    return [tuple(entry) for entry in driver.execute_script(
        "return [...document.querySelectorAll('.machine-tab')].map(t => [t.querySelector('.tab-name').textContent,"
        " Number(t.dataset.depth), t.querySelector('.tab-flag').textContent])")]


def sequence_labels(driver):
    return driver.execute_script("return [...document.querySelectorAll('#sequence .seq-label')].map(t => t.textContent)")


class TreeTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.statekit = bin_path() / "statekit"
        cls.driver = start_browser()
        cls.document = SCREENSHOT.parent / "inspector-tree-test.scxml"
        cls.document.parent.mkdir(exist_ok=True)
        cls.document.write_text(FETCH)

    @classmethod
    def tearDownClass(cls):
        cls.driver.quit()

    def tearDown(self):
        self.assertEqual(page_errors(self.driver, expected=["WebSocket connection to"]), [], "the page logged errors")

    def open(self, environment=None, document=None):
        server = Process([str(self.statekit), "inspect", str(document or self.document), "--port", "0"], environment)
        self.addCleanup(server.stop)
        port = server.expect(r"http://127\.0\.0\.1:(\d+)/").group(1)
        self.driver.get(f"http://127.0.0.1:{port}/")
        wait_for(self.driver, lambda d: tab_texts(d), "the document's machine on the page")

    def screenshot(self, name):
        self.driver.save_screenshot(str(SCREENSHOT.parent / name))

    def test_an_invoked_child_attaches_under_its_parent_with_arrows_and_a_sequence(self):
        self.open()
        # The chart with arrows, laid out by Graphviz (.ci/run installs it).
        wait_for(self.driver, lambda d: d.find_elements(By.CSS_SELECTOR, "#chart.arrows svg g.edge"), "the chart's arrows",
                 show=lambda d: text(d, "chart-hint"))
        wait_for(self.driver, lambda d: active_states(d) == ["idle"], "idle active", show=active_states)
        event_button(self.driver, "fetch").click()
        wait_for(self.driver, lambda d: len(tree(d)) == 2, "the child in the tree", show=tree)
        self.assertEqual(tree(self.driver), [("inspector-tree-test.scxml", 0, ""), ("request", 1, tree(self.driver)[1][2])])
        wait_for(self.driver, lambda d: active_states(d) == ["loading"], "loading active", show=active_states)
        # The transition just taken is marked: fetch is the chart's first transition.
        taken = self.driver.execute_script(
            "return [...document.querySelectorAll('#chart g.edge.taken')].map(e => e.dataset.transitions)")
        self.assertEqual(taken, ["0"])
        fetch_row = [entry for entry in log_entries(self.driver) if entry[1] == "fetch"]
        self.assertEqual(len(fetch_row), 1)
        self.assertIn("started request", self.driver.find_element(
            By.CSS_SELECTOR, f'#log .row[data-seq="{fetch_row[0][0]}"] .c-reason').text)
        self.screenshot("inspector-arrows.png")

        event_button(self.driver, "poke").click()
        wait_for(self.driver, lambda d: any(name == "progress" for _, name, _ in log_entries(d)), "the child's message",
                 show=log_entries)
        event_button(self.driver, "poke").click()
        wait_for(self.driver, lambda d: [name for _, name, _ in log_entries(d)].count("progress") == 2, "its second message",
                 show=log_entries)
        progress_seq = [seq for seq, name, _ in log_entries(self.driver) if name == "progress"][0]
        self.assertIn("message from request #2", self.driver.find_element(
            By.CSS_SELECTOR, f'#log .row[data-seq="{progress_seq}"] .c-reason').get_attribute("title"))

        self.driver.find_element(By.ID, "show-sequence").click()
        wait_for(self.driver, lambda d: sequence_labels(d) == ["invoke request", "poke", "progress", "poke", "progress"],
                 "the sequence's arrows", show=sequence_labels)
        self.screenshot("inspector-sequence.png")
        # Clicking an arrow selects its step in both machines: the child's first poke (step 2) sent
        # the first progress.
        self.driver.find_elements(By.CSS_SELECTOR, "#sequence .seq-arrow")[2].click()
        selection = self.driver.execute_script("return window.statekitInspector.selection()")
        parent, child = [entry["machine"] for entry in self.driver.execute_script(
            "return [...document.querySelectorAll('.machine-tab')].map(t => ({machine: t.dataset.machine}))")]
        self.assertEqual(selection["current"], parent)
        self.assertEqual(selection["selected"][parent], progress_seq)
        self.assertEqual(selection["selected"][child], 2)
        self.assertIn(f"Step {progress_seq}", text(self.driver, "step-title"))

        self.driver.find_element(By.ID, "show-log").click()
        event_button(self.driver, "finish").click()
        wait_for(self.driver, lambda d: tree(d)[1][2] == "finished", "the child finished", show=tree)
        self.driver.find_element(By.ID, "show-sequence").click()
        wait_for(self.driver, lambda d: sequence_labels(d)[-2:] == ["finish", "done.invoke.request"], "its done event",
                 show=sequence_labels)
        # A new request is a new machine of the tree; the finished one stays, greyed.
        self.driver.find_element(By.ID, "show-log").click()
        event_button(self.driver, "fetch").click()
        wait_for(self.driver, lambda d: len(tree(d)) == 3, "a second request", show=tree)
        self.assertEqual([(name, depth) for name, depth, _ in tree(self.driver)],
                         [("inspector-tree-test.scxml", 0), ("request", 1), ("request", 1)])
        self.driver.find_elements(By.CSS_SELECTOR, ".machine-tab")[1].click()
        # It still shows the step the arrow selected; back to live, its last step: done.
        wait_for(self.driver, lambda d: text(d, "viewing-seq") == "2", "the step the arrow selected",
                 show=lambda d: text(d, "viewing-seq"))
        self.assertEqual(active_states(self.driver), ["waiting"])
        self.driver.find_element(By.ID, "back-to-live").click()
        wait_for(self.driver, lambda d: active_states(d) == ["done"], "the finished child's last step", show=active_states)
        # Its chart is drawn with arrows too, though the server no longer has it attached.
        wait_for(self.driver, lambda d: d.find_elements(By.CSS_SELECTOR, "#chart.arrows svg"), "the finished child's arrows",
                 show=lambda d: text(d, "chart-hint"))
        wait_for(self.driver, lambda d: active_states(d) == ["done"], "done, with arrows", show=active_states)
        self.screenshot("inspector-tree.png")

    def test_without_graphviz_the_chart_is_boxes_and_says_how_to_get_arrows(self):
        self.open(dict(os.environ, STATEKIT_DOT="/nonexistent/dot"))
        wait_for(self.driver, lambda d: "apt-get install graphviz" in text(d, "chart-hint"), "the hint",
                 show=lambda d: text(d, "chart-hint"))
        self.assertIn("brew install graphviz", text(self.driver, "chart-hint"))
        self.assertEqual(active_states(self.driver), ["idle"])
        self.assertTrue(self.driver.find_elements(By.CSS_SELECTOR, "#chart .state .transitions"))
        self.screenshot("inspector-no-graphviz.png")

    def test_a_526_state_chart_with_arrows_collapses_opens_and_finds_a_state(self):
        document = SCREENSHOT.parent / "inspector-large-test.scxml"
        document.write_text(large_document())
        self.open(document=document)
        drawn = "return [...document.querySelectorAll('#chart.arrows svg .state')].map(e => e.dataset.state)"
        # Drawn collapsed below the top: the root's box and its 25 closed groups.
        wait_for(self.driver, lambda d: len(d.execute_script(drawn)) == 26, "the collapsed chart with arrows", timeout=60,
                 show=lambda d: (len(d.execute_script(drawn)), text(d, "chart-hint")))
        self.assertEqual(active_states(self.driver), ["g0", "root"])
        # A search opens the states that hold what it finds.
        search = self.driver.find_element(By.ID, "search")
        search.send_keys("g7s13")
        wait_for(self.driver, lambda d: "g7s13" in d.execute_script(drawn), "the state found, drawn", timeout=60,
                 show=lambda d: len(d.execute_script(drawn)))
        self.assertEqual(self.driver.execute_script(
            "return [...document.querySelectorAll('#chart svg .state.match')].map(e => e.dataset.state)"), ["g7s13"])
        self.assertEqual(text(self.driver, "search-count"), "1 state")
        search.send_keys(Keys.ESCAPE)
        wait_for(self.driver, lambda d: len(d.execute_script(drawn)) == 26, "closed again", timeout=60,
                 show=lambda d: len(d.execute_script(drawn)))
        # A click on a closed box opens it.
        self.driver.find_element(By.CSS_SELECTOR, '#chart svg .state[data-state="g3"]').click()
        wait_for(self.driver, lambda d: len(d.execute_script(drawn)) == 46, "g3 open", timeout=60,
                 show=lambda d: len(d.execute_script(drawn)))
        event_button(self.driver, "jump").click()
        wait_for(self.driver, lambda d: active_states(d) == ["g1", "root"], "a step", show=active_states)
        self.screenshot("inspector-large.png")
