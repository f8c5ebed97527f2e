#!/usr/bin/env python3
"""Parse throughput of `screenmark check` against `cmark` on the same bytes.

Usage (what `make bench` runs):
    python3 Scripts/bench.py --screenmark .build/static/release/screenmark [--runs 7]

Steps:
 1. Generates a corpus deterministically (fixed seed) of realistic screen files like
    Examples/*.screen.md: front matter, screens with a description, navigation bars, tables
    with sections and cells linking to other screens of the same file, content regions with
    controls, toolbars, tab bars, alerts, action sheets and activity views, some Chinese labels.
    Each ~50-screen group is a tab bar app that follows the guidelines the way the examples do
    (see ScreenWriter): the tab bar declared once, in the first screen; every screen reached
    from a tab by a push (with a back button titled like its parent), a modal presentation
    (Cancel and a Done-type button that dismiss) or a flip; toolbars only where the tab bar is
    not shown; alerts with a title and two buttons; action sheets destructive first, Cancel last.
    Three corpora: 1,000 screens in 20 files, 10,000 screens in 200 files (~50 screens a file),
    and the same 10,000 screens in one file (parse throughput without per-file costs). Every
    file is checked once with `screenmark check --strict` and must be clean: no error, no warning.
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
import unicodedata

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
NOUNS = ["Account", "Album", "Playlist", "Contact", "Note", "Event", "Track", "Photo", "Message",
         "Folder", "Document", "Recipe", "Route", "Station", "Alarm", "Report", "Task"]
# Navigation titles, by kind of screen. Short, as navigation bar titles are (`nav-bar-fits`).
LIST_NAMES = ["Mailboxes", "Inbox", "Albums", "Playlists", "Contacts", "Notes", "Events", "Tracks",
              "Photos", "Folders", "Documents", "Recipes", "Routes", "Stations", "Alarms", "Reports",
              "Tasks", "Podcasts", "Bookmarks", "Downloads", "Messages", "Calendars", "Artists"]
DETAIL_NAMES = ["Message", "Contact", "Event", "Track", "Note", "Recipe", "Route", "Station", "Report",
                "Task", "Document", "Episode", "Artist", "Details"]
INFO_NAMES = ["Info", "Details", "Call Info", "Contact Info", "Account Info", "Network"]
SETTINGS_NAMES = ["Settings", "Preferences", "Options", "Privacy", "Notifications", "Sounds", "General",
                  "Display", "Accounts", "Storage", "Sync", "Advanced"]
MEDIA_NAMES = ["Camera Roll", "Photos", "Album", "Gallery", "Slideshow", "Nearby", "Map", "Covers"]
FLIP_NAMES = ["Settings", "Options", "Cities", "Units", "Sources"]
CHINESE_TITLES = ["设置", "通用", "世界时钟", "闹钟", "秒表", "计时器", "相册", "音乐", "通讯录", "备忘录"]
CHINESE_LABELS = ["飞行模式", "无线局域网", "蓝牙", "蜂窝移动网络", "个人热点", "通知", "声音",
                  "勿扰模式", "屏幕使用时间", "显示与亮度", "墙纸", "隐私", "电池", "关于本机"]
SETTING_LABELS = ["Airplane Mode", "Wi-Fi", "Bluetooth", "Location Services", "Auto-Lock",
                  "Show Preview", "Sounds", "Badge App Icon", "Load Remote Images", "Ask Before Deleting",
                  "Use Cellular Data", "iCloud Sync", "Shuffle", "Repeat", "Sound Check"]
# Lists of options, one checked (002:L569): title and options.
CHOICES = [("Repeat", ["Never", "Every Day", "Every Week", "Every Month", "Every Year"]),
           ("Sound", ["Marimba", "Alarm", "Ascending", "Bark", "Bell Tower", "Blues"]),
           ("Auto-Lock", ["1 Minute", "2 Minutes", "3 Minutes", "5 Minutes", "Never"]),
           ("Folder", ["Inbox", "Drafts", "Sent", "Archive", "Junk"]),
           ("Alert", ["None", "At Time of Event", "5 Minutes Before", "1 Hour Before", "1 Day Before"]),
           ("Language", ["English", "Français", "Deutsch", "日本語", "简体中文"]),
           ("Calendar", ["Home", "Work", "Family", "Birthdays"]),
           ("Ringtone", ["Marimba", "Opening", "Radar", "Silk", "Crystals"]),
           ("Time Zone", ["Cupertino, U.S.A.", "Curitiba, Brazil", "Cusco, Peru", "London, U.K.", "东京, 日本"])]
CHINESE_CHOICES = [("铃声", ["马林巴琴", "警报", "上升", "树皮", "钟楼"]),
                   ("自动锁定", ["1 分钟", "2 分钟", "5 分钟", "永不"]),
                   ("语言", ["简体中文", "繁體中文", "English", "日本語"])]
# Modal tasks (002:L320): title and the button that completes it, `{style: done}` (002:L413).
FORMS = [("New Message", "Send"), ("New Event", "Add"), ("New Contact", "Done"), ("New Note", "Done"),
         ("Add Account", "Add"), ("Add Alarm", "Save"), ("New Playlist", "Save"), ("New Folder", "Save"),
         ("Add City", "Add"), ("New Reminder", "Add"), ("New Task", "Done"), ("Other Network", "Join"),
         ("Compose", "Post")]
EDIT_FORMS = [("Edit Contact", "Done"), ("Edit Profile", "Save"), ("Edit Account", "Done")]  # Edit → modal
CHINESE_FORMS = [("新建备忘录", "完成"), ("添加闹钟", "存储"), ("新建联系人", "完成")]
EDITORS = ["Edit Photo", "Crop", "Markup", "Adjust", "Trim Video", "Draft"]
WORDS = ("the screen shows each item in a row and a tap opens it the user can edit delete or move "
         "rows while editing a search bar filters the list as you type the toolbar holds actions for "
         "what is on screen a productivity app organises information hierarchically so each row "
         "drills down to its details the navigation bar shows where you are and the way back").split()
CHINESE_SENTENCES = ["每一行显示一个项目，轻点即可打开。", "在编辑模式下可以删除或移动行。",
                     "搜索栏会在输入时过滤列表。", "工具栏包含与当前屏幕相关的操作。"]
# Standard tabs by what their screen shows (`search` needs a search bar, `more` comes last).
LIST_TABS = ["search", "recents", "favorites", "contacts", "history", "most-recent", "bookmarks", "downloads"]
OTHER_TABS = ["favorites", "featured", "top-rated", "most-viewed", "bookmarks", "history", "downloads"]
ACTIVITIES = ["message", "mail", "print", "copy", "assign-to-contact", "save-to-camera-roll",
              "add-to-reading-list", "post-to-twitter", "post-to-weibo", "airdrop"]
KEYBOARDS = ["default", "ascii-capable", "url", "number-pad", "phone-pad", "email", "decimal-pad"]
RETURN_KEYS = ["default", "go", "next", "send", "done", "join"]


def slug(title):
    """The id ScreenMark (and GitHub) derive from a heading, for the titles generated here."""
    return "".join("-" if c == " " else c for c in title.lower() if c == " " or c in "-_" or c.isalnum())


def columns(text):
    """Display width as ScreenMark measures it: 2 columns for a wide (CJK) character, else 1."""
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in text)


# MARK: - Corpus generator

class Node:
    """One screen of the navigation tree: how it is reached (`tab`, `push`, `modal`, `flip`) and
    from where, and the screens it leads to."""

    def __init__(self, kind, parent, via, name, chinese=False):
        self.kind = kind
        self.parent = parent
        self.via = via
        self.name = name  # the navigation bar's title
        self.chinese = chinese
        self.modal = via in ("modal", "flip") or (parent is not None and parent.modal)
        self.depth = 0 if parent is None else parent.depth + 1
        self.children = []
        self.segmented = False  # a segmented control takes the title's place in the navigation bar
        self.title = self.id = None
        self.explicit = False
        self.value = None  # for a choice screen: the option its parent's value1 row shows

    def nav_title(self):
        """What a back button to this screen says: its navigation title, else its heading."""
        return self.title if self.segmented else self.name

    def kids(self, via):
        return [child for child in self.children if child.via == via]


class ScreenWriter:
    """Writes the screens of one group (one ~50-screen file): a tab bar app, as every group must
    be one so that the groups concatenated into the single file still form one valid app.

    The group is a tree. The first screen declares the tab bar; each tab opens a root screen,
    and every other screen is pushed (`→ [Title](#id)`, with `- back: <parent's title>`), presented
    modally (Cancel and a Done-type button that dismiss) or flipped to (`→ flip`, Done) from its
    parent, which comes before it in the file, so links only go forward and there is no cycle.
    Screens that show the tab bar have no toolbar (`toolbar-or-tab-bar`); modal screens and the
    screens pushed from them do."""

    # Screens a parent of each kind links to: (pushed, modal, flipped).
    CAPACITY = {"grouped": (5, 1, 0), "list": (6, 1, 0), "detail": (2, 1, 0), "info": (0, 1, 0),
                "settings": (3, 1, 0), "chinese": (3, 1, 0), "choice": (0, 0, 0), "media": (1, 1, 1),
                "more": (6, 0, 0), "form": (2, 0, 0), "editor": (0, 0, 0), "flipside": (2, 1, 0)}
    PUSHED_KINDS = {"grouped": ["list", "list", "grouped", "detail", "settings", "settings", "media", "choice", "chinese"],
                    "list": ["detail", "detail", "detail", "info", "list", "media"],
                    "detail": ["detail", "info", "list", "choice", "settings"],
                    "settings": ["settings", "choice", "choice", "info", "detail"],
                    "chinese": ["chinese", "choice"],
                    "media": ["detail"],
                    "more": ["grouped", "list", "settings", "media", "chinese"],
                    "form": ["choice"],
                    "flipside": ["choice"]}
    MAX_DEPTH = 5

    def __init__(self, rng, group, first_index, count):
        self.rng = rng
        # One look for every bar of every app: the single-file corpus is one app of 10,000 screens,
        # and an app's bars look alike on every screen (`bar-style-consistent`), the navigation bar
        # and the toolbar both opaque (`bars-translucency-match`), the status bar with them
        # (`status-bar-matches-nav-bar`).
        self.bars = ""
        self.group = group
        self.first_index = first_index
        self.count = count
        self.roots = self.build(count)
        self.nodes = []
        for root in self.roots:
            self.preorder(root)
        for position, node in enumerate(self.nodes):
            number = first_index + position + 1
            # A list may show a segmented control in place of its title (003:L84); then its heading
            # is the title its children's back buttons show, so it is the bare name, with an id.
            node.segmented = node.kind == "list" and node.via == "push" and not node.kids("modal") and rng.random() < 0.2
            node.title = node.name if node.segmented else f"{node.name} {number}"
            node.id = slug(node.title)
            # One screen in eight sets its id explicitly instead of taking it from the title.
            if node.segmented or (position > 0 and rng.random() < 0.125):
                node.explicit = True
                node.id = f"s{number}-{node.kind}"

    # The tree

    def preorder(self, node):
        self.nodes.append(node)
        for child in node.children:
            self.preorder(child)

    def name_for(self, kind, parent):
        rng = self.rng
        chinese = kind == "chinese" or (parent is not None and parent.chinese and kind in ("choice", "form"))
        if kind == "form":
            name = rng.choice(CHINESE_FORMS if chinese else EDIT_FORMS if parent.kind == "info" else FORMS)[0]
        elif kind == "choice":
            name = rng.choice(CHINESE_CHOICES if chinese else CHOICES)[0]
        else:
            pool = {"grouped": LIST_NAMES, "list": LIST_NAMES, "detail": DETAIL_NAMES, "info": INFO_NAMES,
                    "settings": SETTINGS_NAMES, "chinese": CHINESE_TITLES, "media": MEDIA_NAMES,
                    "more": ["More"], "editor": EDITORS, "flipside": FLIP_NAMES}[kind]
            name = rng.choice(pool)
            if kind == "detail" and rng.random() < 0.3:
                name = self.person()
        return name, chinese

    def add(self, kind, parent, via):
        # Not the parent's title (a back button titled like the screen confuses), nor a sibling's.
        taken = set() if parent is None else {parent.name} | {child.name for child in parent.children}
        for _ in range(6):
            name, chinese = self.name_for(kind, parent)
            if name not in taken:
                break
        node = Node(kind, parent, via, name, chinese)
        if parent is not None:
            parent.children.append(node)
        return node

    def free(self, node):
        """How many more screens `node` can push, present modally and flip to."""
        if node.depth >= self.MAX_DEPTH:
            return (0, 0, 0)
        push, modal, flip = self.CAPACITY[node.kind]
        return (push - len(node.kids("push")), modal - len(node.kids("modal")), flip - len(node.kids("flip")))

    def build(self, count):
        rng = self.rng
        tabs = min(count, rng.choices([2, 3, 4, 5], [1, 3, 4, 3])[0])
        kinds = rng.choices(["grouped", "list", "media", "settings", "chinese"], [3, 4, 2, 2, 1], k=tabs)
        kinds[0] = rng.choice(["grouped", "list"])  # the first mode is the app's main list
        if tabs == 5 and rng.random() < 0.4:
            kinds[-1] = "more"  # four tabs and More, which lists the other modes (002:L236)
        roots = [self.add(kind, None, "tab") for kind in kinds]
        nodes = list(roots)
        while len(nodes) < count:
            candidates, weights = [], []
            for node in nodes:
                free = self.free(node)
                total = sum(free)
                if total > 0:
                    candidates.append(node)
                    weights.append(total * 0.55 ** node.depth)
            if candidates:
                parent = rng.choices(candidates, weights)[0]
                push, modal, flip = self.free(parent)
            else:  # every screen is full: one more row in a list
                parent = rng.choice([node for node in nodes if node.kind in ("grouped", "list", "more", "settings", "chinese", "detail")])
                push, modal, flip = 1, 0, 0
            via = rng.choices(["push", "modal", "flip"], [6 * (push > 0), 2 * (modal > 0), 3 * (flip > 0)])[0]
            if via == "push":
                kind = rng.choice(self.PUSHED_KINDS[parent.kind])
            elif via == "modal":
                # A task (form), an editor with its toolbar, or a picker: a list presented with Cancel and
                # Done, whose pushed screens have toolbars as they do not show the tab bar.
                if parent.kind == "media" and rng.random() < 0.5:
                    kind = "editor"
                elif parent.kind == "info":
                    kind = "form"  # Edit presents the item's fields
                else:
                    kind = rng.choices(["form", "editor", "grouped", "list", "settings"], [10, 3, 4, 3, 3])[0]
            else:
                kind = "flipside"
            nodes.append(self.add(kind, parent, via))
        return roots

    # Helpers

    def link(self, node):
        return f"[{node.title}](#{node.id})"

    def arrow(self):
        return "→" if self.rng.random() < 0.85 else "->"

    def to(self, node, presentation=""):
        """` → [Title](#id)`, or ` → modal [Title](#id)`."""
        return f" {self.arrow()} {presentation + ' ' if presentation else ''}{self.link(node)}"

    def words(self, low, high):
        return " ".join(self.rng.choice(WORDS) for _ in range(self.rng.randint(low, high)))

    def paragraph(self):
        rng = self.rng
        if rng.random() < 0.15:
            return "".join(rng.choice(CHINESE_SENTENCES) for _ in range(rng.randint(2, 4)))
        text = self.words(22, 48)
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

    def spread(self, targets, slots):
        """`slots` row targets (None: the row leads nowhere) covering every target at least once,
        some twice (several rows may open one screen, as Mail's inboxes do)."""
        rng = self.rng
        rows = list(targets)
        while len(rows) < slots:
            rows.append(rng.choice(targets) if targets and rng.random() < 0.25 else None)
        rng.shuffle(rows)
        return rows

    # Bars

    def status_bar(self, out):
        rng = self.rng
        choice = rng.random()
        if choice < 0.5:
            out.append("## Status bar")
        elif choice < 0.8:
            out.append("## Status bar {network-activity}")
        else:
            # Styles both profiles have: `light-content` is iOS 7's only (`status-bar-style-2010`), and
            # the generator does not know the file's profile yet.
            styles = ["black-translucent", "default"] if self.bars else ["black-opaque", "default"]
            out.append(f"## Status bar {{style: {rng.choice(styles)}}}")
        out.append("")

    def navigation_bar(self, out, node, right=(), left=None, segmented=None):
        """The navigation bar: the back button of a pushed screen, `left` (a modal screen's
        Cancel), the title (or `segmented` in its place) and the first of the `right` candidates,
        (line, columns), that fits the bar's 40 columns. Returns the right item written, or None."""
        rng = self.rng
        out.append(f"## Navigation bar{self.bars}")
        used = 0
        if node.via == "push":
            out.append(f"- back: {node.parent.nav_title()}")
            used += columns(node.parent.nav_title()) + 4
        if left is not None:
            out.append(left[0])
            used += left[1]
        if segmented is not None:
            out.append(segmented[0])
            out.append("")
            return None
        out.append(f"- title: {node.name}")
        used += columns(node.name)
        chosen = next((item for item in right if used + item[1] <= 40), None)
        if chosen is not None:
            out.append(chosen[0])
        out.append("")
        return chosen

    def modal_navigation_bar(self, out, node, done, cancel_target=None):
        """Cancel on the left, the task's title, the button that completes it on the right."""
        cancel = "取消" if node.chinese else "Cancel"
        target = cancel_target or "dismiss"
        self.navigation_bar(out, node, left=(f"- button: {cancel} {{role: cancel}} {self.arrow()} {target}", columns(cancel) + 2),
                            right=[(f"- button: {done} {{style: done}} {self.arrow()} dismiss", columns(done) + 2)])

    def modal_button(self, child):
        """The navigation bar button that presents `child` modally: Compose for a new message,
        Add for a new item, Edit for an editor."""
        if child.kind == "editor" or child.name in dict(EDIT_FORMS):
            return (f"- button: Edit {{system: edit}}{self.to(child, 'modal')}", 6)
        if child.kind != "form":  # a picker or settings: a button titled with it, as Phone's Greeting
            return (f"- button: {child.name}{self.to(child, 'modal')}", columns(child.name) + 2)
        system = "compose" if child.name in ("New Message", "Compose", "New Note") else "add"
        return (f"- button {{system: {system}}}{self.to(child, 'modal')}", 3)

    def right_items(self, node, extra=()):
        """Right-hand candidates: the modal child's button if there is one, else `extra` or Edit."""
        modal = node.kids("modal")
        if modal:
            return [self.modal_button(modal[0])]
        items = list(extra)
        if self.rng.random() < 0.5:
            items.append(("- button: Edit {system: edit}", 6))
        return items

    def leftover_modal(self, node, placed):
        """The modal child when the navigation bar had no room for its button."""
        modal = node.kids("modal")
        if modal and (placed is None or modal[0].id not in placed[0]):
            return modal[0]
        return None

    def toolbar(self, out, node, modal_child=None, info_child=None):
        """A toolbar (only on screens that do not show the tab bar): actions that stay on this
        screen, and the buttons presenting `modal_child` and flipping to `info_child`."""
        rng = self.rng
        out.append("## Toolbar" + self.bars)
        out.append(f"- button {{system: {rng.choice(['refresh', 'organize', 'bookmarks', 'action', 'reply'])}}}")
        out.append("- space {flexible}")
        if rng.random() < 0.5:
            out.append(f"- label: Updated {rng.choice(['Just Now', '5 minutes ago', 'Yesterday', '刚刚'])}")
            out.append("- space {flexible}")
        elif rng.random() < 0.5:
            out.append(f"- progress: Sending = {rng.randint(1, 9) / 10} {{style: bar}}")
            out.append("- space {width: 20}")
        if modal_child is not None:
            # A plain button, as the toolbar's others are (`toolbar-no-mixed-styles`).
            out.append(f"- button: {modal_child.name}{self.to(modal_child, 'modal')}")
        elif info_child is None:
            out.append(f"- button {{system: {rng.choice(['camera', 'search', 'stop', 'play', 'pause'])}}}")
        if info_child is not None:
            # No style: a light one does not show on iOS 7's light toolbar (`info-button-style-contrast`).
            out.append(f"- info-button{self.to(info_child, 'flip')}")
        out.append("")

    # Rows and controls

    def link_cell(self, child, label=None, attributes=()):
        """A row that pushes `child`: a disclosure indicator for another list, a detail
        disclosure button for an item's details (002:L540)."""
        details = child.kind == "info"
        attributes = list(attributes) + [f"accessory: {'detail-disclosure' if details else 'disclosure'}"]
        # A detail disclosure button has its own target (`detail-disclosure-leads-to-details`).
        return f"- cell: {label or child.name} {{{', '.join(attributes)}}}{self.to(child, 'detail' if details else '')}"

    def plain_cell(self, checkable=True):
        rng = self.rng
        attributes = []
        if rng.random() < 0.15:
            label = rng.choice(CHINESE_LABELS)
        else:
            label = f"{rng.choice(NOUNS)} {rng.randint(1, 999)}"
            if rng.random() < 0.3:
                label += f" = {rng.choice(['On', 'Off', 'Never', '2 min', 'Automatic', '关闭'])}"
                attributes.append("style: value1")
        if rng.random() < 0.25:
            attributes.append(f"badge: {rng.randint(1, 99)}")
        if not attributes and rng.random() < 0.15:
            attributes.append(f"image: icon-{rng.randint(1, 40)}")
        if rng.random() < 0.2 and checkable:
            attributes.append("accessory: checkmark")
        return f"- cell: {label}" + (f" {{{', '.join(attributes)}}}" if attributes else "")

    def control(self):
        rng = self.rng
        choice = rng.randrange(8)
        if choice == 0:
            return f"- switch: {rng.choice(SETTING_LABELS)} = {rng.choice(['on', 'off'])}"
        if choice == 1:
            return f"- slider: Volume = {rng.randint(0, 100) / 100} {{min: 0, max: 1}}"
        if choice == 2:
            return f"- segmented: View = {rng.choice(['*Day* | Week | Month', 'List | *Grid*', 'icon:list | *icon:grid*'])}"
        if choice == 3:
            return f"- text-field: {rng.choice(['Subject', 'Title', '标题'])} {{return-key: {rng.choice(RETURN_KEYS)}}}"
        if choice == 4:
            return f"- date-picker: Starts = 2010-06-{rng.randint(10, 28)} {rng.randint(0, 23):02}:{rng.choice(['00', '15', '30', '45'])} {{minute-interval: 15}}"
        if choice == 5:
            return f"- date-picker: Timer = {rng.randint(0, 9)}:{rng.randint(0, 59):02} {{mode: countdown}}"
        if choice == 6:
            return f"- image: Cover Art {{image: cover-{rng.randint(1, 50)}, size: 120x120}}"
        return f"- activity-indicator {{style: {rng.choice(['gray', 'white', 'white-large'])}}}"

    # Overlays

    def delete_sheet(self, out, sheet_id, then):
        noun = self.rng.choice(NOUNS)
        out.append(f"## Action sheet {{#{sheet_id}}}")
        out.append(f"- button: Delete {noun} {{role: destructive}} {self.arrow()} {then}")
        out.append("- button: Cancel {role: cancel}")
        out.append("")

    def share_view(self, out, view_id):
        rng = self.rng
        out.append(f"## Activity view{': Share' if rng.random() < 0.5 else ''} {{#{view_id}}}")
        for activity in rng.sample(ACTIVITIES, 3):
            out.append(f"- activity {{system: {activity}}}")
        out.append("- activity: Copy Link {icon: link}")
        out.append("- button: Cancel {role: cancel}")
        out.append("")

    def sign_in_alert(self, out, alert_id):
        rng = self.rng
        if rng.random() < 0.2:
            out.append(f"## Alert: 需要登录 {{#{alert_id}}}")
            out.append("- message: 请输入账户密码。")
            out.append("- text-field: 密码 {secure}")
            out.append("- button: 取消 {role: cancel}")
            out.append("- button: 登录")
        else:
            out.append(f"## Alert: {rng.choice(['Sign In', 'Sign In to iCloud', 'Password Required'])} {{#{alert_id}}}")
            out.append(f"- message: Enter the password for {self.person()}.")
            out.append("- text-field: Password {secure}")
            out.append("- button: Cancel {role: cancel}")
            out.append(f"- button: {rng.choice(['OK', 'Sign In'])}")
        out.append("")

    def app_alert(self, out):
        """An alert the app shows on its own (no link opens it)."""
        rng = self.rng
        choice = rng.randrange(3)
        if choice == 0:
            out.append(f"## Alert: Cannot Get {rng.choice(['Mail', 'Messages', 'Updates', 'Photos'])} {{raised}}")
            out.append(f"- message: The server did not answer in time.")
            out.append("- button: Cancel {role: cancel}")
            out.append("- button: Retry")
        elif choice == 1:
            out.append("## Alert: 无法接收邮件 {raised}")
            out.append("- message: 服务器没有响应。")
            out.append("- button: 取消 {role: cancel}")
            out.append("- button: 重试")
        else:
            out.append("## Alert: Timer Done {raised}")
            out.append(f"- message: The {rng.randint(2, 59)}-minute timer has ended.")
            out.append("- button: OK {role: cancel}")
            out.append("- button: Repeat")
        out.append("")

    # Screens

    def list_navigation_bar(self, out, node, segmented=None, done="Done"):
        """A list's navigation bar; Cancel and Done when it is presented modally (a picker).
        Returns the modal child its bar had no room for."""
        if node.via == "modal":
            self.modal_navigation_bar(out, node, done)
            return self.leftover_modal(node, None)
        placed = self.navigation_bar(out, node, self.right_items(node), segmented=segmented)
        return self.leftover_modal(node, placed)

    def grouped(self, out, node, number):
        rng = self.rng
        leftover = self.list_navigation_bar(out, node)
        pushed = node.kids("push")
        sections = rng.randint(2, 3)
        sizes = [rng.randint(2, 5) for _ in range(sections)]
        while sum(sizes) < len(pushed):
            sizes[rng.randrange(sections)] += 1
        rows = self.spread(pushed, sum(sizes))
        out.append("## Table (grouped)")
        seen = set()
        for section, size in enumerate(sizes):
            header = rng.choice(["Inboxes", "Accounts", "Recent", "Favorites", "Other", "常用", ""])
            if section or header or rng.random() < 0.5:
                out.append(f"### {header}".rstrip())
            for child in rows[:size]:
                if child is None:
                    # A presented list checks none of its rows: a list of names with a checkmark,
                    # opened from a button, is an option list and plain (`option-list-from-button-plain`).
                    out.append(self.plain_cell(checkable=node.via not in ("modal", "flip")))
                else:
                    label = child.name if child.id not in seen else rng.choice(["All", "iCloud", "Work", "Home", "Shared"])
                    attributes = [f"badge: {rng.randint(1, 99)}"] if rng.random() < 0.25 else []
                    out.append(self.link_cell(child, label, attributes))
                    seen.add(child.id)
            rows = rows[size:]
            out.append("")
            if rng.random() < 0.3:
                out.append(self.paragraph())
                out.append("")
        if leftover is not None and not node.modal:
            out.append("## Content")
            out.append(f"- button: {leftover.name}{self.to(leftover, 'modal')}")
            out.append("")
            leftover = None
        if node.modal:
            self.toolbar(out, node, modal_child=leftover)

    def plain_list(self, out, node, number):
        rng = self.rng
        segmented = None
        if node.segmented:
            segmented = (f"- segmented: Show = {rng.choice(['*All* | Missed', '*All* | Unread', 'Recent | *Saved*'])}", 0)
        leftover = self.list_navigation_bar(out, node, segmented)
        noun = node.name if columns(node.name) <= 12 else "Items"
        out.append("## Search bar")
        out.append(f"- search-field: Search {{placeholder: Search {noun}, cancel}}")
        out.append("")
        if rng.random() < 0.4:
            out.append("## Scope bar")
            out.append("- segmented: Scope = *All* | Unread | Flagged")
            out.append("")
        pushed = node.kids("push")
        index = rng.random() < 0.2
        out.append("## Table (plain)" + (" {index: A-Z}" if index else ""))
        if not index and rng.random() < 0.5:
            out.append(f"- refresh-control: Checking for {noun}…")
        rows = self.spread(pushed, max(len(pushed), rng.randint(3, 7)))
        if index:
            # With an index along the right edge, rows carry no accessory (003:L270).
            letters = sorted(rng.sample("ABCDEFGHKLMNORSTWZ", rng.randint(2, 4)))
            for number_in_section, child in enumerate(rows):
                if number_in_section % 2 == 0 and letters:
                    out.append(f"### {letters.pop(0)}")
                label = self.person()
                out.append(f"- cell: {label}" + (self.to(child) if child is not None else ""))
        else:
            for child in rows:
                label = f"{self.person()} = {rng.choice(SUBJECTS)}"
                if child is None:
                    out.append(f"- cell: {label} {{style: subtitle}}")
                else:
                    out.append(self.link_cell(child, label, ["style: subtitle"]))
        out.append("")
        if leftover is not None and not node.modal:
            out.append("## Content")
            out.append(f"- button: {leftover.name}{self.to(leftover, 'modal')}")
            out.append("")
            leftover = None
        if node.modal:
            self.toolbar(out, node, modal_child=leftover)
        if rng.random() < 0.1:
            self.app_alert(out)

    def detail(self, out, node, number):
        rng = self.rng
        share, delete, sign_in = f"share-{number}", f"delete-{number}", f"sign-in-{number}"
        extra = [] if node.modal or rng.random() < 0.4 else [(f"- button {{system: action}} {self.arrow()} sheet [Share](#{share})", 3)]
        placed = self.navigation_bar(out, node, self.right_items(node, extra))
        leftover = self.leftover_modal(node, placed)
        shares = placed is not None and f"#{share}" in placed[0]
        out.append("## Content")
        out.append(f"- label: From: {self.person()}")
        out.append(f"- label: {rng.choice(SUBJECTS)}")
        shows_web = rng.random() < 0.5
        if shows_web:
            out.append(f"- web-view: \"https://example.com/message?id={rng.randint(1, 99999)}&view=full\"")
        else:
            out.append(f"- text-view: Notes = {rng.choice(SUBJECTS)} {{read-only}}")
        # A switch is a row of a table (003:L439, `switch-in-table`): the detail's switches get a
        # grouped table of their own, below its content — unless a web view scrolls there already
        # (`one-scroll-view`), and then they are left out.
        switches = []
        for _ in range(rng.randint(2, 4)):
            control = self.control()
            (switches if control.startswith("- switch:") else out).append(control)
        for child in node.kids("push"):
            out.append(f"- button: {child.name}{self.to(child)}")
        if leftover is not None:
            out.append(f"- button: {leftover.name}{self.to(leftover, 'modal')}")
        if rng.random() < 0.2:
            out.append("- label: 1 + 1 \\= 2 <!-- an escaped equals sign -->")
        if switches and not shows_web:
            out.append("## Table (grouped)")
            out.extend(switches)
        overlays = []
        if rng.random() < 0.5:
            out.append(f"- button: Sign In {self.arrow()} alert [Sign In](#{sign_in})")
            overlays.append("sign-in")
        if node.modal:
            # Not under a tab bar: the actions go in a toolbar.
            out.append("")
            out.append("## Toolbar" + self.bars)
            out.append("- button {system: organize}")
            out.append("- space {flexible}")
            out.append(f"- button {{system: trash}} {self.arrow()} sheet [Delete](#{delete})")
            out.append("- space {flexible}")
            out.append(f"- button {{system: reply}} {self.arrow()} sheet [Reply](#reply-{number})")
            if not shares:
                out.append("- space {flexible}")
                out.append(f"- button {{system: action}} {self.arrow()} sheet [Share](#{share})")
                shares = True
            overlays += ["delete", "reply"]
        elif rng.random() < 0.6:
            out.append(f"- button: Delete {self.arrow()} sheet [Delete](#{delete})")
            overlays.append("delete")
        out.append("")
        if shares:
            self.share_view(out, share)
        if "delete" in overlays:
            self.delete_sheet(out, delete, "back")
        if "reply" in overlays:
            out.append(f"## Action sheet {{#reply-{number}}}")
            out.append("- button: Reply")
            out.append("- button: Forward")
            out.append("- button: Cancel {role: cancel}")
            out.append("")
        if "sign-in" in overlays:
            self.sign_in_alert(out, sign_in)

    def info(self, out, node, number):
        rng = self.rng
        modal = node.kids("modal")
        right = [(f"- button: Edit {{system: edit}}{self.to(modal[0], 'modal')}", 6)] if modal else [("- button: Edit {system: edit}", 6)]
        placed = self.navigation_bar(out, node, right)
        person = self.person()
        out.append("## Content")
        out.append(f"- image: Photo {{image: person-{rng.randint(1, 99)}, size: 64x64}}")
        out.append(f"- label: {person}")
        out.append("")
        out.append("## Table (grouped)")
        out.append(f"- cell: mobile = (408) 555-{rng.randint(1000, 9999)} {{style: value2}}")
        if rng.random() < 0.6:
            out.append(f"- cell: home = (408) 555-{rng.randint(1000, 9999)} {{style: value2, name: homePhone}}")
        out.append(f"- cell: email = {slug(rng.choice(FIRST_NAMES))}@example.com {{style: value2}}")
        out.append("")
        out.append("###")
        out.append("- button: Send Message")
        out.append(f"- button: {rng.choice(['Add to Favorites', 'Share Contact', 'Block This Caller'])}")
        out.append("")
        if modal and placed is None:
            out.append("## Content")
            out.append(f"- button: {modal[0].name}{self.to(modal[0], 'modal')}")
            out.append("")
        elif rng.random() < 0.4:
            out.append("## Content")
            out.append(f"- map: Home {{mode: {rng.choice(['standard', 'satellite', 'hybrid'])}}}")
            out.append("")

    def settings(self, out, node, number, chinese=False):
        rng = self.rng
        leftover = self.list_navigation_bar(out, node, done="存储" if chinese else "Save")
        labels = CHINESE_LABELS if chinese else SETTING_LABELS + CHINESE_LABELS[:4]
        out.append("## Table (grouped)")
        out.append(f"### {rng.choice(['通用', '显示', '声音']) if chinese else rng.choice(['General', 'Display', 'Sound', '通用'])}")
        for label in rng.sample(labels, rng.randint(2, 4)):
            out.append(f"- switch: {label} = {rng.choice(['on', 'off'])}")
        out.append(f"- slider: {'亮度' if chinese else 'Brightness'} = {rng.randint(0, 10) / 10} {{min-image: sun-small, max-image: sun-large}}")
        if not chinese:
            out.append("- segmented: Text Size = Small | *Medium* | Large")
        out.append("")
        out.append(f"### {rng.choice(['通知', '提醒']) if chinese else rng.choice(['Notifications', 'Alerts', 'Privacy'])}")
        for label in rng.sample(labels, rng.randint(1, 3)):
            out.append(f"- switch: {label} = {rng.choice(['on', 'off'])}")
        if rng.random() < 0.5:
            # A stepper does not show its value: its label does (`stepper-value-shown`).
            times = rng.randint(0, 5)
            label = f"重复提醒 {times} 次" if chinese else f"Repeat Alerts {times} Times"
            out.append(f"- stepper: {label} = {times} {{min: 0, max: 10, step: 1}}")
        if rng.random() < 0.3:
            out.append(f"- picker: {'日历' if chinese else 'Calendar'} = *Gregorian* | Japanese | Buddhist")
        out.append("")
        if rng.random() < 0.5:
            out.append(self.paragraph())
            out.append("")
        pushed = node.kids("push")
        if pushed:
            out.append("###")
            for child in pushed:
                if child.kind == "choice":
                    value = self.value_of(child)
                    out.append(self.link_cell(child, f"{child.name} = {value}", ["style: value1"]))
                else:
                    out.append(self.link_cell(child))
            out.append("")
        if not chinese:
            out.append("### Account")
            out.append(f"- text-field: Name = {self.person()} {{placeholder: Your Name, return-key: next}}")
            out.append("- text-field: Email {keyboard: email, placeholder: \"name@example.com\", clear-button}")
            out.append("- text-field: Password {secure}")
            copies = rng.randint(1, 5)
            out.append(f"- stepper: {copies} Copies = {copies} {{min: 1, max: 10}}")
            if leftover is not None:
                out.append(f"- cell: {leftover.name}…{self.to(leftover, 'modal')}")
                leftover = None
            out.append("")
        reset = rng.random() < 0.3
        if reset or leftover is not None:
            out.append("###")
            if leftover is not None:
                out.append(f"- button: {leftover.name}{self.to(leftover, 'modal')}")
            if reset:
                button = "还原所有设置" if chinese else "Reset All Settings"
                out.append(f"- button: {button} {self.arrow()} sheet [{button}](#reset-{number})")
            out.append("")
        if node.modal and rng.random() < 0.5:
            out.append("## Toolbar" + self.bars)
            out.append("- space {flexible}")
            out.append("- segmented: Units = *°F* | °C")
            out.append("- space {flexible}")
            out.append("")
        if reset:
            out.append(f"## Action sheet {{#reset-{number}}}")
            out.append(f"- button: {'还原' if chinese else 'Reset All Settings'} {{role: destructive}}")
            out.append(f"- button: {'取消' if chinese else 'Cancel'} {{role: cancel}}")
            out.append("")

    def value_of(self, child):
        """The value a row opening the choice screen `child` shows: one of its options, which the
        screen checks (`option-list-checks-value`)."""
        child.value = self.rng.choice(self.options(child))
        return child.value

    def options(self, node):
        for name, options in CHOICES + CHINESE_CHOICES:
            if name == node.name:
                return options
        raise KeyError(node.name)

    def choice(self, out, node, number):
        rng = self.rng
        self.navigation_bar(out, node)
        options = self.options(node)
        if node.name == "Time Zone" or rng.random() < 0.2:
            # Picking a row sets it and goes back.
            out.append("## Search bar")
            out.append("- search-field: City {placeholder: Search, clear-button}")
            out.append("")
            out.append("## Table (plain)")
            for option in options:
                out.append(f"- cell: {option} {self.arrow()} back")
        else:
            # Opened from a button rather than a row (a detail screen's), an option list is a plain
            # table (002:L572, `option-list-from-button-plain`).
            out.append("## Table (plain)" if node.parent is not None and node.parent.kind == "detail" else "## Table (grouped)")
            checked = rng.randrange(len(options))
            if node.value in options:
                # The option the parent's row shows is the one checked.
                checked = options.index(node.value)
            for index, option in enumerate(options):
                out.append(f"- cell: {option}" + (" {accessory: checkmark}" if index == checked else ""))
        out.append("")

    def media(self, out, node, number):
        rng = self.rng
        share = f"share-{number}"
        extra = [(f"- button {{system: action}} {self.arrow()} sheet [Share](#{share})", 3)]
        placed = self.navigation_bar(out, node, self.right_items(node, extra))
        leftover = self.leftover_modal(node, placed)
        shares = placed is not None and f"#{share}" in placed[0]
        pushed = node.kids("push")
        flipped = node.kids("flip")
        out.append("## Content")
        push = self.to(pushed[0]) if pushed else ""
        out.append(f"- collection: Photos {{items: {rng.randint(4, 60)}}}{push}")
        if rng.random() < 0.6:
            out.append(f"- map: Nearby {{mode: {rng.choice(['standard', 'satellite', 'hybrid'])}}}")
        if leftover is not None:
            out.append(f"- button: {leftover.name}{self.to(leftover, 'modal')}")
        # Below the views it pages (`page-control-at-bottom`); the info button shares its row.
        out.append(f"- page-control = {rng.randint(1, 3)} {{pages: {rng.randint(3, 6)}}}")
        if flipped and not node.modal:
            # The info button sits at the bottom right and flips to the settings (002:L674).
            out.append(f"- info-button {{style: dark}}{self.to(flipped[0], 'flip')}")
        out.append("")
        if node.modal:
            self.toolbar(out, node, info_child=flipped[0] if flipped else None)
        if shares:
            self.share_view(out, share)

    def more(self, out, node, number):
        self.navigation_bar(out, node, [("- button: Edit {system: edit}", 6)])
        out.append("## Table (plain)")
        for position, child in enumerate(node.kids("push")):
            out.append(self.link_cell(child, attributes=[f"image: more-{position + 1}"]))
        out.append("")

    def form(self, out, node, number):
        rng = self.rng
        done = dict(CHINESE_FORMS + FORMS + EDIT_FORMS)[node.name]
        discard = not node.chinese and node.name in ("New Message", "New Note", "Compose") and rng.random() < 0.7
        cancel_target = f"sheet [Discard Draft](#discard-{number})" if discard else None
        self.modal_navigation_bar(out, node, done, cancel_target)
        pushed = node.kids("push")
        if node.chinese:
            out.append("## Table (grouped)")
            out.append("- text-field: 标题 {placeholder: 标题, return-key: next}")
            out.append(f"- switch: {rng.choice(CHINESE_LABELS)} = on")
            for child in pushed:
                out.append(self.link_cell(child, f"{child.name} = {self.value_of(child)}", ["style: value1"]))
            out.append("")
            out.append("## Content")
            out.append(f"- date-picker: 时间 = {rng.randint(6, 22):02}:30 {{mode: time, minute-interval: 5}}")
            out.append("")
        elif node.name in ("New Message", "Compose", "New Note") and not pushed:
            out.append("## Content")
            out.append(f"- text-field: To {{keyboard: {rng.choice(KEYBOARDS)}, return-key: next}}")
            out.append("- contact-add-button: Add Contact")
            out.append(f"- text-field: Subject = {rng.choice(SUBJECTS)} {{return-key: next}}")
            out.append("- text-view: Body {keyboard: default}")
            out.append("")
        else:
            out.append("## Table (grouped)")
            out.append(f"- text-field: Title {{placeholder: {rng.choice(NOUNS)}, return-key: next, clear-button}}")
            out.append(f"- text-field: Location {{placeholder: Location, keyboard: {rng.choice(KEYBOARDS)}, return-key: done}}")
            out.append("")
            out.append("###")
            out.append(f"- date-picker: Due = 2010-07-{rng.randint(10, 28)} {{mode: date}}")
            out.append(f"- date-picker: Reminder = {rng.randint(6, 22):02}:30 {{mode: time}}")
            for child in pushed:
                out.append(self.link_cell(child, f"{child.name} = {self.value_of(child)}", ["style: value1"]))
            out.append("- switch: All-Day = off")
            out.append("")
            out.append("###")
            out.append(f"- text-field: Invitees {{placeholder: Name or Email, keyboard: email, return-key: next}}")
            guests = rng.randint(1, 6)
            out.append(f"- stepper: {guests} Guests = {guests} {{min: 1, max: 20}}")
            out.append(f"- switch: {rng.choice(SETTING_LABELS)} = {rng.choice(['on', 'off'])}")
            out.append("- text-view: Notes {keyboard: default}")
            out.append("")
            out.append("## Content")
            out.append("- contact-add-button: Add Invitee")
            if rng.random() < 0.7:
                out.append("- picker: Repeat = Never | *Daily* | Weekly || 1 | *2* | 3")
            out.append("")
        if discard:
            out.append(f"## Action sheet {{#discard-{number}}}")
            out.append(f"- button: Delete Draft {{role: destructive}} {self.arrow()} dismiss")
            out.append(f"- button: Save Draft {self.arrow()} dismiss")
            out.append("- button: Cancel {role: cancel}")
            out.append("")

    def editor(self, out, node, number):
        rng = self.rng
        self.modal_navigation_bar(out, node, "Done")
        out.append("## Content")
        if rng.random() < 0.5:
            out.append(f"- image: Photo {{image: IMG_{rng.randint(1, 9999):04}}}")
        else:
            out.append(f"- text-view: Body = {rng.choice(SUBJECTS)}")
        out.append("")
        out.append("## Toolbar" + self.bars)
        out.append("- button {system: undo}")
        out.append("- button {system: redo}")
        out.append("- space {flexible}")
        out.append(f"- button {{system: action}} {self.arrow()} sheet [Share](#share-{number})")
        out.append("- space {flexible}")
        out.append(f"- button {{system: trash}} {self.arrow()} sheet [Delete](#delete-{number})")
        out.append("")
        self.share_view(out, f"share-{number}")
        self.delete_sheet(out, f"delete-{number}", "dismiss")

    def flipside(self, out, node, number):
        rng = self.rng
        modal = node.kids("modal")
        left = (f"- button {{system: add}}{self.to(modal[0], 'modal')}", 3) if modal else None
        self.navigation_bar(out, node, [(f"- button: Done {{style: done}} {self.arrow()} dismiss", 6)], left=left)
        out.append("## Table (grouped)")
        for _ in range(rng.randint(2, 4)):
            out.append(f"- cell: {rng.choice(['Cupertino', 'New York', 'London', 'Tokyo', '北京', 'Paris'])} {{editing: delete, reorder}}")
        for child in node.kids("push"):
            out.append(self.link_cell(child, f"{child.name} = {self.value_of(child)}", ["style: value1"]))
        out.append("")
        out.append("## Toolbar" + self.bars)
        out.append("- space {flexible}")
        out.append("- segmented: Temperature Unit = *°F* | °C")
        out.append("- space {flexible}")
        out.append("")

    def tab_bar(self, out):
        rng = self.rng
        out.append("## Tab bar")
        used = set()
        for number, root in enumerate(self.roots):
            if root.kind == "more":
                out.append(f"- tab {{system: more}}{self.to(root)}")
                continue
            pool = [item for item in (LIST_TABS if root.kind == "list" else OTHER_TABS) if item not in used]
            if rng.random() < 0.4 and pool:
                system = rng.choice(pool)
                used.add(system)
                attributes = f"system: {system}"
                label = ""
            elif slug(root.name) in LIST_TABS + OTHER_TABS:
                # A mode named as a standard one (Contacts, Bookmarks) uses the system's tab, not an
                # icon of its own (`bar-icon-use-system`, 002:L1270). No draw: the sequence stays.
                used.add(slug(root.name))
                attributes = f"system: {slug(root.name)}"
                label = ""
            else:
                icon = slug(root.name)
                attributes = f"icon: {icon if icon.isascii() else f'tab-{number}'}"
                label = f": {root.name}"
            if number == 0 and rng.random() < 0.5:
                attributes += ", selected"
            if rng.random() < 0.2:
                attributes += f", badge: {rng.randint(1, 9)}"
            out.append(f"- tab{label} {{{attributes}}}{self.to(root)}")
        out.append("")

    def screen(self, position):
        rng = self.rng
        node = self.nodes[position]
        number = str(self.first_index + position + 1)
        out = []
        heading = f"# {node.title}"
        if node.explicit:
            heading += f" {{#{node.id}}}"
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
        kind = node.kind
        if kind == "grouped":
            self.grouped(out, node, number)
        elif kind == "list":
            self.plain_list(out, node, number)
        elif kind == "detail":
            self.detail(out, node, number)
        elif kind == "info":
            self.info(out, node, number)
        elif kind in ("settings", "chinese"):
            self.settings(out, node, number, chinese=kind == "chinese")
        elif kind == "choice":
            self.choice(out, node, number)
        elif kind == "media":
            self.media(out, node, number)
        elif kind == "more":
            self.more(out, node, number)
        elif kind == "form":
            self.form(out, node, number)
        elif kind == "editor":
            self.editor(out, node, number)
        else:
            self.flipside(out, node, number)
        if position == 0:
            # Declared once, in the first screen; the screens its tabs open share it.
            self.insert_tab_bar(out)
        if rng.random() < 0.15:
            out.append(self.paragraph())
            out.append("")
        return "\n".join(out)

    def insert_tab_bar(self, out):
        """Writes the tab bar after the screen's last stacked region, before its overlays."""
        overlay = next((i for i, line in enumerate(out)
                        if line.startswith(("## Alert", "## Action sheet", "## Activity view"))), len(out))
        tail = out[overlay:]
        del out[overlay:]
        self.tab_bar(out)
        out.extend(tail)


def front_matter(app, rng):
    # The generated apps are tab bars over lists that drill down: productivity apps (000:L316-L351).
    # A utility or immersive style would be wrong for them (`utility-flat`, `immersive-full-screen`);
    # the choice is still drawn so that the rest of the corpus stays the same.
    rng.choice(["productivity", "utility", "immersive"])
    style = "productivity"
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

    def __init__(self, argv, stdin_bytes=None, env=None, statuses=(0,), before=None):
        self.argv = argv
        self.stdin_bytes = stdin_bytes
        self.env = env
        self.statuses = statuses  # exit statuses that count as success (`check` exits 1 on findings)
        self.before = before  # run, untimed, before each run (e.g. emptying an output folder)

    def run(self):
        """Runs it once; returns the wall time in seconds."""
        if self.before:
            self.before()
        start = time.perf_counter()
        if self.stdin_bytes is None:
            result = subprocess.run(self.argv, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                    stderr=subprocess.PIPE, env=self.env)
        else:
            result = subprocess.run(self.argv, input=self.stdin_bytes, stdout=subprocess.DEVNULL,
                                    stderr=subprocess.PIPE)
        elapsed = time.perf_counter() - start
        if result.returncode not in self.statuses:
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
    parser.add_argument("--screenmark", default=os.path.join(REPO_ROOT, ".build", "static", "release", "screenmark"),
                        help="the screenmark binary (default: .build/static/release/screenmark, what `make release` builds)")
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

        # The same corpora with the language and links only: the parser and resolver against cmark.
        print()
        print("parse + link only (`screenmark check --syntax-only`), minus start-up:")
        for corpus in corpora:
            syntax_time, = median_times([Command([screenmark, "check", "--syntax-only", corpus["target"]])], args.runs)
            row = next(row for row in rows if row["name"] == corpus["name"])
            seconds = max(syntax_time - startup["screenmark"], 1e-9)
            cmark_seconds = max(row["cmark"] - startup["cmark"], 1e-9)
            megabytes = corpus["bytes"] / 1e6
            print(f"  {corpus['name']:<24} {seconds:8.4f}s {megabytes / seconds:7.1f} MB/s | "
                  f"cmark {megabytes / cmark_seconds:6.1f} MB/s | ratio {cmark_seconds / seconds:5.3f}")

        # The docs of the 1k corpus, with and without Graphviz (a PATH without `dot`): the
        # difference is the storyboards' layout. Each site is written once; the timed runs
        # compare (`--check`), so each makes every page and writes nothing.
        docs_corpus = corpora[0]
        no_dot = dict(os.environ, PATH=os.path.dirname(os.path.abspath(screenmark)))
        docs_runs = []
        for name, env in (("docs-with-dot", None), ("docs-without-dot", no_dot)):
            argv = [screenmark, "docs", docs_corpus["target"], "--output", os.path.join(root, name)]
            subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env, check=True)
            docs_runs.append(Command(argv + ["--check"], env=env))
        with_dot, without_dot = median_times(docs_runs, args.runs)
        print()
        print(f"docs of {docs_corpus['name']} (HTML and Markdown, every page made and compared):")
        print(f"  with Graphviz  {with_dot:8.3f} s")
        print(f"  without dot    {without_dot:8.3f} s   (Graphviz's share: {max(with_dot - without_dot, 0) / with_dot:.1%})")

        single = corpora[-1]
        print()
        print(f"peak RSS on {single['name']} ({single['bytes'] / 1e6:.2f} MB):")
        for name, argv in (("screenmark check", [screenmark, "check", single["target"]]),
                           ("cmark", [cmark, single["target"]])):
            kib, method = peak_rss_kib(argv)
            print(f"  {name:<17} {kib / 1024:8.1f} MiB  ({method})")
        print()
        from bench_table import IssueTable  # the figures of issue 11; it imports this file's helpers
        IssueTable(screenmark, cmark, corpora, root, args.runs, startup).print()
        print(f"\ntotal bench time: {time.perf_counter() - started:.1f} s")
    finally:
        if not args.corpus_dir:
            shutil.rmtree(root, ignore_errors=True)


if __name__ == "__main__":
    main()
