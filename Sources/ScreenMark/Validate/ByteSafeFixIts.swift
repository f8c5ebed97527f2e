/// Keeps the fix-its that `--fix` can apply without losing a byte of the file.
///
/// A fix-it's replacement is text, made from text the parser decoded: a byte that is not UTF-8
/// was read as U+FFFD, and a fix-it that rewrites it (title case over `d\xE9lete`, a line moved
/// below another) would write U+FFFD in its place. The byte would be gone, and with it the
/// `invalid-utf8` error that says where it is. Such a fix-it is withheld, with a note saying
/// why; once the file is saved as UTF-8, it is offered again.
enum ByteSafeFixIts {
    /// The note a diagnostic gets instead of a fix-it that would rewrite bytes that are not UTF-8.
    static let withheldNote = Diagnostic.Note.help(
        "no fix-it: it would rewrite bytes that are not UTF-8; save the file as UTF-8 first")

    /// `diagnostics` with every fix-it that would rewrite bytes that are not UTF-8 removed (see
    /// the type's comment); `sources` are the files they point into, found by path.
    static func withholdingLossy(_ diagnostics: [Diagnostic], in sources: [SourceFile]) -> [Diagnostic] {
        guard diagnostics.contains(where: { $0.fixIt != nil }) else { return diagnostics }
        let sourcesByPath = Dictionary(sources.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        return diagnostics.map { diagnostic in
            guard let fixIt = diagnostic.fixIt, let source = sourcesByPath[diagnostic.path],
                !fixIt.edits.allSatisfy({ source.isValidUTF8($0.range) })
            else { return diagnostic }
            var withheld = diagnostic
            withheld.fixIt = nil
            withheld.notes.append(withheldNote)
            return withheld
        }
    }
}
