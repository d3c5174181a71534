#!/usr/bin/env python3
"""Plays the live round's phone page in headless Chromium at a phone's size, for QuizLiveTests' browser test.

The same Chromium and DevTools pipe as the web admin's walk-through (scripts/browser-driver.py, whose Browser
this imports): nothing but Python's standard library. The test drives the host; this drives the phone, and the
two meet on what each can see: this waits for the page to show what the host did (polling the page, with a
limit), and says "signal" lines on its output when the test may act.

    live-phone-driver.py --base http://127.0.0.1:8090 --shots DIR STEPS.json

STEPS.json is a JSON list of steps, each an object with one action key:

    {"device": [390, 844, 2]}               a phone: width, height (CSS px), device scale; touch and mobile on
    {"language": "ar-EG,ar;q=0.9"}          the Accept-Language the phone's browser sends from now on
    {"go": "/"}                             open a path of the base (or a whole URL) and wait for it to load
    {"reload": true}                        reload the page, as a player does, and wait for it to load
    {"orient": [0, 0, -40]}                 the phone held at alpha, beta, gamma degrees (DeviceOrientation)
    {"fill": "#name", "value": "Ana"}       type into the field the CSS selector finds (emptied first)
    {"tap": "#options button:nth-child(2)"} touch the element's middle, as a finger does; fails unless it is
                                            visible and on top there
    {"wait": "JS", "what": "the lobby", "seconds": 15}
                                            poll until the expression is truthy; fail after that long
    {"check": "JS"}                         the expression gives a list of problems: fail unless it is empty
    {"buttons": 48}                         fail unless every visible button is at least this many CSS px high
    {"fits": true}                          fail if the page or anything in it scrolls sideways
    {"keep": "JS", "as": "token"}           remember the expression's value
    {"same": "JS", "as": "token"}           fail unless the expression's value is the one remembered
    {"shot": "question"}                    a PNG of the whole page: DIR/question.png, in device pixels
    {"signal": "answered"}                  print {"signal": "answered"}: the test waits for it to act
    {"clean": ["/", "/live.css"]}           fail if the page requested anything but these paths on the base's
                                            origin (and its socket), logged an error or a policy violation,
                                            threw, or opened a dialog

Each step prints one JSON line; the first failing step prints what the page showed and exits 1. The whole run
is bounded by --timeout seconds.
"""

import base64
import importlib.util
import json
import os
import queue
import sys
import threading
import time
import urllib.parse

HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location("browser_driver", os.path.join(HERE, "browser-driver.py"))
driver = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(driver)
Failure = driver.Failure


class Recorder(queue.Queue):
    """The browser's event queue, which also keeps what the page requested and complained of."""

    def __init__(self):
        super().__init__()
        self.requests = []
        self.complaints = []
        self.guard = threading.Lock()

    def put(self, message, *args, **kwargs):
        method, params = message.get("method"), message.get("params", {})
        with self.guard:
            if method == "Network.requestWillBeSent":
                self.requests.append(params["request"]["url"])
            elif method == "Network.webSocketCreated":
                self.requests.append(params["url"])
            elif method == "Log.entryAdded" and params["entry"].get("level") in ("error", "warning"):
                entry = params["entry"]
                self.complaints.append(f"{entry.get('source')}: {entry.get('text')} ({entry.get('url', '')})")
            elif method == "Runtime.exceptionThrown":
                details = params["exceptionDetails"]
                text = details.get("exception", {}).get("description") or details.get("text")
                self.complaints.append(f"the script threw: {text}")
            elif method == "Runtime.consoleAPICalled" and params.get("type") in ("error", "warning", "assert"):
                values = [str(arg.get("value", arg.get("description", ""))) for arg in params.get("args", [])]
                self.complaints.append(f"console.{params['type']}: {' '.join(values)}")
            elif method == "Page.javascriptDialogOpening":
                self.complaints.append(f"a {params.get('type')} dialog opened: {params.get('message')}")
        super().put(message, *args, **kwargs)


# The page's visible buttons that are lower than the least height, each named with its text and height.
LOW_BUTTONS = """
(() => {
  const least = %d;
  const low = [];
  let seen = 0;
  for (const button of document.querySelectorAll("button")) {
    if (button.getClientRects().length === 0) continue;
    seen++;
    const box = button.getBoundingClientRect();
    if (box.height < least) low.push(`${JSON.stringify(button.textContent.trim())} is ${box.height} px high`);
  }
  return seen === 0 ? ["no button is visible"] : low;
})()
"""

# The middle of the element a selector finds, once scrolled into view, and whether it is on top there.
TARGET = """
(() => {
  const element = document.querySelector(%s);
  if (!element || element.getClientRects().length === 0) return null;
  element.scrollIntoView({block: "center"});
  const box = element.getBoundingClientRect();
  const x = box.left + box.width / 2, y = box.top + box.height / 2;
  const top = document.elementFromPoint(x, y);
  return {x, y, width: box.width, height: box.height, onTop: !!top && (top === element || element.contains(top))};
})()
"""


class Phone:
    """Runs the steps on one Chromium page dressed as a phone."""

    def __init__(self, browser, base, shots):
        self.browser = browser
        self.base = base.rstrip("/")
        self.shots = shots
        self.kept = {}
        self.recorder = Recorder()
        browser.events = self.recorder
        for domain in ("Network", "Log"):
            browser.send(domain + ".enable")

    def evaluate(self, expression):
        return self.browser.evaluate(expression)

    def page_text(self):
        try:
            return (self.evaluate("document.body ? document.body.innerText : ''") or "")[:1500]
        except Failure as failure:
            return f"(unreadable: {failure})"

    def load(self, what, action):
        b = self.browser
        b.drain()
        result = action()
        if result.get("errorText"):
            raise Failure(f"{what} failed: {result['errorText']}")
        b.wait_for_load(what)

    def step(self, step):
        b = self.browser
        if "device" in step:
            width, height, scale = step["device"]
            b.send("Emulation.setDeviceMetricsOverride",
                   {"width": width, "height": height, "deviceScaleFactor": scale, "mobile": True})
            b.send("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 5})
        elif "language" in step:
            b.send("Network.setExtraHTTPHeaders", {"headers": {"Accept-Language": step["language"]}})
        elif "go" in step:
            url = step["go"] if "://" in step["go"] else self.base + step["go"]
            self.load(f"opening {url}", lambda: b.send("Page.navigate", {"url": url}))
        elif "orient" in step:
            alpha, beta, gamma = step["orient"]
            b.send("DeviceOrientation.setDeviceOrientationOverride", {"alpha": alpha, "beta": beta, "gamma": gamma})
        elif "reload" in step:
            self.load("reloading", lambda: b.send("Page.reload", {"ignoreCache": True}))
        elif "fill" in step:
            selector = json.dumps(step["fill"])
            found = self.evaluate(f"""(() => {{ const e = document.querySelector({selector});
                if (!e) return false; e.focus(); e.value = ""; return true; }})()""")
            if not found:
                raise Failure(f"no field {step['fill']} to type into")
            b.send("Input.insertText", {"text": str(step["value"])})
        elif "tap" in step:
            box = self.evaluate(TARGET % json.dumps(step["tap"]))
            if not box:
                raise Failure(f"nothing visible to tap at {step['tap']}")
            if not box["onTop"]:
                raise Failure(f"{step['tap']} is covered by something else at its middle")
            point = {"x": box["x"], "y": box["y"], "radiusX": 4, "radiusY": 4, "force": 1}
            b.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [point]})
            b.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
        elif "wait" in step:
            seconds = float(step.get("seconds", 15))
            until = time.monotonic() + seconds
            while True:
                try:
                    if self.evaluate(step["wait"]):
                        break
                except Failure:
                    b.remaining()  # the whole run's limit still holds
                    # else the page was between two loads: look again
                if time.monotonic() > until:
                    raise Failure(f"the page did not come to show {step.get('what', step['wait'])} within "
                                  f"{seconds:g} s; it shows: {self.page_text()}")
                time.sleep(0.05)
        elif "check" in step:
            problems = self.evaluate(step["check"])
            if problems:
                raise Failure(f"{'; '.join(map(str, problems))}; the page shows: {self.page_text()}")
        elif "buttons" in step:
            low = self.evaluate(LOW_BUTTONS % int(step["buttons"]))
            if low:
                raise Failure(f"buttons under {step['buttons']} CSS px: {'; '.join(low)}")
            heights = self.evaluate("""[...document.querySelectorAll("button")]
                .filter(b => b.getClientRects().length).map(b => Math.round(b.getBoundingClientRect().height))""")
            return {"heights": heights}
        elif "fits" in step:
            found = self.evaluate(driver.SIDEWAYS)
            if found:
                raise Failure("the page scrolls sideways: " + "; ".join(found))
        elif "keep" in step:
            self.kept[step["as"]] = self.evaluate(step["keep"])
            if self.kept[step["as"]] in (None, ""):
                raise Failure(f"nothing to keep as {step['as']}: {step['keep']} is empty")
        elif "same" in step:
            value = self.evaluate(step["same"])
            if value != self.kept.get(step["as"]):
                raise Failure(f"{step['as']} was {self.kept.get(step['as'])!r}, now {value!r}")
        elif "shot" in step:
            metrics = b.send("Page.getLayoutMetrics")
            view, content = metrics["cssLayoutViewport"], metrics["cssContentSize"]
            clip = {"x": 0, "y": 0, "width": view["clientWidth"],
                    "height": max(view["clientHeight"], int(content["height"])), "scale": 1}
            data = b.send("Page.captureScreenshot",
                          {"format": "png", "clip": clip, "captureBeyondViewport": True})["data"]
            file = os.path.join(self.shots, step["shot"] + ".png")
            with open(file, "wb") as out:
                out.write(base64.b64decode(data))
            return {"file": file}
        elif "signal" in step:
            return {"signal": step["signal"]}
        elif "clean" in step:
            origin = urllib.parse.urlsplit(self.base)
            with self.recorder.guard:
                requests, complaints = list(self.recorder.requests), list(self.recorder.complaints)
            outside = []
            for url in requests:
                parts = urllib.parse.urlsplit(url)
                scheme = {"ws": "http", "wss": "https"}.get(parts.scheme, parts.scheme)
                if (scheme, parts.netloc) != (origin.scheme, origin.netloc) or parts.path not in step["clean"]:
                    outside.append(url)
            if outside or complaints:
                raise Failure(f"requests beyond the page's own files: {outside}; complaints: {complaints}")
            return {"requests": requests}
        else:
            raise Failure(f"unknown step {json.dumps(step)}")
        return None


def main():
    return driver.drive("Play the live phone page in headless Chromium (see the top).",
                        "the live listener's root, e.g. http://127.0.0.1:8090",
                        lambda browser, base, shots, _: Phone(browser, base, shots))


if __name__ == "__main__":
    sys.exit(main())
