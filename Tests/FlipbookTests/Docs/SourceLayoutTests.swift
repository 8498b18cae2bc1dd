import Foundation
import Testing

/// The house rules a reader who knows UIKit relies on (docs/architecture.md, "Where new things go"): a public type
/// lives in the file named after it, one per file — so `CAAnimationGroup` is found in `CAAnimationGroup.swift` —,
/// `Type+Aspect.swift` files hold extensions only, in every module; no file of code in `Sources/`, `Tests/`,
/// `Benchmarks/` or `Tools/` grows past 600 lines; and no two folders' names differ by a single letter (as
/// QuartzCore's `Layer/` and `Layers/` once did).
@Suite struct SourceLayoutTests {
    /// Files still waiting for their split. The list only shrinks: a file that now follows the rules fails the
    /// test until it is taken off, so the list stays true.
    static let notYetSplit: Set<String> = []

    static let maximumLines = 600

    struct SourceFile {
        let path: String
        let lines: [Substring]

        /// Top-level public or open types, modifiers and attributes in any order, also inside a top-level `#if`;
        /// nested types (inside another declaration's braces) belong to their parent's file.
        var publicTypes: [String] {
            let declaration = /^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:final|indirect|nonisolated)\s+)*(?:public|open)\s+(?:(?:final|indirect|nonisolated)\s+)*(?:class|struct|enum|protocol|actor)\s+(\w+)/
            var depth = 0
            var types: [String] = []
            for line in lines {
                let code = Self.code(of: line)
                if depth == 0, let match = try? declaration.prefixMatch(in: code) { types.append(String(match.output.1)) }
                depth += code.filter { $0 == "{" }.count - code.filter { $0 == "}" }.count
            }
            return types
        }

        /// A line without its string literals and its `//` comment, so that only the braces of code are counted.
        static func code(of line: Substring) -> Substring {
            var code = ""
            var inString = false
            var escaped = false
            var previous: Character = " "
            for character in line {
                if inString {
                    if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
                    continue
                }
                if character == "\"" { inString = true; continue }
                if character == "/", previous == "/" { code.removeLast(); break }
                code.append(character)
                previous = character
            }
            return Substring(code)
        }

        var baseName: String { String((path as NSString).lastPathComponent.dropLast(".swift".count)) }

        /// Why the file breaks the rules, or nil.
        var violation: String? {
            let types = publicTypes
            if baseName.contains("+"), !types.isEmpty { return "an extension file declares \(types)" }
            if types.count > 1 { return "declares \(types.count) public types \(types)" }
            if let only = types.first, only != baseName { return "declares \(only) but is named \(baseName).swift" }
            if lines.count > SourceLayoutTests.maximumLines { return "has \(lines.count) lines" }
            return nil
        }
    }

    /// The Swift sources of every module under `Sources/` (the C modules have none).
    static func sources() -> [SourceFile] {
        files(under: ["Sources"], extensions: ["swift"])
    }

    /// The files of code (not images, data or prose) under these top folders, hidden folders (a tool's `.build`)
    /// left out.
    static func files(under tops: [String], extensions: Set<String>) -> [SourceFile] {
        let root = ArchitecturePageTests.root
        var files: [SourceFile] = []
        for top in tops {
            let base = root.appendingPathComponent(top)
            guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil,
                                                              options: [.skipsHiddenFiles]) else { continue }
            for case let url as URL in walker where extensions.contains(url.pathExtension) {
                guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
                let path = String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))
                files.append(SourceFile(path: path, lines: text.split(separator: "\n", omittingEmptySubsequences: false)))
            }
        }
        return files.sorted { $0.path < $1.path }
    }

    /// Every folder under `Sources/`, `Tests/` and `Benchmarks/` (hidden ones left out), repository-relative.
    /// `Tools/` is left out: each tool there is its own package, its folder named as its command
    /// (`browser-crosscheck`, `chipmunk`) and its target in Swift's style (`BrowserCrossCheck`).
    static func folders() -> [String] {
        let root = ArchitecturePageTests.root
        var found: [String] = []
        for top in ["Sources", "Tests", "Benchmarks"] {
            guard let walker = FileManager.default.enumerator(at: root.appendingPathComponent(top),
                                                              includingPropertiesForKeys: [.isDirectoryKey],
                                                              options: [.skipsHiddenFiles]) else { continue }
            for case let url as URL in walker where (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true {
                found.append(String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1)))
            }
        }
        return found.sorted()
    }

    /// Whether two folder names differ by a single letter (one inserted, removed or changed) or only in case —
    /// `Layer` and `Layers` — except a SwiftPM system-library module beside the Swift code that wraps it
    /// (`CCairo` and `Drawing/Cairo`, `CChipmunk` and `Dynamics/Chipmunk`): the `C` prefix is the convention
    /// for a C module, and the two hold different things.
    static func differByALetter(_ a: String, _ b: String) -> Bool {
        let a = Array(a.lowercased()), b = Array(b.lowercased())
        if a == b { return true }
        if a.first == "c", Array(a.dropFirst()) == b { return false }
        if b.first == "c", Array(b.dropFirst()) == a { return false }
        guard abs(a.count - b.count) <= 1 else { return false }
        let (short, long) = a.count <= b.count ? (a, b) : (b, a)
        var i = 0, j = 0, edits = 0
        while i < short.count, j < long.count {
            if short[i] == long[j] { i += 1; j += 1; continue }
            edits += 1
            if edits > 1 { return false }
            if short.count == long.count { i += 1 }
            j += 1
        }
        return edits + (long.count - j) + (short.count - i) <= 1 && a != b
    }

    @Test func sourcesFollowTheRules() {
        let files = Self.sources()
        #expect(files.count > 100, "found no sources under \(ArchitecturePageTests.root.path)")
        let broken = files.compactMap { file in file.violation.map { "\(file.path): \($0)" } }
            .filter { line in !Self.notYetSplit.contains { line.hasPrefix($0 + ":") } }
        #expect(broken.isEmpty, "split these files (Type.swift per public type, Type+Aspect.swift for extensions):\n\(broken.joined(separator: "\n"))")
    }

    /// Every file of code in the tree, not only the modules' sources: tests, benchmarks and tools are read too.
    @Test func noFileOfCodeIsLongerThan600Lines() {
        let files = Self.files(under: ["Sources", "Tests", "Benchmarks", "Tools"],
                               extensions: ["swift", "py", "sh", "js", "c", "h", "html", "css"])
        #expect(files.count > 900, "found too few files under \(ArchitecturePageTests.root.path)")
        let long = files.filter { $0.lines.count > Self.maximumLines }.map { "\($0.path): \($0.lines.count) lines" }
        #expect(long.isEmpty, "split these by aspect or by pass:\n\(long.joined(separator: "\n"))")
    }

    /// One folder per concept: no two folders in the modules, tests or benchmarks whose names a reader could mistake for each
    /// other (Apple's docs call QuartzCore's second folder "layer subclasses", hence `LayerSubclasses/`).
    @Test func noTwoFoldersDifferByALetter() {
        let byName = Dictionary(grouping: Self.folders()) { ($0 as NSString).lastPathComponent }
        let names = byName.keys.sorted()
        var alike: [String] = []
        for (index, name) in names.enumerated() {
            for other in names[(index + 1)...] where Self.differByALetter(name, other) {
                alike.append("\(byName[name]!.joined(separator: ", ")) ~ \(byName[other]!.joined(separator: ", "))")
            }
        }
        #expect(alike.isEmpty, "name these folders so a reader tells them apart:\n\(alike.joined(separator: "\n"))")
    }

    @Test func theWaitingListIsTrue() {
        let stillBroken = Set(Self.sources().filter { $0.violation != nil }.map(\.path))
        let done = Self.notYetSplit.subtracting(stillBroken)
        #expect(done.isEmpty, "these files follow the rules now: take them off SourceLayoutTests.notYetSplit: \(done.sorted())")
    }

    @Test func theRulesSeeWhatTheyShould() {
        let file = SourceFile(path: "Sources/QuartzCore/Animation/CAAnimation.swift", lines: [
            "/// doc", "open class CAAnimation: NSObject {", "    public enum Nested {}", "}",
            "@preconcurrency @MainActor", "public protocol CAAnimationDelegate {}",
        ])
        #expect(file.publicTypes == ["CAAnimation", "CAAnimationDelegate"])
        #expect(file.violation != nil)
        let aspect = SourceFile(path: "Sources/UIKit/View/UIView+Layout.swift", lines: ["extension UIView {", "}"])
        #expect(aspect.violation == nil)
        // Modifiers in any order, a type inside a top-level `#if`, braces in strings and comments.
        let hidden = SourceFile(path: "Sources/QuartzCore/Animation/CABasicAnimation.swift", lines: [
            "open class CABasicAnimation: CAPropertyAnimation {", #"    let brace = "}" // }"#,
            "    public struct Nested {}", "}", "#if canImport(Glibc)",
            "@available(*, unavailable) final public class CASpringAnimation {}", "#endif",
        ])
        #expect(hidden.publicTypes == ["CABasicAnimation", "CASpringAnimation"])
        #expect(hidden.violation != nil)
        #expect(Self.differByALetter("Layer", "Layers"))
        #expect(Self.differByALetter("Drawing", "drawing"))
        #expect(!Self.differByALetter("CCairo", "Cairo"), "a C module beside its Swift wrapper")
        #expect(!Self.differByALetter("Layer", "LayerSubclasses"))
    }
}
