import Foundation
import Testing
@testable import FlipbookServer

/// The page's files come from the package's resources only: no request path reaches anything else.
@Suite struct StaticFilesTests {
    /// A folder of page files beside a secret that must stay unreachable.
    private func fixture() throws -> (StaticFiles, URL) {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-static-\(UUID().uuidString)")
        let site = base.appendingPathComponent("site")
        try FileManager.default.createDirectory(at: site.appendingPathComponent("css"), withIntermediateDirectories: true)
        try Data("<html>".utf8).write(to: site.appendingPathComponent("index.html"))
        try Data("body{}".utf8).write(to: site.appendingPathComponent("css/page.css"))
        try Data("secret".utf8).write(to: base.appendingPathComponent("secret.txt"))
        // A symbolic link out of the folder is not followed either.
        try FileManager.default.createSymbolicLink(at: site.appendingPathComponent("link.txt"),
                                                   withDestinationURL: base.appendingPathComponent("secret.txt"))
        return (StaticFiles(directory: site), base)
    }

    @Test func servesThePage() throws {
        let (files, base) = try fixture()
        defer { try? FileManager.default.removeItem(at: base) }
        #expect(files.file(forRequestPath: "/")?.data == Data("<html>".utf8))
        #expect(files.file(forRequestPath: "/index.html")?.contentType == "text/html; charset=utf-8")
        #expect(files.file(forRequestPath: "/css/page.css?v=2")?.contentType == "text/css; charset=utf-8")
        #expect(files.file(forRequestPath: "/css%2Fpage.css") != nil, "an encoded slash is still inside the folder")
        #expect(files.names == ["css/page.css", "index.html"])
    }

    @Test func pathTraversalFinds404() throws {
        let (files, base) = try fixture()
        defer { try? FileManager.default.removeItem(at: base) }
        let attempts = [
            "/../secret.txt", "/css/../../secret.txt", "/%2e%2e/secret.txt", "/%2E%2E%2Fsecret.txt",
            "/..%2fsecret.txt", "/css/%2e%2e/%2e%2e/secret.txt", "/..\\secret.txt", "/%5c..%5csecret.txt",
            "//etc/passwd", "/etc/passwd", "/" + base.path + "/secret.txt", "/link.txt", "/index.html%00.png",
            "/./index.html", "/css//page.css", "/%252e%252e/secret.txt", "/secret.txt", "/..", "/.",
        ]
        for path in attempts {
            #expect(files.file(forRequestPath: path) == nil, "\(path) must not be served")
        }
    }

    @Test func thePackageShipsThePage() {
        let files = StaticFiles()
        for name in ["index.html", "simulator.css", "simulator.js", "compositor.js"] {
            #expect(files.file(forRequestPath: "/" + name) != nil, "\(name) is a resource")
        }
        #expect(files.file(forRequestPath: "/../Resources/index.html") == nil)
    }
}
