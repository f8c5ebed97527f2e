#!/usr/bin/env python3
"""Keystroke to diagnostics: how long `screenmark lsp` takes to publish the diagnostics of a
200-screen app after one keystroke.

Usage (what `make bench` and `make lsp-bench` run):
    python3 Scripts/lsp_bench.py --screenmark .build/static/release/screenmark [--keystrokes 40]

Steps:
 1. Writes the first 200 screens of Scripts/bench.py's corpus (same generator, same seed: tab bar
    apps with navigation, tables, controls, alerts and action sheets, some Chinese labels) as one
    app, twice: in one file, and in four files of 50 screens with the same `app:` (the open file
    is then checked with the other three as its context, as `check FILE` does).
 2. Starts `screenmark lsp`, initializes it and opens the file (the first check is timed apart).
 3. Types: each keystroke is one `textDocument/didChange` inserting (then deleting) one character
    in a label, at a typist's pace (one every 150 ms, 400 characters a minute) and never before
    the previous one's diagnostics have arrived; the time is from writing the change to reading
    the `textDocument/publishDiagnostics` of that version. At that pace each keystroke is checked
    at once; `--burst` types as fast as the diagnostics come instead, so every keystroke falls
    within the server's debounce (50 ms) of the one before, which it then waits out.
 4. Prints the median, 90th percentile and extremes for each layout.

Standard library only: the client is the few lines of JSON-RPC below.
"""

import argparse
import json
import os
import pathlib
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from bench import SCREENS_PER_FILE, generate_groups  # noqa: E402  (the corpus of `make bench`)

SCREENS = 200
TARGET_MS = 50


class Client:
    """A minimal LSP client over the server's standard input and output."""

    def __init__(self, argv):
        self.process = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        self.next_id = 0

    def send(self, message):
        body = json.dumps(dict(message, jsonrpc="2.0")).encode()
        self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.process.stdin.flush()

    def read(self):
        length = None
        while True:
            line = self.process.stdout.readline()
            if not line:
                raise SystemExit("lsp_bench: the server closed its output")
            if line in (b"\r\n", b"\n"):
                break
            name, _, value = line.decode().partition(":")
            if name.strip().lower() == "content-length":
                length = int(value)
        return json.loads(self.process.stdout.read(length))

    def request(self, method, params):
        self.next_id += 1
        self.send({"id": self.next_id, "method": method, "params": params})
        while True:
            message = self.read()
            if message.get("id") == self.next_id:
                return message

    def diagnostics(self, uri, version):
        """Reads until the diagnostics of `uri` at `version` are published; returns them."""
        while True:
            message = self.read()
            params = message.get("params", {})
            if message.get("method") == "textDocument/publishDiagnostics" and params.get("uri") == uri \
                    and params.get("version") == version:
                return params["diagnostics"]

    def close(self):
        self.request("shutdown", None)
        self.send({"method": "exit"})
        self.process.wait(timeout=10)


def write_app(folder, groups, files):
    """The screens of `groups` as one app in `files` files; returns the path of the first."""
    folder.mkdir(parents=True, exist_ok=True)
    per_file = len(groups) // files
    paths = []
    for number in range(files):
        path = folder / f"Bench{number + 1}.screen.md"
        bodies = [body for _, body in groups[number * per_file:(number + 1) * per_file]]
        path.write_text("---\nscreenmark: 1\napp: Bench\nhig: ios7\n---\n\n" + "\n".join(bodies), encoding="utf-8")
        paths.append(path)
    return paths[0]


def keystroke_position(text):
    """Where a keystroke goes: the end of the label of the first `- label:` (or cell) line."""
    lines = text.split("\n")
    for number, line in enumerate(lines):
        if line.startswith("- label: ") or line.startswith("- cell: "):
            label = line.split("{")[0].split("→")[0].split("=")[0].rstrip()
            return number, len(label.encode("utf-16-le")) // 2
    raise SystemExit("lsp_bench: no label to type into")


def measure(screenmark, path, keystrokes, pace):
    text = path.read_text(encoding="utf-8")
    uri = path.as_uri()
    client = Client([screenmark, "lsp"])
    client.request("initialize", {"processId": os.getpid(), "capabilities": {}, "rootUri": path.parent.as_uri()})
    client.send({"method": "initialized", "params": {}})
    started = time.perf_counter()
    client.send({"method": "textDocument/didOpen",
                 "params": {"textDocument": {"uri": uri, "languageId": "markdown", "version": 1, "text": text}}})
    found = client.diagnostics(uri, 1)
    opened = time.perf_counter() - started
    line, character = keystroke_position(text)
    times = []
    last = time.perf_counter()
    for version in range(2, keystrokes + 2):
        time.sleep(max(0.0, last + pace - time.perf_counter()))
        last = time.perf_counter()
        # Type an `s`, then take it back: the text stays the size it was.
        typed = version % 2 == 0
        at = {"line": line, "character": character}
        after = {"line": line, "character": character + 1}
        change = {"range": {"start": at, "end": at}, "text": "s"} if typed else \
            {"range": {"start": at, "end": after}, "text": ""}
        started = time.perf_counter()
        client.send({"method": "textDocument/didChange",
                     "params": {"textDocument": {"uri": uri, "version": version}, "contentChanges": [change]}})
        client.diagnostics(uri, version)
        times.append((time.perf_counter() - started) * 1000)
    client.close()
    return opened * 1000, times, len(found)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--screenmark", default=".build/static/release/screenmark", help="the binary to time")
    parser.add_argument("--keystrokes", type=int, default=40, help="keystrokes timed per layout (default: 40)")
    parser.add_argument("--burst", action="store_true", help="type as fast as the diagnostics come, not at 150 ms a key")
    args = parser.parse_args()
    screenmark = os.path.abspath(args.screenmark)
    if not os.access(screenmark, os.X_OK):
        sys.exit(f"lsp_bench: no screenmark binary at {screenmark}")
    groups = generate_groups(SCREENS)
    assert len(groups) * SCREENS_PER_FILE == SCREENS
    print(f"screenmark lsp: keystroke to diagnostics on a {SCREENS}-screen app "
          f"({screenmark}, {args.keystrokes} keystrokes {'in a burst' if args.burst else 'at 150 ms a key'}, "
          f"target {TARGET_MS} ms)")
    with tempfile.TemporaryDirectory(prefix="screenmark-lsp-bench-") as root:
        for name, files in (("1 file", 1), ("4 files, 1 open", 4)):
            path = write_app(pathlib.Path(root) / name.replace(" ", "-").replace(",", ""), groups, files)
            size = path.stat().st_size
            opened, times, findings = measure(screenmark, path, args.keystrokes, 0.0 if args.burst else 0.150)
            times.sort()
            p90 = times[min(len(times) - 1, int(len(times) * 0.9))]
            print(f"  {name:<16} open file {size / 1e3:6.0f} kB, {findings:3} findings | open {opened:6.1f} ms | "
                  f"keystroke median {statistics.median(times):6.1f} ms, p90 {p90:6.1f}, "
                  f"min {times[0]:6.1f}, max {times[-1]:6.1f}")


if __name__ == "__main__":
    main()
