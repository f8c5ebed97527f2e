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
   with --allow-writing-to-package-directory, never over a file it did not write, and `docs`;
7. the binary plugin (ScreenMarkPlugins/, which runs the artifact bundle `make artifactbundle`
   puts there): a copy in .build/consumer-binary, its build folder removed, whose manifest names
   that package instead. Its first build must compile no module but the consumer's own (nothing
   of ScreenMark or its dependencies); a no-op build runs no command; its generated Swift, and
   its findings on the spec edited as in 4, must be the source plugin's byte for byte.

Through the build-tool plugin, the tool prints its findings and nothing else: every line it adds
to a build's output is a finding or a help or fix line under one.

Prints the time of each build, and the two first builds side by side; exits 1 at the first
expectation that fails. `make test` runs it (after `make artifactbundle`).
"""

import glob
import os
import re
import shutil
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ORIGINAL = os.path.join(ROOT, "Examples", "Consumer")
SOURCE_COPY = os.path.join(ROOT, ".build", "consumer")
BINARY_COPY = os.path.join(ROOT, ".build", "consumer-binary")
BUNDLE = os.path.join(ROOT, "ScreenMarkPlugins", "screenmark.artifactbundle")
SWIFT = os.environ.get("SWIFT", "swift")
# The target the binary plugin's first build is held to on this machine (issue 23): reported, not
# failed on, since the machine's load is not the plugin's doing. What it compiles is asserted.
BINARY_TARGET_SECONDS = 15
# The copy the commands run in, and its specs: the source plugin's first, then the binary one's.
COPY = SOURCE_COPY
SPECS = os.path.join(COPY, "Sources", "Reminders")


def use(copy):
    """Runs the commands that follow, and edits the specs, in `copy`."""
    global COPY, SPECS
    COPY, SPECS = copy, os.path.join(copy, "Sources", "Reminders")


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


def compiled_modules(output):
    """The modules a build log shows compiled (`Compiling NAME file…`, `Emitting module NAME`);
    the plugin's own script (`Compiling plugin NAME`) is not a module of the build."""
    return {match.group(2) for match in re.finditer(r"^\[\d+/\d+\] (Compiling|Emitting module) (?!plugin )(\S+)", output, re.M)}


def tool_lines(output):
    """The lines of a build log that are not SwiftPM's own: what the plugin's tool printed."""
    ours = re.compile(r"^(\[\d+/\d+\] |Building for |Build complete|Compiling plugin |Build of |error: |warning: (?!.*\.screen\.md)|Planning build|Fetching |Fetched |Computing |Computed |Creating working copy|Working copy |Resolving |Updating )")
    return [line for line in output.splitlines() if line.strip() and not ours.match(line)]


def expect_only_findings(output):
    """Every line the tool printed into the build is a finding (`file:line:col: severity: …`),
    or one of the `= help:`/`= fix:` lines under it."""
    chatter = [line for line in tool_lines(output)
               if not re.match(r"^/\S+\.screen\.md:\d+:\d+: (error|warning|note): ", line) and not line.startswith("  ")]
    expect(not chatter, f"the plugin's tool printed more than findings: {chatter}", output)


def generated(copy):
    """The Swift the build-tool plugin generated in `copy`, by file name."""
    folders = glob.glob(os.path.join(copy, ".build", "plugins", "outputs", "*", "Reminders", "destination", "ScreenMarkPlugin", "GeneratedSources"))
    if len(folders) != 1:
        fail(f"{copy} has {len(folders)} folders of generated sources, not one: {folders}")
    files = {}
    for name in sorted(os.listdir(folders[0])):
        if name.endswith(".swift"):
            with open(os.path.join(folders[0], name), "rb") as file:
                files[name] = file.read()
    return files


def findings(output, copy):
    """What the tool printed into a build (its findings, with their help and fix lines), with the
    copy's folder taken out of their paths."""
    return [line.replace(copy, "<consumer>") for line in tool_lines(output)]


def main():
    fresh_copy()
    # The source plugin's build folder is kept between runs (its dependencies take minutes to
    # build): its first build is one only on a clean clone, as on CI, and is called so.
    kept = os.path.isdir(os.path.join(COPY, ".build"))
    first, output = run(SWIFT, "build")
    expect("ScreenMark: generating Swift" in output, "the first build ran no ScreenMark command", output)
    expect_only_findings(output)
    source_modules = compiled_modules(output)
    source_generated = generated(COPY)
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
    expect_only_findings(output)
    source_warnings, source_warned_generated = findings(output, COPY), generated(COPY)
    expect(any("[back-title-is-parent-title]" in line for line in source_warnings), "the warning is not among the tool's lines", output)

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
          f"({'build with an earlier run’s build folder' if kept else 'first build'} {first:.1f} s, tests {tests:.1f} s, "
          f"no-op build {noop:.2f} s, one spec edited {touched:.2f} s, "
          f"with a warning {warned:.2f} s, broken link {broken:.2f} s, command plugin check {checked:.1f} s, "
          f"wireframe {drawn:.1f} s, docs {documented:.1f} s)")

    binary, binary_noop = binary_plugin(source_generated, source_warnings, source_warned_generated)
    print(f"consumer: first build with the source plugin {first:.1f} s"
          f"{' (not a first build: .build/consumer/.build was kept from an earlier run)' if kept else ''} "
          f"({len(source_modules)} modules compiled), with the binary plugin {binary:.1f} s (1 module compiled: Reminders; "
          f"target under {BINARY_TARGET_SECONDS} s{'' if binary < BINARY_TARGET_SECONDS else ': MISSED'}); "
          f"binary no-op build {binary_noop:.2f} s; the same {len(source_generated)} generated files and findings")


def binary_plugin(source_generated, source_warnings, source_warned_generated):
    """Step 7: the consumer built with the binary plugin, held to what the source plugin gave
    (its first build's generated Swift, then the findings and Swift of the spec edited as in 4).
    Returns the first build's and a no-op build's seconds."""
    if not os.path.isfile(os.path.join(BUNDLE, "info.json")):
        fail(f"no {os.path.relpath(BUNDLE, ROOT)}: `make artifactbundle` builds it (`make consumer` and `make test` do)")
    use(BINARY_COPY)
    shutil.rmtree(COPY, ignore_errors=True)
    fresh_copy()
    with open(os.path.join(COPY, "Package.swift"), encoding="utf-8") as file:
        manifest = file.read()
    expect('appendingPathComponent("../..")' in manifest, "Examples/Consumer/Package.swift no longer names ../..", manifest)
    with open(os.path.join(COPY, "Package.swift"), "w", encoding="utf-8") as file:
        file.write(manifest.replace('appendingPathComponent("../..")', 'appendingPathComponent("../../ScreenMarkPlugins")'))
    binary, output = run(SWIFT, "build")
    expect("ScreenMark: generating Swift" in output, "the binary plugin's first build ran no ScreenMark command", output)
    modules = compiled_modules(output)
    expect(modules == {"Reminders"}, f"the binary plugin's first build compiled {sorted(modules)}, not the consumer's module alone", output)
    expect_only_findings(output)
    expect(generated(COPY) == source_generated, "the binary plugin generated other Swift than the source plugin", output)
    binary_noop, output = run(SWIFT, "build")
    expect("ScreenMark" not in output.replace("Compiling plugin ScreenMark", ""),
           "a build with nothing changed ran the binary plugin's command", output)
    edit("Items.screen.md", "- cell: Bread\n", "- cell: Bread\n- cell: Butter\n")
    edit("Items.screen.md", "- back: Settings\n", "- back: Preferences\n")
    _, output = run(SWIFT, "build")
    expect(findings(output, COPY) == source_warnings,
           f"the binary plugin's findings differ from the source plugin's: {findings(output, COPY)} and {source_warnings}", output)
    expect(generated(COPY) == source_warned_generated, "the binary plugin generated other Swift than the source plugin for the edited spec", output)
    return binary, binary_noop


if __name__ == "__main__":
    main()
