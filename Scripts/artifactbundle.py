#!/usr/bin/env python3
"""The artifact bundle (SE-0305) of the static release binary, for the binary plugin.

Usage (what `make artifactbundle` runs, after `make release`):
    python3 Scripts/artifactbundle.py --binary .build/static/release/screenmark \
        --bundle ScreenMarkPlugins/screenmark.artifactbundle --zip .build/screenmark.artifactbundle.zip

1. Refuses a binary that loads the Swift runtime, Foundation or libcmark from a shared library
   (`ldd` on Linux, `otool -L` on macOS): the bundle is run on machines with none of them.
2. Writes the bundle afresh: `info.json` (schemaVersion 1.0, one `executable` artifact,
   `screenmark`, whose one variant is this machine's triple, as `swift -print-target-info` names
   it) and `screenmark-<version>-<triple>/bin/screenmark`, without its symbol tables and debug
   information (`strip`): a consumer runs it, and never debugs it.
3. Runs the bundled binary once (`--version`), then zips the bundle with fixed dates and modes,
   so the same binary gives the same zip, and prints the zip's checksum as
   `swift package compute-checksum` computes it: what a release's `binaryTarget(url:checksum:)`
   names.

One variant only: SwiftPM builds for the machine it runs on, and this toolchain has no SDK to
cross-build for another (a bundle for more platforms merges the variants of several machines).
Exit status: 0 when the bundle and the zip were written, 1 otherwise. Standard library only.
"""

import argparse
import json
import os
import platform
import re
import shutil
import subprocess
import sys
import zipfile

SWIFT = os.environ.get("SWIFT", "swift")
# Shared libraries the bundled binary must not load: the consumer's machine may have none of them.
FORBIDDEN = re.compile(r"lib(swift\w*|Foundation\w*|dispatch|BlocksRuntime|_FoundationICU|cmark)\b[^ ]*\.(so|dylib)")


def fail(message):
    print(f"artifactbundle: FAILED: {message}")
    sys.exit(1)


def output_of(*arguments):
    result = subprocess.run(arguments, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    if result.returncode != 0:
        fail(f"`{' '.join(arguments)}` exited {result.returncode}:\n{result.stdout}")
    return result.stdout


def check_static(binary):
    """The shared libraries `binary` loads, after checking that none is a forbidden one."""
    listing = output_of("otool", "-L", binary) if platform.system() == "Darwin" else output_of("ldd", binary)
    loaded = [line.split()[0] for line in listing.splitlines()[1 if platform.system() == "Darwin" else 0:] if line.strip()]
    forbidden = [name for name in loaded if FORBIDDEN.search(os.path.basename(name))]
    if forbidden:
        fail(f"{binary} loads {', '.join(forbidden)}: build it with `make release`, which links them in")
    return loaded


def write_bundle(binary, bundle, version, triple):
    """The bundle's folder, written afresh; returns the path of its binary."""
    if not bundle.endswith(".artifactbundle"):
        fail(f"{bundle}: a bundle's folder is named NAME.artifactbundle")
    if os.path.isdir(bundle):
        shutil.rmtree(bundle)
    variant = f"screenmark-{version}-{triple}/bin/screenmark"
    os.makedirs(os.path.dirname(os.path.join(bundle, variant)))
    output_of("strip", "-o", os.path.join(bundle, variant), binary)
    os.chmod(os.path.join(bundle, variant), 0o755)
    info = {
        "schemaVersion": "1.0",
        "artifacts": {
            "screenmark": {
                "type": "executable",
                "version": version,
                "variants": [{"path": variant, "supportedTriples": [triple]}],
            }
        },
    }
    with open(os.path.join(bundle, "info.json"), "w", encoding="utf-8") as file:
        json.dump(info, file, indent=2, sort_keys=True)
        file.write("\n")
    return os.path.join(bundle, variant)


def write_zip(bundle, path):
    """`bundle` zipped with its folder at the top, as SwiftPM unpacks it; entries sorted, every
    date 1980-01-01 and every mode 644 or 755, so the bytes depend on the files alone."""
    os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
    parent = os.path.dirname(os.path.abspath(bundle))
    entries = []
    for folder, folders, files in os.walk(bundle):
        folders.sort()
        entries += [os.path.join(folder, name) for name in sorted(files)]
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
        for entry in entries:
            info = zipfile.ZipInfo(os.path.relpath(os.path.abspath(entry), parent), date_time=(1980, 1, 1, 0, 0, 0))
            info.external_attr = (0o100755 if os.access(entry, os.X_OK) else 0o100644) << 16
            info.compress_type = zipfile.ZIP_DEFLATED
            with open(entry, "rb") as file:
                archive.writestr(info, file.read())


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--binary", required=True)
    parser.add_argument("--bundle", required=True)
    parser.add_argument("--zip", required=True)
    arguments = parser.parse_args()

    loaded = check_static(arguments.binary)
    # `0.1.0 (format 3)`: the version is the first word.
    version = output_of(arguments.binary, "--version").split()[0]
    triple = json.loads(output_of(SWIFT, "-print-target-info"))["target"]["unversionedTriple"]
    bundled = write_bundle(arguments.binary, arguments.bundle.rstrip("/"), version, triple)
    if output_of(bundled, "--version").split()[0] != version:
        fail(f"{bundled} does not run as {arguments.binary} does")
    write_zip(arguments.bundle.rstrip("/"), arguments.zip)
    checksum = output_of(SWIFT, "package", "compute-checksum", arguments.zip).strip()

    megabytes = os.path.getsize(bundled) / 1e6
    print(f"artifactbundle: {arguments.bundle}: screenmark {version} for {triple} ({megabytes:.0f} MB), "
          f"loading only {', '.join(os.path.basename(name) for name in loaded)}")
    print(f"artifactbundle: {arguments.zip} ({os.path.getsize(arguments.zip) / 1e6:.0f} MB), checksum {checksum}")


if __name__ == "__main__":
    main()
