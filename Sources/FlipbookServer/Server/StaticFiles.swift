import Foundation

/// The page's files, read once from the package's resources: a request can only name one of them.
///
/// Lookup is by exact name in a table built from the resource folder at start-up, so no request path — with
/// `..`, encoded slashes, backslashes, absolute paths or NUL bytes — can reach a file outside it.
public struct StaticFiles: Sendable {
    public struct File: Sendable, Equatable {
        public var data: Data
        public var contentType: String
    }

    private let files: [String: File]

    /// The files under `directory` (the package's `Resources` folder by default).
    public init(directory: URL? = nil) {
        let root = directory ?? Self.bundledDirectory
        var files: [String: File] = [:]
        let base = root.resolvingSymlinksInPath().standardizedFileURL.path
        for name in (try? FileManager.default.subpathsOfDirectory(atPath: base)) ?? [] {
            let url = URL(fileURLWithPath: base).appendingPathComponent(name)
            // Only regular files whose real location is inside the folder (no symbolic links out of it).
            let real = url.resolvingSymlinksInPath().standardizedFileURL.path
            var isDirectory: ObjCBool = false
            guard real.hasPrefix(base + "/"), FileManager.default.fileExists(atPath: real, isDirectory: &isDirectory),
                  !isDirectory.boolValue, real == url.standardizedFileURL.path,
                  let data = FileManager.default.contents(atPath: real) else { continue }
            files[name] = File(data: data, contentType: Self.contentType(of: name))
        }
        self.files = files
    }

    /// The package's bundled page.
    public static var bundledDirectory: URL {
        // Foundation on Linux may already point `resourceURL` at the bundle's `Resources` folder.
        let bundle = Bundle.module
        let candidates = [bundle.resourceURL?.appendingPathComponent("Resources"), bundle.resourceURL,
                          bundle.bundleURL.appendingPathComponent("Resources")].compactMap { $0 }
        return candidates.first {
            FileManager.default.fileExists(atPath: $0.appendingPathComponent("index.html").path)
        } ?? candidates[0]
    }

    /// The names served.
    public var names: [String] { files.keys.sorted() }

    /// The file a request path names (`/` is `index.html`), or nil. `path` is the URL's path, still
    /// percent-encoded; a query is ignored.
    public func file(forRequestPath rawPath: String) -> File? {
        var path = rawPath
        if let q = path.firstIndex(where: { $0 == "?" || $0 == "#" }) { path = String(path[..<q]) }
        guard let decoded = path.removingPercentEncoding, !decoded.contains("\0"), !decoded.contains("\\") else {
            return nil
        }
        var name = decoded
        while name.hasPrefix("/") { name.removeFirst() }
        if name.isEmpty { name = "index.html" }
        let parts = name.split(separator: "/", omittingEmptySubsequences: false)
        guard !parts.contains(where: { $0 == ".." || $0 == "." || $0.isEmpty }) else { return nil }
        return files[name]
    }

    static func contentType(of name: String) -> String {
        switch (name as NSString).pathExtension.lowercased() {
        case "html": "text/html; charset=utf-8"
        case "css": "text/css; charset=utf-8"
        case "js", "mjs": "text/javascript; charset=utf-8"
        case "json": "application/json"
        case "png": "image/png"
        case "svg": "image/svg+xml"
        case "ico": "image/x-icon"
        default: "application/octet-stream"
        }
    }
}
