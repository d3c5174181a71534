#!/usr/bin/env python3
"""A small "On this day" server for the event feed tests, on 127.0.0.1 and a free port (a sibling of
pack_server.py). Prints "PORT <n>" on its first line, then serves until killed.

The REST base is http://127.0.0.1:PORT/<MODE>/api/rest_v1; the MODE says how the feed answers:
  GET /ok/api/rest_v1/feed/onthisday/events/MM/DD         events-MM-DD.json from --root, with an ETag and
                                                           Last-Modified; 304 to a matching If-None-Match; 404
                                                           when there is no such file
  GET /hang/api/rest_v1/feed/...                           waits --hang seconds, then answers like ok
  GET /truncated/api/rest_v1/feed/...                      promises 100000 bytes, sends 1000, closes
  GET /notjson/api/rest_v1/feed/...                        200 with an HTML page
  GET /status/CODE/api/rest_v1/feed/...                    always CODE
  GET /flaky/api/rest_v1/feed/...                          the next status programmed (else like ok)
  GET /images/NAME                                         images/NAME from --root, with the Content-Type
                                                           from ?type=... (default by the file's extension)
  POST /control/statuses        the body "503,503" programs the next statuses of /flaky
  GET  /control/requests        every request's method, path, User-Agent and conditional headers, as JSON
"""
import argparse
import email.utils
import hashlib
import json
import os
import signal
import sys
import threading
import time
import urllib.parse
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

lock = threading.Lock()
statuses = []
requests = []
TYPES = {".png": "image/png", ".jpg": "image/jpeg", ".webp": "image/webp", ".gif": "image/gif"}


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    root = "."
    hang = 30.0

    def log_message(self, *args):
        pass

    def note(self):
        with lock:
            requests.append({
                "method": self.command, "path": self.path,
                "userAgent": self.headers.get("User-Agent"),
                "accept": self.headers.get("Accept"),
                "ifNoneMatch": self.headers.get("If-None-Match"),
                "ifModifiedSince": self.headers.get("If-Modified-Since"),
            })

    def send(self, code, body, content_type="text/plain", headers=None):
        self.send_response(code)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        for name, value in (headers or {}).items():
            self.send_header(name, value)
        self.end_headers()
        self.wfile.write(body)

    def do_GET(self):
        self.note()
        url = urllib.parse.urlsplit(self.path)
        parts = url.path.split("/")[1:]
        if parts[0] == "control" and parts[1:] == ["requests"]:
            with lock:
                body = json.dumps(requests).encode()
            return self.send(200, body, "application/json")
        if parts[0] == "images" and len(parts) == 2:
            return self.image(parts[1], urllib.parse.parse_qs(url.query).get("type", [None])[0])
        mode, rest = parts[0], parts[1:]
        if mode == "status":
            code, rest = int(rest[0]), rest[1:]
            return self.send(code, b"status %d" % code)
        if rest[:5] != ["api", "rest_v1", "feed", "onthisday", "events"] or len(rest) != 7:
            return self.send(404, b"no such route")
        month, day = rest[5], rest[6]
        if mode == "hang":
            time.sleep(self.hang)
        if mode == "truncated":
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", "100000")
            self.end_headers()
            self.wfile.write(b'{"events": [' + b" " * 988)
            self.wfile.flush()
            self.close_connection = True
            return
        if mode == "notjson":
            return self.send(200, b"<!doctype html><html><body><h1>Welcome</h1></body></html>", "text/html")
        if mode == "flaky":
            with lock:
                code = statuses.pop(0) if statuses else None
            if code is not None:
                return self.send(code, b"status %d" % code)
        return self.feed("events-%s-%s.json" % (month, day))

    def feed(self, name):
        path = os.path.join(self.root, name)
        if not os.path.isfile(path):
            return self.send(404, b'{"type":"not_found","title":"No events for this date"}', "application/problem+json")
        with open(path, "rb") as handle:
            body = handle.read()
        etag = 'W/"%s"' % hashlib.sha256(body).hexdigest()[:16]
        modified = email.utils.formatdate(os.path.getmtime(path), usegmt=True)
        headers = {"ETag": etag, "Last-Modified": modified}
        if self.headers.get("If-None-Match") == etag:
            self.send_response(304)
            for header, value in headers.items():
                self.send_header(header, value)
            self.end_headers()
            return
        content = 'application/json; charset=utf-8; profile="https://www.mediawiki.org/wiki/Specs/onthisday/0.3.3"'
        return self.send(200, body, content, headers)

    def image(self, name, content_type):
        path = os.path.join(self.root, "images", name)
        if not os.path.isfile(path):
            return self.send(404, b"no such image")
        with open(path, "rb") as handle:
            body = handle.read()
        kind = content_type or TYPES.get(os.path.splitext(name)[1], "application/octet-stream")
        return self.send(200, body, kind)

    def do_POST(self):
        self.note()
        length = int(self.headers.get("Content-Length") or 0)
        body = self.rfile.read(length).decode()
        if self.path == "/control/statuses":
            with lock:
                statuses[:] = [int(code) for code in body.split(",") if code.strip()]
            return self.send(200, b"ok")
        return self.send(404, b"no such route")


def main():
    # A test process may start us with signals blocked: let "stop the server" stop it.
    signal.pthread_sigmask(signal.SIG_UNBLOCK, [signal.SIGTERM, signal.SIGINT])
    parser = argparse.ArgumentParser()
    parser.add_argument("--root", default=".")
    parser.add_argument("--port", type=int, default=0, help="0: a free port")
    parser.add_argument("--hang", type=float, default=30.0, help="seconds /hang waits")
    arguments = parser.parse_args()
    Handler.root = arguments.root
    Handler.hang = arguments.hang
    server = ThreadingHTTPServer(("127.0.0.1", arguments.port), Handler)
    server.daemon_threads = True
    print("PORT %d" % server.server_address[1], flush=True)
    server.serve_forever()


if __name__ == "__main__":
    sys.exit(main())
