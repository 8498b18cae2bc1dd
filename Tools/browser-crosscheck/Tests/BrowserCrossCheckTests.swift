import Foundation
import Testing
import BrowserCrossCheck

/// Renders each cross-check scene with CARenderer and as HTML/CSS in headless Chromium, and requires a PSNR of
/// at least 35 dB per scene. Pictures (ours, the browser's, the difference) and the page go to
/// `.build/crosscheck/`. Without chromium the test is skipped with a message, except under CI (`CI` set), where
/// `make deps` installs it and a missing browser is a failure.
@Suite struct BrowserCrossCheckTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(".build/crosscheck")

    @Test func everySceneMatchesChromium() throws {
        guard Chromium.executable != nil else {
            if ProcessInfo.processInfo.environment["CI"] != nil {
                Issue.record("chromium is not installed: CI runs `make deps`, which installs Debian's chromium")
            } else {
                print("BrowserCrossCheckTests: SKIPPED — chromium is not installed; `make deps` installs it")
            }
            return
        }
        let results = try CrossCheck.run(directory: Self.directory)
        #expect(results.count == CrossCheckScene.all.count)
        for result in results {
            print("cross-check \(result.scene): PSNR \(String(format: "%.1f", result.psnr)) dB")
            #expect(result.psnr >= 35, "\(result.scene): PSNR \(result.psnr) dB < 35; see \(result.files.joined(separator: ", "))")
        }
    }
}
