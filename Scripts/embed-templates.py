#!/usr/bin/env python3
"""Embeds Templates/Swift/*.mustache and Templates/Docs/*.mustache into Swift sources
(Sources/ScreenMark/Emit/Swift/BuiltInTemplates.swift, Emit/Docs/BuiltInDocsTemplates.swift).

The tool must render without the repository beside it (the build plugin runs it from the
build folder), so the built-in templates are compiled in. Run this after editing a template;
`SwiftTemplateTests.embeddedTemplatesAreCurrent` and `DocsTests.embeddedTemplatesAreCurrent`
fail while an embedded copy is stale.

Usage: python3 Scripts/embed-templates.py [--check]
  --check   write nothing; exit 1 if the Swift file is not what this script would write
"""
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# (template folder, Swift file, enum name)
SETS = [
    ("Swift", os.path.join("Sources", "ScreenMark", "Emit", "Swift", "BuiltInTemplates.swift"), "BuiltInTemplates"),
    ("Docs", os.path.join("Sources", "ScreenMark", "Emit", "Docs", "BuiltInDocsTemplates.swift"), "BuiltInDocsTemplates"),
]


def raw_literal(text):
    """A multi-line raw string literal whose value is exactly `text`."""
    if "\r" in text:
        raise SystemExit("templates must use LF line endings (a multi-line literal would turn CR into LF)")
    # Enough `#` that neither `"""#…` nor `\#…` inside the text ends the literal or escapes.
    runs = [len(m) for m in re.findall(r'(?<=["\\])#+', text)]
    hashes = "#" * (max(runs, default=0) + 1)
    # The newline before the closing delimiter is not part of the value.
    return f'{hashes}"""\n{text}\n"""{hashes}'


def render(folder, enum):
    templates = os.path.join(ROOT, "Templates", folder)
    names = sorted(n for n in os.listdir(templates) if n.endswith(".mustache"))
    entries = []
    for name in names:
        with open(os.path.join(templates, name), encoding="utf-8", newline="") as file:
            text = file.read()
        entries.append(f'        "{name[:-len(".mustache")]}": {raw_literal(text)},\n')
    what = "Swift" if folder == "Swift" else "the docs"
    return (
        f"// Generated from Templates/{folder} by `python3 Scripts/embed-templates.py`; do not edit.\n"
        "\n"
        "/// The built-in templates, by name (the file name without `.mustache`): compiled in, so the\n"
        f"/// installed tool renders {what} without the repository beside it.\n"
        f"enum {enum} {{\n"
        "    static let all: [String: String] = [\n" + "".join(entries) + "    ]\n"
        "}\n"
    )


def main():
    stale = False
    for folder, output, enum in SETS:
        text = render(folder, enum)
        path = os.path.join(ROOT, output)
        if "--check" in sys.argv[1:]:
            try:
                with open(path, encoding="utf-8", newline="") as file:
                    current = file.read()
            except FileNotFoundError:
                current = None
            if current != text:
                print(f"{output} is stale: run python3 Scripts/embed-templates.py", file=sys.stderr)
                stale = True
            continue
        with open(path, "w", encoding="utf-8", newline="") as file:
            file.write(text)
    if stale:
        sys.exit(1)


if __name__ == "__main__":
    main()
