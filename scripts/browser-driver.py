#!/usr/bin/env python3
"""Drives a headless Chromium through a list of steps, for the web admin's walk-through.

Starts Debian's `chromium` itself (headless, no network beyond what the pages ask, a fresh profile) and
speaks the DevTools protocol over --remote-debugging-pipe (file descriptors 3 and 4, JSON messages ended
by a NUL byte), so it needs nothing but Python's standard library: no port, no websocket package.

    browser-driver.py --base http://127.0.0.1:8080 --shots DIR STEPS.json

STEPS.json is a JSON list of steps, each an object with one action key:

    {"viewports": [[1280, 800], [390, 844]]}   sizes for the shots (the first is the one pages are used at)
    {"go": "/login"}                           open a path (or a whole URL) and wait for it to load
    {"fill": "name", "value": "boss"}          type into the field with that name (cleared first)
    {"select": "sort", "value": "points"}      choose an option of a <select> by its value
    {"upload": "file", "path": "q.csv"}        give the file input with that name a file, as choosing it would
                                               (a relative path is beside the steps file)
    {"click": "Log in"}                        click the button, submit input or link with that text and,
                                               as a real click does, wait for the page it loads
    {"click": "css:form.search button"}        the same, the element found by a CSS selector
    {"click": "Show", "navigates": false}      a click that does not load a page
    {"shot": "dashboard"}                      a full-page PNG at each viewport: DIR/dashboard-1280x800.png
    {"expect": "Banned"}                       fail unless the page's text contains this
    {"expect_not": "Ban…"}                     fail if it does
    {"expect_path": "/players/3"}              fail unless the page's path (and query) is this
    {"wait_for": "is imported", "seconds": 20} wait until the page's text (reloaded by the page itself, as a
                                               progress page does) contains this; fail after that long
    {"read": "label"}                          print the page's text as {"read": "label", "text": ...}
    {"fits": true}                             fail unless, at each viewport, the page is no wider than the
                                               window and no element scrolls sideways inside it (a table on a
                                               phone): each offender named with its widths

Each step prints one JSON line; the first failing step prints what it saw and exits 1. The whole run is
bounded by --timeout seconds.
"""

import argparse
import base64
import fcntl
import json
import os
import queue
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
import urllib.parse


class Failure(Exception):
    """A step that did not do what it said: the message names the step and what the page showed."""


class Browser:
    """One Chromium with one page, commands sent and answered over the pipe."""

    def __init__(self, chromium, deadline):
        self.deadline = deadline
        self.profile = tempfile.mkdtemp(prefix="tiltquiz-chromium-")
        to_chrome_r, to_chrome_w = os.pipe()
        from_chrome_r, from_chrome_w = os.pipe()
        # Moved above 10 first, so that putting them on 3 and 4 cannot overwrite one another.
        high = [fcntl.fcntl(fd, fcntl.F_DUPFD, 10) for fd in (to_chrome_r, from_chrome_w)]

        def on_3_and_4():
            os.dup2(high[0], 3)
            os.dup2(high[1], 4)

        arguments = [
            chromium, "--headless", "--remote-debugging-pipe", "--no-first-run", "--no-default-browser-check",
            "--disable-gpu", "--disable-extensions", "--disable-background-networking", "--disable-sync",
            "--disable-component-update", "--disable-default-apps", "--mute-audio", "--hide-scrollbars",
            "--user-data-dir=" + self.profile, "--font-render-hinting=none",
        ]
        if os.geteuid() == 0:
            arguments.append("--no-sandbox")  # Chromium refuses to run as root with its sandbox
        arguments.append("about:blank")
        self.log = open(os.path.join(self.profile, "chromium.log"), "w+")
        self.process = subprocess.Popen(
            arguments, stdin=subprocess.DEVNULL, stdout=self.log, stderr=self.log, preexec_fn=on_3_and_4,
            pass_fds=(3, 4), close_fds=True)
        for fd in high + [to_chrome_r, from_chrome_w]:
            os.close(fd)
        self.writer = os.fdopen(to_chrome_w, "wb", buffering=0)
        self.reader = os.fdopen(from_chrome_r, "rb", buffering=0)
        self.next_id = 0
        self.replies = {}
        self.events = queue.Queue()
        self.lock = threading.Condition()
        self.closed = False
        threading.Thread(target=self.read_loop, daemon=True).start()
        self.session = None
        self.session = self.attach()

    def read_loop(self):
        pending = b""
        while True:
            chunk = self.reader.read(1 << 16)
            if not chunk:
                break
            pending += chunk
            while b"\0" in pending:
                raw, pending = pending.split(b"\0", 1)
                message = json.loads(raw)
                if "id" in message:
                    with self.lock:
                        self.replies[message["id"]] = message
                        self.lock.notify_all()
                else:
                    self.events.put(message)
        with self.lock:
            self.closed = True
            self.lock.notify_all()

    def remaining(self):
        left = self.deadline - time.monotonic()
        if left <= 0:
            raise Failure("the walk-through ran out of time")
        return left

    def send(self, method, params=None, session=True):
        self.next_id += 1
        ident = self.next_id
        message = {"id": ident, "method": method, "params": params or {}}
        if session and self.session:
            message["sessionId"] = self.session
        self.writer.write(json.dumps(message).encode() + b"\0")
        with self.lock:
            while ident not in self.replies:
                if self.closed:
                    raise Failure(f"Chromium closed the pipe during {method}: {self.chromium_log()}")
                self.lock.wait(min(self.remaining(), 1.0))
            reply = self.replies.pop(ident)
        if "error" in reply:
            raise Failure(f"{method} failed: {reply['error'].get('message')}")
        return reply.get("result", {})

    def chromium_log(self):
        self.log.flush()
        self.log.seek(0)
        return self.log.read()[-2000:]

    def attach(self):
        targets = self.send("Target.getTargets")["targetInfos"]
        page = next((t for t in targets if t["type"] == "page"), None)
        target = page["targetId"] if page else self.send("Target.createTarget", {"url": "about:blank"})["targetId"]
        session = self.send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        self.session = session
        self.send("Page.enable")
        self.send("Runtime.enable")
        return session

    def drain(self):
        while not self.events.empty():
            self.events.get_nowait()

    def wait_for_load(self, what):
        """Waits for the page's load event (the drained queue holds only events since the action), at most 30 s:
        on a machine busy with other tests a page can take seconds."""
        while True:
            try:
                event = self.events.get(timeout=min(self.remaining(), 30))
            except queue.Empty:
                raise Failure(f"{what}: no page loaded within 30 s")
            if event.get("method") == "Page.loadEventFired" and event.get("sessionId") == self.session:
                return

    def evaluate(self, expression):
        result = self.send("Runtime.evaluate", {"expression": expression, "returnByValue": True})
        if "exceptionDetails" in result:
            raise Failure(f"script failed: {result['exceptionDetails'].get('text')}: {expression[:200]}")
        return result["result"].get("value")

    def set_viewport(self, width, height):
        self.send("Emulation.setDeviceMetricsOverride",
                  {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 600})

    def close(self):
        try:
            self.send("Browser.close", session=False)
        except Failure:
            pass
        try:
            self.process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        shutil.rmtree(self.profile, ignore_errors=True)


# The element a click means: a CSS selector after "css:", else the first visible button, submit input or
# link whose text (trimmed) is the text given.
FIND = """
(() => {
  const wanted = %s;
  let found = null;
  if (wanted.startsWith("css:")) {
    found = document.querySelector(wanted.slice(4));
  } else {
    const candidates = document.querySelectorAll("button, input[type=submit], input[type=button], a");
    for (const element of candidates) {
      const text = (element.tagName === "INPUT" ? element.value : element.textContent).trim();
      if (text === wanted && element.getClientRects().length > 0) { found = element; break; }
    }
  }
  if (!found) return null;
  found.scrollIntoView({block: "center"});
  const box = found.getBoundingClientRect();
  return {x: box.left + box.width / 2, y: box.top + box.height / 2, width: box.width, height: box.height};
})()
"""


# What scrolls sideways: the page wider than the window, and every element that scrolls its own content
# sideways (overflow-x auto or scroll with more content than room), each named by tag, class and text.
SIDEWAYS = """
(() => {
  const width = document.documentElement.clientWidth;
  const found = [];
  if (document.documentElement.scrollWidth > width) {
    found.push(`the page is ${document.documentElement.scrollWidth} px wide in a ${width} px window`);
  }
  for (const element of document.querySelectorAll("body *")) {
    const style = getComputedStyle(element);
    const scrolls = ["auto", "scroll"].includes(style.overflowX);
    const box = element.getBoundingClientRect();
    const right = box.right;
    // Past either edge: a right-to-left page overflows to the left.
    if ((scrolls && element.scrollWidth > element.clientWidth + 1) || right > width + 1 || box.left < -1) {
      const name = element.tagName.toLowerCase() + (element.className ? "." + element.className : "");
      found.push(`${name} (${element.scrollWidth} px of content, right edge at ${Math.round(right)}): `
        + (element.innerText || "").slice(0, 60).replace(/\\s+/g, " "));
    }
  }
  return found.slice(0, 10);
})()
"""


class Walk:
    """Runs the steps against one browser."""

    def __init__(self, browser, base, shots, folder="."):
        self.browser = browser
        self.folder = folder
        self.base = base.rstrip("/")
        self.shots = shots
        self.viewports = [(1280, 800)]
        browser.set_viewport(*self.viewports[0])

    def page_text(self):
        return self.browser.evaluate("document.body ? document.body.innerText : ''") or ""

    def step(self, step):
        b = self.browser
        if "viewports" in step:
            self.viewports = [tuple(size) for size in step["viewports"]]
            b.set_viewport(*self.viewports[0])
        elif "go" in step:
            url = step["go"] if "://" in step["go"] else self.base + step["go"]
            b.drain()
            result = b.send("Page.navigate", {"url": url})
            if result.get("errorText"):
                raise Failure(f"opening {url} failed: {result['errorText']}")
            b.wait_for_load(f"opening {url}")
        elif "fill" in step:
            name = json.dumps(step["fill"])
            found = b.evaluate(f"""(() => {{ const e = document.querySelector('[name=' + JSON.stringify({name}) + ']');
                if (!e) return false; e.focus(); e.select && e.select(); return true; }})()""")
            if not found:
                raise Failure(f"no field named {step['fill']} on {self.path()}")
            b.send("Input.insertText", {"text": str(step["value"])})
        elif "select" in step:
            ok = b.evaluate(f"""(() => {{ const e = document.querySelector('select[name=' + JSON.stringify({json.dumps(step['select'])}) + ']');
                if (!e || ![...e.options].some(o => o.value === {json.dumps(step['value'])})) return false;
                e.value = {json.dumps(step['value'])}; e.dispatchEvent(new Event('change', {{bubbles: true}})); return true; }})()""")
            if not ok:
                raise Failure(f"no select named {step['select']} with the option {step['value']} on {self.path()}")
        elif "upload" in step:
            document = b.send("DOM.getDocument")["root"]["nodeId"]
            selector = "input[type=file][name=" + json.dumps(step["upload"]) + "]"
            node = b.send("DOM.querySelector", {"nodeId": document, "selector": selector}).get("nodeId", 0)
            if not node:
                raise Failure(f"no file input named {step['upload']} on {self.path()}")
            path = os.path.join(self.folder, step["path"])  # a relative path is the steps file's neighbour
            b.send("DOM.setFileInputFiles", {"nodeId": node, "files": [path]})
        elif "click" in step:
            box = b.evaluate(FIND % json.dumps(step["click"]))
            if not box:
                raise Failure(f"nothing to click called {step['click']!r} on {self.path()}")
            if box["width"] < 1 or box["height"] < 1:
                raise Failure(f"{step['click']!r} on {self.path()} has no size to click")
            b.drain()
            for kind in ("mouseMoved", "mousePressed", "mouseReleased"):
                b.send("Input.dispatchMouseEvent",
                       {"type": kind, "x": box["x"], "y": box["y"], "button": "left", "clickCount": 1})
            if step.get("navigates", True):
                b.wait_for_load(f"clicking {step['click']!r} on {self.path()}")
        elif "shot" in step:
            files = []
            for width, height in self.viewports:
                b.set_viewport(width, height)
                content = b.send("Page.getLayoutMetrics")["cssContentSize"]
                # The whole page: a window as tall as it, taken as it is (a clip is placed wrongly on a
                # right-to-left page), then the window put back.
                b.set_viewport(width, max(height, int(content["height"])))
                data = b.send("Page.captureScreenshot", {"format": "png"})["data"]
                b.set_viewport(width, height)
                file = os.path.join(self.shots, f"{step['shot']}-{width}x{height}.png")
                with open(file, "wb") as out:
                    out.write(base64.b64decode(data))
                files.append(file)
            b.set_viewport(*self.viewports[0])
            return {"shot": step["shot"], "files": files}
        elif "fits" in step:
            problems = []
            for width, height in self.viewports:
                b.set_viewport(width, height)
                problems += [f"at {width}x{height}: {found}" for found in b.evaluate(SIDEWAYS)]
            b.set_viewport(*self.viewports[0])
            if problems:
                raise Failure(f"{self.path()} scrolls sideways: " + "; ".join(problems))
            return {"fits": [list(size) for size in self.viewports]}
        elif "expect" in step:
            text = self.page_text()
            if step["expect"] not in text:
                raise Failure(f"{self.path()} does not say {step['expect']!r}; it says: {text[:1500]}")
        elif "wait_for" in step:
            until = time.monotonic() + float(step.get("seconds", 10))

            def text():
                try:
                    return self.page_text()
                except Failure:  # the page reloading itself between two reads
                    return ""

            while step["wait_for"] not in text():
                if time.monotonic() > until:
                    raise Failure(f"{self.path()} did not come to say {step['wait_for']!r}: {self.page_text()[:1500]}")
                time.sleep(0.2)
        elif "expect_not" in step:
            text = self.page_text()
            if step["expect_not"] in text:
                raise Failure(f"{self.path()} says {step['expect_not']!r}, which it should not: {text[:1500]}")
        elif "expect_path" in step:
            if self.path() != step["expect_path"]:
                raise Failure(f"the page is {self.path()}, not {step['expect_path']}")
        elif "read" in step:
            return {"read": step["read"], "path": self.path(), "text": self.page_text()}
        else:
            raise Failure(f"unknown step {json.dumps(step)}")
        return None

    def path(self):
        href = self.browser.evaluate("location.href")
        parts = urllib.parse.urlsplit(href)
        return parts.path + ("?" + parts.query if parts.query else "")


def drive(description, base_help, make_walker):
    """Parses the command line, starts Chromium and runs each step of the JSON file through the walker that
    `make_walker(browser, base, shots, steps_folder)` gives; prints a JSON line a step ("ms": how long it took)
    and the first failure. Shared by this file and live-phone-driver.py."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("steps", help="a JSON file: a list of steps")
    parser.add_argument("--base", required=True, help=base_help)
    parser.add_argument("--shots", required=True, help="the folder for the screenshots (made if missing)")
    parser.add_argument("--chromium", default=shutil.which("chromium") or "chromium")
    parser.add_argument("--timeout", type=float, default=60, help="seconds for the whole run")
    options = parser.parse_args()
    with open(options.steps) as handle:
        steps = json.load(handle)
    os.makedirs(options.shots, exist_ok=True)
    # A test that stops this stops its Chromium too: the `finally` below closes it.
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(1))
    if not shutil.which(options.chromium):
        print(f"error: no {options.chromium} to run: install Debian's chromium (scripts/install-deps.sh)",
              file=sys.stderr)
        return 2
    browser = Browser(options.chromium, time.monotonic() + options.timeout)
    try:
        walker = make_walker(browser, options.base, options.shots, os.path.dirname(os.path.abspath(options.steps)))
        for number, step in enumerate(steps, 1):
            started = time.monotonic()
            try:
                result = walker.step(step)
            except Failure as failure:
                print(json.dumps({"step": number, "did": step, "failed": str(failure)}), flush=True)
                return 1
            line = {"step": number, "did": step, "ms": round((time.monotonic() - started) * 1000)}
            if result:
                line.update(result)
            print(json.dumps(line), flush=True)
    finally:
        browser.close()
    return 0


def main():
    return drive("Drive headless Chromium through JSON steps (see the top of this file).",
                 "the site's root, e.g. http://127.0.0.1:8080", Walk)


if __name__ == "__main__":
    sys.exit(main())
