import Foundation
import Testing

/// `make docs` documents every module: each module target under `Sources/` (not the C shims, the `_Testing_`
/// overlays or the command) is in the Makefile's `DOC_MODULES`, and each has a DocC catalogue whose landing page
/// is titled with the module's symbol.
@Suite struct DocCCatalogTests {
    static let root = ArchitecturePageTests.root

    /// The modules `make docs` builds, from the Makefile's `DOC_MODULES :=` line.
    static func documentedModules() throws -> [String] {
        let makefile = try String(contentsOf: root.appendingPathComponent("Makefile"), encoding: .utf8)
        let line = try #require(makefile.split(separator: "\n").first { $0.hasPrefix("DOC_MODULES := ") })
        return line.dropFirst("DOC_MODULES := ".count).split(separator: " ").map(String.init)
    }

    /// The Swift module targets under `Sources/`.
    static func moduleFolders() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Sources").path)
            .filter { name in
                !name.hasPrefix("C") || ["CoreGraphics", "CoreImage", "CoreText"].contains(name)
            }
            .filter { !$0.hasPrefix("_Testing_") && $0 != "FlipbookCLI" && !$0.hasPrefix(".") }
            .sorted()
    }

    @Test func everyModuleIsDocumented() throws {
        let documented = try Self.documentedModules()
        #expect(Set(documented) == Set(try Self.moduleFolders()))
        #expect(documented.contains("CoreText"))
    }

    @Test(arguments: try documentedModules())
    func hasALandingPage(module: String) throws {
        let page = Self.root.appendingPathComponent("Sources/\(module)/\(module).docc/\(module).md")
        let text = try String(contentsOf: page, encoding: .utf8)
        #expect(text.hasPrefix("# ``\(module)``\n"), "the landing page's title is the module's symbol")
        #expect(text.contains("## Overview"))
        #expect(text.contains("## Topics"))
    }
}
