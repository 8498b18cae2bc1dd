import Foundation
import Testing

/// The house rules a reader who knows UIKit relies on (docs/architecture.md, "Where new things go"): a public type
/// lives in the file named after it, one per file — so `CAAnimationGroup` is found in `CAAnimationGroup.swift` —,
/// `Type+Aspect.swift` files hold extensions only, and no source file grows past 600 lines.
@Suite struct SourceLayoutTests {
    /// Files still waiting for their split. The list only shrinks: a file that now follows the rules fails the
    /// test until it is taken off, so the list stays true.
    static let notYetSplit: Set<String> = [
        "Sources/CoreImage/CIContext.swift",
        "Sources/CoreImage/CIImage.swift",
        "Sources/CoreImage/Filters/CIFilterBuiltins.swift",
        "Sources/Flipbook/Recording/Export/MP4Writer.swift",
        "Sources/Flipbook/Recording/Export/PNGSequenceWriter.swift",
        "Sources/Flipbook/Recording/Export/RecordingWriter.swift",
        "Sources/Flipbook/Recording/FrameSource.swift",
        "Sources/Flipbook/Recording/LayerTrace.swift",
        "Sources/Flipbook/Recording/Recorder.swift",
        "Sources/FlipbookServer/Protocol/ClientMessage.swift",
        "Sources/FlipbookServer/Protocol/ServerMessage.swift",
        "Sources/FlipbookServer/Session/FrozenFrame.swift",
        "Sources/QuartzCore/Layer/CALayer.swift",
        "Sources/QuartzCore/Rendering/LayerTreeRenderer.swift",
        "Sources/UIKit/Application/UIApplication.swift",
        "Sources/UIKit/Application/UIScene.swift",
        "Sources/UIKit/Collections/UICollectionViewDataSource.swift",
        "Sources/UIKit/Collections/UICollectionViewLayout.swift",
        "Sources/UIKit/Controls/UIControl.swift",
        "Sources/UIKit/Device/UIDevice.swift",
        "Sources/UIKit/Drawing/UIGraphicsImageRenderer.swift",
        "Sources/UIKit/Feedback/UIFeedbackGenerator.swift",
        "Sources/UIKit/Gestures/UIPanGestureRecognizer.swift",
        "Sources/UIKit/Navigation/UINavigationBar.swift",
        "Sources/UIKit/Navigation/UINavigationController.swift",
        "Sources/UIKit/Navigation/UINavigationItem.swift",
        "Sources/UIKit/PageViewController/UIPageViewControllerDataSource.swift",
        "Sources/UIKit/Presentation/UIPopoverPresentationController.swift",
        "Sources/UIKit/Presentation/UIPresentationController.swift",
        "Sources/UIKit/TabBar/UITabBarController.swift",
        "Sources/UIKit/Tables/UIContentConfiguration.swift",
        "Sources/UIKit/Tables/UIContextualAction.swift",
        "Sources/UIKit/Tables/UIListContentConfiguration.swift",
        "Sources/UIKit/Tables/UITableViewDataSource.swift",
        "Sources/UIKit/Text/TextAttributes.swift",
        "Sources/UIKit/Traits/UITraitCollection.swift",
        "Sources/UIKit/Traits/UITraitEnvironment.swift",
        "Sources/UIKit/Traits/UIView+Traits.swift",
    ]

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
