/// `alert-message-as-prose`: an alert's text written as a paragraph, not as its message.
struct AlertMessageAsProse: Rule {
    static let description = RuleDescription(
        id: "alert-message-as-prose", severity: .warning,
        summary: "an alert's message is written as `- message:`, not as a paragraph",
        rationale: "An alert shows its title, its message and its buttons (002:L335, 003:L471). A paragraph "
            + "under an alert that has no `- message:` is kept as a note for the reader of the spec, and the "
            + "alert is drawn, checked and generated without it; most often it was meant as the message. The "
            + "fix-it (for a one-line paragraph) writes it as `- message: …`. An alert that has a message keeps "
            + "its notes; a note meant for the reader alone is kept with a suppression comment.",
        sources: ["002:L335", "003:L471"],
        triggering: [
            """
            # «»Inbox
            ## Content
            - button: «»Send → alert [Cannot Send](#cannot-send)
            ## Alert: Cannot Send {#cannot-send}
            ↓The message could not be sent.
            - button: Cancel {role: cancel}
            - button: Retry
            """
        ],
        nonTriggering: [
            """
            # «»Inbox
            ## Content
            - button: «»Send → alert [Cannot Send](#cannot-send)
            ## Alert: Cannot Send {#cannot-send}
            - message: The message could not be sent.
            Shown when the server does not answer.
            - button: Cancel {role: cancel}
            - button: Retry
            """
        ])

    func check(_ context: inout RuleContext) {
        for (screen, _, alert) in context.regions(.alert) {
            guard let note = alert.note, !alert.elements.contains(where: { $0.kind == .message }),
                // A rule (`---`) or punctuation alone says nothing the alert could show.
                note.markdown.unicodeScalars.contains(where: \.properties.isAlphabetic)
            else { continue }
            let oneLine = !note.markdown.contains("\n")
            context.report(
                "this text is not shown in the alert: an alert shows its title, its message and its buttons",
                at: note.range, in: screen,
                notes: [.help("if it is the alert's message, write it as `- message: …`")],
                fixIt: oneLine
                    ? FixIt(
                        message: "write it as the message",
                        edits: [.init(range: note.range, replacement: "- message: " + Spelling.label(note.markdown))])
                    : nil)
        }
    }
}
