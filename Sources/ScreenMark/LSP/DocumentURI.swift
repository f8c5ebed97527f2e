import Foundation

/// `file://` URIs, as the protocol names documents, to paths and back.
public enum DocumentURI {
    /// The path of a `file:` URI (percent escapes decoded, `.` and `..` resolved); `nil` for any
    /// other scheme: such a document (an unsaved buffer, a diff view) has no app on disk.
    public static func path(of uri: String) -> String? {
        guard let url = URL(string: uri), url.isFileURL else { return nil }
        return url.standardizedFileURL.path
    }

    /// The `file:` URI of an absolute `path`.
    public static func uri(of path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.absoluteString
    }
}
