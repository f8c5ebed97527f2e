#!/usr/bin/env python3
"""Checks what `make install` put under a prefix (`make test` installs into a folder of its own):
the binary runs; there is a man page for the tool and for each of its commands, and `man` renders
each without a warning; the bash completion script completes `screenmark ch` to `check` and
`screenmark check --syn` to `--syntax-only`; the zsh and fish scripts name every command (and pass
`zsh -n` / `fish -n` where those shells are installed). Exits 1 naming every problem found."""

import json
import os
import pathlib
import shutil
import subprocess
import sys


def commands(binary):
    """The tool's commands, from swift-argument-parser's own account of them."""
    dump = json.loads(subprocess.run([binary, "--experimental-dump-help"], check=True,
                                     capture_output=True, text=True).stdout)
    return [c["commandName"] for c in dump["command"]["subcommands"] if c["commandName"] != "help"]


def bash_completions(script, words):
    """What the bash completion function offers for the command line `words` (the last one
    being completed), as bash itself computes it."""
    program = f"""
source {script}
COMP_WORDS=({' '.join(words)})
COMP_CWORD={len(words) - 1}
COMP_LINE="{' '.join(words)}"
COMP_POINT=${{#COMP_LINE}}
function=$(complete -p screenmark | sed -E 's/.*-F ([^ ]+).*/\\1/')
"$function" screenmark "{words[-1]}" "{words[-2]}"
printf '%s\\n' "${{COMPREPLY[@]}}"
"""
    result = subprocess.run(["bash", "-c", program], capture_output=True, text=True)
    return result.stdout.split(), result.stderr


def main():
    prefix = pathlib.Path(sys.argv[1])
    problems = []
    binary = prefix / "bin/screenmark"
    version = subprocess.run([binary, "--version"], capture_output=True, text=True)
    if version.returncode != 0 or not version.stdout.strip():
        problems.append(f"{binary} --version failed: {version.stderr.strip()}")
        print("\n".join(problems))
        return 1
    names = commands(binary)

    man = prefix / "share/man/man1"
    for page in ["screenmark"] + [f"screenmark.{name}" for name in names]:
        path = man / f"{page}.1"
        if not path.is_file():
            problems.append(f"no man page {path}")
            continue
        environment = dict(os.environ, MANWIDTH="80")
        environment.pop("MAN_KEEP_FORMATTING", None)  # else man keeps the overstrikes of bold text
        rendered = subprocess.run(["man", "--warnings", "-l", str(path)], capture_output=True, text=True,
                                  env=environment)
        if rendered.returncode != 0 or rendered.stderr.strip() or "SYNOPSIS" not in rendered.stdout:
            problems.append(f"man -l {path}: status {rendered.returncode}: {rendered.stderr.strip()[:300]}")

    bash = prefix / "share/bash-completion/completions/screenmark"
    for words, expected in [(["screenmark", "ch"], "check"), (["screenmark", "check", "--syn"], "--syntax-only")]:
        offered, errors = bash_completions(bash, words)
        if expected not in offered:
            problems.append(f"bash completes `{' '.join(words)}` to {offered}, not `{expected}` {errors.strip()[:300]}")

    for shell, script in [("zsh", prefix / "share/zsh/site-functions/_screenmark"),
                          ("fish", prefix / "share/fish/vendor_completions.d/screenmark.fish")]:
        text = script.read_text() if script.is_file() else ""
        missing = [name for name in names if name not in text]
        if not text or missing:
            problems.append(f"{script}: missing, or without {missing}")
        elif shutil.which(shell):
            syntax = subprocess.run([shell, "-n", str(script)], capture_output=True, text=True)
            if syntax.returncode != 0:
                problems.append(f"{shell} -n {script}: {syntax.stderr.strip()[:300]}")

    if problems:
        print("install check failed:\n  " + "\n  ".join(problems))
        return 1
    print(f"install check: {version.stdout.strip()}, {len(names) + 1} man pages, bash, zsh and fish completions")
    return 0


if __name__ == "__main__":
    sys.exit(main())
