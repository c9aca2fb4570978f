"""Headless Chromium through Debian's selenium, and small DOM helpers the tests share."""

import os
import time

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
                     "--force-color-profile=srgb", "--hide-scrollbars", "--lang=en-US"):
        options.add_argument(argument)
    return webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)


def wait_for(driver, condition, what, timeout=10):
    """Waits until `condition(driver)` is truthy; the failure names what was awaited and the last value."""
    last = [None]

    def check(d):
        last[0] = condition(d)
        return last[0]

    try:
        return WebDriverWait(driver, timeout, poll_frequency=0.05).until(check)
    except Exception as error:
        raise AssertionError(f"waited {timeout} s for {what}; last seen: {last[0]!r}") from error


def active_states(driver):
    return sorted(e.get_attribute("data-state") for e in driver.find_elements(By.CSS_SELECTOR, "#chart .state.active"))


def step_configuration(driver):
    return [e.text for e in driver.find_elements(By.CSS_SELECTOR, "#step-configuration li")]


def log_row(driver, seq):
    return driver.find_element(By.CSS_SELECTOR, f'#log .row[data-seq="{seq}"]')


def log_seqs(driver):
    return [int(e.get_attribute("data-seq")) for e in driver.find_elements(By.CSS_SELECTOR, "#log .row")]


def event_button(driver, name):
    return driver.find_element(By.CSS_SELECTOR, f'#event-buttons button[data-event="{name}"]')


def text(driver, element_id):
    return driver.find_element(By.ID, element_id).text


def settle(seconds=0.05):
    time.sleep(seconds)
