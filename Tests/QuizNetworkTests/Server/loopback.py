"""What the tests' loopback HTTP servers share (pack_server.py, event_server.py): a handler that notes every
request and answers with a body, files served with validators and 304s, a body cut short, programmed statuses,
and a main that listens on 127.0.0.1, prints "PORT <n>" on its first line and serves until killed.
"""
import argparse
import email.utils
import hashlib
import json
import os
import signal
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

lock = threading.Lock()
requests = []
statuses = []


def program(body):
    """Programs the next statuses from a body such as "503,503"."""
    with lock:
        statuses[:] = [int(code) for code in body.split(",") if code.strip()]


def next_status(default=None):
    """The next programmed status, else `default`."""
    with lock:
        return statuses.pop(0) if statuses else default


class LoopbackHandler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    root = "."
    # Request headers noted beside the method, path, User-Agent and conditional headers: JSON key -> header.
    noted = {}

    def log_message(self, *args):
        pass

    def note(self):
        entry = {
            "method": self.command, "path": self.path,
            "userAgent": self.headers.get("User-Agent"),
            "ifNoneMatch": self.headers.get("If-None-Match"),
            "ifModifiedSince": self.headers.get("If-Modified-Since"),
        }
        for key, header in self.noted.items():
            entry[key] = self.headers.get(header)
        with lock:
            requests.append(entry)

    def send(self, code, body, content_type="text/plain", headers=None):
        self.send_response(code)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        for name, value in (headers or {}).items():
            self.send_header(name, value)
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)

    def send_json(self, value):
        with lock:
            body = json.dumps(value).encode()
        return self.send(200, body, "application/json")

    def send_requests(self):
        """GET /control/requests: every request noted, as a JSON list."""
        return self.send_json(requests)

    def read_body(self):
        length = int(self.headers.get("Content-Length") or 0)
        return self.rfile.read(length).decode()

    def truncated(self, start):
        """Promises 100000 bytes, sends `start` padded to 1000, closes."""
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", "100000")
        self.end_headers()
        self.wfile.write(start + b" " * (1000 - len(start)))
        self.wfile.flush()
        self.close_connection = True

    def validated_file(self, path, content_type, weak=False, missing=(b"no such file", "text/plain")):
        """The file at `path` with an ETag and Last-Modified, 304 to a matching If-None-Match, else `missing`
        with 404."""
        if not os.path.isfile(path):
            return self.send(404, missing[0], missing[1])
        with open(path, "rb") as handle:
            body = handle.read()
        etag = ('W/"%s"' if weak else '"%s"') % hashlib.sha256(body).hexdigest()[:16]
        modified = email.utils.formatdate(os.path.getmtime(path), usegmt=True)
        headers = {"ETag": etag, "Last-Modified": modified}
        if self.headers.get("If-None-Match") == etag:
            self.send_response(304)
            for header, value in headers.items():
                self.send_header(header, value)
            self.end_headers()
            return
        return self.send(200, body, content_type, headers)


def main(handler, add_arguments=None, configure=None):
    """Parses --root and --port (and what `add_arguments` adds), then serves `handler` on 127.0.0.1."""
    # A test process may start us with signals blocked: let "stop the server" stop it.
    signal.pthread_sigmask(signal.SIG_UNBLOCK, [signal.SIGTERM, signal.SIGINT])
    parser = argparse.ArgumentParser()
    parser.add_argument("--root", default=".")
    parser.add_argument("--port", type=int, default=0, help="0: a free port")
    if add_arguments:
        add_arguments(parser)
    arguments = parser.parse_args()
    handler.root = arguments.root
    if configure:
        configure(arguments)
    server = ThreadingHTTPServer(("127.0.0.1", arguments.port), handler)
    server.daemon_threads = True
    print("PORT %d" % server.server_address[1], flush=True)
    server.serve_forever()
