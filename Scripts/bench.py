#!/usr/bin/env python3
"""Parse throughput of `screenmark check` against `cmark` on the same bytes.

Usage (what `make bench` runs):
    python3 Scripts/bench.py --screenmark .build/release/screenmark [--runs 7]

Steps:
 1. Generates a corpus deterministically (fixed seed) of realistic screen files like
    Examples/Mail.screen.md: front matter, screens with a description, navigation bars, tables
    with sections and cells linking to other screens of the same file, content regions with
    controls, toolbars, tab bars, alerts, action sheets and activity views, some Chinese labels.
    Three corpora: 1,000 screens in 20 files, 10,000 screens in 200 files (~50 screens a file),
    and the same 10,000 screens in one file (parse throughput without per-file costs). Every
    file is checked once with `screenmark check --strict` and must be clean.
 2. Times, per corpus and interleaved, `screenmark check <folder or file>` and `cmark <files>`
    (one process each over all the files; cmark concatenates its inputs), N runs each, median
    wall time; and an "empty" baseline per tool (screenmark on one tiny file, cmark on an empty
    file), which is subtracted to give start-up-free figures.
 3. Prints the table, plus the peak RSS of both tools on the 10,000-screen single file.

MB is 10^6 bytes. Exit status: 0 when every command succeeded, 1 otherwise.
Standard library only.
"""

import argparse
import os
import platform
import random
import re
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

SEED = 20100607  # the iPhone 4 keynote; any fixed number will do
SCREENS_PER_FILE = 50
MAX_FILE_BYTES = 16 * 1024 * 1024  # Parser.maximumFileSize: larger files are not read
REPO_ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# MARK: - Words

FIRST_NAMES = ["Anna", "Hank", "John", "Kate", "David", "Daniel", "Lucy", "Omar", "Mei", "Sofia",
               "Ravi", "Yuki", "Lars", "Chloé", "Zoë", "Björn", "李", "王", "张"]
LAST_NAMES = ["Haro", "Zakroff", "Appleseed", "Bell", "Higgins", "Taylor", "Novak", "Chen", "Okafor",
              "Müller", "García", "Sato", "小明", "芳", "伟"]
SUBJECTS = ["Lunch on Friday?", "Quarterly report", "Your receipt", "Re: Trip to Kyoto",
            "Photos from the weekend", "Meeting notes", "Invoice #4521", "Flight confirmation",
            "Weekly digest", "周末聚会", "会议纪要", "Happy birthday!", "Draft: proposal v2"]
NOUNS = ["Inbox", "Account", "Album", "Playlist", "Contact", "Note", "Event", "Track", "Photo",
         "Message", "Folder", "Document", "Recipe", "Route", "Station", "Alarm", "Report", "Task"]
LIST_NOUNS = ["Mailboxes", "Albums", "Playlists", "Contacts", "Notes", "Events", "Tracks", "Photos",
              "Folders", "Documents", "Recipes", "Routes", "Stations", "Alarms", "Reports", "Tasks"]
SETTINGS = ["Settings", "Preferences", "Options", "Account Settings", "Privacy", "Notifications"]
CHINESE_TITLES = ["设置", "通用", "世界时钟", "闹钟", "秒表", "计时器", "相册", "音乐", "通讯录", "备忘录"]
CHINESE_LABELS = ["飞行模式", "无线局域网", "蓝牙", "蜂窝移动网络", "个人热点", "通知", "声音",
                  "勿扰模式", "屏幕使用时间", "显示与亮度", "墙纸", "隐私", "电池", "关于本机"]
SETTING_LABELS = ["Airplane Mode", "Wi-Fi", "Bluetooth", "Location Services", "Auto-Lock",
                  "Show Preview", "Sounds", "Badge App Icon", "Load Remote Images", "Ask Before Deleting",
                  "Use Cellular Data", "iCloud Sync", "Shuffle", "Repeat", "Sound Check"]
WORDS = ("the screen shows each item in a row and a tap opens it the user can edit delete or move "
         "rows while editing a search bar filters the list as you type the toolbar holds actions for "
         "what is on screen a productivity app organises information hierarchically so each row "
         "drills down to its details the navigation bar shows where you are and the way back").split()
CHINESE_SENTENCES = ["每一行显示一个项目，轻点即可打开。", "在编辑模式下可以删除或移动行。",
                     "搜索栏会在输入时过滤列表。", "工具栏包含与当前屏幕相关的操作。"]
BAR_SYSTEM_ITEMS = ["action", "camera", "compose", "bookmarks", "search", "add", "trash", "organize",
                    "reply", "refresh", "play", "pause", "edit", "save", "done", "undo", "redo"]
TAB_SYSTEM_ITEMS = ["bookmarks", "contacts", "downloads", "favorites", "featured", "history", "more",
                    "most-recent", "most-viewed", "recents", "search", "top-rated"]
ACTIVITIES = ["message", "mail", "print", "copy", "assign-to-contact", "save-to-camera-roll",
              "add-to-reading-list", "post-to-twitter", "post-to-weibo", "airdrop"]
KEYBOARDS = ["default", "ascii-capable", "url", "number-pad", "phone-pad", "email", "decimal-pad"]
RETURN_KEYS = ["default", "go", "next", "search", "send", "done", "join"]


def slug(title):
    """The id ScreenMark (and GitHub) derive from a heading, for the titles generated here."""
    return "".join("-" if c == " " else c for c in title.lower() if c == " " or c in "-_" or c.isalnum())


# MARK: - Corpus generator

class ScreenWriter:
    """Writes the screens of one group (one ~50-screen file). Screens link only forward, to later
    screens of their own group, so the navigation graph has no cycles and every link resolves both
    when the group is its own file and inside the single big file."""

    KINDS = ["list", "detail", "settings", "form", "media", "chinese"]

    def __init__(self, rng, group, first_index, count):
        self.rng = rng
        self.group = group
        self.count = count
        self.titles = []
        self.ids = []
        self.kinds = []
        for position in range(count):
            number = first_index + position + 1
            kind = "root" if position == 0 else rng.choice(self.KINDS)
            if kind == "root":
                title = f"{rng.choice(LIST_NOUNS)} {number}"
            elif kind == "list":
                title = f"{rng.choice(LIST_NOUNS)} {number}"
            elif kind == "settings":
                title = f"{rng.choice(SETTINGS)} {number}"
            elif kind == "form":
                title = f"New {rng.choice(NOUNS)} {number}"
            elif kind == "chinese":
                title = f"{rng.choice(CHINESE_TITLES)} {number}"
            else:
                title = f"{rng.choice(NOUNS)} {number}"
            self.titles.append(title)
            self.ids.append(slug(title))
            self.kinds.append(kind)
        # One screen in eight sets its id explicitly instead of taking it from the title.
        self.explicit = [position > 0 and rng.random() < 0.125 for position in range(count)]
        for position, explicit in enumerate(self.explicit):
            if explicit:
                self.ids[position] = f"s{first_index + position + 1}-{self.kinds[position]}"

    # Helpers

    def link(self, position):
        return f"[{self.titles[position]}](#{self.ids[position]})"

    def later(self, position):
        """A screen after `position` in this group, or None for the last one."""
        if position + 1 >= self.count:
            return None
        return self.rng.randrange(position + 1, min(self.count, position + 12))

    def arrow(self):
        return "→" if self.rng.random() < 0.85 else "->"

    def words(self, low, high):
        return " ".join(self.rng.choice(WORDS) for _ in range(self.rng.randint(low, high)))

    def paragraph(self):
        rng = self.rng
        if rng.random() < 0.15:
            return "".join(rng.choice(CHINESE_SENTENCES) for _ in range(rng.randint(2, 4)))
        text = self.words(18, 40)
        text = text[0].upper() + text[1:] + "."
        if rng.random() < 0.3:
            text += f" See **{rng.choice(NOUNS)}** and the [guidelines](https://developer.apple.com/design/) (002:L{rng.randint(80, 1100)})."
        if rng.random() < 0.2:
            text += f" It uses `{rng.choice(NOUNS)}View`."
        # Wrap at ~96 columns, as people do.
        lines, line = [], ""
        for word in text.split(" "):
            if line and len(line) + 1 + len(word) > 96:
                lines.append(line)
                line = word
            else:
                line = f"{line} {word}" if line else word
        lines.append(line)
        return "\n".join(lines)

    def person(self):
        return f"{self.rng.choice(FIRST_NAMES)} {self.rng.choice(LAST_NAMES)}"

    # Regions

    def status_bar(self, out):
        rng = self.rng
        choice = rng.random()
        if choice < 0.5:
            out.append("## Status bar")
        elif choice < 0.8:
            out.append("## Status bar {network-activity}")
        else:
            out.append(f"## Status bar {{style: {rng.choice(['black-opaque', 'black-translucent', 'light-content'])}}}")
        out.append("")

    def navigation_bar(self, out, position, back=True, modal=False):
        rng = self.rng
        attributes = " {translucent}" if rng.random() < 0.1 else ""
        out.append(f"## Navigation bar{attributes}")
        if modal:
            alert_id = f"discard-{position}"
            out.append(f"- button: Cancel {{role: cancel}} {self.arrow()} alert [Discard](#{alert_id})")
            out.append(f"- title: {self.titles[position]}")
            out.append(f"- button: Save {{style: done}} {self.arrow()} dismiss")
        else:
            if back and position > 0:
                out.append(f"- back: {self.titles[max(0, position - rng.randint(1, 5))]}")
            out.append(f"- title: {self.titles[position]}")
            target = self.later(position)
            if target is not None and rng.random() < 0.4:
                out.append(f"- button {{system: add}} {self.arrow()} modal {self.link(target)}")
            else:
                out.append(f"- button: Edit {{system: edit}}")
        out.append("")

    def toolbar(self, out, position):
        rng = self.rng
        out.append("## Toolbar" + (" {style: black}" if rng.random() < 0.1 else ""))
        out.append(f"- button {{system: {rng.choice(BAR_SYSTEM_ITEMS)}}}")
        out.append("- space {flexible}")
        if rng.random() < 0.5:
            out.append(f"- label: Updated {rng.choice(['Just Now', '5 minutes ago', 'Yesterday', '刚刚'])}")
            out.append("- space {flexible}")
        elif rng.random() < 0.5:
            out.append(f"- progress: Sending = {rng.randint(1, 9) / 10} {{style: bar}}")
            out.append("- space {width: 20}")
        target = self.later(position)
        if target is not None:
            out.append(f"- button {{system: compose}} {self.arrow()} modal {self.link(target)}")
        else:
            out.append(f"- button {{system: {rng.choice(BAR_SYSTEM_ITEMS)}}}")
        out.append("")

    def cell(self, position, subtitle=False):
        rng = self.rng
        target = self.later(position)
        attributes = []
        if subtitle:
            label = f"{self.person()} = {rng.choice(SUBJECTS)}"
            attributes.append("style: subtitle")
        elif rng.random() < 0.15:
            label = rng.choice(CHINESE_LABELS)
        else:
            label = f"{rng.choice(NOUNS)} {rng.randint(1, 999)}"
            if rng.random() < 0.3:
                label += f" = {rng.choice(['On', 'Off', 'Never', '2 min', 'Automatic', '关闭'])}"
                attributes.append("style: value1")
        if rng.random() < 0.25:
            attributes.append(f"badge: {rng.randint(1, 99)}")
        if rng.random() < 0.1:
            attributes.append(f"image: icon-{rng.randint(1, 40)}")
        if target is not None and rng.random() < 0.8:
            attributes.append("accessory: disclosure")
            return f"- cell: {label} {{{', '.join(attributes)}}} {self.arrow()} {self.link(target)}"
        if rng.random() < 0.3:
            attributes.append("accessory: checkmark")
        return f"- cell: {label}" + (f" {{{', '.join(attributes)}}}" if attributes else "")

    def table(self, out, position, grouped, sections):
        rng = self.rng
        index = " {index: A-Z}" if not grouped and rng.random() < 0.2 else ""
        out.append(f"## Table ({'grouped' if grouped else 'plain'}){index}")
        if not grouped and rng.random() < 0.5:
            out.append(f"- refresh-control: Checking for {rng.choice(LIST_NOUNS)}…")
        for section in range(sections):
            if grouped or section > 0:
                header = rng.choice(["Inboxes", "Accounts", "Recent", "Favorites", "Other", "常用", ""])
                out.append(f"### {header}".rstrip())
            for _ in range(rng.randint(2, 6)):
                out.append(self.cell(position, subtitle=not grouped and rng.random() < 0.5))
            out.append("")
            if grouped and rng.random() < 0.3:
                out.append(self.paragraph())
                out.append("")

    def settings_table(self, out, position):
        rng = self.rng
        out.append("## Table (grouped)")
        out.append(f"### {rng.choice(['General', 'Display', 'Sound', '通用'])}")
        for _ in range(rng.randint(2, 4)):
            label = rng.choice(SETTING_LABELS + CHINESE_LABELS[:4])
            out.append(f"- switch: {label} = {rng.choice(['on', 'off'])}")
        out.append(f"- slider: Brightness = {rng.randint(0, 10) / 10} {{min-image: sun-small, max-image: sun-large}}")
        out.append("- segmented: Text Size = Small | *Medium* | Large")
        out.append("")
        out.append(self.paragraph())
        out.append("")
        out.append("### Account")
        out.append(f"- text-field: Name = {self.person()} {{placeholder: Your Name, return-key: next}}")
        out.append(f"- text-field: Email {{keyboard: email, placeholder: \"name@example.com\", clear-button}}")
        out.append("- text-field: Password {secure}")
        out.append(f"- stepper: Copies = {rng.randint(1, 5)} {{min: 1, max: 10}}")
        target = self.later(position)
        if target is not None:
            out.append(f"- cell: Advanced {{accessory: disclosure}} {self.arrow()} {self.link(target)}")
        out.append("")

    def content(self, out, position):
        rng = self.rng
        out.append("## Content")
        out.append(f"- label: From: {self.person()}")
        out.append(f"- label: {rng.choice(SUBJECTS)}")
        for _ in range(rng.randint(2, 4)):
            choice = rng.randrange(9)
            if choice == 0:
                out.append(f"- switch: {rng.choice(SETTING_LABELS)} = {rng.choice(['on', 'off'])}")
            elif choice == 1:
                out.append(f"- slider: Volume = {rng.randint(0, 100) / 100} {{min: 0, max: 1}}")
            elif choice == 2:
                out.append(f"- segmented: View = {rng.choice(['*Day* | Week | Month', 'List | *Grid*', 'icon:list | *icon:grid*'])}")
            elif choice == 3:
                out.append(f"- text-field: {rng.choice(['Subject', 'Title', '标题'])} {{return-key: {rng.choice(RETURN_KEYS)}}}")
            elif choice == 4:
                out.append(f"- date-picker: Starts = 2010-06-{rng.randint(10, 28)} {rng.randint(0, 23):02}:{rng.choice(['00', '15', '30', '45'])} {{minute-interval: 15}}")
            elif choice == 5:
                out.append(f"- date-picker: Timer = {rng.randint(0, 9)}:{rng.randint(0, 59):02} {{mode: countdown}}")
            elif choice == 6:
                out.append(f"- web-view: \"https://example.com/message?id={rng.randint(1, 99999)}&view=full\"")
            elif choice == 7:
                out.append(f"- image: Cover art {{image: cover-{rng.randint(1, 50)}, size: 120x120}}")
            else:
                out.append(f"- activity-indicator {{style: {rng.choice(['gray', 'white', 'white-large'])}}}")
        target = self.later(position)
        if target is not None and rng.random() < 0.5:
            out.append(f"- button: More {{style: custom}} {self.arrow()} {self.link(target)}")
        if rng.random() < 0.2:
            out.append("- label: 1 + 1 \\= 2 <!-- an escaped equals sign -->")
        out.append("")

    def form_content(self, out, position):
        rng = self.rng
        out.append("## Content")
        out.append(f"- text-field: To {{keyboard: {rng.choice(KEYBOARDS)}, return-key: next}}")
        out.append("- contact-add-button: Add Contact")
        out.append(f"- text-field: Subject = {rng.choice(SUBJECTS)} {{return-key: next}}")
        out.append(f"- date-picker: Due = 2010-07-{rng.randint(10, 28)} {{mode: date}}")
        out.append(f"- date-picker: Reminder = {rng.randint(6, 22):02}:30 {{mode: time}}")
        out.append("- picker: Repeat = Never | *Daily* | Weekly || 1 | *2* | 3")
        out.append("- text-view: Body {keyboard: default}")
        out.append("")

    def media_content(self, out, position):
        rng = self.rng
        out.append("## Content")
        target = self.later(position)
        arrow = self.arrow()
        push = f" {arrow} {self.link(target)}" if target is not None else ""
        flip = f" {arrow} flip {self.link(target)}" if target is not None else ""
        out.append(f"- collection: Photos {{items: {rng.randint(4, 60)}}}{push}")
        out.append(f"- page-control = {rng.randint(1, 3)} {{pages: {rng.randint(3, 6)}}}")
        out.append(f"- map: Nearby {{mode: {rng.choice(['standard', 'satellite', 'hybrid'])}}}")
        out.append(f"- info-button {{style: dark}}{flip}")
        out.append("")

    def overlays(self, out, position, alerts):
        """Alerts and action sheets, each with the toolbar/bar button that shows it."""
        rng = self.rng
        for overlay_id in alerts:
            if overlay_id.startswith("discard"):
                out.append(f"## Alert: Discard Changes? {{#{overlay_id}}}")
                out.append("- message: Your changes will be lost.")
                out.append("- button: Keep Editing {role: cancel}")
                out.append(f"- button: Discard {{role: destructive}} {self.arrow()} dismiss")
            elif overlay_id.startswith("delete"):
                out.append(f"## Action sheet {{#{overlay_id}}}")
                out.append(f"- button: Delete {rng.choice(NOUNS)} {{role: destructive}} {self.arrow()} back")
                out.append("- button: Cancel {role: cancel}")
            elif overlay_id.startswith("share"):
                out.append(f"## Activity view: Share {{#{overlay_id}}}")
                for activity in rng.sample(ACTIVITIES, 3):
                    out.append(f"- activity {{system: {activity}}}")
                out.append("- activity: Copy Link {icon: link}")
                out.append("- button: Cancel {role: cancel}")
            else:
                out.append(f"## Alert: {rng.choice(['Sign In', '登录'])} {{#{overlay_id}}}")
                out.append(f"- message: Enter the password for {self.person()}.")
                out.append("- text-field: Password {secure}")
                out.append("- button: Cancel {role: cancel}")
                out.append("- button: OK")
            out.append("")

    def overlay_toolbar(self, out, position, overlay_ids):
        out.append("## Toolbar")
        for number, overlay_id in enumerate(overlay_ids):
            if number:
                out.append("- space {flexible}")
            presentation = "alert" if overlay_id.startswith("sign-in") else "sheet"
            system = {"delete": "trash", "share": "action", "sign-in": "reply"}[overlay_id.rsplit("-", 1)[0]]
            out.append(f"- button {{system: {system}}} {self.arrow()} {presentation} [{overlay_id}](#{overlay_id})")
        out.append("")

    def tab_bar(self, out, position):
        rng = self.rng
        out.append("## Tab bar")
        roots = [0] + sorted(rng.sample(range(1, self.count), min(4, self.count - 1)))
        for number, root in enumerate(roots):
            if rng.random() < 0.5:
                attributes = f"system: {rng.choice(TAB_SYSTEM_ITEMS)}"
                label = ""
            else:
                attributes = f"icon: tab-{number}"
                label = f": {rng.choice(LIST_NOUNS + CHINESE_TITLES)}"
            if number == 0:
                attributes += ", selected"
            if rng.random() < 0.2:
                attributes += f", badge: {rng.randint(1, 9)}"
            out.append(f"- tab{label} {{{attributes}}} {self.arrow()} {self.link(root)}")
        out.append("")

    # Screens

    def screen(self, position):
        rng = self.rng
        kind = self.kinds[position]
        out = []
        heading = f"# {self.titles[position]}"
        if self.explicit[position]:
            heading += f" {{#{self.ids[position]}}}"
        out.append(heading)
        out.append("")
        out.append(self.paragraph())
        out.append("")
        if rng.random() < 0.05:
            out.append("```swift")
            out.append("# not a heading: code blocks are skipped")
            out.append("let controller = UITableViewController(style: .grouped)")
            out.append("```")
            out.append("")
        if rng.random() < 0.6:
            self.status_bar(out)
        overlays = []
        if kind == "root":
            self.navigation_bar(out, position, back=False)
            self.table(out, position, grouped=True, sections=rng.randint(2, 3))
            self.toolbar(out, position)
            self.tab_bar(out, position)
        elif kind == "list":
            self.navigation_bar(out, position)
            out.append("## Search bar")
            out.append(f"- search-field: Search {{placeholder: Search {rng.choice(LIST_NOUNS)}, cancel}}")
            out.append("")
            if rng.random() < 0.5:
                out.append("## Scope bar")
                out.append("- segmented: Scope = *All* | Unread | Flagged")
                out.append("")
            self.table(out, position, grouped=False, sections=rng.randint(1, 2))
            self.toolbar(out, position)
        elif kind == "detail":
            self.navigation_bar(out, position)
            self.content(out, position)
            overlays = rng.sample(["delete", "share", "sign-in"], rng.randint(1, 2))
            overlays = [f"{name}-{position}" for name in overlays]
            self.overlay_toolbar(out, position, overlays)
        elif kind == "settings" or kind == "chinese":
            self.navigation_bar(out, position)
            self.settings_table(out, position)
        elif kind == "form":
            self.navigation_bar(out, position, modal=True)
            self.form_content(out, position)
            overlays = [f"discard-{position}"]
        else:  # media
            self.navigation_bar(out, position)
            if rng.random() < 0.3:
                self.content(out, position)
            else:
                self.media_content(out, position)
            self.toolbar(out, position)
        self.overlays(out, position, overlays)
        if rng.random() < 0.15:
            out.append(self.paragraph())
            out.append("")
        return "\n".join(out)


def front_matter(app, rng):
    style = rng.choice(["productivity", "utility", "immersive"])
    hig = "ios7" if rng.random() < 0.8 else "iphone-2010"
    return f"---\nscreenmark: 1\napp: {app}\nhig: {hig}\nstyle: {style}  # generated by Scripts/bench.py\n---\n\n"


def generate_groups(screens, seed=SEED):
    """The screens as text, in groups of SCREENS_PER_FILE: a list of (group header, body)."""
    rng = random.Random(seed)
    groups = []
    for group, first in enumerate(range(0, screens, SCREENS_PER_FILE)):
        count = min(SCREENS_PER_FILE, screens - first)
        writer = ScreenWriter(rng, group, first, count)
        body = "\n".join(writer.screen(position) for position in range(count))
        groups.append((front_matter(f"Bench {group + 1:03}", rng), body))
    return groups


def write_corpora(root):
    """Writes the three corpora under `root`; returns their descriptions."""
    groups = generate_groups(10_000)
    corpora = []
    for name, count in (("1k-screens-20-files", 1_000), ("10k-screens-200-files", 10_000)):
        folder = os.path.join(root, name)
        os.makedirs(folder, exist_ok=True)
        files = []
        for number, (header, body) in enumerate(groups[: count // SCREENS_PER_FILE]):
            path = os.path.join(folder, f"app-{number + 1:03}.screen.md")
            with open(path, "w", encoding="utf-8", newline="\n") as handle:
                handle.write(header + body)
            files.append(path)
        corpora.append({"name": name, "target": folder, "files": files, "screens": count})
    single = os.path.join(root, "10k-screens-1-file.screen.md")
    with open(single, "w", encoding="utf-8", newline="\n") as handle:
        handle.write(front_matter("Bench", random.Random(SEED)))
        handle.write("\n".join(body for _, body in groups))
    corpora.append({"name": "10k-screens-1-file", "target": single, "files": [single], "screens": 10_000})
    for corpus in corpora:
        corpus["bytes"] = sum(os.path.getsize(path) for path in corpus["files"])
    if os.path.getsize(single) > MAX_FILE_BYTES:
        sys.exit(f"bench: {single} is {os.path.getsize(single)} bytes, over ScreenMark's 16 MiB limit")
    # The baselines: the smallest valid screen file, and an empty file for cmark.
    tiny = os.path.join(root, "tiny", "tiny.screen.md")
    os.makedirs(os.path.dirname(tiny), exist_ok=True)
    with open(tiny, "w", encoding="utf-8") as handle:
        handle.write("# Empty\n")
    empty = os.path.join(root, "empty.md")
    open(empty, "w").close()
    return corpora, tiny, empty


# MARK: - Running

def fail(message, output=""):
    print(f"\nbench: {message}", file=sys.stderr)
    if output:
        lines = output.strip().splitlines()
        print("\n".join(lines[:40]), file=sys.stderr)
        if len(lines) > 40:
            print(f"… ({len(lines) - 40} more lines)", file=sys.stderr)
    sys.exit(1)


def verify(screenmark, corpora):
    """Every generated file must be clean: no error and no warning."""
    for corpus in corpora:
        command = [screenmark, "check", "--strict", "--snippets", "never", corpus["target"]]
        result = subprocess.run(command, capture_output=True, text=True)
        if result.returncode != 0:
            fail(f"the generated corpus `{corpus['name']}` does not pass `{' '.join(command)}` "
                 f"(exit {result.returncode}); the generator writes something the language does not accept:",
                 result.stdout + result.stderr)
        summary = result.stderr.strip().splitlines()[-1] if result.stderr.strip() else ""
        if not summary.startswith(f"{len(corpus['files'])} file"):
            fail(f"`{' '.join(command)}` checked an unexpected number of files: {summary!r}")


class Command:
    """A command to time: argv, and optionally bytes piped to its stdin."""

    def __init__(self, argv, stdin_bytes=None):
        self.argv = argv
        self.stdin_bytes = stdin_bytes

    def run(self):
        """Runs it once; returns the wall time in seconds."""
        start = time.perf_counter()
        if self.stdin_bytes is None:
            result = subprocess.run(self.argv, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                    stderr=subprocess.PIPE)
        else:
            result = subprocess.run(self.argv, input=self.stdin_bytes, stdout=subprocess.DEVNULL,
                                    stderr=subprocess.PIPE)
        elapsed = time.perf_counter() - start
        if result.returncode != 0:
            fail(f"`{' '.join(self.argv)}` failed with exit status {result.returncode}:",
                 result.stderr.decode("utf-8", "replace"))
        return elapsed


def cmark_command(cmark, files):
    """`cmark file1 file2 …`, or the concatenation on stdin if the argument list is too long."""
    try:
        argument_limit = os.sysconf("SC_ARG_MAX") // 4
    except (ValueError, OSError):
        argument_limit = 32_768
    if sum(len(path) + 1 for path in files) < argument_limit:
        return Command([cmark] + files)
    data = b"".join(open(path, "rb").read() for path in files)
    return Command([cmark], stdin_bytes=data)


def median_times(commands, runs):
    """Runs the commands interleaved (one warm-up each, then `runs` rounds); medians in seconds."""
    for command in commands:
        command.run()
    times = [[] for _ in commands]
    for _ in range(runs):
        for index, command in enumerate(commands):
            times[index].append(command.run())
    return [statistics.median(values) for values in times]


RSS_HELPER = """
import resource, subprocess, sys
before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
status = subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode
after = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
print(status, before, after)
"""


def peak_rss_kib(argv, use_time=True):
    """Peak resident set size of one run, in KiB, and how it was measured: `/usr/bin/time -v` if
    present, else the RUSAGE_CHILDREN ru_maxrss delta around the run, taken in a fresh Python
    process (ru_maxrss is a high-water mark over all children, so in this process an earlier,
    bigger child would hide it)."""
    time_binary = "/usr/bin/time"
    if use_time and os.access(time_binary, os.X_OK):
        result = subprocess.run([time_binary, "-v"] + argv, stdout=subprocess.DEVNULL,
                                stderr=subprocess.PIPE, text=True)
        if result.returncode != 0:
            fail(f"`{' '.join(argv)}` failed under `/usr/bin/time -v`:", result.stderr)
        match = re.search(r"Maximum resident set size \(kbytes\): (\d+)", result.stderr)
        if match:
            return int(match.group(1)), "/usr/bin/time -v"
    result = subprocess.run([sys.executable, "-c", RSS_HELPER] + argv, capture_output=True, text=True)
    try:
        status, before, after = (int(field) for field in result.stdout.split())
    except ValueError:
        fail("could not measure the peak RSS:", result.stderr)
    if status != 0:
        fail(f"`{' '.join(argv)}` failed with exit status {status}")
    scale = 1 / 1024 if sys.platform == "darwin" else 1  # ru_maxrss is in bytes on macOS
    return int((after - before) * scale) if after > before else after * scale, "getrusage(RUSAGE_CHILDREN) delta"


# MARK: - Report

def cpu_model():
    try:
        with open("/proc/cpuinfo", encoding="utf-8", errors="replace") as handle:
            info = handle.read()
    except OSError:
        return platform.processor() or platform.machine()
    for key in ("model name", "Model", "Hardware", "cpu model"):
        match = re.search(rf"^{key}\s*:\s*(.+)$", info, re.MULTILINE)
        if match:
            return match.group(1).strip()
    return platform.processor() or platform.machine()


def processor_count():
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:
        return os.cpu_count()


def first_line(argv):
    try:
        result = subprocess.run(argv, capture_output=True, text=True)
    except OSError as error:
        return f"({error})"
    lines = (result.stdout or result.stderr).strip().splitlines()
    return lines[0] if lines else "?"


def print_table(rows, startup):
    def rate(megabytes, seconds):
        return megabytes / seconds if seconds > 0 else float("inf")

    header = (f"{'corpus':<24} {'files':>5} {'screens':>7} {'MB':>6} | {'':<9} {'screenmark':>10} {'MB/s':>7} | "
              f"{'cmark':>8} {'MB/s':>7} | {'ratio':>6}")
    print(header)
    print("-" * len(header))
    for row in rows:
        megabytes = row["bytes"] / 1e6
        for label, sm, cm in (("raw", row["screenmark"], row["cmark"]),
                              ("−start-up", row["screenmark"] - startup["screenmark"], row["cmark"] - startup["cmark"])):
            sm_rate, cm_rate = rate(megabytes, sm), rate(megabytes, cm)
            ratio = sm_rate / cm_rate if cm_rate not in (0, float("inf")) else float("nan")
            lead = (f"{row['name']:<24} {len(row['files']):>5} {row['screens']:>7} {megabytes:>6.2f}"
                    if label == "raw" else " " * 45)
            print(f"{lead} | {label:<9} {sm:>9.4f}s {sm_rate:>7.1f} | {cm:>7.4f}s {cm_rate:>7.1f} | {ratio:>6.3f}")
    print()
    print("ratio = screenmark MB/s ÷ cmark MB/s (> 1: ScreenMark is faster). Times are medians of wall time;")
    print("'−start-up' subtracts each tool's median on an empty input "
          f"(screenmark {startup['screenmark'] * 1000:.1f} ms on one tiny file, cmark {startup['cmark'] * 1000:.1f} ms on an empty file).")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--screenmark", default=os.path.join(REPO_ROOT, ".build", "release", "screenmark"),
                        help="the screenmark binary (default: .build/release/screenmark)")
    parser.add_argument("--cmark", default="cmark", help="the cmark command (default: cmark)")
    parser.add_argument("--runs", type=int, default=7, help="timed runs per command (default: 7)")
    parser.add_argument("--corpus-dir", metavar="DIR",
                        help="write the corpus here and keep it (e.g. bench-corpus); default: a temporary folder")
    parser.add_argument("--generate-only", action="store_true", help="write and verify the corpus, then stop")
    args = parser.parse_args()
    if args.runs < 1:
        parser.error("--runs must be at least 1")

    screenmark = os.path.abspath(args.screenmark)
    if not os.access(screenmark, os.X_OK):
        sys.exit(f"bench: no screenmark binary at {screenmark}; build it with "
                 "`swift build -c release --product screenmark`")
    cmark = shutil.which(args.cmark)
    if not cmark:
        sys.exit(f"bench: `{args.cmark}` not found; install the `cmark` package (`make deps`)")

    print("ScreenMark benchmark: `screenmark check` against `cmark` on the same bytes")
    print(f"  nproc:      {processor_count()}")
    print(f"  CPU:        {cpu_model()}")
    print(f"  screenmark: {screenmark} ({first_line([screenmark, '--version'])})")
    print(f"  cmark:      {cmark} ({first_line([cmark, '--version'])})")
    print(f"  python:     {platform.python_version()}, runs per command: {args.runs} (median), seed {SEED}")
    print()

    root = os.path.abspath(args.corpus_dir) if args.corpus_dir else tempfile.mkdtemp(prefix="screenmark-bench-")
    if args.corpus_dir:
        shutil.rmtree(root, ignore_errors=True)
        os.makedirs(root)
    try:
        started = time.perf_counter()
        corpora, tiny, empty = write_corpora(root)
        generated = time.perf_counter()
        verify(screenmark, corpora)
        print(f"corpus: {root} — generated in {generated - started:.1f} s, "
              f"checked clean in {time.perf_counter() - generated:.1f} s")
        for corpus in corpora:
            print(f"  {corpus['name']:<24} {len(corpus['files']):>4} files, {corpus['screens']:>6} screens, "
                  f"{corpus['bytes'] / 1e6:6.2f} MB")
        print()
        if args.generate_only:
            return

        startup_times = median_times([Command([screenmark, "check", tiny]), Command([cmark, empty])], args.runs)
        startup = {"screenmark": startup_times[0], "cmark": startup_times[1]}
        rows = []
        for corpus in corpora:
            sm_time, cm_time = median_times(
                [Command([screenmark, "check", corpus["target"]]), cmark_command(cmark, corpus["files"])], args.runs)
            rows.append(dict(corpus, screenmark=sm_time, cmark=cm_time))
        print_table(rows, startup)

        single = corpora[-1]
        print()
        print(f"peak RSS on {single['name']} ({single['bytes'] / 1e6:.2f} MB):")
        for name, argv in (("screenmark check", [screenmark, "check", single["target"]]),
                           ("cmark", [cmark, single["target"]])):
            kib, method = peak_rss_kib(argv)
            print(f"  {name:<17} {kib / 1024:8.1f} MiB  ({method})")
        print(f"\ntotal bench time: {time.perf_counter() - started:.1f} s")
    finally:
        if not args.corpus_dir:
            shutil.rmtree(root, ignore_errors=True)


if __name__ == "__main__":
    main()
