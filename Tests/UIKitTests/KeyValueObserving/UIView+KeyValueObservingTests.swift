import Testing
@testable import UIKit
import Flipbook

/// `observe(_:options:changeHandler:)` on views and scroll views, as iOS code writes it.
@MainActor @Suite struct UIViewKeyValueObservingTests {
    @Test func contentOffsetReportsOldAndNew() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var changes: [(CGPoint?, CGPoint?)] = []
        let observation = scrollView.observe(\.contentOffset, options: [.new, .old]) { view, change in
            #expect(view === scrollView)
            #expect(change.kind == .setting && !change.isPrior && change.indexes == nil)
            changes.append((change.oldValue, change.newValue))
        }
        scrollView.contentOffset = CGPoint(x: 0, y: 40)
        scrollView.setContentOffset(CGPoint(x: 0, y: 90), animated: false)
        #expect(changes.count == 2)
        #expect(changes[0].0 == .zero && changes[0].1 == CGPoint(x: 0, y: 40))
        #expect(changes[1].0 == CGPoint(x: 0, y: 40) && changes[1].1 == CGPoint(x: 0, y: 90))
        _ = observation
    }

    @Test func optionsControlWhatIsReported() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var log: [String] = []
        let observation = view.observe(\.alpha, options: [.initial, .prior, .old]) { _, change in
            log.append("prior=\(change.isPrior) old=\(change.oldValue.map { "\($0)" } ?? "nil") new=\(change.newValue.map { "\($0)" } ?? "nil")")
        }
        #expect(log == ["prior=false old=nil new=nil"])   // .initial without .new: no value
        view.alpha = 0.5
        #expect(log.dropFirst() == ["prior=true old=1.0 new=nil", "prior=false old=1.0 new=nil"])
        observation.invalidate()
    }

    @Test func initialWithNewGivesTheCurrentValue() {
        let scrollView = UIScrollView()
        scrollView.contentSize = CGSize(width: 10, height: 20)
        var values: [CGSize?] = []
        let observation = scrollView.observe(\.contentSize, options: [.initial, .new]) { _, change in values.append(change.newValue) }
        scrollView.contentSize = CGSize(width: 30, height: 40)
        #expect(values == [CGSize(width: 10, height: 20), CGSize(width: 30, height: 40)])
        _ = observation
    }

    @Test func invalidateAndDeinitStopTheHandler() {
        let view = UIView()
        var count = 0
        let observation = view.observe(\.center) { _, _ in count += 1 }
        view.center = CGPoint(x: 1, y: 1)
        observation.invalidate()
        view.center = CGPoint(x: 2, y: 2)
        #expect(count == 1)
        observation.invalidate()   // twice is harmless

        var dropped: NSKeyValueObservation? = view.observe(\.isHidden) { _, _ in count += 10 }
        view.isHidden = true
        dropped = nil
        view.isHidden = false
        #expect(count == 11)
        _ = dropped
    }

    /// Each supported key reports on its own setter; unsupported key paths are accepted and silent.
    @Test func viewAndScrollViewKeys() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var keys: [String] = []
        let observations: [NSKeyValueObservation] = [
            scrollView.observe(\.frame) { _, _ in keys.append("frame") },
            scrollView.observe(\.bounds) { _, _ in keys.append("bounds") },
            scrollView.observe(\.center) { _, _ in keys.append("center") },
            scrollView.observe(\.isHidden) { _, _ in keys.append("isHidden") },
            scrollView.observe(\.alpha) { _, _ in keys.append("alpha") },
            scrollView.observe(\.contentOffset) { _, _ in keys.append("contentOffset") },
            scrollView.observe(\.contentSize) { _, _ in keys.append("contentSize") },
            scrollView.observe(\.contentInset) { _, _ in keys.append("contentInset") },
            scrollView.observe(\.tag) { _, _ in keys.append("tag") },
        ]
        scrollView.frame = CGRect(x: 5, y: 5, width: 100, height: 100)
        scrollView.center = CGPoint(x: 60, y: 60)
        scrollView.isHidden = false
        scrollView.alpha = 0.9
        scrollView.contentSize = CGSize(width: 100, height: 500)
        scrollView.contentInset = UIEdgeInsets(top: 1, left: 0, bottom: 0, right: 0)
        scrollView.contentOffset = CGPoint(x: 0, y: 50)
        scrollView.tag = 3
        #expect(keys == ["frame", "center", "isHidden", "alpha", "contentSize", "contentInset", "bounds", "contentOffset"])
        _ = observations
    }

    /// A subclass's key paths (`\MyScrollView.contentOffset`) are the same property.
    @Test func subclassKeyPaths() {
        final class Sheet: UIScrollView {}
        let sheet = Sheet()
        var seen: [CGFloat] = []
        let observation = sheet.observe(\.contentOffset, options: .new) { _, change in seen.append(change.newValue!.y) }
        sheet.contentOffset.y = 12
        #expect(seen == [12])
        _ = observation
    }

    /// Scrolling by a drag reports every frame's offset.
    @Test func dragReportsEveryOffset() {
        let (stage, scrollView, recorder) = makeScrollStage()
        var observed: [CGPoint] = []
        let observation = scrollView.observe(\.contentOffset, options: .new) { _, change in observed.append(change.newValue!) }
        stage.drag(from: CGPoint(x: 187, y: 500), to: CGPoint(x: 187, y: 300), duration: 0.2)
        stage.pumpAndSettle()
        #expect(observed == recorder.offsets)
        #expect(observed.count > 20)
        _ = observation
    }

    /// The handler runs only while the observed object lives; the observation outliving it is harmless.
    @Test func observedObjectGoingAway() {
        var count = 0
        var observation: NSKeyValueObservation?
        do {
            let view = UIView()
            observation = view.observe(\.alpha) { _, _ in count += 1 }
            view.alpha = 0.2
        }
        observation?.invalidate()
        observation = nil
        #expect(count == 1)
    }
}
