import Foundation
import QuartzCore

/// Headless Chromium from Debian (`apt-get install chromium`, which `make deps` does), used to screenshot pages.
public enum Chromium {
    /// The browser's path, if installed.
    public static var executable: String? {
        let candidates = ProcessInfo.processInfo.environment["CHROMIUM"].map { [$0] } ?? []
        return (candidates + ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"])
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// Screenshots `html` at `width`×`height` CSS pixels, one device pixel each, in sRGB without colour
    /// management. The page and the screenshot are written into `directory`.
    public static func screenshot(html: String, width: Int, height: Int, directory: URL, name: String) throws -> CGImage {
        guard let executable else {
            throw Failure(description: "chromium is not installed (make deps installs Debian's chromium)")
        }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let page = directory.appendingPathComponent("\(name).html")
        let shot = directory.appendingPathComponent("\(name)-chromium.png")
        try html.write(to: page, atomically: true, encoding: .utf8)
        try? FileManager.default.removeItem(at: shot)
        let profile = directory.appendingPathComponent("profile-\(ProcessInfo.processInfo.processIdentifier)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--mute-audio", "--no-first-run",
            "--disable-extensions", "--force-device-scale-factor=1", "--force-color-profile=srgb",
            "--user-data-dir=\(profile.path)", "--window-size=\(width),\(height)",
            "--screenshot=\(shot.path)", page.absoluteString,
        ]
        let log = Pipe()
        process.standardOutput = log
        process.standardError = log
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let output = log.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try? FileManager.default.removeItem(at: profile)
        guard let data = try? Data(contentsOf: shot), let image = CGImage(encodedData: data) else {
            let text = String(decoding: output, as: UTF8.self).suffix(2000)
            throw Failure(description: "chromium exited with \(process.terminationStatus) and no screenshot: \(text)")
        }
        return image
    }
}
