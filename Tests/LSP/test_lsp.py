"""`screenmark lsp` driven by a real LSP client: what an editor sees while a spec is typed."""

import asyncio
import json
import random
import subprocess

import pytest
from lsprotocol import types
from pygls.exceptions import JsonRpcException

from conftest import (
    BINARY, apply_edits, diagnostics, open_file, position_of, replace_all, uri, utf16,
)

BROKEN = "- cell: 🎉 Drafts {accessory: disclosure} → [Drafts](#drafts)\n"


async def raw_request(client, method, params):
    """Sends a request whose params no typed client would send (pygls's own request methods
    check them first), and waits for its answer as pygls waits for any."""
    future = asyncio.get_running_loop().create_future()
    client.protocol._request_futures["raw-1"] = future
    client.protocol._send_data({"jsonrpc": "2.0", "id": "raw-1", "method": method, "params": params})
    return await asyncio.wait_for(future, 10)


def with_broken_link(text):
    """The Mail file with a row, after the emoji's line, whose link leads nowhere."""
    anchor = "→ [Message](#message)\n"
    return text.replace(anchor, anchor + BROKEN)


async def test_a_broken_link_typed_gets_its_diagnostic_at_its_position(client, app):
    text = open_file(client, app["Mail"])
    await diagnostics(client, app["Mail"])
    edited = with_broken_link(text)
    replace_all(client, app["Mail"], edited, 2)
    found = await diagnostics(client, app["Mail"], until=lambda d: any(x.code == "link-target-exists" for x in d))
    [broken] = [x for x in found if x.code == "link-target-exists"]
    # `#drafts`, counted in UTF-16 after the emoji (two units) on its line.
    start = position_of(edited, "#drafts")
    assert broken.range.start == start
    assert broken.range.end == types.Position(line=start.line, character=start.character + utf16("#drafts"))
    assert broken.severity == types.DiagnosticSeverity.Error
    assert broken.source == "screenmark"
    assert broken.message == "no screen in this file has the id `drafts`"


async def test_the_diagnostics_are_the_ones_check_prints(client, app, tmp_path):
    text = with_broken_link(app["Mail"].read_text(encoding="utf-8"))
    open_file(client, app["Mail"], text)
    found = await diagnostics(client, app["Mail"], until=lambda d: len(d) > 0)
    # The same text on disk, beside the same other file of the app, as `check FILE` reads it.
    app["Mail"].write_text(text, encoding="utf-8")
    run = subprocess.run([BINARY, "check", str(app["Mail"]), "--format", "json"], capture_output=True, text=True)
    printed = json.loads(run.stdout)["diagnostics"]
    expected = [(d["id"], d["severity"], d["message"], d["range"]["start"]["line"] - 1) for d in printed]
    severity = {types.DiagnosticSeverity.Error: "error", types.DiagnosticSeverity.Warning: "warning",
                types.DiagnosticSeverity.Information: "note"}
    shown = [(d.code, severity[d.severity], d.message, d.range.start.line) for d in found]
    assert shown == expected
    assert len(expected) >= 2


async def complete_after(client, path, text, needle):
    """The completion items with the cursor just after `needle` in `text`."""
    at = position_of(text, needle)
    at.character += utf16(needle)
    result = await client.text_document_completion_async(
        types.CompletionParams(text_document=types.TextDocumentIdentifier(uri=uri(path)), position=at))
    return result.items


async def test_completing_after_an_arrow_offers_the_apps_screens_across_files(client, app):
    text = open_file(client, app["NewMessage"])
    typed = text.replace("- title: New Message\n", "- title: New Message\n- button: Drafts → [\n")
    replace_all(client, app["NewMessage"], typed, 2)
    items = await complete_after(client, app["NewMessage"], typed, "→ [")
    offered = {item.label: item.text_edit.new_text for item in items}
    assert offered["Compose"] == "Compose](#compose)"
    assert offered["Message"] == "Message](Mail.screen.md#message)"
    assert offered["Inbox"] == "Inbox](Mail.screen.md#inbox)"

    # After `](`, the destinations alone; `->` is an arrow too.
    typed = typed.replace("- button: Drafts → [\n", "- button: Drafts -> [Mail](Mail.screen.md#\n")
    replace_all(client, app["NewMessage"], typed, 3)
    items = await complete_after(client, app["NewMessage"], typed, "Mail.screen.md#")
    destinations = [item.text_edit.new_text for item in items]
    assert "#compose" in destinations and "Mail.screen.md#message" in destinations
    edit = next(item.text_edit for item in items if item.text_edit.new_text == "Mail.screen.md#message")
    assert edit.range.start == position_of(typed, "Mail.screen.md#\n")


async def test_completing_kinds_attributes_and_system_items_from_the_vocabulary(client, app):
    text = open_file(client, app["Mail"])
    typed = text.replace("- title: Inbox\n", "- title: Inbox\n- butt\n- button {system: \n")
    replace_all(client, app["Mail"], typed, 2)
    kinds = [item.label for item in await complete_after(client, app["Mail"], typed, "- butt")]
    # A navigation bar's elements only: a cell is not one of them.
    assert "button" in kinds and "title" in kinds and "cell" not in kinds
    systems = [item.label for item in await complete_after(client, app["Mail"], typed, "{system: ")]
    assert {"compose", "edit", "done", "refresh"} <= set(systems)


async def test_renaming_a_screen_id_edits_every_linking_file(client, app):
    mail = open_file(client, app["Mail"])
    other = open_file(client, app["NewMessage"])
    await diagnostics(client, app["NewMessage"])
    edit = await client.text_document_rename_async(
        types.RenameParams(
            text_document=types.TextDocumentIdentifier(uri=uri(app["Mail"])),
            position=position_of(mail, "# Message"), new_name="mail-message"))
    assert set(edit.changes) == {uri(app["Mail"]), uri(app["NewMessage"])}
    # An id another screen of the file has is refused: the links would lead to two screens.
    with pytest.raises(JsonRpcException):
        await client.text_document_rename_async(
            types.RenameParams(
                text_document=types.TextDocumentIdentifier(uri=uri(app["Mail"])),
                position=position_of(mail, "# Message"), new_name="inbox"))
    renamed_mail = apply_edits(mail, edit.changes[uri(app["Mail"])])
    renamed_other = apply_edits(other, edit.changes[uri(app["NewMessage"])])
    assert "# Message {#mail-message}" in renamed_mail
    assert "→ [Message](#mail-message)" in renamed_mail
    assert "→ [Message](Mail.screen.md#mail-message)" in renamed_other
    # Mail's half alone breaks the link in the other file, whose diagnostics follow (it is open);
    # with both halves, every link resolves again.
    replace_all(client, app["Mail"], renamed_mail, 2)
    await diagnostics(client, app["NewMessage"], until=lambda d: any(x.code == "link-target-exists" for x in d))
    replace_all(client, app["NewMessage"], renamed_other, 2)
    found = await diagnostics(client, app["NewMessage"], until=lambda d: all(x.code != "link-target-exists" for x in d))
    assert found is not None
    assert not [d for d in client.diagnostics[uri(app["Mail"])] if d.code == "link-target-exists"]


async def back_title_actions(client, path):
    """The finding of `back-title-is-parent-title` in the Mail file, and the actions offered for it."""
    found = await diagnostics(client, path, until=lambda d: any(x.code == "back-title-is-parent-title" for x in d))
    [finding] = [d for d in found if d.code == "back-title-is-parent-title"]
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=uri(path)), range=finding.range,
            context=types.CodeActionContext(diagnostics=[finding])))
    return actions


async def test_applying_a_quick_fix_makes_the_finding_go_away(client, app):
    text = open_file(client, app["Mail"])
    actions = await back_title_actions(client, app["Mail"])
    titles = [action.title for action in actions]
    assert "Disable back-title-is-parent-title for this line" in titles
    [fix] = [action for action in actions if action.is_preferred]
    fixed = apply_edits(text, fix.edit.changes[uri(app["Mail"])])
    assert "- back\n" in fixed
    replace_all(client, app["Mail"], fixed, 2)
    found = await diagnostics(client, app["Mail"], until=lambda d: all(x.code != "back-title-is-parent-title" for x in d))
    assert not [d for d in found if d.code == "back-title-is-parent-title"]


async def test_disabling_a_rule_for_a_line_silences_it(client, app):
    text = open_file(client, app["Mail"])
    actions = await back_title_actions(client, app["Mail"])
    [disable] = [action for action in actions if action.title.startswith("Disable")]
    silenced = apply_edits(text, disable.edit.changes[uri(app["Mail"])])
    assert "<!-- screenmark-disable-next-line back-title-is-parent-title -- " in silenced
    replace_all(client, app["Mail"], silenced, 2)
    found = await diagnostics(client, app["Mail"], until=lambda d: all(x.code != "back-title-is-parent-title" for x in d))
    # Silenced, and the comment itself is not reported as unused or malformed.
    assert not [d for d in found if d.code.startswith("suppression") or d.code == "back-title-is-parent-title"]


async def test_definition_and_references_follow_links_across_files(client, app):
    mail = open_file(client, app["Mail"])
    other = open_file(client, app["NewMessage"])
    location = await client.text_document_definition_async(
        types.DefinitionParams(
            text_document=types.TextDocumentIdentifier(uri=uri(app["NewMessage"])),
            position=position_of(other, "Mail.screen.md#message")))
    assert location.uri == uri(app["Mail"])
    assert location.range.start.line == position_of(mail, "# Message").line
    references = await client.text_document_references_async(
        types.ReferenceParams(
            text_document=types.TextDocumentIdentifier(uri=uri(app["Mail"])), position=position_of(mail, "# Message"),
            context=types.ReferenceContext(include_declaration=False)))
    assert sorted((r.uri, r.range.start.line) for r in references) == sorted(
        [(uri(app["Mail"]), position_of(mail, "→ [Message]").line),
         (uri(app["NewMessage"]), position_of(other, "→ [Message]").line)])


async def test_hover_explains_kinds_attributes_and_findings(client, app):
    text = open_file(client, app["Mail"])
    hover = await client.text_document_hover_async(
        types.HoverParams(text_document=types.TextDocumentIdentifier(uri=uri(app["Mail"])), position=position_of(text, "cell")))
    assert "**cell** (element)" in hover.contents.value
    hover = await client.text_document_hover_async(
        types.HoverParams(text_document=types.TextDocumentIdentifier(uri=uri(app["Mail"])), position=position_of(text, "accessory")))
    assert "**accessory** (attribute" in hover.contents.value and "`disclosure`" in hover.contents.value
    on_label = position_of(text, "- back: Inbox")
    on_label.character += utf16("- back: ")
    hover = await client.text_document_hover_async(
        types.HoverParams(text_document=types.TextDocumentIdentifier(uri=uri(app["Mail"])), position=on_label))
    assert "**back-title-is-parent-title** (warning)" in hover.contents.value and "*Why:*" in hover.contents.value


async def test_the_outline_lists_screens_and_their_regions(client, app):
    open_file(client, app["Mail"])
    symbols = await client.text_document_document_symbol_async(
        types.DocumentSymbolParams(text_document=types.TextDocumentIdentifier(uri=uri(app["Mail"]))))
    assert [s.name for s in symbols] == ["Inbox", "Message"]
    assert [r.name for r in symbols[1].children] == ["navigation bar", "content region"]


async def test_a_findings_rule_page_comes_from_docs_url(client, app):
    (app["Mail"].parent / ".screenmark.yml").write_text("docs-url: https://example.com/specs\n", encoding="utf-8")
    open_file(client, app["Mail"])
    found = await diagnostics(client, app["Mail"], until=lambda d: len(d) > 0)
    finding = next(d for d in found if d.code == "back-title-is-parent-title")
    assert finding.code_description.href == "https://example.com/specs/rules/back-title-is-parent-title.html"


async def test_a_garbage_request_gets_an_error_and_the_server_keeps_serving(client, app):
    text = open_file(client, app["Mail"])
    with pytest.raises(JsonRpcException) as unknown:
        await client.protocol.send_request_async("screenmark/nonsense", {"x": 1})
    assert unknown.value.code == -32601
    with pytest.raises(JsonRpcException) as bad:
        await raw_request(client, types.TEXT_DOCUMENT_HOVER, {"textDocument": 5, "position": "here"})
    assert bad.value.code == -32602
    with pytest.raises(JsonRpcException) as closed:
        await client.text_document_document_symbol_async(
            types.DocumentSymbolParams(text_document=types.TextDocumentIdentifier(uri="file:///nowhere/Nothing.screen.md")))
    assert closed.value.code == -32602
    # A frame whose header is not one: skipped, with a line on standard error; a body that is not
    # JSON: answered with a parse error (whose `id` is null: pygls logs it and goes on).
    client._server.stdin.write(b"Content-Length: many\r\n\r\n")
    client._server.stdin.write(b"Content-Length: 9\r\n\r\n{not json")
    # A position far outside the file, and a document that is not a spec at all.
    hover = await client.text_document_hover_async(
        types.HoverParams(text_document=types.TextDocumentIdentifier(uri=uri(app["Mail"])),
                          position=types.Position(line=9999, character=9999)))
    assert hover is None
    replace_all(client, app["Mail"], "\x00# {#}\n## ( {\n- → [](\n" * 3, 2)
    await diagnostics(client, app["Mail"], until=lambda d: any(x.severity == types.DiagnosticSeverity.Error for x in d))
    # Still serving.
    symbols = await client.text_document_document_symbol_async(
        types.DocumentSymbolParams(text_document=types.TextDocumentIdentifier(uri=uri(app["Mail"]))))
    assert isinstance(symbols, list)
    replace_all(client, app["Mail"], text, 3)
    symbols = await client.text_document_document_symbol_async(
        types.DocumentSymbolParams(text_document=types.TextDocumentIdentifier(uri=uri(app["Mail"]))))
    assert [s.name for s in symbols] == ["Inbox", "Message"]


async def test_markdown_that_is_not_a_screen_file_is_left_alone(client, app):
    readme = app["Mail"].parent / "README.md"
    readme.write_text("# Notes\n\n- buton: not a spec → [x](#nowhere)\n", encoding="utf-8")
    open_file(client, readme)
    hover = await client.text_document_hover_async(
        types.HoverParams(text_document=types.TextDocumentIdentifier(uri=uri(readme)), position=types.Position(line=2, character=3)))
    assert hover is None
    # The spec opened after it gets its diagnostics; the README none, ever.
    open_file(client, app["Mail"])
    await diagnostics(client, app["Mail"])
    assert uri(readme) not in client.diagnostics


async def test_random_edits_and_requests_never_end_the_server(client, app):
    """Edits cut anywhere (inside a character, across lines), then every request at random places:
    whatever the text, each gets an answer, and the server is still there at the end."""
    rng = random.Random(26)
    text = open_file(client, app["Mail"])
    document = types.TextDocumentIdentifier(uri=uri(app["Mail"]))
    pieces = ["→ [", "](#", "{", "system: ", "- ", "## ", "# ", "🎉", "你好", "\n", "\r\n", "<!--", "-->", "}", "|", "=", "*"]
    for version in range(2, 62):
        line, other = rng.randrange(0, 30), rng.randrange(0, 30)
        start = types.Position(line=min(line, other), character=rng.randrange(0, 40))
        end = types.Position(line=max(line, other), character=rng.randrange(0, 40))
        if (end.line, end.character) < (start.line, start.character):
            start, end = end, start
        client.text_document_did_change(
            types.DidChangeTextDocumentParams(
                text_document=types.VersionedTextDocumentIdentifier(uri=document.uri, version=version),
                content_changes=[types.TextDocumentContentChangePartial(
                    range=types.Range(start=start, end=end), text="".join(rng.choices(pieces, k=rng.randrange(0, 4))))]))
        at = types.Position(line=rng.randrange(0, 40), character=rng.randrange(0, 60))
        await client.text_document_completion_async(types.CompletionParams(text_document=document, position=at))
        await client.text_document_hover_async(types.HoverParams(text_document=document, position=at))
        await client.text_document_definition_async(types.DefinitionParams(text_document=document, position=at))
        await client.text_document_references_async(
            types.ReferenceParams(text_document=document, position=at, context=types.ReferenceContext(include_declaration=True)))
        await client.text_document_code_action_async(
            types.CodeActionParams(text_document=document, range=types.Range(start=at, end=at),
                                   context=types.CodeActionContext(diagnostics=[])))
        await client.text_document_document_symbol_async(types.DocumentSymbolParams(text_document=document))
        try:
            await client.text_document_rename_async(types.RenameParams(text_document=document, position=at, new_name="x-1"))
        except JsonRpcException as error:
            assert error.code in (-32602, -32803)
    replace_all(client, app["Mail"], text, 100)
    symbols = await client.text_document_document_symbol_async(types.DocumentSymbolParams(text_document=document))
    assert [s.name for s in symbols] == ["Inbox", "Message"]


async def test_the_configurations_problems_go_to_its_file(client, app):
    configuration = app["Mail"].parent / ".screenmark.yml"
    configuration.write_text("profile: ios7\nrules:\n  no-such-rule: off\n", encoding="utf-8")
    run = subprocess.run([BINARY, "check", str(app["Mail"]), "--format", "json"], capture_output=True, text=True)
    printed = [d for d in json.loads(run.stdout)["diagnostics"] if d["path"].endswith(".screenmark.yml")]
    assert printed
    open_file(client, app["Mail"])
    found = await diagnostics(client, configuration)
    assert [(d.code, d.message, d.range.start.line) for d in found] == [
        (d["id"], d["message"], d["range"]["start"]["line"] - 1) for d in printed]


async def test_a_rename_edits_linking_files_that_are_not_open(client, app):
    # Only the file of the screen is open: the other file of the app is read from the disk.
    mail = open_file(client, app["Mail"])
    edit = await client.text_document_rename_async(
        types.RenameParams(
            text_document=types.TextDocumentIdentifier(uri=uri(app["Mail"])),
            position=position_of(mail, "→ [Message](#message)"), new_name="#reading"))
    other = app["NewMessage"].read_text(encoding="utf-8")
    renamed = apply_edits(other, edit.changes[uri(app["NewMessage"])])
    assert "→ [Message](Mail.screen.md#reading)" in renamed
    assert "# Message {#reading}" in apply_edits(mail, edit.changes[uri(app["Mail"])])


async def test_the_configurations_baseline_hides_what_it_holds(client, app):
    folder = app["Mail"].parent
    recorded = subprocess.run([BINARY, "check", str(app["Mail"]), "--write-baseline", str(folder / "baseline.json")],
                              capture_output=True, text=True)
    assert "wrote" in recorded.stderr
    (folder / ".screenmark.yml").write_text("baseline: baseline.json\n", encoding="utf-8")
    # Typed after the baseline was recorded: a new finding, which it does not hold.
    text = with_broken_link(app["Mail"].read_text(encoding="utf-8"))
    open_file(client, app["Mail"], text)
    found = await diagnostics(client, app["Mail"], until=lambda d: len(d) > 0)
    assert [d.code for d in found] == ["link-target-exists"]
