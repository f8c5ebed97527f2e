#!/usr/bin/env python3
"""The example consumer package built with the ScreenMark plugins, as a team would build it.

Copies Examples/Consumer to .build/consumer (two folders below the repository, like the original,
so its `../..` dependency is this repository whatever the clone is called), then:

1. `swift build` and `swift test`: the build-tool plugin generates the model, the app's code and
   tests use it;
2. a no-op `swift build` runs no ScreenMark command;
3. editing one spec reruns generation and recompiles only the file that changed;
4. a HIG finding in a spec is shown by `swift build` as a warning at its file:line:col, and the
   build succeeds;
5. a broken link fails the build at its file:line:col;
6. the command plugin: `swift package screenmark check`, `wireframe` writing into the package
   with --allow-writing-to-package-directory, never over a file it did not write, and `docs`.

Prints the time of each build; exits 1 at the first expectation that fails. `make test` runs it.
"""

import os
import shutil
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ORIGINAL = os.path.join(ROOT, "Examples", "Consumer")
COPY = os.path.join(ROOT, ".build", "consumer")
SPECS = os.path.join(COPY, "Sources", "Reminders")
SWIFT = os.environ.get("SWIFT", "swift")


def run(*arguments, expect=0):
    """Runs a command in the copy; returns (seconds, output). Fails unless it exits `expect`."""
    started = time.monotonic()
    result = subprocess.run(arguments, cwd=COPY, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    seconds = time.monotonic() - started
    if (result.returncode == 0) != (expect == 0):
        fail(f"`{' '.join(arguments)}` exited {result.returncode}, expected {'0' if expect == 0 else 'non-zero'}",
             result.stdout)
    return seconds, result.stdout


def fail(message, output=""):
    print(output[-6000:])
    print(f"consumer: FAILED: {message}")
    sys.exit(1)


def expect(condition, message, output):
    if not condition:
        fail(message, output)


def edit(name, old, new):
    path = os.path.join(SPECS, name)
    with open(path, encoding="utf-8") as file:
        text = file.read()
    if old not in text:
        fail(f"{name} has no `{old}`")
    with open(path, "w", encoding="utf-8") as file:
        file.write(text.replace(old, new, 1))


def line_of(name, needle):
    """1-based line and column (in characters) of `needle` in the copy's spec `name`."""
    with open(os.path.join(SPECS, name), encoding="utf-8") as file:
        for number, line in enumerate(file, 1):
            if needle in line:
                return number, line.index(needle) + 1
    fail(f"{name} has no `{needle}`")


def fresh_copy():
    """The consumer's files, copied over whatever an earlier run left (its .build is kept)."""
    os.makedirs(COPY, exist_ok=True)
    for entry in ["Package.swift", "Sources", "Tests", "Wireframes", "Docs"]:
        target = os.path.join(COPY, entry)
        if os.path.isdir(target):
            shutil.rmtree(target)
        elif os.path.exists(target):
            os.remove(target)
    shutil.copy(os.path.join(ORIGINAL, "Package.swift"), COPY)
    for folder in ["Sources", "Tests"]:
        shutil.copytree(os.path.join(ORIGINAL, folder), os.path.join(COPY, folder))


def main():
    fresh_copy()
    first, output = run(SWIFT, "build")
    expect("ScreenMark: generating Swift" in output, "the first build ran no ScreenMark command", output)
    tests, output = run(SWIFT, "test")
    expect("Test run with" in output and "passed" in output, "the consumer's tests did not pass", output)
    # SwiftPM relinks the plugin's tool once after the first build; settle before measuring.
    run(SWIFT, "build")

    noop, output = run(SWIFT, "build")
    expect("ScreenMark" not in output.replace("Compiling plugin ScreenMark", ""),
           "a build with nothing changed ran a ScreenMark command", output)

    edit("Items.screen.md", "- cell: Bread\n", "- cell: Bread\n- cell: Butter\n")
    touched, output = run(SWIFT, "build")
    expect("ScreenMark: generating Swift" in output, "editing a spec did not rerun generation", output)
    expect("Compiling Reminders Items.screen.swift" in output, "the changed file was not compiled", output)
    expect("Lists.screen.swift" not in output, "an unchanged generated file was compiled again", output)

    edit("Items.screen.md", "- back: Settings\n", "- back: Preferences\n")
    line, column = line_of("Items.screen.md", "Preferences")
    warned, output = run(SWIFT, "build")
    where = f"{os.path.join(SPECS, 'Items.screen.md')}:{line}:{column}: warning: "
    expect(where in output and "[back-title-is-parent-title]" in output, f"no HIG warning at {where}", output)

    edit("Items.screen.md", "- back: Lists\n- title: Work", "- back: Lists\n- title: Work\n- button: Next → [Next](#nxt)")
    line, column = line_of("Items.screen.md", "#nxt")
    broken, output = run(SWIFT, "build", expect=1)
    where = f"{os.path.join(SPECS, 'Items.screen.md')}:{line}:{column}: error: "
    expect(where in output and "[link-target-exists]" in output, f"the build did not fail at {where}", output)

    fresh_copy()
    run(SWIFT, "build")
    # SwiftPM asks a plugin's permission whatever the subcommand; `check` writes nothing.
    checked, output = run(SWIFT, "package", "--allow-writing-to-package-directory", "screenmark", "check")
    expect("2 files checked: 0 errors, 0 warnings" in output, "`swift package screenmark check` did not check", output)
    drawn, output = run(SWIFT, "package", "--allow-writing-to-package-directory", "screenmark", "wireframe")
    drawing = os.path.join(COPY, "Wireframes", "Reminders", "Lists", "lists.txt")
    expect(os.path.isfile(drawing), "`screenmark wireframe` wrote no Wireframes/Reminders/Lists/lists.txt", output)
    with open(drawing, "w", encoding="utf-8") as file:
        file.write("a hand-written note\n")
    os.remove(os.path.join(COPY, "Wireframes", "Reminders", ".screenmark-wireframes"))
    _, output = run(SWIFT, "package", "--allow-writing-to-package-directory", "screenmark", "wireframe", expect=1)
    with open(drawing, encoding="utf-8") as file:
        expect(file.read() == "a hand-written note\n", "the command plugin overwrote a file ScreenMark did not write", output)

    documented, output = run(SWIFT, "package", "--allow-writing-to-package-directory", "screenmark", "docs")
    for page in ["index.html", "index.md", "reminders.html", "Lists/lists.html", "Items/groceries.md"]:
        expect(os.path.isfile(os.path.join(COPY, "Docs", "Reminders", page)), f"`screenmark docs` wrote no Docs/Reminders/{page}", output)

    print("consumer: the plugin built, tested and behaved "
          f"(first build {first:.1f} s, tests {tests:.1f} s, no-op build {noop:.2f} s, one spec edited {touched:.2f} s, "
          f"with a warning {warned:.2f} s, broken link {broken:.2f} s, command plugin check {checked:.1f} s, "
          f"wireframe {drawn:.1f} s, docs {documented:.1f} s)")


if __name__ == "__main__":
    main()
