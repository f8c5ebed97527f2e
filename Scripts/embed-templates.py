#!/usr/bin/env python3
"""Embeds Templates/Swift/*.mustache into Sources/ScreenMark/Emit/Swift/BuiltInTemplates.swift.

The tool must render Swift without the repository beside it (the build plugin runs it from the
build folder), so the built-in templates are compiled in. Run this after editing a template;
`SwiftTemplateTests.embeddedTemplatesAreCurrent` fails while the embedded copy is stale.

Usage: python3 Scripts/embed-templates.py [--check]
  --check   write nothing; exit 1 if the Swift file is not what this script would write
"""
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TEMPLATES = os.path.join(ROOT, "Templates", "Swift")
OUTPUT = os.path.join(ROOT, "Sources", "ScreenMark", "Emit", "Swift", "BuiltInTemplates.swift")


def raw_literal(text):
    """A multi-line raw string literal whose value is exactly `text`."""
    if "\r" in text:
        raise SystemExit("templates must use LF line endings (a multi-line literal would turn CR into LF)")
    # Enough `#` that neither `"""#…` nor `\#…` inside the text ends the literal or escapes.
    runs = [len(m) for m in re.findall(r'(?<=["\\])#+', text)]
    hashes = "#" * (max(runs, default=0) + 1)
    # The newline before the closing delimiter is not part of the value.
    return f'{hashes}"""\n{text}\n"""{hashes}'


def render():
    names = sorted(n for n in os.listdir(TEMPLATES) if n.endswith(".mustache"))
    entries = []
    for name in names:
        with open(os.path.join(TEMPLATES, name), encoding="utf-8", newline="") as file:
            text = file.read()
        entries.append(f'        "{name[:-len(".mustache")]}": {raw_literal(text)},\n')
    return (
        "// Generated from Templates/Swift by `python3 Scripts/embed-templates.py`; do not edit.\n"
        "\n"
        "/// The built-in templates, by name (the file name without `.mustache`): compiled in, so the\n"
        "/// installed tool renders Swift without the repository beside it.\n"
        "enum BuiltInTemplates {\n"
        "    static let all: [String: String] = [\n" + "".join(entries) + "    ]\n"
        "}\n"
    )


def main():
    text = render()
    if "--check" in sys.argv[1:]:
        try:
            with open(OUTPUT, encoding="utf-8", newline="") as file:
                current = file.read()
        except FileNotFoundError:
            current = None
        if current != text:
            print(f"{os.path.relpath(OUTPUT, ROOT)} is stale: run python3 Scripts/embed-templates.py", file=sys.stderr)
            sys.exit(1)
        return
    with open(OUTPUT, "w", encoding="utf-8", newline="") as file:
        file.write(text)


if __name__ == "__main__":
    main()
