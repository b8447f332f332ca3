#!/usr/bin/env python3
"""The page `routecard serve` answers at `/`, tested in a real browser: headless Chromium (Debian's
`chromium`) driven over its DevTools protocol (PyPI `websocket-client`).

    python3 scripts/browser_test.py [--routecard .build/debug/routecard] [--screenshot docs/serve-page.png]

It starts `routecard serve` on 127.0.0.1 (the streets style over the Monaco tiles), opens the page,
waits for the style list and every sample card, checks that each control has a label and that the
keyboard reaches the button, uploads `Tests/Fixtures/tiles/monaco-run.gpx` through the file input,
picks the streets style and the square preset, clicks the button with the mouse, and waits for the
card. The card the page shows must be byte for byte the one `POST /render` answers the same file
and parameters, 2160 × 2160 pixels (the square preset at the style's scale 2); the `GET /static` URL the page shows must
answer a PNG of that size; a file that is no route must show the server's error. Both processes
are stopped and their folders removed at the end, whatever happens.
"""
import argparse
import base64
import json
import os
import shutil
import socket
import struct
import subprocess
import sys
import tempfile
import time
import urllib.request

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIXTURE = os.path.join(ROOT, "Tests/Fixtures/tiles/monaco-run.gpx")
TILES = os.path.join(ROOT, "Tests/Fixtures/tiles/monaco.pmtiles")


def free_port():
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def wait_for(what, check, timeout=60.0, interval=0.1):
    """Polls `check` until it returns a true value (returned), or fails naming `what`."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        try:
            value = check()
            if value:
                return value
        except (OSError, ValueError):
            pass
        time.sleep(interval)
    raise AssertionError(f"timed out after {timeout:.0f} s waiting for {what}")


def png_size(data):
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    return struct.unpack(">II", data[16:24])


class Browser:
    """One page of headless Chromium over the DevTools protocol."""

    def __init__(self, chromium, folder):
        import websocket  # PyPI websocket-client
        port = free_port()
        self.process = subprocess.Popen(
            [chromium, "--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run", "--no-default-browser-check",
             f"--remote-debugging-port={port}", "--remote-debugging-address=127.0.0.1", f"--user-data-dir={folder}",
             "--window-size=1280,1100", "about:blank"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        targets = wait_for("Chromium's DevTools endpoint",
                           lambda: json.load(urllib.request.urlopen(f"http://127.0.0.1:{port}/json/list", timeout=2)))
        page = next(t for t in targets if t.get("type") == "page")
        self.socket = websocket.create_connection(page["webSocketDebuggerUrl"], timeout=60, suppress_origin=True)
        self.next_id = 0

    def send(self, method, **params):
        self.next_id += 1
        self.socket.send(json.dumps({"id": self.next_id, "method": method, "params": params}))
        while True:
            message = json.loads(self.socket.recv())
            if message.get("id") == self.next_id:
                if "error" in message:
                    raise AssertionError(f"{method}: {message['error']}")
                return message.get("result", {})

    def evaluate(self, expression):
        result = self.send("Runtime.evaluate", expression=expression, awaitPromise=True, returnByValue=True)
        if "exceptionDetails" in result:
            raise AssertionError(f"{expression}: {result['exceptionDetails']}")
        return result["result"].get("value")

    def click(self, selector):
        box = self.evaluate(f"(() => {{ const r = document.querySelector({json.dumps(selector)}).getBoundingClientRect();"
                            " return [r.x + r.width / 2, r.y + r.height / 2]; })()")
        for kind in ("mousePressed", "mouseReleased"):
            self.send("Input.dispatchMouseEvent", type=kind, x=box[0], y=box[1], button="left", clickCount=1)

    def set_file(self, selector, path):
        document = self.send("DOM.getDocument")
        node = self.send("DOM.querySelector", nodeId=document["root"]["nodeId"], selector=selector)
        self.send("DOM.setFileInputFiles", nodeId=node["nodeId"], files=[path])

    def close(self):
        try:
            self.socket.close()
        finally:
            self.process.terminate()
            self.process.wait(timeout=10)


def run(routecard, screenshot):
    chromium = shutil.which("chromium") or shutil.which("chromium-browser")
    if not chromium:
        raise SystemExit("error: chromium is not installed (apt-get install chromium)")
    folder = tempfile.mkdtemp(prefix="routecard-browser-")
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    server = subprocess.Popen([routecard, "serve", "--host", "127.0.0.1", "--port", str(port), "-q",
                               "--tiles", f"openmaptiles={TILES}"], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    browser = None
    checks = []
    try:
        wait_for("routecard serve", lambda: urllib.request.urlopen(base + "/health", timeout=2).status == 200)
        browser = Browser(chromium, os.path.join(folder, "profile"))
        browser.send("Page.enable")
        browser.send("Emulation.setDeviceMetricsOverride", width=1280, height=1500, deviceScaleFactor=1, mobile=False)
        browser.send("Page.navigate", url=base + "/")
        count = wait_for("the style list", lambda: browser.evaluate("document.querySelectorAll('#styles li').length"))
        served = json.load(urllib.request.urlopen(base + "/styles.json"))
        assert count == len(served), f"{count} styles listed, the server serves {len(served)}"
        options = browser.evaluate("[...document.querySelectorAll('#style option')].map(o => o.value)")
        assert options == [s["id"] for s in served], options
        loaded = wait_for("every sample card", lambda: browser.evaluate(
            "[...document.querySelectorAll('#styles img')].every(i => i.complete && i.naturalWidth > 0)"
            " && document.querySelectorAll('#styles img').length"))
        checks.append(f"the page lists the {count} served styles, each with its sample card ({loaded} loaded)")

        unlabelled = browser.evaluate("[...document.querySelectorAll('input, select')].filter(e => !e.labels.length).map(e => e.id)")
        assert unlabelled == [], f"controls without a label: {unlabelled}"
        no_alt = browser.evaluate("[...document.querySelectorAll('#styles img')].filter(i => !i.alt).length")
        assert no_alt == 0, f"{no_alt} sample cards without alt text"
        browser.evaluate("document.activeElement.blur(), document.body.focus()")
        reached = []
        for _ in range(20):
            browser.send("Input.dispatchKeyEvent", type="keyDown", key="Tab", code="Tab", windowsVirtualKeyCode=9)
            browser.send("Input.dispatchKeyEvent", type="keyUp", key="Tab", code="Tab", windowsVirtualKeyCode=9)
            reached.append(browser.evaluate("document.activeElement.id"))
            if reached[-1] == "make":
                break
        assert reached[-1] == "make", f"Tab never reached the button: {reached}"
        assert {"route", "style", "preset", "title", "format"} <= set(reached), reached
        checks.append(f"every control is labelled; Tab goes {' → '.join(r for r in reached if r)}")

        browser.set_file("#route", FIXTURE)
        browser.evaluate("document.getElementById('style').value = 'streets'")
        browser.evaluate("document.getElementById('preset').value = 'square'")
        browser.click("#make")
        wait_for("the card", lambda: browser.evaluate("document.getElementById('card').dataset.ready === 'true'"), timeout=120)
        shown = base64.b64decode(browser.evaluate(
            "cardBlob.arrayBuffer().then(b => {"
            " let s = ''; const a = new Uint8Array(b); for (let i = 0; i < a.length; i += 8192)"
            " s += String.fromCharCode(...a.subarray(i, i + 8192)); return btoa(s); })"))
        with open(FIXTURE, "rb") as handle:
            direct = urllib.request.urlopen(urllib.request.Request(
                base + "/render?style=streets&preset=square&format=png", data=handle.read(), method="POST")).read()
        assert shown == direct, f"the page shows {len(shown)} bytes, POST /render answers {len(direct)} different ones"
        # The square preset is 1080 × 1080 points; the streets style draws its PNG at scale 2.
        assert png_size(shown) == (2160, 2160), png_size(shown)
        natural = browser.evaluate("[document.getElementById('card').naturalWidth, document.getElementById('card').naturalHeight]")
        assert natural == [2160, 2160], natural
        checks.append(f"the uploaded GPX gives the card POST /render answers ({len(shown)} bytes, 2160 × 2160 px)")

        request = browser.evaluate("document.getElementById('request-text').textContent")
        prefix = base + "/styles/streets/static/auto/1080x1080@2x.png?path=enc:"
        assert request.startswith(prefix), request[:120]
        answer = urllib.request.urlopen(request)
        assert answer.headers["Content-Type"] == "image/png", answer.headers["Content-Type"]
        assert png_size(answer.read()) == (2160, 2160)
        download = browser.evaluate("document.getElementById('download').download")
        assert download == "monaco-run-card.png", download
        checks.append(f"the page's GET /static URL ({len(request)} characters) answers a 2160 × 2160 px PNG; download name {download}")

        if screenshot:
            browser.evaluate("window.scrollTo(0, 0)")
            image = browser.send("Page.captureScreenshot", format="png",
                                 clip={"x": 0, "y": 0, "width": 1280, "height": 1500, "scale": 0.6})
            with open(screenshot, "wb") as handle:
                handle.write(base64.b64decode(image["data"]))
            checks.append(f"screenshot written to {os.path.relpath(screenshot, ROOT)}")

        bad = os.path.join(folder, "notes.txt")
        with open(bad, "w") as handle:
            handle.write("these are not the coordinates you are looking for\n")
        browser.evaluate("document.getElementById('card').dataset.ready = ''")
        browser.set_file("#route", bad)
        browser.click("#make")
        status = wait_for("the error", lambda: browser.evaluate(
            "document.getElementById('status').classList.contains('error') && document.getElementById('status').textContent"))
        assert status.startswith("No card: ") and len(status) > 12, status
        checks.append(f"a file that is no route shows the server's message: {status[:90]}")
    finally:
        if browser:
            browser.close()
        server.terminate()
        try:
            server.wait(timeout=30)
        except subprocess.TimeoutExpired:
            server.kill()
        shutil.rmtree(folder, ignore_errors=True)
    for check in checks:
        print("ok:", check)
    print(f"browser test: {len(checks)} checks passed")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--routecard", default=os.path.join(ROOT, ".build/debug/routecard"))
    parser.add_argument("--screenshot", help="write a screenshot of the page with its card to this PNG")
    arguments = parser.parse_args()
    try:
        run(arguments.routecard, arguments.screenshot and os.path.abspath(arguments.screenshot))
    except AssertionError as failure:
        print(f"browser test failed: {failure}", file=sys.stderr)
        sys.exit(1)
