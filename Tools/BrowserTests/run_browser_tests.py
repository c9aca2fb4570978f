#!/usr/bin/python3
"""The inspector page's browser tests (Debian's python3-selenium, chromium, chromium-driver):

    /usr/bin/python3 Tools/BrowserTests/run_browser_tests.py [page|end-to-end|busy] [-v]

`page` loads the page from its file and feeds it protocol messages; `end-to-end` builds and starts
`statekit inspect` and `inspector-demo` and checks the page against them (a chart with an
`<invoke>`: the tree of machines, the arrows, the sequence view); `busy` measures the page with
100 machines of 1,000 steps each (figures in .build/inspector-measurements.txt). All run by default.
The end-to-end test leaves a screenshot in .build/inspector-screenshot.png."""

import pathlib
import subprocess
import sys
import unittest

sys.dont_write_bytecode = True  # no __pycache__ in the checkout
HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import busy_tests  # noqa: E402
import end_to_end_tests  # noqa: E402
import page_tests  # noqa: E402
import page_tree_tests  # noqa: E402
import tree_tests  # noqa: E402


def main():
    arguments = sys.argv[1:]
    verbosity = 2 if "-v" in arguments else 1
    parts = [a for a in arguments if a != "-v"] or ["page", "end-to-end", "busy"]
    unknown = set(parts) - {"page", "end-to-end", "busy"}
    if unknown:
        sys.exit(f"unknown part {', '.join(sorted(unknown))}; use page, end-to-end, busy or nothing for all")
    loader = unittest.TestLoader()
    suite = unittest.TestSuite()
    if "page" in parts:
        suite.addTests(loader.loadTestsFromModule(page_tests))
        suite.addTests(loader.loadTestsFromModule(page_tree_tests))
    if "end-to-end" in parts or "busy" in parts:
        print("building statekit and inspector-demo…", flush=True)
        subprocess.run(["swift", "build", "--package-path", str(HERE.parent), "--product", "statekit"], check=True)
        subprocess.run(["swift", "build", "--package-path", str(HERE.parent), "--product", "inspector-demo"], check=True)
    if "end-to-end" in parts:
        suite.addTests(loader.loadTestsFromModule(end_to_end_tests))
        suite.addTests(loader.loadTestsFromModule(tree_tests))
    if "busy" in parts:
        suite.addTests(loader.loadTestsFromModule(busy_tests))
    result = unittest.TextTestRunner(verbosity=verbosity).run(suite)
    sys.exit(0 if result.wasSuccessful() else 1)


if __name__ == "__main__":
    main()
