# ScreenMark — the two commands a new machine needs are `make demo` and `make test`.
# Both install the system packages they need (libcmark and friends) when missing.

SWIFT      ?= swift
BIN        := .build/debug/screenmark
comma      := ,
SUDO       := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
# libcmark + pkg-config to build; cmark for the benchmark; unicode-data for the width table test;
# graphviz for the docs' storyboards.

.PHONY: deps build release install manual artifactbundle demo test lsp-test lsp-bench consumer fuzz fuzz-build docs docs-shots bench grammar width-table clean

## deps: install the system packages if missing (apt on Debian/Ubuntu, brew on macOS)
deps:
	@missing=""; \
	if [ "$$(uname)" = Darwin ]; then \
	  pkg-config --exists libcmark 2>/dev/null || brew install cmark pkg-config; \
	  command -v dot >/dev/null || brew install graphviz; \
	else \
	  { command -v pkg-config >/dev/null && pkg-config --exists libcmark; } || missing="$$missing libcmark-dev pkg-config"; \
	  command -v cmark >/dev/null || missing="$$missing cmark"; \
	  [ -f /usr/share/unicode/EastAsianWidth.txt ] || missing="$$missing unicode-data"; \
	  command -v dot >/dev/null || missing="$$missing graphviz"; \
	  command -v man >/dev/null || missing="$$missing man-db"; \
	  if [ -n "$$missing" ]; then \
	    echo "installing:$$missing"; \
	    $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing >/dev/null; \
	  fi; \
	fi

build: deps
	$(SWIFT) build

## release: the binary to install or ship, in .build/static/release/screenmark: the Swift runtime and
## Foundation linked in (--static-swift-stdlib, Linux), so a run loads no Swift library — a one-file check
## starts in about 60 % of the time — and, on Linux, libcmark too, so the machine it runs on needs only the C
## and C++ runtimes. Its own build folder: the flag changes how every module is compiled. The plugins build
## the tool themselves, without either (a package cannot ask for them without unsafeFlags).
## libcmark: SwiftPM links a system library with the flags of its pkg-config file, `-L<libdir> -lcmark`,
## and the linker takes the first libcmark.so or libcmark.a it finds in those folders. This build alone
## reads STATIC_CMARK first (PKG_CONFIG_PATH): a copy of the system's libcmark.pc whose folder holds only a
## link to Debian's libcmark.a, so that is what is linked in.
STATIC_CMARK := $(CURDIR)/.build/static-cmark
release: deps
ifeq ($(shell uname),Linux)
	mkdir -p $(STATIC_CMARK) && ln -sf "$$(pkg-config --variable=libdir libcmark)/libcmark.a" $(STATIC_CMARK)/libcmark.a
	sed 's|^Libs:.*|Libs: -L$(STATIC_CMARK) -lcmark|' "$$(pkg-config --variable=pcfiledir libcmark)/libcmark.pc" > $(STATIC_CMARK)/libcmark.pc
	PKG_CONFIG_PATH=$(STATIC_CMARK) $(SWIFT) build -c release --product screenmark --static-swift-stdlib --scratch-path .build/static
else
	$(SWIFT) build -c release --product screenmark --static-swift-stdlib --scratch-path .build/static
endif

## install: the release binary, its man pages and its bash, zsh and fish completions under PREFIX
## (DESTDIR in front of every path, for a package). The man pages and completions are made by
## swift-argument-parser from the tool's own options, so they cannot disagree with `--help`.
PREFIX  ?= /usr/local
DESTDIR ?=
install: release manual
	install -d "$(DESTDIR)$(PREFIX)/bin" "$(DESTDIR)$(PREFIX)/share/man/man1" \
	  "$(DESTDIR)$(PREFIX)/share/bash-completion/completions" "$(DESTDIR)$(PREFIX)/share/zsh/site-functions" \
	  "$(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d"
	install -m 0755 .build/static/release/screenmark "$(DESTDIR)$(PREFIX)/bin/screenmark"
	install -m 0644 .build/manual/*.1 "$(DESTDIR)$(PREFIX)/share/man/man1/"
	.build/static/release/screenmark --generate-completion-script bash > "$(DESTDIR)$(PREFIX)/share/bash-completion/completions/screenmark"
	.build/static/release/screenmark --generate-completion-script zsh > "$(DESTDIR)$(PREFIX)/share/zsh/site-functions/_screenmark"
	.build/static/release/screenmark --generate-completion-script fish > "$(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/screenmark.fish"

## manual: the man pages, one a command, in .build/manual: swift-argument-parser's generate-manual
## tool (built from the package's own dependency, in debug: it is small) reading the release binary
## (it drops every character that is not ASCII: ManualTests keeps the help texts ASCII);
## dated by the last commit, so the same sources give the same pages.
manual: release
	$(SWIFT) build --product generate-manual
	rm -rf .build/manual && mkdir -p .build/manual
	"$$($(SWIFT) build --show-bin-path)/generate-manual" .build/static/release/screenmark --multi-page \
	  --date "$$(git log -1 --format=%cs 2>/dev/null || date +%F)" --output-directory .build/manual
	# It writes a help text's blank line as it is, which mdoc warns about: it is a paragraph break.
	sed -i.orig 's/^$$/.Pp/' .build/manual/*.1 && rm -f .build/manual/*.orig

## artifactbundle: ScreenMarkPlugins/screenmark.artifactbundle (SE-0305), the release binary for this
## machine's triple, which the binary plugin (ScreenMarkPlugins/) runs; refuses a binary that loads a
## Swift library or libcmark. Also zips it, .build/screenmark.artifactbundle.zip, and prints the zip's
## checksum (`swift package compute-checksum`): what a release's binaryTarget(url:checksum:) names.
artifactbundle: release
	python3 Scripts/artifactbundle.py --binary .build/static/release/screenmark \
	  --bundle ScreenMarkPlugins/screenmark.artifactbundle --zip .build/screenmark.artifactbundle.zip

## demo: check the bundled example apps, generate their Swift and draw their wireframes
demo: build
	$(BIN) check Examples --snippets always
	$(BIN) generate Examples --output .build/demo/Swift
	$(BIN) wireframe Examples --output .build/demo/Wireframes
	$(BIN) wireframe Examples --screen inbox
	$(BIN) docs Examples --output .build/demo/Docs

## test: every test (one `swift test` run), the language server driven by a real client (lsp-test), the
## artifact bundle (one release build a run), `make install` into .build/install-check and a look at what it
## installed, the example consumer package built with the source plugin and with the binary one, then a
## 60-second run of each fuzz target (on Linux: Xcode's toolchain has no libFuzzer)
test: deps
	$(SWIFT) test
	$(MAKE) lsp-test
	$(MAKE) artifactbundle
	rm -rf .build/install-check && $(MAKE) install DESTDIR=$(CURDIR)/.build/install-check PREFIX=/usr/local
	python3 Scripts/install_check.py .build/install-check/usr/local
	python3 Scripts/consumer.py
	@if [ "$$(uname)" = Linux ]; then $(MAKE) fuzz FUZZ_SECONDS=60; else echo "fuzz: skipped (libFuzzer ships with Swift on Linux)"; fi

## lsp-test: `screenmark lsp` driven by a real LSP client (pytest-lsp over pygls, Tests/LSP), against the
## debug binary `swift test` builds (built here when missing). The client's Python packages, pinned in
## Tests/LSP/requirements.txt, live in a venv of their own, .build/lsp-venv, made when missing or stale.
LSP_VENV := .build/lsp-venv
lsp-test: $(LSP_VENV)/installed
	@[ -x $(BIN) ] || $(SWIFT) build --product screenmark
	SCREENMARK=$(BIN) $(LSP_VENV)/bin/python -m pytest -c Tests/LSP/pytest.ini -q Tests/LSP

$(LSP_VENV)/installed: Tests/LSP/requirements.txt
	rm -rf $(LSP_VENV)
	python3 -m venv $(LSP_VENV)
	$(LSP_VENV)/bin/pip install -q --disable-pip-version-check -r Tests/LSP/requirements.txt
	touch $@

## consumer: Examples/Consumer built, tested and edited with the build-tool and command plugins, then
## built with the binary plugin, whose first build and outputs are compared with the source plugin's
consumer: artifactbundle
	python3 Scripts/consumer.py

## fuzz: the libFuzzer targets (Fuzz/, a package of its own) for FUZZ_SECONDS each;
## FUZZ_JOBS>1 would run that many processes a target (libFuzzer -fork), but the children lose the target name: not yet.
## SANITIZE=address builds them with AddressSanitizer and LeakSanitizer too, in a build folder of their
## own (Fuzz/.build-address), and runs the target that reaches libcmark (emit: the docs); ASan's
## options, and the leak suppressions (Fuzz/lsan.supp), come from Scripts/fuzz.py. FUZZ_TARGETS picks others.
FUZZ_SECONDS ?= 600
FUZZ_JOBS    ?= 1
SANITIZE     ?=
FUZZ_BUILD   := Fuzz/.build$(if $(SANITIZE),-$(SANITIZE))
FUZZ_TARGETS ?= $(if $(SANITIZE),emit)
fuzz: fuzz-build
	python3 Scripts/fuzz.py --seconds $(FUZZ_SECONDS) --jobs $(FUZZ_JOBS) --binary $(FUZZ_BUILD)/release/screenmark-fuzz $(if $(SANITIZE),--sanitize $(SANITIZE)) $(FUZZ_TARGETS)

# The build plan is removed first: SwiftPM keeps the file list of a path dependency (ScreenMark,
# for Fuzz/) from the last plan, and would not see a source file added since.
fuzz-build: deps
	rm -f $(FUZZ_BUILD)/release.yaml
	$(SWIFT) build --package-path Fuzz --scratch-path $(FUZZ_BUILD) -c release -Xswiftc -sanitize=fuzzer$(if $(SANITIZE),$(comma)$(SANITIZE)) -Xswiftc -enable-testing -Xswiftc -use-ld=lld

## docs: the examples' documentation site, in .build/docs
docs: build
	$(BIN) docs Examples --output .build/docs

## docs-shots: screenshots of the docs by headless Chromium, in .build/docs-shots (installs chromium, and a
## font with Chinese and Japanese letters for the Photos example)
docs-shots: docs
	@command -v chromium >/dev/null || { $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq chromium >/dev/null; }
	@fc-list | grep -qi 'wenquanyi' || { $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq fonts-wqy-microhei >/dev/null; }
	python3 Scripts/docs-shots.py .build/docs .build/docs-shots

## bench: parse throughput against cmark on the same bytes, and issue 11's table, timing the binary
## `make release` builds (the one to install); then the language server's keystroke to diagnostics
bench: release
	python3 Scripts/bench.py --screenmark .build/static/release/screenmark
	python3 Scripts/lsp_bench.py --screenmark .build/static/release/screenmark

## lsp-bench: keystroke to diagnostics of `screenmark lsp` on a 200-screen app, debug and release builds
lsp-bench:
	$(SWIFT) build --product screenmark
	$(SWIFT) build -c release --product screenmark
	python3 Scripts/lsp_bench.py --screenmark .build/debug/screenmark
	python3 Scripts/lsp_bench.py --screenmark .build/release/screenmark

## grammar: regenerate Grammar/Vocabulary.md, Rules.md, Coverage.md, Diagnostics.md and the fuzz dictionary from the code
grammar:
	SCREENMARK_RECORD=1 $(SWIFT) test --filter "GrammarTests|RuleReferenceTests|DiagnosticCatalogTests|FuzzDictionaryTests"

## width-table: regenerate the display-width table from /usr/share/unicode
width-table: deps
	python3 Scripts/generate-width-table.py

clean:
	rm -rf .build
