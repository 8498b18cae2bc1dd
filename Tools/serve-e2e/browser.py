"""What the simulator's browser tests share (serve_e2e.py, composite_e2e.py, page_e2e.py): finding headless Chromium
and its driver or skipping, saying why (exit 77); starting it and `flipbook serve` as the tests do; waiting on the
page; checks that print what held."""
import os
import re
import shutil
import subprocess
import sys
import time

SKIP = 77


class Failure(Exception):
    pass


def check(cond, what):
    if not cond:
        raise Failure(what)
    print(f"  ok: {what}")


def find(*names):
    for n in names:
        p = shutil.which(n) or (n if os.path.exists(n) else None)
        if p:
            return p
    return None


def skip(test, why):
    print(f"{test}: SKIPPED: {why}")
    sys.exit(SKIP)


def chromium_or_skip(test):
    """The paths of Chromium and chromedriver, or skips `test`."""
    chromium = find("chromium", "chromium-browser", "google-chrome")
    driver_path = find("chromedriver", "/usr/lib/chromium/chromedriver")
    if not chromium:
        skip(test, "no chromium (make deps installs Debian's chromium)")
    if not driver_path:
        skip(test, "no chromedriver (make deps installs Debian's chromium-driver)")
    return chromium, driver_path


def start_chromium(chromium, driver_path):
    """Headless Chromium at 1280×900 CSS pixels, one device pixel each, under Selenium."""
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    options = webdriver.ChromeOptions()
    options.binary_location = chromium
    for a in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
              "--window-size=1280,900", "--force-device-scale-factor=1"]:
        options.add_argument(a)
    driver = webdriver.Chrome(service=Service(driver_path), options=options)
    driver.set_script_timeout(30)
    return driver


def waiter(js):
    """wait(cond, what): polls the page's JavaScript expression `cond` until it is truthy; fails after `timeout` s."""
    def wait(cond, what, timeout=20.0):
        end = time.time() + timeout
        while time.time() < end:
            v = js("return " + cond)
            if v:
                return v
            time.sleep(0.05)
        raise Failure(f"timed out waiting for {what} ({cond})")
    return wait


def report_failure(test, driver, error, shown=()):
    """Says why `test` failed; with a page, saves a screenshot and prints its errors and each (label, expression)."""
    print(f"{test}: FAILED: {error}")
    if not driver:
        return
    try:
        path = f"/tmp/{test.replace(' ', '-')}-failure.png"
        driver.save_screenshot(path)
        print(f"  page at failure: {path}")
        for label, expression in (("page errors", "window.__flipbook && window.__flipbook.errors"),) + tuple(shown):
            print(f"  {label}:", str(driver.execute_script("return " + expression)))
    except Exception:
        pass


def start_server(flipbook, *args, env=None):
    """`flipbook serve --port 0 ARGS` and the URL it printed (None when it printed none within a minute)."""
    server = subprocess.Popen([flipbook, "serve", "--port", "0", *args],
                              stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env)
    deadline = time.time() + 60
    while time.time() < deadline:
        line = server.stdout.readline()
        if not line:
            break
        m = re.search(r"(http://127\.0\.0\.1:\d+/)", line)
        if m:
            return server, m.group(1)
    return server, None


def stop_server(server):
    """Stops the server as Ctrl-C would, or kills it after 10 s."""
    server.terminate()
    try:
        server.wait(timeout=10)
    except subprocess.TimeoutExpired:
        server.kill()


def idler(js):
    """idle(seconds, timeout): waits until the page has drawn nothing (frame or composite) for `seconds`."""
    def idle(seconds=0.6, timeout=20):
        end = time.time() + timeout
        last, since = js("return window.__flipbook.drawn"), time.time()
        while time.time() < end:
            time.sleep(0.05)
            now = js("return window.__flipbook.drawn")
            if now != last:
                last, since = now, time.time()
            elif time.time() - since >= seconds:
                return
        raise Failure("the stage never settled")
    return idle
