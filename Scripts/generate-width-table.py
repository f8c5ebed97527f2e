#!/usr/bin/env python3
"""Generate Sources/ScreenMark/Text/DisplayWidthTable.swift from the Unicode data files.

Usage:
    python3 Scripts/generate-width-table.py [UNICODE_DIR] [-o OUTPUT] [--check]

UNICODE_DIR defaults to /usr/share/unicode, where Debian's `unicode-data` package installs
the Unicode Character Database. The files read are:

    EastAsianWidth.txt                        East_Asian_Width
    extracted/DerivedGeneralCategory.txt      General_Category (falls back to UnicodeData.txt)
    emoji/emoji-data.txt                      Emoji, Emoji_Presentation

The output is deterministic: running the script twice on the same data gives byte-identical
files, and a test (DisplayWidthTests) checks that the committed table matches a fresh run.

Standard library only.
"""

import argparse
import os
import re
import sys

MAX_CODE_POINT = 0x10FFFF
CODE_SPACE = MAX_CODE_POINT + 1

SCRIPT_PATH = "Scripts/generate-width-table.py"
REPO_ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_OUTPUT = os.path.join(REPO_ROOT, "Sources", "ScreenMark", "Text", "DisplayWidthTable.swift")
DEFAULT_UNICODE_DIR = "/usr/share/unicode"

# Scalars that are zero-width regardless of their General_Category.
EXTRA_ZERO_WIDTH = [
    (0x200B, 0x200B),  # ZERO WIDTH SPACE
    (0x200D, 0x200D),  # ZERO WIDTH JOINER
    (0xFE00, 0xFE0F),  # VARIATION SELECTOR-1..16
    (0xE0100, 0xE01EF),  # VARIATION SELECTOR-17..256
    (0x1160, 0x11FF),  # Hangul Jungseong and Jongseong (conjoining vowels and final consonants)
    (0xD7B0, 0xD7FF),  # Hangul Jamo Extended-B (conjoining vowels and final consonants)
]
ZERO_WIDTH_CATEGORIES = {"Mn", "Me", "Cf"}
SOFT_HYPHEN = 0x00AD  # Cf, but terminals show it as a visible hyphen: width 1.
REGIONAL_INDICATORS = (0x1F1E6, 0x1F1FF)  # Width 1 alone; a pair (a flag) is handled per cluster.


class DataError(Exception):
    """The Unicode data files are missing or not in the expected format."""


def parse_code_points(field):
    """'0041' -> (0x41, 0x41); '3400..4DBF' -> (0x3400, 0x4DBF)."""
    field = field.strip()
    if ".." in field:
        low, high = field.split("..", 1)
        return int(low, 16), int(high, 16)
    value = int(field, 16)
    return value, value


def read_lines(path):
    if not os.path.isfile(path):
        raise DataError(
            f"missing Unicode data file {path}\n"
            "Install Debian's `unicode-data` package (apt-get install unicode-data; the project's "
            "Makefile installs it) or pass the directory holding the Unicode data files."
        )
    with open(path, encoding="utf-8") as handle:
        return handle.read().splitlines()


def file_version(lines, stem, path):
    """The version in a UCD header line such as '# EastAsianWidth-15.0.0.txt'."""
    pattern = re.compile(r"^#\s*" + re.escape(stem) + r"-(\d+\.\d+\.\d+)\.txt\s*$")
    for line in lines[:5]:
        match = pattern.match(line)
        if match:
            return match.group(1)
    raise DataError(f"{path}: no '# {stem}-X.Y.Z.txt' version line in the header")


def property_records(lines):
    """(low, high, [fields...]) for each data line; '# @missing:' lines are skipped."""
    for line in lines:
        data = line.split("#", 1)[0].strip()
        if not data:
            continue
        fields = [field.strip() for field in data.split(";")]
        low, high = parse_code_points(fields[0])
        yield low, high, fields[1:]


def missing_records(lines):
    """(low, high, value) for each '# @missing: LOW..HIGH; VALUE' line, in file order."""
    pattern = re.compile(r"^#\s*@missing:\s*([0-9A-Fa-f.]+)\s*;\s*([^;#\s]+)")
    for line in lines:
        match = pattern.match(line)
        if match:
            low, high = parse_code_points(match.group(1))
            yield low, high, match.group(2)


def read_east_asian_width(directory):
    path = os.path.join(directory, "EastAsianWidth.txt")
    lines = read_lines(path)
    version = file_version(lines, "EastAsianWidth", path)
    values = ["N"] * CODE_SPACE
    # Defaults for unlisted code points first (later @missing lines are more specific), then
    # the explicit assignments.
    for low, high, value in missing_records(lines):
        values[low : high + 1] = [value] * (high - low + 1)
    for low, high, fields in property_records(lines):
        values[low : high + 1] = [fields[0]] * (high - low + 1)
    known = {"A", "F", "H", "N", "Na", "W"}
    unknown = set(values) - known
    if unknown:
        raise DataError(f"{path}: unexpected East_Asian_Width values {sorted(unknown)}")
    return version, values


def read_general_category(directory):
    derived = os.path.join(directory, "extracted", "DerivedGeneralCategory.txt")
    if os.path.isfile(derived):
        lines = read_lines(derived)
        version = file_version(lines, "DerivedGeneralCategory", derived)
        categories = ["Cn"] * CODE_SPACE
        for low, high, value in missing_records(lines):
            categories[low : high + 1] = [value] * (high - low + 1)
        for low, high, fields in property_records(lines):
            categories[low : high + 1] = [fields[0]] * (high - low + 1)
        return "extracted/DerivedGeneralCategory.txt", version, categories

    path = os.path.join(directory, "UnicodeData.txt")
    lines = read_lines(path)
    categories = ["Cn"] * CODE_SPACE
    range_start = None
    for line in lines:
        if not line.strip():
            continue
        fields = line.split(";")
        code_point = int(fields[0], 16)
        name, category = fields[1], fields[2]
        if name.endswith(", First>"):
            range_start = code_point
            continue
        if name.endswith(", Last>"):
            if range_start is None:
                raise DataError(f"{path}: '{name}' without a matching First line")
            categories[range_start : code_point + 1] = [category] * (code_point - range_start + 1)
            range_start = None
            continue
        categories[code_point] = category
    # UnicodeData.txt has no version header; the ReadMe next to it names the version.
    version = None
    readme = os.path.join(directory, "ReadMe.txt")
    if os.path.isfile(readme):
        match = re.search(r"for Version (\d+\.\d+\.\d+)", "\n".join(read_lines(readme)))
        if match:
            version = match.group(1)
    if version is None:
        raise DataError(f"{path}: cannot tell the Unicode version (no ReadMe.txt naming it)")
    return "UnicodeData.txt", version, categories


def read_emoji_data(directory):
    path = os.path.join(directory, "emoji", "emoji-data.txt")
    lines = read_lines(path)
    version = None
    for line in lines[:12]:
        match = re.match(r"^#\s*emoji-data-(\d+\.\d+(?:\.\d+)?)\.txt\s*$", line) or re.search(
            r"Emoji Version (\d+\.\d+(?:\.\d+)?)", line
        )
        if match:
            version = match.group(1)
            break
    if version is None:
        raise DataError(f"{path}: no emoji version in the header")
    properties = {}
    for low, high, fields in property_records(lines):
        properties.setdefault(fields[0], bytearray(CODE_SPACE))[low : high + 1] = b"\x01" * (high - low + 1)
    for name in ("Emoji", "Emoji_Presentation"):
        if name not in properties:
            raise DataError(f"{path}: no {name} property")
    return version, properties


def ranges_of(flags):
    """Sorted, merged inclusive ranges of the code points whose flag is set."""
    ranges = []
    start = None
    for code_point in range(CODE_SPACE):
        if flags[code_point]:
            if start is None:
                start = code_point
        elif start is not None:
            ranges.append((start, code_point - 1))
            start = None
    if start is not None:
        ranges.append((start, MAX_CODE_POINT))
    return ranges


def build_tables(directory):
    eaw_version, east_asian_width = read_east_asian_width(directory)
    gc_file, gc_version, categories = read_general_category(directory)
    emoji_version, emoji = read_emoji_data(directory)
    if gc_version != eaw_version:
        raise DataError(
            f"EastAsianWidth.txt is Unicode {eaw_version} but {gc_file} is Unicode {gc_version}; "
            "use data files from one Unicode version"
        )

    zero = bytearray(CODE_SPACE)
    for code_point in range(CODE_SPACE):
        if categories[code_point] in ZERO_WIDTH_CATEGORIES:
            zero[code_point] = 1
    zero[SOFT_HYPHEN] = 0
    for low, high in EXTRA_ZERO_WIDTH:
        zero[low : high + 1] = b"\x01" * (high - low + 1)

    regional = bytearray(CODE_SPACE)
    regional[REGIONAL_INDICATORS[0] : REGIONAL_INDICATORS[1] + 1] = b"\x01" * (
        REGIONAL_INDICATORS[1] - REGIONAL_INDICATORS[0] + 1
    )

    presentation = emoji["Emoji_Presentation"]
    wide = bytearray(CODE_SPACE)
    for code_point in range(CODE_SPACE):
        if zero[code_point] or regional[code_point]:
            continue
        if east_asian_width[code_point] in ("W", "F") or presentation[code_point]:
            wide[code_point] = 1

    # Assigned emoji that are narrow by default (text presentation): U+FE0F, a skin-tone
    # modifier, a keycap or a ZWJ sequence makes a cluster starting with one of them wide.
    is_emoji = emoji["Emoji"]
    emoji_text = bytearray(CODE_SPACE)
    for code_point in range(CODE_SPACE):
        if not is_emoji[code_point]:
            continue
        if categories[code_point] == "Cn" or zero[code_point] or wide[code_point] or regional[code_point]:
            continue
        emoji_text[code_point] = 1

    return {
        "unicode_version": eaw_version,
        "emoji_version": emoji_version,
        "gc_file": gc_file,
        "zero": ranges_of(zero),
        "wide": ranges_of(wide),
        "emoji_text": ranges_of(emoji_text),
    }


def swift_array(name, ranges, doc_lines):
    scalar_count = sum(high - low + 1 for low, high in ranges)
    lines = [f"    /// {line}".rstrip() for line in doc_lines]
    lines.append("    ///")
    lines.append(
        f"    /// {len(ranges)} inclusive ranges ({scalar_count} scalars) stored flat as "
        "`[lower0, upper0, lower1, upper1, ...]`,"
    )
    lines.append("    /// sorted and merged, for ``DisplayWidth/ranges(_:contain:)``.")
    lines.append(f"    static let {name}: [UInt32] = [")
    per_line = 4
    for start in range(0, len(ranges), per_line):
        chunk = ranges[start : start + per_line]
        cells = "  ".join(f"0x{low:04X}, 0x{high:04X}," for low, high in chunk)
        lines.append(f"        {cells}")
    lines.append("    ]")
    return "\n".join(lines)


def render(tables):
    version = tables["unicode_version"]
    header = f"""\
// DisplayWidthTable.swift
//
// GENERATED FILE - DO NOT EDIT.
// Generated by {SCRIPT_PATH} from the Unicode Character Database {version}
// (EastAsianWidth.txt, {tables["gc_file"]}, emoji/emoji-data.txt for Emoji {tables["emoji_version"]}).
// To regenerate: python3 {SCRIPT_PATH} [UNICODE_DIR]   (default /usr/share/unicode,
// from Debian's `unicode-data` package)

extension DisplayWidth {{
    /// The Unicode version the width tables were generated from.
    static let unicodeVersion = "{version}"

"""
    zero = swift_array(
        "zeroWidthRanges",
        tables["zero"],
        [
            "Scalars that take no column: General_Category Mn, Me and Cf (except U+00AD SOFT HYPHEN),",
            "U+200B ZERO WIDTH SPACE, U+200D ZERO WIDTH JOINER, variation selectors U+FE00-U+FE0F and",
            "U+E0100-U+E01EF, and Hangul medial vowels and final consonants U+1160-U+11FF, U+D7B0-U+D7FF.",
            "C0 and C1 controls are also zero-width but are tested before this table is consulted.",
        ],
    )
    wide = swift_array(
        "wideRanges",
        tables["wide"],
        [
            "Scalars that take two columns: East_Asian_Width W or F, plus Emoji_Presentation=Yes",
            "(emoji that render wide by default). Regional indicators are left out (one alone is",
            "narrow; a pair is a flag, handled per grapheme cluster), and so is every zero-width scalar.",
            "Ambiguous (A) width counts as narrow.",
        ],
    )
    emoji_text = swift_array(
        "textPresentationEmojiRanges",
        tables["emoji_text"],
        [
            "Assigned scalars with Emoji=Yes that are narrow by default (Emoji_Presentation=No:",
            "text presentation, e.g. U+00A9, U+2764, the keycap bases 0-9 # *). A grapheme cluster",
            "starting with one becomes wide with U+FE0F, a skin-tone modifier, U+20E3 or a ZWJ sequence.",
        ],
    )
    return header + "\n\n".join([wide, zero, emoji_text]) + "\n}\n"


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "unicode_dir",
        nargs="?",
        default=DEFAULT_UNICODE_DIR,
        help=f"directory with the Unicode data files (default {DEFAULT_UNICODE_DIR})",
    )
    parser.add_argument(
        "-o", "--output", default=DEFAULT_OUTPUT, help="Swift file to write (default: the table in Sources)"
    )
    parser.add_argument(
        "--check", action="store_true", help="write nothing; exit 1 if OUTPUT differs from a fresh table"
    )
    args = parser.parse_args(argv)

    try:
        tables = build_tables(args.unicode_dir)
    except DataError as error:
        print(f"generate-width-table: {error}", file=sys.stderr)
        return 2
    text = render(tables)

    if args.check:
        try:
            with open(args.output, encoding="utf-8", newline="") as handle:
                current = handle.read()
        except FileNotFoundError:
            current = None
        if current != text:
            print(f"generate-width-table: {args.output} is out of date; run python3 {SCRIPT_PATH}", file=sys.stderr)
            return 1
        return 0

    with open(args.output, "w", encoding="utf-8", newline="\n") as handle:
        handle.write(text)
    print(
        f"wrote {args.output}: Unicode {tables['unicode_version']}, "
        f"{len(tables['wide'])} wide, {len(tables['zero'])} zero-width, "
        f"{len(tables['emoji_text'])} text-presentation emoji ranges",
        file=sys.stderr,
    )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
