"""How long a CSS matrix3d on a 750×1334 canvas takes to reach the screen in headless Chromium (the flags of
serve_bench.py's latency run), against drawing a decoded bitmap into it: docs/serve.md, "Measured in session 13".
A probe for browser-side compositing, which is not built. Usage: matrix3d_probe.py [matrix3d|draw|none ...];
EXTRA="--trace-startup=… --trace-startup-format=json --trace-startup-file=…" adds Chromium switches (a trace gives
the compositor's `Display::DrawAndSwap` per frame)."""
import os, shutil, statistics, sys, time, json
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
options = webdriver.ChromeOptions()
options.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
for a in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=1280,900"]:
    options.add_argument(a)
for a in os.environ.get("EXTRA", "").split():
    options.add_argument(a)
driver = webdriver.Chrome(service=Service(shutil.which("chromedriver") or "/usr/bin/chromedriver"), options=options)
def pct(v, q):
    v = sorted(v); return v[min(len(v)-1, int(len(v)*q))]
try:
    driver.get("file://" + os.path.join(os.path.dirname(os.path.abspath(__file__)), "matrix3d_probe.html"))
    time.sleep(1)
    driver.set_script_timeout(120)
    print("load average %.1f %.1f %.1f" % os.getloadavg())
    for mode in (sys.argv[1:] or ["matrix3d", "draw", "none", "matrix3d", "draw", "none"]):
        r = driver.execute_async_script("const done = arguments[arguments.length-1]; run(arguments[0], 120).then(done)", mode)
        print(f"{mode:9s} set→rAF median {statistics.median(r['setToRaf']):5.1f} p95 {pct(r['setToRaf'],.95):5.1f} | set→2nd rAF median {statistics.median(r['setToRaf2']):5.1f} p95 {pct(r['setToRaf2'],.95):5.1f} | rAF→rAF median {statistics.median(r['rafDelta']):5.1f} p95 {pct(r['rafDelta'],.95):5.1f} | continuous interval median {statistics.median(r['intervals']):5.1f} p95 {pct(r['intervals'],.95):5.1f}")
finally:
    driver.quit()
