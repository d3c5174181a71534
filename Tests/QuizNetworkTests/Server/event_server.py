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
  GET /lang/CODE/api/rest_v1/feed/onthisday/events/MM/DD   events-CODE-MM-DD.json, as ok serves its file
  GET /flaky/api/rest_v1/feed/...                          the next status programmed (else like ok)
  GET /images/NAME                                         images/NAME from --root, with the Content-Type
                                                           from ?type=... (default by the file's extension)
  POST /control/statuses        the body "503,503" programs the next statuses of /flaky
  GET  /control/requests        every request's method, path, User-Agent and conditional headers, as JSON
"""
import os
import sys
import time
import urllib.parse

from loopback import LoopbackHandler, main, next_status, program

TYPES = {".png": "image/png", ".jpg": "image/jpeg", ".webp": "image/webp", ".gif": "image/gif"}


class Handler(LoopbackHandler):
    hang = 30.0
    noted = {"accept": "Accept"}

    def do_GET(self):
        self.note()
        url = urllib.parse.urlsplit(self.path)
        parts = url.path.split("/")[1:]
        if parts[0] == "control" and parts[1:] == ["requests"]:
            return self.send_requests()
        if parts[0] == "images" and len(parts) == 2:
            return self.image(parts[1], urllib.parse.parse_qs(url.query).get("type", [None])[0])
        mode, rest = parts[0], parts[1:]
        language = None
        if mode == "lang":
            language, rest = rest[0], rest[1:]
        if mode == "status":
            code, rest = int(rest[0]), rest[1:]
            return self.send(code, b"status %d" % code)
        if rest[:5] != ["api", "rest_v1", "feed", "onthisday", "events"] or len(rest) != 7:
            return self.send(404, b"no such route")
        month, day = rest[5], rest[6]
        if mode == "hang":
            time.sleep(self.hang)
        if mode == "truncated":
            return self.truncated(b'{"events": [')
        if mode == "notjson":
            return self.send(200, b"<!doctype html><html><body><h1>Welcome</h1></body></html>", "text/html")
        if mode == "flaky":
            code = next_status()
            if code is not None:
                return self.send(code, b"status %d" % code)
        if language is not None:
            return self.feed("events-%s-%s-%s.json" % (language, month, day))
        return self.feed("events-%s-%s.json" % (month, day))

    def feed(self, name):
        content = 'application/json; charset=utf-8; profile="https://www.mediawiki.org/wiki/Specs/onthisday/0.3.3"'
        missing = (b'{"type":"not_found","title":"No events for this date"}', "application/problem+json")
        return self.validated_file(os.path.join(self.root, name), content, weak=True, missing=missing)

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
        body = self.read_body()
        if self.path == "/control/statuses":
            program(body)
            return self.send(200, b"ok")
        return self.send(404, b"no such route")


def add_arguments(parser):
    parser.add_argument("--hang", type=float, default=30.0, help="seconds /hang waits")


def configure(arguments):
    Handler.hang = arguments.hang


if __name__ == "__main__":
    sys.exit(main(Handler, add_arguments, configure))
