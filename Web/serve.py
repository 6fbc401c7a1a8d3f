#!/usr/bin/env python3
"""Serves Web/ (the module in dist/, the pages in demo/ and peers/, and Debian's iScroll under
/iscroll/) with Python's http.server, with the
cross-origin isolation headers that give pages 5 µs timers (the benchmark's). `make web-demo`
runs it; the browser tests start it in a thread (serve(port=0)).
    python3 Web/serve.py [--port 8000]"""
import argparse, functools, http.server, os, threading

ROOT = os.path.dirname(os.path.abspath(__file__))


class Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map,
                      ".js": "text/javascript", ".mjs": "text/javascript", ".wasm": "application/wasm",
                      ".jsonl": "application/x-ndjson"}

    def translate_path(self, path):
        # /iscroll/ is Debian's node-iscroll (the peers page's iScroll 5).
        if path.startswith("/iscroll/"):
            return os.path.join("/usr/share/nodejs/iscroll/build", os.path.basename(path.split("?")[0]))
        return super().translate_path(path)

    def end_headers(self):
        self.send_header("Cross-Origin-Opener-Policy", "same-origin")
        self.send_header("Cross-Origin-Embedder-Policy", "require-corp")
        self.send_header("Cache-Control", "no-store")
        super().end_headers()

    def log_message(self, *args):
        if self.server.verbose:
            super().log_message(*args)


def serve(port=0, verbose=False):
    """A server of Web/ on 127.0.0.1:port (0: any free port), running in a thread."""
    server = http.server.ThreadingHTTPServer(("127.0.0.1", port), functools.partial(Handler, directory=ROOT))
    server.verbose = verbose
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--port", type=int, default=8000)
    port = parser.parse_args().port
    server = http.server.ThreadingHTTPServer(("0.0.0.0", port), functools.partial(Handler, directory=ROOT))
    server.verbose = True
    print(f"Serving Web/ on http://localhost:{port}/demo/ (Ctrl-C stops)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
