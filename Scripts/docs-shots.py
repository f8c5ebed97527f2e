#!/usr/bin/env python3
"""Screenshots of the docs site by headless Chromium, for a person to look at (not a test).

Usage: python3 Scripts/docs-shots.py SITE OUT
Writes OUT/index.png, OUT/app.png (the Mail app with its storyboard), OUT/screen.png (Mail's
inbox) and OUT/screen-dark.png (the same page in dark mode), each a full desktop page, and
OUT/screen-phone.png at a phone's width; OUT/recents-phone.png (Phone's Recents: detail disclosure
buttons and a wide table) and OUT/index-phone.png at 375 px; OUT/rules.png (the rules index) and
OUT/rule.png (a rule with its examples).
"""
import os
import shutil
import subprocess
import sys


def shot(browser, page, out, width, height, dark=False):
    arguments = [browser, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                 f"--window-size={width},{height}", f"--screenshot={out}"]
    if dark:
        arguments.append("--force-dark-mode")
    arguments.append("file://" + os.path.abspath(page))
    subprocess.run(arguments, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=120)
    print(f"docs-shots: {out}")


def main():
    site, out = sys.argv[1], sys.argv[2]
    browser = shutil.which("chromium") or shutil.which("chromium-browser") or shutil.which("google-chrome")
    if not browser:
        sys.exit("docs-shots: no chromium on PATH (apt install chromium)")
    os.makedirs(out, exist_ok=True)
    shot(browser, os.path.join(site, "index.html"), os.path.join(out, "index.png"), 1280, 800)
    shot(browser, os.path.join(site, "mail.html"), os.path.join(out, "app.png"), 1280, 1500)
    shot(browser, os.path.join(site, "Mail", "inbox.html"), os.path.join(out, "screen.png"), 1280, 2600)
    shot(browser, os.path.join(site, "Mail", "inbox.html"), os.path.join(out, "screen-dark.png"), 1280, 2600, dark=True)
    shot(browser, os.path.join(site, "Mail", "inbox.html"), os.path.join(out, "screen-phone.png"), 390, 2400)
    # A drawing with detail disclosure buttons (ⓘ) and a wide table, at the narrowest iPhone width.
    shot(browser, os.path.join(site, "Phone", "recents.html"), os.path.join(out, "recents-phone.png"), 375, 2400)
    shot(browser, os.path.join(site, "index.html"), os.path.join(out, "index-phone.png"), 375, 1600)
    shot(browser, os.path.join(site, "rules", "index.html"), os.path.join(out, "rules.png"), 1280, 1600)
    shot(browser, os.path.join(site, "rules", "back-button-on-pushed.html"), os.path.join(out, "rule.png"), 1280, 2000)


if __name__ == "__main__":
    main()
