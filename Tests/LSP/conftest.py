"""A client connected to `screenmark lsp`, and an app of two screen files on disk to open in it."""

import asyncio
import os
import pathlib

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

ROOT = pathlib.Path(__file__).resolve().parents[2]
BINARY = os.environ.get("SCREENMARK", str(ROOT / ".build" / "debug" / "screenmark"))

MAIL = """\
---
screenmark: 1
app: Mail
---

# Inbox

## Navigation bar
- title: Inbox
- button {system: compose} → modal [New Message](NewMessage.screen.md#compose)

## Table (plain)
- cell: Anna Haro = Lunch on Friday? {style: subtitle, accessory: disclosure} → [Message](#message)

# Message

## Navigation bar
- back: Inbox
- title: Message

## Content
- label: 你好，世界 🎉 ありがとう
"""

NEW_MESSAGE = """\
---
screenmark: 1
app: Mail
---

# Compose

## Navigation bar
- button: Cancel → dismiss
- title: New Message
- button: Send {style: done} → [Message](Mail.screen.md#message)

## Content
- text-field: To {placeholder: Name}
"""


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[BINARY, "lsp"]))
async def client(lsp_client: LanguageClient):
    # Neovim 0.10's capabilities: what a real editor announces.
    await lsp_client.initialize_session(
        types.InitializeParams(capabilities=client_capabilities("neovim@v0.10.0"))
    )
    yield
    await lsp_client.shutdown_session()


@pytest.fixture
def app(tmp_path):
    """The Mail app's two files, written to a folder of their own; returns their paths by name."""
    files = {"Mail": tmp_path / "Mail.screen.md", "NewMessage": tmp_path / "NewMessage.screen.md"}
    files["Mail"].write_text(MAIL, encoding="utf-8")
    files["NewMessage"].write_text(NEW_MESSAGE, encoding="utf-8")
    return files


def uri(path):
    return pathlib.Path(path).as_uri()


def utf16(text):
    """The length of `text` in UTF-16 code units, as LSP columns count."""
    return len(text.encode("utf-16-le")) // 2


def position_of(text, needle, occurrence=0):
    """The LSP position of the `occurrence`th `needle` in `text`."""
    index = -1
    for _ in range(occurrence + 1):
        index = text.index(needle, index + 1)
    line = text.count("\n", 0, index)
    start = text.rfind("\n", 0, index) + 1
    return types.Position(line=line, character=utf16(text[start:index]))


def open_file(client, path, text=None):
    text = path.read_text(encoding="utf-8") if text is None else text
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(uri=uri(path), language_id="markdown", version=1, text=text)
        )
    )
    return text


def replace_all(client, path, text, version):
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri(path), version=version),
            content_changes=[types.TextDocumentContentChangeWholeDocument(text=text)],
        )
    )


async def diagnostics(client, path, until=lambda found: True, timeout=15.0):
    """The diagnostics last published for `path` once they satisfy `until`."""

    async def wait():
        while True:
            found = client.diagnostics.get(uri(path))
            if found is not None and until(found):
                return found
            await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)

    return await asyncio.wait_for(wait(), timeout)


def apply_edits(text, edits):
    """`text` with LSP `edits` (UTF-16 positions) made, last first."""
    lines = text.split("\n")

    def offset(position):
        before = sum(len(line) + 1 for line in lines[: position.line])
        line = lines[position.line] if position.line < len(lines) else ""
        units = 0
        for index, character in enumerate(line):
            if units >= position.character:
                return before + index
            units += utf16(character)
        return before + len(line)

    ordered = sorted(edits, key=lambda edit: (edit.range.start.line, edit.range.start.character), reverse=True)
    for edit in ordered:
        text = text[: offset(edit.range.start)] + edit.new_text + text[offset(edit.range.end) :]
    return text
