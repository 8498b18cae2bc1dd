import Foundation
import Testing

/// Keeps `docs/architecture.md` a true map of the tree: every folder under `Sources/` and `Tests/` is named on it,
/// and every folder and file it names exists. A new folder without a line on the page fails here, so the map cannot rot.
@Suite struct ArchitecturePageTests {
    /// The repository's root, found from this file's place in it (`Tests/FlipbookTests/Docs/`).
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Folders under `top`, as repository-relative paths; the insides of DocC catalogues and of golden-image
    /// folders are content, not structure, and are left out.
    static func folders(under top: String) -> [String] {
        let base = root.appendingPathComponent(top)
        guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: [.isDirectoryKey]) else { return [] }
        var found: [String] = []
        for case let url as URL in walker {
            guard (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true else { continue }
            let path = String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))
            let parts = path.split(separator: "/")
            if parts.dropLast().contains(where: { $0.hasSuffix(".docc") || $0 == "Golden" || $0 == "Resources" }) { continue }
            found.append(path)
        }
        return found.sorted()
    }

    static let page = (try? String(contentsOf: root.appendingPathComponent("docs/architecture.md"), encoding: .utf8)) ?? ""

    @Test func everyFolderIsOnThePage() {
        #expect(!Self.page.isEmpty, "docs/architecture.md is missing")
        let missing = (Self.folders(under: "Sources") + Self.folders(under: "Tests")).filter { !Self.page.contains("`\($0)`") }
        #expect(missing.isEmpty, "add these folders to the map in docs/architecture.md: \(missing)")
    }

    @Test func everyFolderOnThePageExists() throws {
        let named = try Regex(#"`((?:Sources|Tests)/[A-Za-z0-9_+./-]+?)/?`"#)
        let gone = Self.page.matches(of: named).map { String($0.output[1].substring ?? "") }
            .filter { !$0.contains("<") }
            .filter { !FileManager.default.fileExists(atPath: Self.root.appendingPathComponent($0).path) }
        #expect(gone.isEmpty, "docs/architecture.md names paths that no longer exist: \(gone)")
    }

    /// Patterns the page names to say where new things go, not files.
    static let patterns: Set<String> = ["Type+Aspect.swift"]

    /// Every step names the file that does it, and that file exists: a backticked path anywhere in the repository
    /// (`Benchmarks/README.md`) exists from the root, and a backticked file name (`ParallelRasterizer.swift`) is the
    /// name of a file somewhere under `Sources/`, `Tests/`, `Benchmarks/` or `Tools/`.
    @Test func everyFileOnThePageExists() throws {
        let named = try Regex(#"`([A-Za-z0-9_+./-]+\.(?:swift|md|py|sh|js|html|json))`"#)
        let cited = Set(Self.page.matches(of: named).map { String($0.output[1].substring ?? "") })
            .subtracting(Self.patterns).filter { !$0.hasPrefix("../") }
        #expect(cited.count > 20, "found too few file names on the page")
        let everyName = Set(SourceLayoutTests.files(under: ["Sources", "Tests", "Benchmarks", "Tools"],
                                                     extensions: ["swift", "md", "py", "sh", "js", "html", "json"])
                                .map { ($0.path as NSString).lastPathComponent })
        let gone = cited.filter { name in
            name.contains("/") ? !FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(name).path)
                               : !everyName.contains(name)
        }
        #expect(gone.isEmpty, "docs/architecture.md names files that no longer exist: \(gone.sorted())")
    }
}
