import ArgumentParser
import Foundation
import ScreenMark

/// `screenmark lsp`: the language server, over standard input and output (see ``LanguageServer``).
struct LSPCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lsp",
        abstract: "Run the language server for *.screen.md files on standard input and output.",
        discussion: """
            Speaks the Language Server Protocol to an editor: diagnostics as you type, quick fixes, completion, \
            go to definition, references, rename of a screen's id, hover and an outline. Each open file is \
            checked as `screenmark check FILE` checks it (the same configuration, the same findings), with the \
            editor's unsaved text in place of the file's bytes. Documentation/Editors.md says how to set up \
            VS Code, Neovim and Helix.
            """)

    func run() throws {
        let status = ServerConnection.run(version: ScreenMarkCommand.version)
        throw ExitCode(status)
    }
}
