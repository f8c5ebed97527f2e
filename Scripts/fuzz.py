#!/usr/bin/env python3
"""Runs the fuzz targets (`make fuzz`): each target for --seconds under libFuzzer, starting from
the committed seeds (Fuzz/Corpus, with the crashes found before) and the example apps, with the
vocabulary as a dictionary. New interesting inputs go to .build/fuzz/corpus/TARGET (not
committed); a crash, a hang, or a broken invariant stops the run with the input saved in
.build/fuzz/crashes and a non-zero exit. Prints executions, executions a second and coverage."""

import argparse
import os
import pathlib
import re
import shutil
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
TARGETS = ["parse", "check", "emit", "fix"]
# The seed files: the committed corpus, the example apps, the invalid examples and the test
# fixtures (globs: libFuzzer reads a folder recursively, and Examples/ holds a package's .build).
SEEDS = ["Fuzz/Corpus/*", "Examples/*.screen.md", "Examples/invalid/**/*.md",
         "Tests/ScreenMarkTests/Fixtures/**/*.md"]


def seed_folder():
    """The seed files copied into one folder, named by their path."""
    folder = ROOT / ".build/fuzz/seeds"
    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir(parents=True)
    for pattern in SEEDS:
        for path in sorted(ROOT.glob(pattern)):
            if path.is_file():
                shutil.copyfile(path, folder / str(path.relative_to(ROOT)).replace("/", "+"))
    return folder


def sanitizer_environment(sanitize):
    """ASan's and LSan's options for a binary built with -sanitize=address: stop at the first
    error, report leaks at exit, and leave out the leaks listed in Fuzz/lsan.supp (allocations
    that live as long as the process, so a real leak stands out)."""
    if sanitize != "address":
        return {}
    return {
        "ASAN_OPTIONS": "detect_leaks=1:abort_on_error=1:symbolize=1:allocator_may_return_null=1",
        "LSAN_OPTIONS": f"suppressions={ROOT / 'Fuzz/lsan.supp'}:print_suppressions=0",
    }


def run(binary, target, seconds, jobs, seeds, sanitize=None):
    corpus = ROOT / ".build/fuzz/corpus" / target
    crashes = ROOT / ".build/fuzz/crashes"
    corpus.mkdir(parents=True, exist_ok=True)
    crashes.mkdir(parents=True, exist_ok=True)
    command = [binary, target, f"-max_total_time={seconds}", f"-dict={ROOT / 'Fuzz/screenmark.dict'}",
               "-max_len=4096", "-timeout=20", "-rss_limit_mb=4096", "-print_final_stats=1",
               f"-artifact_prefix={crashes}/{target}-", str(corpus), str(seeds)]
    if jobs > 1:
        command[3:3] = [f"-fork={jobs}", "-ignore_crashes=0"]
    print(f"fuzz {target}: {seconds} s", flush=True)
    # Swift's own crash handler would end the process before libFuzzer saves the input.
    environment = dict(os.environ, SWIFT_BACKTRACE="enable=no", **sanitizer_environment(sanitize))
    result = subprocess.run(command, cwd=ROOT, env=environment, capture_output=True, text=True, errors="replace")
    log = result.stderr
    (ROOT / ".build/fuzz" / f"{target}.log").write_text(log)
    executions = re.findall(r"stat::number_of_executed_units:\s*(\d+)", log)
    per_second = re.findall(r"stat::average_exec_per_sec:\s*(\d+)", log)
    coverage = re.findall(r"cov: (\d+) ft: (\d+)", log)
    figures = f"executions {executions[-1] if executions else '?'}, " \
              f"{per_second[-1] if per_second else '?'}/s, " \
              f"coverage {coverage[-1][0] if coverage else '?'} edges, {coverage[-1][1] if coverage else '?'} features"
    print(f"  {figures}", flush=True)
    if result.returncode != 0:
        print(log[-6000:], file=sys.stderr)
        print(f"fuzz {target}: failed (exit {result.returncode}); the input is in {crashes}", file=sys.stderr)
        return False
    return True


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--binary", default=str(ROOT / "Fuzz/.build/release/screenmark-fuzz"))
    parser.add_argument("--seconds", type=int, default=60, help="time per target")
    parser.add_argument("--jobs", type=int, default=1, help="processes per target (libFuzzer -fork)")
    parser.add_argument("--sanitize", choices=["address"], help="the binary was built with this sanitizer")
    parser.add_argument("targets", nargs="*", default=TARGETS)
    arguments = parser.parse_args()
    seeds = seed_folder()
    ok = all([run(arguments.binary, target, arguments.seconds, arguments.jobs, seeds, arguments.sanitize)
              for target in arguments.targets])
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
