import Foundation
import Testing

/// The house rules a reader who knows UIKit relies on (docs/architecture.md, "Where new things go"): a public type
/// lives in the file named after it, one per file — so `CAAnimationGroup` is found in `CAAnimationGroup.swift` —,
/// `Type+Aspect.swift` files hold extensions only, and no source file grows past 600 lines.
@Suite struct SourceLayoutTests {
    /// Files still waiting for their split. The list only shrinks: a file that now follows the rules fails the
    /// test until it is taken off, so the list stays true.
    static let notYetSplit: Set<String> = []

    static let maximumLines = 600

    struct SourceFile {
        let path: String
        let lines: [Substring]

        /// Top-level public or open types (nested types are indented and belong to their parent's file).
        var publicTypes: [String] {
            let declaration = /^(?:@[\w()., ]+ )*(?:public|open) (?:final )?(?:class|struct|enum|protocol|actor) (\w+)/
            return lines.compactMap { line in (try? declaration.prefixMatch(in: line)).map { String($0.output.1) } }
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

    /// The Swift sources of the modules with Apple's names and of Flipbook's own (demos are app code, written as
    /// their sample apps write them).
    static func sources() -> [SourceFile] {
        let root = ArchitecturePageTests.root
        var files: [SourceFile] = []
        for module in ["CoreGraphics", "QuartzCore", "CoreImage", "UIKit", "Flipbook", "FlipbookServer", "FlipbookCLI"] {
            let base = root.appendingPathComponent("Sources/\(module)")
            guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in walker where url.pathExtension == "swift" {
                guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
                let path = String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))
                files.append(SourceFile(path: path, lines: text.split(separator: "\n", omittingEmptySubsequences: false)))
            }
        }
        return files.sorted { $0.path < $1.path }
    }

    @Test func sourcesFollowTheRules() {
        let files = Self.sources()
        #expect(files.count > 100, "found no sources under \(ArchitecturePageTests.root.path)")
        let broken = files.compactMap { file in file.violation.map { "\(file.path): \($0)" } }
            .filter { line in !Self.notYetSplit.contains { line.hasPrefix($0 + ":") } }
        #expect(broken.isEmpty, "split these files (Type.swift per public type, Type+Aspect.swift for extensions):\n\(broken.joined(separator: "\n"))")
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
    }
}
