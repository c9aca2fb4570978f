"""Headless Chromium through Debian's selenium, and small DOM helpers the tests share."""

import os

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
CHROMEDRIVER = os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver")
WINDOW = (1400, 860)


def start_browser():
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for argument in ("--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     f"--window-size={WINDOW[0]},{WINDOW[1]}", "--force-device-scale-factor=1",
                     "--force-color-profile=srgb", "--hide-scrollbars", "--lang=en-US",
                     "--enable-precise-memory-info"):
        options.add_argument(argument)
    return webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)


def wait_for(driver, condition, what, timeout=20, show=None):
    """Waits until `condition(driver)` is truthy; the failure names what was awaited and what
    `show(driver)` (or the condition) gave last."""
    try:
        return WebDriverWait(driver, timeout, poll_frequency=0.05).until(condition)
    except Exception as error:
        seen = (show or condition)(driver)
        raise AssertionError(f"waited {timeout} s for {what}; last seen: {seen!r}") from error


def active_states(driver):
    """The states the chart marks active, boxes or arrows (read in the page: the chart is drawn
    again when its arrows arrive)."""
    return sorted(driver.execute_script(
        "return [...document.querySelectorAll('#chart .state.active')].map(e => e.dataset.state)"))


def step_configuration(driver):
    return [e.text for e in driver.find_elements(By.CSS_SELECTOR, "#step-configuration li")]


def log_row(driver, seq):
    return driver.find_element(By.CSS_SELECTOR, f'#log .row[data-seq="{seq}"]')


def log_seqs(driver):
    """The seqs of the steps the shown machine's log holds (only the rows in view are drawn)."""
    return driver.execute_script("return window.statekitInspector.logSeqs()")


def event_button(driver, name):
    return driver.find_element(By.CSS_SELECTOR, f'#event-buttons button[data-event="{name}"]')


def text(driver, element_id):
    return driver.find_element(By.ID, element_id).text


def log_entries(driver):
    """(seq, event name or "", kind) of every row drawn in the log (those in view), by seq."""
    return [tuple(entry) for entry in driver.execute_script(
        "return [...document.querySelectorAll('#log .row')].map(r => [Number(r.dataset.seq),"
        " (r.querySelector('.e-name') || {}).textContent || '', r.querySelector('.c-kind').textContent])"
        ".sort((a, b) => a[0] - b[0])")]


def seq_of(driver, event, kind="transitioned", last=True):
    """The seq of the last (or first) row with this event and kind."""
    seqs = [seq for seq, name, row_kind in log_entries(driver) if name == event and row_kind == kind]
    if not seqs:
        raise AssertionError(f"no {kind} {event} in the log: {log_entries(driver)}")
    return seqs[-1] if last else seqs[0]


def page_errors(driver, expected=()):
    """The errors the page logged since the last call, but those containing one of `expected`."""
    return [entry["message"] for entry in driver.get_log("browser")
            if entry["level"] == "SEVERE" and not any(text in entry["message"] for text in expected)]


def tab_texts(driver):
    """The text of each machine tab (read in the page: tabs may be redrawn between two calls)."""
    return driver.execute_script("return [...document.querySelectorAll('.machine-tab')].map(t => t.innerText)")
