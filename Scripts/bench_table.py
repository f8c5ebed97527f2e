"""The figures of issue 11, measured in the same run as the rest of `make bench`: each row a
ratio (or a time) against its reference, with the target beside it. Adversarial inputs (a chain
of screens linking back to the first, thousands of suppressed findings) are generated here.
Instruction counts come from `valgrind --tool=callgrind` when it is installed; PlantUML Salt is
timed when `plantuml` is on the PATH."""

import os
import re
import shutil
import statistics
import subprocess
import tempfile

from bench import Command, median_times, peak_rss_kib


def chain_file(path, screens):
    """`screens` screens, each pushing the next and linking back to the first: many cycles."""
    with open(path, "w") as out:
        for index in range(screens):
            out.write(f"# Screen {index} {{#s{index}}}\n\n## Table\n")
            if index + 1 < screens:
                out.write(f"- cell: Next → [Next](#s{index + 1})\n")
            out.write("- cell: First → [First](#s0)\n\n")


def suppressed_file(path, findings):
    """`findings` buttons titled in lower case (`button-title-case`), each suppressed."""
    with open(path, "w") as out:
        for screen in range(findings // 20):
            out.write(f"# Screen {screen}\n\n## Content\n")
            for button in range(20):
                out.write("<!-- screenmark-disable-next-line button-title-case -- bench -->\n")
                out.write(f"- button: open item {button}\n")
            out.write("\n")


def noisy_copy(source, target):
    """The corpus with every button label lowered: thousands of real findings, for the formats."""
    os.makedirs(target, exist_ok=True)
    for name in os.listdir(source):
        with open(os.path.join(source, name)) as file:
            text = re.sub(r"^- button: (\w)", lambda m: "- button: " + m.group(1).lower(), file.read(), flags=re.M)
        with open(os.path.join(target, name), "w") as file:
            file.write(text)


def instructions(argv):
    """Instructions executed by `argv` under callgrind, or None. Valgrind 3.19 cannot read the
    DWARF 5 of Swift 6 binaries ("possibly corrupted debuginfo"), so a copy without debug
    information runs instead: the instructions are the same."""
    with tempfile.TemporaryDirectory() as folder:
        if shutil.which("strip"):
            stripped = os.path.join(folder, os.path.basename(argv[0]))
            shutil.copyfile(argv[0], stripped)
            os.chmod(stripped, 0o755)
            subprocess.run(["strip", "--strip-debug", stripped], check=False)
            argv = [stripped] + argv[1:]
        result = subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={folder}/out"] + argv,
                                stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        found = re.search(r"Collected : (\d+)", result.stderr)
        return int(found.group(1)) if found else None


class IssueTable:
    def __init__(self, screenmark, cmark, corpora, root, runs, startup):
        self.sm, self.cmark, self.root, self.runs, self.startup = screenmark, cmark, root, runs, startup
        self.small, self.large, self.single = corpora[0], corpora[1], corpora[2]
        self.rows = []

    # What issue 11 measured when it was filed, beside each row.
    FILED = {
        "generate, 1k corpus": "0.46–0.58 s",
        "second generate ÷ first": "≈ 1",
        "check peak memory, 10k corpus": "184 MiB = 21.6×",
        "generate peak memory, 10k corpus": "375 MiB = 44×",
        "wireframe --output ÷ stdout, 10k": "3.8 (6.8 s)",
        "sarif ÷ text": "7.7",
        "dump ÷ check --syntax-only, 10k": "≈ 25 (11.5 s)",
        "check of a one-screen file": "7 ms",
        "chain of N screens": "205",
        "N suppressed findings": "10",
        "check instructions ÷ cmark's, 1k": "4.4",
        "PlantUML Salt ÷ wireframe, per drawing": "72",
    }

    def row(self, figure, value, target):
        filed = next((value for key, value in self.FILED.items() if figure.startswith(key)), "")
        self.rows.append((figure, value, filed, target))

    def folder(self, name):
        path = os.path.join(self.root, name)
        return path

    def emptied(self, path):
        return lambda: shutil.rmtree(path, ignore_errors=True)

    def print(self):
        self.generate()
        self.memory()
        self.wireframes()
        self.formats()
        self.dump()
        self.start_up()
        self.scaling()
        self.instruction_counts()
        self.plantuml()
        print("issue 11 figures (medians of interleaved runs, this machine, this run; 'filed' is the issue's):")
        width = max(len(row[0]) for row in self.rows)
        print(f"  {'figure':<{width}}  {'now':>32}  {'filed':>16}   target")
        for figure, value, filed, target in self.rows:
            print(f"  {figure:<{width}}  {value:>32}  {filed:>16}   {target}")

    def generate(self):
        output = self.folder("generate-1k")
        first = Command([self.sm, "generate", self.small["target"], "--output", output], before=self.emptied(output))
        again = Command([self.sm, "generate", self.small["target"], "--output", output])
        first_time, again_time = median_times([first, again], self.runs)
        self.row("generate, 1k corpus", f"{first_time:.3f} s", "≤ 0.2 s")
        self.row("second generate ÷ first", f"{again_time / first_time:.2f}", "≤ 0.20")

    def memory(self):
        megabytes = self.single["bytes"] / 2**20
        for command, limit in (("check", "≤ 5× input + 30 MiB"), ("generate", "≤ 10× input")):
            argv = [self.sm, command, self.single["target"]]
            if command == "generate":
                argv += ["--output", self.folder("generate-10k")]
            kib, _ = peak_rss_kib(argv)
            self.row(f"{command} peak memory, 10k corpus", f"{kib / 1024:.0f} MiB = {kib / 1024 / megabytes:.1f}× input", limit)

    def wireframes(self):
        # Each run writes a folder of its own: deleting 15,000 files just before creating as many
        # makes ext4 search for free inodes, which would time the file system, not ScreenMark.
        to_stdout = Command([self.sm, "wireframe", self.large["target"]])
        folder_times, stdout_times = [], []
        for run in range(self.runs + 1):
            output = self.folder(f"wireframes-10k-{run}")
            to_folder = Command([self.sm, "wireframe", self.large["target"], "--output", output])
            folder_time, stdout_time = to_folder.run(), to_stdout.run()
            if run:  # the first is the warm-up
                folder_times.append(folder_time)
                stdout_times.append(stdout_time)
        folder_time, stdout_time = statistics.median(folder_times), statistics.median(stdout_times)
        self.row("wireframe --output ÷ stdout, 10k", f"{folder_time / stdout_time:.2f} ({folder_time:.2f} s)", "≤ 1.5")

    def formats(self):
        noisy = self.folder("noisy-1k")
        noisy_copy(self.small["target"], noisy)
        result = subprocess.run([self.sm, "check", noisy, "--format", "json"], capture_output=True, text=True)
        count = len(re.findall(r'"severity"', result.stdout))
        text, sarif = median_times([Command([self.sm, "check", noisy], statuses=(0, 1)),
                                    Command([self.sm, "check", noisy, "--format", "sarif"], statuses=(0, 1))], self.runs)
        self.row(f"sarif ÷ text, {count} findings", f"{sarif / text:.2f}", "≤ 2")

    def dump(self):
        dump, syntax = median_times([Command([self.sm, "dump", self.single["target"]]),
                                     Command([self.sm, "check", "--syntax-only", self.single["target"]])], self.runs)
        self.row("dump ÷ check --syntax-only, 10k", f"{dump / syntax:.2f} ({dump:.2f} s)", "≤ 3")

    def start_up(self):
        self.row("check of a one-screen file", f"{self.startup['screenmark'] * 1000:.1f} ms "
                 f"(cmark {self.startup['cmark'] * 1000:.1f} ms)", "≤ 4 ms")

    def scaling(self):
        for name, write, small, large, limit in (("chain of N screens", chain_file, 2000, 20000, 11),
                                                 ("N suppressed findings", suppressed_file, 8000, 32000, 4.5)):
            paths = []
            for count in (small, large):
                path = self.folder(f"{write.__name__}-{count}.screen.md")
                write(path, count)
                paths.append(path)
            times = median_times([Command([self.sm, "check", path], statuses=(0, 1)) for path in paths], self.runs)
            self.row(f"{name}: N = {large} ÷ N = {small}", f"{times[1] / times[0]:.1f} ({times[1]:.2f} s)", f"≤ {limit}")

    def instruction_counts(self):
        if not shutil.which("valgrind"):
            self.row("instructions ÷ cmark's", "valgrind not installed", "≤ 1")
            return
        files = self.small["files"]
        ours = instructions([self.sm, "check", self.small["target"]])
        theirs = instructions([self.cmark] + files)
        if ours and theirs:
            self.row("check instructions ÷ cmark's, 1k", f"{ours / theirs:.2f} ({ours / 1e6:.0f}M)", "≤ 1")
        else:
            self.row("check instructions ÷ cmark's, 1k", "callgrind gave no count", "≤ 1")

    def plantuml(self):
        if not shutil.which("plantuml"):
            self.row("PlantUML Salt ÷ wireframe, per drawing", "plantuml not on PATH", "≥ 100")
