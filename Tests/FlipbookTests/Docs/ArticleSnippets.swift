import Flipbook
import Foundation
import Testing

// The code of the DocC articles in Sources/Flipbook/Flipbook.docc, compiled and run here. Each block between
// `// snippet: <name>` and `// end snippet` is what the article shows (indentation removed);
// ArticleSnippetTests checks that every Swift block of every article is one of them, so an article cannot show
// code that does not compile.

// snippet: porting-controller
final class CardViewController: UIViewController {
    let card = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        card.frame = CGRect(x: 60, y: 160, width: 250, height: 330)
        card.backgroundColor = .systemBlue
        card.layer.cornerRadius = 16
        view.addSubview(card)
        // iOS: UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
        let pan = UIPanGestureRecognizer(target: self, action: CardViewController.handlePan)
        card.addGestureRecognizer(pan)
    }

    func handlePan(_ recognizer: UIPanGestureRecognizer) {
        let translation = recognizer.translation(in: view)
        switch recognizer.state {
        case .changed:
            card.transform = CGAffineTransform(translationX: translation.x, y: 0)
        case .ended, .cancelled:
            UIView.animate(withDuration: 0.4, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0,
                           options: [], animations: { self.card.transform = .identity })
        default:
            break
        }
    }
}
// end snippet

// snippet: fade-animator
final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let toView = transitionContext.view(forKey: .to)
        if let toView {
            toView.frame = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
            toView.alpha = 0
            transitionContext.containerView.addSubview(toView)
        }
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            toView?.alpha = 1
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

final class FadeTransition: NSObject, UIViewControllerTransitioningDelegate {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        FadeAnimator()
    }
}
// end snippet

@MainActor
@Suite struct ArticleSnippets {
    @Test func portingDrivesThePortedControllerOnAStage() {
        // snippet: porting-stage
        let stage = Stage(device: .iPhoneSE)
        let controller = CardViewController()
        stage.window.rootViewController = controller
        stage.pumpAndSettle()

        stage.drag(from: CGPoint(x: 180, y: 300), to: CGPoint(x: 280, y: 300), duration: 0.25)
        stage.pump(0.1)
        print(controller.card.layer.presentation()!.transform.m41)   // springing back from 100 pt
        stage.pumpAndSettle()
        print(controller.card.transform == .identity)                 // true
        // end snippet
        #expect(controller.card.transform == .identity)
    }

    @Test func presentingWithACustomAnimator() {
        // snippet: porting-present
        let stage = Stage(device: .iPhoneSE)
        let root = UIViewController()
        stage.window.rootViewController = root
        stage.pumpAndSettle()

        let fade = FadeTransition()                 // transitioningDelegate is weak: keep it alive
        let details = UIViewController()
        details.modalPresentationStyle = .custom
        details.transitioningDelegate = fade
        root.present(details, animated: true)
        print(root.transitionCoordinator != nil)    // true: the transition starts at the next frame
        stage.pump(0.15)
        print(details.view.layer.presentation()!.opacity)   // about 0.5, half way
        stage.pumpAndSettle()
        print(details.view.alpha)                   // 1
        // end snippet
        #expect(root.presentedViewController === details)
        #expect(details.view.alpha == 1)
    }

    @Test func testingFrameByFrame() {
        // snippet: testing-frames
        let stage = Stage(device: .iPhoneSE)
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        stage.show(UIView())
        stage.window.subviews[0].addSubview(box)

        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { box.center.x = 250 })
        var samples: [CGFloat] = []
        for _ in 0..<4 {
            stage.pump(0.25)
            samples.append(box.layer.presentation()!.position.x)
        }
        // The model value is the end value at once; what is on screen moves linearly.
        #expect(box.center.x == 250)
        #expect(samples == [100, 150, 200, 250])
        // end snippet
    }

    @Test func testingCallbacks() {
        // snippet: testing-callbacks
        let stage = Stage(device: .iPhoneSE)
        let nav = UINavigationController(rootViewController: UIViewController())
        stage.window.rootViewController = nav
        stage.pumpAndSettle()

        let pushed = UIViewController()
        nav.pushViewController(pushed, animated: true)
        stage.pump(0.1)
        #expect(nav.transitionCoordinator != nil)      // mid-push
        stage.pumpAndSettle()
        #expect(nav.topViewController === pushed)
        #expect(nav.transitionCoordinator == nil)

        stage.swipe(fromEdge: .left, distance: 250, duration: 0.3)   // the edge-swipe back
        stage.pumpAndSettle()
        #expect(nav.viewControllers.count == 1)
        // end snippet
    }

    @Test func renderingAndExporting() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-docs-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        // snippet: rendering-record
        let stage = Stage(device: .iPhoneSE)
        let card = UIView(frame: CGRect(x: 60, y: 160, width: 250, height: 330))
        card.backgroundColor = .systemOrange
        stage.show(UIView())
        stage.window.subviews[0].addSubview(card)

        let still = stage.snapshot()                 // a CGImage at the device's scale: 750 × 1334
        let recorder = stage.startRecording(fps: 30)
        UIView.animate(withDuration: 1) { card.center.y += 200 }
        stage.pump(1)
        let recording = recorder.stop()              // 31 frames: 0 s … 1 s
        try recording.write(to: folder.appendingPathComponent("drop.gif"))
        try recording.write(to: folder.appendingPathComponent("drop.json"))   // every layer's values per frame
        // end snippet
        #expect(still.width == 750)
        #expect(recording.frames.count == 31)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("drop.gif").path))
    }
}

/// Every Swift code block of the articles is a snippet of this file.
@Suite struct ArticleSnippetTests {
    static let articles = ["PortingAnIOSTransition.md", "TestingTransitionsFrameByFrame.md", "RenderingAndExporting.md"]

    static func snippets() throws -> [String] {
        let source = try String(contentsOfFile: #filePath, encoding: .utf8)
        var result: [String] = []
        var current: [Substring]?
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("// snippet: ") {
                current = []
            } else if trimmed == "// end snippet" {
                if let lines = current { result.append(dedent(lines)) }
                current = nil
            } else {
                current?.append(line)
            }
        }
        return result
    }

    static func dedent(_ lines: [Substring]) -> String {
        let indent = lines.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            .map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return lines.map { String($0.dropFirst(min(indent, $0.count))) }.joined(separator: "\n")
    }

    static func codeBlocks(in markdown: String) -> [String] {
        var blocks: [String] = []
        var current: [Substring]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```swift") { current = [] } else if line.hasPrefix("```"), let lines = current {
                blocks.append(lines.joined(separator: "\n"))
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    @Test(arguments: articles)
    func everyCodeBlockIsCompiled(article: String) throws {
        let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/Flipbook/Flipbook.docc/\(article)")
        let markdown = try String(contentsOf: docs, encoding: .utf8)
        let blocks = Self.codeBlocks(in: markdown)
        let snippets = try Self.snippets()
        #expect(!blocks.isEmpty)
        for block in blocks {
            #expect(snippets.contains(block), "\(article) shows code that is not in ArticleSnippets.swift:\n\(block)")
        }
    }
}
