import Foundation
import Testing

/// Tests mirror the sources (docs/architecture.md, "Where new things go"): the tests of
/// `Sources/<Module>/<Area>/<Type>.swift` are `Tests/<Module>Tests/<Area>/<Type>Tests.swift`, and the tests of one
/// aspect are `<Type>+<Aspect>Tests.swift` beside them — so a reader who opens `UITableView+Editing.swift` finds its
/// tests in `Tests/UIKitTests/Tables/UITableView+EditingTests.swift` without searching.
@Suite struct TestLayoutTests {
    /// Folders whose tests are about more than one module's types, with why.
    static let exempt: [String: String] = [
        "Tests/FuzzTests": "random programs over every module at once",
        "Tests/Support": "helpers the test targets share, no tests",
        "Tests/FlipbookTests/Docs": "tests of docs/ and of the tree itself",
        "Tests/UIKitTests/Porting": "compile-level checks against Apple's interfaces, one file per audited interface",
        "Tests/UIKitTests/Foundation": "associated objects (CoreGraphics/Foundation) on UIKit's classes, as libraries use them",
    ]

    /// Test files still waiting for their move. The list only shrinks: a file that now follows the rule fails the
    /// test until it is taken off, so the list stays true.
    static let notYetMirrored: Set<String> = []

    /// A test file, repository-relative (`Tests/UIKitTests/Tables/UITableView+EditingTests.swift`).
    struct TestFile {
        let path: String

        /// The source file or type its name and place promise, or nil when the file holds helpers, not tests.
        var promisedSources: [String]? {
            let parts = path.split(separator: "/").map(String.init)
            guard parts.count >= 3, parts[0] == "Tests", parts[1].hasSuffix("Tests"),
                  let name = parts.last, name.hasSuffix("Tests.swift") else { return nil }
            let module = String(parts[1].dropLast("Tests".count))
            let area = parts[2..<(parts.count - 1)].joined(separator: "/")
            let folder = (["Sources", module] + (area.isEmpty ? [] : [area])).joined(separator: "/")
            let subject = String(name.dropLast("Tests.swift".count))
            let type = subject.split(separator: "+").first.map(String.init) ?? subject
            return ["\(folder)/\(subject).swift", "\(folder)/\(type).swift"]
        }

        func follows(_ exists: (String) -> Bool) -> Bool {
            guard let sources = promisedSources else { return true }
            return sources.contains(where: exists)
        }
    }

    static func testFiles() -> [TestFile] {
        let root = ArchitecturePageTests.root
        let base = root.appendingPathComponent("Tests")
        guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { return [] }
        var files: [TestFile] = []
        for case let url as URL in walker where url.pathExtension == "swift" {
            let path = String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))
            if exempt.keys.contains(where: { path.hasPrefix($0 + "/") }) { continue }
            files.append(TestFile(path: path))
        }
        return files.sorted { $0.path < $1.path }
    }

    static func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: ArchitecturePageTests.root.appendingPathComponent(path).path)
    }

    @Test func testsMirrorTheSources() {
        let files = Self.testFiles()
        #expect(files.count > 100, "found no tests under \(ArchitecturePageTests.root.path)")
        let astray = files.filter { !$0.follows(Self.exists) && !Self.notYetMirrored.contains($0.path) }.map(\.path)
        #expect(astray.isEmpty, """
            name these after the source file they test (Tests/<Module>Tests/<Area>/<Type>Tests.swift or \
            <Type>+<Aspect>Tests.swift, where Sources/<Module>/<Area>/<Type>.swift exists):
            \(astray.joined(separator: "\n"))
            """)
    }

    @Test func theWaitingListIsTrue() {
        let files = Dictionary(uniqueKeysWithValues: Self.testFiles().map { ($0.path, $0) })
        let done = Self.notYetMirrored.filter { path in files[path].map { $0.follows(Self.exists) } ?? true }
        #expect(done.isEmpty, "these follow the rule now (or are gone): take them off TestLayoutTests.notYetMirrored: \(done.sorted())")
    }

    @Test func theRuleSeesWhatItShould() {
        let sources: Set<String> = ["Sources/UIKit/Tables/UITableView.swift", "Sources/UIKit/Tables/UITableView+Editing.swift"]
        let exists = { sources.contains($0) }
        #expect(TestFile(path: "Tests/UIKitTests/Tables/UITableView+EditingTests.swift").follows(exists))
        #expect(TestFile(path: "Tests/UIKitTests/Tables/UITableView+ReorderTests.swift").follows(exists))
        #expect(TestFile(path: "Tests/UIKitTests/Tables/UITableViewTests.swift").follows(exists))
        #expect(!TestFile(path: "Tests/UIKitTests/Tables/TableEditingTests.swift").follows(exists))
        #expect(!TestFile(path: "Tests/UIKitTests/Scrolling/UITableViewTests.swift").follows(exists))
        #expect(TestFile(path: "Tests/UIKitTests/Tables/TableTestSupport.swift").follows(exists))
    }
}
