import Foundation
import Testing
@testable import ScreenMark

/// `check FILE` of one file of a multi-file app reads the rest of the app beside it as context
/// and speaks of that file alone; the commands that make whole apps say which files are missing.
@Suite struct OneFileOfAnAppTests {
    /// `Podcasts/Library.screen.md` (the root, with a mistyped link) and `Player.screen.md` (reached
    /// from it, with a title-case warning), one app; `Other.screen.md` another app beside them.
    static func app() throws -> URL {
        let folder = try SwiftSupport.temporaryFolder("one-file")
        let podcasts = folder.appendingPathComponent("Podcasts")
        try FileManager.default.createDirectory(at: podcasts, withIntermediateDirectories: true)
        let files = [
            "Library": """
                ---
                app: Podcasts
                ---
                # Library
                ## Table (plain)
                - cell: This American Life → [Player](Player.screen.md#player)
                - cell: Serial → [Player](Player.screen.md#playr)

                """,
            "Player": """
                ---
                app: Podcasts
                ---
                # Player
                ## Navigation bar
                - back
                - title: Player
                - button: edit

                """,
            "Other": """
                ---
                app: Other
                ---
                # Lonely
                ## Content
                - label: Nobody links here

                """,
        ]
        for (name, text) in files {
            try text.write(to: podcasts.appendingPathComponent("\(name).screen.md"), atomically: true, encoding: .utf8)
        }
        return folder
    }

    @Test func checkingOneFileReportsThatFileWithTheRestAsContext() throws {
        let folder = try Self.app()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Player alone: reached from Library, so not unreachable; its own warning, nothing of Library's.
        let player = try CLITests.run(["check", "Podcasts/Player.screen.md", "--snippets", "never"], in: folder)
        #expect(player.status == 0, "\(player.stderr)")
        #expect(player.stdout.hasPrefix("Podcasts/Player.screen.md:8:11: warning: `edit` is not in title case"), "\(player.stdout)")
        #expect(!player.stdout.contains("Library") && !player.stdout.contains("[screen-unreachable]"))
        #expect(player.stderr.contains("1 file checked: 0 errors, 1 warning"), "\(player.stderr)")
        // Library alone: its mistyped link, positioned, and no `is not among the files` error.
        let library = try CLITests.run(["check", "Podcasts/Library.screen.md", "--snippets", "never"], in: folder)
        #expect(library.status == 1)
        #expect(library.stdout.hasPrefix("Podcasts/Library.screen.md:7:27: error:"), "\(library.stdout)")
        #expect(library.stdout.contains("no screen in `Player.screen.md` has the id `playr`"))
        #expect(!library.stdout.contains("Player.screen.md:8"), "the context's findings are not reported")
    }

    @Test func wireframeDrawsTheNamedFileAlone() throws {
        let folder = try Self.app()
        defer { try? FileManager.default.removeItem(at: folder) }
        let drawn = try CLITests.run(["wireframe", "Podcasts/Player.screen.md", "--snippets", "never"], in: folder)
        #expect(drawn.stdout.hasPrefix("Podcasts/Player.screen.md#player — Player\n"), "\(drawn.stdout)")
        #expect(!drawn.stdout.contains("#library"))
    }

    @Test func generateNamesTheFilesItWouldLeaveOut() throws {
        let folder = try Self.app()
        defer { try? FileManager.default.removeItem(at: folder) }
        let generated = try CLITests.run(["generate", "Podcasts/Player.screen.md", "--output", "Generated"], in: folder)
        #expect(generated.status == 2)
        #expect(generated.stderr.contains("`generate` makes whole apps") && generated.stderr.contains("`Podcasts/Library.screen.md`"))
        #expect(!generated.stderr.contains("Other.screen.md"), "another app's file is no part of it")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Generated").path))
    }
}
