#!/usr/bin/env python3
"""A small HTTP server for the quiz packs tests, on 127.0.0.1 and a free port.

Prints "PORT <n>" on its first line, then serves until killed:
  GET  /files/NAME        NAME from --root, with an ETag and Last-Modified; 304 to a matching conditional request
  GET  /status/CODE       answers CODE with a short text body
  GET  /hang/SECONDS      waits SECONDS before answering (a server that hangs)
  GET  /truncated         promises 100000 bytes in Content-Length, sends 1000, closes
  GET  /big               a 50 MB body with its Content-Length
  GET  /big-unsized       a 50 MB body without Content-Length (read until the connection closes)
  GET  /html              an HTML page
  GET  /redirect/N/PATH   redirects N times, then to /PATH
  GET  /gzip/NAME         NAME gzip-compressed (Content-Encoding: gzip) when the request accepts gzip
  POST /see-other/NAME    303 to /files/NAME (the client must follow with a GET)
  CONNECT HOST:PORT       a tunnel to HOST:PORT: the server is also an HTTP proxy (as async-http-client uses one)
  POST /scores            records the body; answers the next status of the programmed sequence (else 200)
  POST /control/scores-status   the body "500,500,404" programs the next statuses of /scores
  GET  /control/scores    the bodies /scores received, as a JSON list
  GET  /control/requests  every request's method, path, User-Agent, Accept-Encoding and conditional headers, as
                          a JSON list
"""
import gzip
import json
import os
import select
import socket
import sys
import time

from loopback import LoopbackHandler, lock, main, next_status, program

scores = []


class Handler(LoopbackHandler):
    noted = {"acceptEncoding": "Accept-Encoding"}

    def do_GET(self):
        self.note()
        parts = self.path.split("/")[1:]
        if parts[0] == "files" and len(parts) == 2:
            return self.file(parts[1])
        if parts[0] == "status":
            return self.send(int(parts[1]), b"status " + parts[1].encode())
        if parts[0] == "hang":
            time.sleep(float(parts[1]))
            return self.send(200, b"[]", "application/json")
        if parts[0] == "truncated":
            return self.truncated(b"[")
        if parts[0] in ("big", "big-unsized"):
            size = 50 * 1000 * 1000
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            if parts[0] == "big":
                self.send_header("Content-Length", str(size))
            else:
                self.send_header("Connection", "close")
            self.end_headers()
            chunk = b" " * 65536
            sent = 0
            try:
                while sent < size:
                    self.wfile.write(chunk)
                    sent += len(chunk)
            except (BrokenPipeError, ConnectionResetError):
                pass
            self.close_connection = True
            return
        if parts[0] == "gzip" and len(parts) == 2:
            path = os.path.join(self.root, parts[1])
            if not os.path.isfile(path):
                return self.send(404, b"no such file")
            with open(path, "rb") as handle:
                body = handle.read()
            if "gzip" not in (self.headers.get("Accept-Encoding") or ""):
                return self.send(200, body, "application/json")
            return self.send(200, gzip.compress(body), "application/json", {"Content-Encoding": "gzip"})
        if parts[0] == "html":
            return self.send(200, b"<!doctype html><html><body><h1>Welcome</h1></body></html>", "text/html")
        if parts[0] == "redirect":
            count = int(parts[1])
            rest = "/".join(parts[2:])
            target = "/redirect/%d/%s" % (count - 1, rest) if count > 1 else "/" + rest
            return self.send(302, b"", headers={"Location": target})
        if self.path == "/control/scores":
            return self.send_json(scores)
        if self.path == "/control/requests":
            return self.send_requests()
        return self.send(404, b"no such route")

    def file(self, name):
        return self.validated_file(os.path.join(self.root, name), "application/json")

    def do_POST(self):
        self.note()
        body = self.read_body()
        if self.path.startswith("/see-other/"):
            return self.send(303, b"", headers={"Location": "/files/" + self.path.split("/")[2]})
        if self.path == "/control/scores-status":
            program(body)
            return self.send(200, b"ok")
        if self.path == "/scores":
            code = next_status(200)
            if 200 <= code < 300:
                with lock:
                    scores.append(json.loads(body))
            return self.send(code, b"status %d" % code)
        return self.send(404, b"no such route")

    def do_CONNECT(self):
        self.note()
        host, _, port = self.path.rpartition(":")
        try:
            upstream = socket.create_connection((host, int(port)), timeout=5)
        except (OSError, ValueError):
            return self.send(502, b"cannot reach " + self.path.encode())
        self.send_response(200, "Connection established")
        self.end_headers()
        self.wfile.flush()
        sockets = [self.connection, upstream]
        try:
            while True:
                readable, _, _ = select.select(sockets, [], [], 30)
                if not readable:
                    break
                for source in readable:
                    data = source.recv(65536)
                    if not data:
                        return
                    (upstream if source is self.connection else self.connection).sendall(data)
        except OSError:
            pass
        finally:
            upstream.close()
            self.close_connection = True


if __name__ == "__main__":
    sys.exit(main(Handler))
