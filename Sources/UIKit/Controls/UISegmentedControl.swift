import Foundation
import QuartzCore

/// A row of segments drawn as iOS 13+ draws it: a rounded, lightly filled track (``UISegmentedControl/trackColor``,
/// corner radius 8.91 in UIKit; 9 here) with a raised selection — a white rounded rectangle inset 2 pt, with a
/// soft shadow (``selectedSegmentTintColor`` when set) — that slides between segments; titles in 13 pt, the
/// selected one semibold; 1 pt separators between unselected segments.
///
/// Touches behave as on iOS 13+: a tap on another segment moves the selection there (sliding over 0.25 s) and
/// sends `.valueChanged` when the finger lifts; a finger that goes down on the selected segment drags the
/// selection along and it settles where the finger lifts. Setting ``selectedSegmentIndex`` from code moves
/// the selection at once and sends nothing. A ``isMomentary`` control shows no lasting selection: a tap sets
/// ``selectedSegmentIndex`` and sends `.valueChanged`, and the segment looks selected only while touched.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    /// The ``selectedSegmentIndex`` when no segment is selected (UIKit's `UISegmentedControlNoSegment`, −1).
    public static let noSegment = -1
    /// The control's default height (iOS 13+).
    public static let defaultHeight: CGFloat = 32
    /// The track fill (UIKit's tertiary system fill: 118/118/128 at 12 % light, 24 % dark).
    static let trackColor = UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.24)
            : UIColor(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12)
    }
    /// The selection's default fill: white in light mode, 99/99/102 (system grey 2) in dark mode.
    static let selectionColor = UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(red: 99 / 255, green: 99 / 255, blue: 102 / 255, alpha: 1) : .white
    }
    static let selectionInset: CGFloat = 2
    static let cornerRadius: CGFloat = 9
    static let selectionCornerRadius: CGFloat = 7
    static let fontSize: CGFloat = 13
    /// The room around a title when widths follow the content (a Flipbook decision).
    static let contentPadding: CGFloat = 12
    /// How long the selection takes to slide to a newly touched segment.
    public static let selectionSlideDuration: TimeInterval = 0.25

    struct Segment {
        var title: String?
        var image: UIImage?
        var width: CGFloat = 0
        var isEnabled = true
        var contentOffset: CGSize = .zero
    }

    private var segments: [Segment] = []
    private var labels: [UILabel] = []
    private var imageViews: [UIImageView?] = []
    private var separators: [CALayer] = []
    /// The raised selection; public for tests in the module only.
    let selectionView = UIView()
    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]
    private var storedSelectedIndex = noSegment
    /// The segment a momentary control shows while it is touched.
    private var momentaryIndex: Int?
    /// The selection while a finger drags it (it may differ from ``selectedSegmentIndex`` until the finger lifts).
    private var trackingSelection: Int?
    private var touchBeganOnSelection = false

    /// Whether a tap selects only for the moment of the touch.
    open var isMomentary = false { didSet { refresh(animated: false) } }
    /// Whether segment widths follow their content rather than being equal.
    open var apportionsSegmentWidthsByContent = false { didSet { setNeedsLayout() } }
    /// The selection's fill (default: white in light mode, grey in dark mode).
    open var selectedSegmentTintColor: UIColor? { didSet { refresh(animated: false) } }

    /// The selected segment, or ``noSegment``. Setting it moves the selection at once and sends no event.
    open var selectedSegmentIndex: Int {
        get { storedSelectedIndex }
        set {
            storedSelectedIndex = (0..<segments.count).contains(newValue) ? newValue : Self.noSegment
            refresh(animated: false)
        }
    }

    /// The number of segments.
    open var numberOfSegments: Int { segments.count }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpLayers()
    }

    /// A control with a segment per item: each a `String` (a title) or a `UIImage`.
    public init(items: [Any]?) {
        super.init(frame: .zero)
        setUpLayers()
        for (index, item) in (items ?? []).enumerated() {
            if let image = item as? UIImage { insertSegment(with: image, at: index, animated: false) }
            else { insertSegment(withTitle: "\(item)", at: index, animated: false) }
        }
        bounds.size = intrinsicContentSize
    }

    /// A control with a segment per action, titled and imaged by it; selecting a segment runs its action.
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        for (index, action) in actions.enumerated() {
            insertSegment(action: action, at: index, animated: false)
        }
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpLayers()
    }

    private var segmentActions: [Int: UIAction] = [:]

    private func setUpLayers() {
        layer.cornerRadius = Self.cornerRadius
        selectionView.layer.cornerRadius = Self.selectionCornerRadius
        selectionView.layer.shadowOpacity = 0.12
        selectionView.layer.shadowRadius = 4
        selectionView.layer.shadowOffset = CGSize(width: 0, height: 3)
        selectionView.isUserInteractionEnabled = false
        addSubview(selectionView)
        refresh(animated: false)
    }

    // MARK: Segments

    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(Segment(title: title), at: segment)
    }

    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(Segment(image: image), at: segment)
    }

    /// Inserts a segment for `action` (its title and image); choosing the segment runs the action.
    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        let index = min(max(segment, 0), segments.count)
        insert(Segment(title: action.title, image: action.image), at: index)
        segmentActions = Dictionary(uniqueKeysWithValues: segmentActions.map { ($0.key >= index ? $0.key + 1 : $0.key, $0.value) })
        segmentActions[index] = action
    }

    private func insert(_ segment: Segment, at index: Int) {
        let index = min(max(index, 0), segments.count)
        segments.insert(segment, at: index)
        let label = UILabel()
        label.textAlignment = .center
        label.isUserInteractionEnabled = false
        labels.insert(label, at: index)
        addSubview(label)
        let imageView = segment.image.map { image -> UIImageView in
            let view = UIImageView(image: image)
            view.isUserInteractionEnabled = false
            addSubview(view)
            return view
        }
        imageViews.insert(imageView, at: index)
        if storedSelectedIndex >= index { storedSelectedIndex += 1 }
        if storedSelectedIndex >= segments.count { storedSelectedIndex = Self.noSegment }
        rebuildSeparators()
        setNeedsLayout()
        invalidateIntrinsicContentSize()
        refresh(animated: false)
    }

    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment)
        labels.remove(at: segment).removeFromSuperview()
        imageViews.remove(at: segment)?.removeFromSuperview()
        segmentActions[segment] = nil
        segmentActions = Dictionary(uniqueKeysWithValues: segmentActions.map { ($0.key > segment ? $0.key - 1 : $0.key, $0.value) })
        if storedSelectedIndex == segment { storedSelectedIndex = Self.noSegment }
        else if storedSelectedIndex > segment { storedSelectedIndex -= 1 }
        rebuildSeparators()
        setNeedsLayout()
        invalidateIntrinsicContentSize()
        refresh(animated: false)
    }

    open func removeAllSegments() {
        while !segments.isEmpty { removeSegment(at: segments.count - 1, animated: false) }
    }

    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].title = title
        segments[segment].image = nil
        imageViews[segment]?.removeFromSuperview()
        imageViews[segment] = nil
        invalidateIntrinsicContentSize()
        refresh(animated: false)
    }

    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].image = image
        segments[segment].title = nil
        imageViews[segment]?.removeFromSuperview()
        imageViews[segment] = image.map { image in
            let view = UIImageView(image: image)
            view.isUserInteractionEnabled = false
            addSubview(view)
            return view
        }
        setNeedsLayout()
        refresh(animated: false)
    }

    open func imageForSegment(at segment: Int) -> UIImage? {
        segments.indices.contains(segment) ? segments[segment].image : nil
    }

    /// A fixed width for a segment; 0 (the default) lets the control size it.
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].width = max(0, width)
        setNeedsLayout()
    }

    open func widthForSegment(at segment: Int) -> CGFloat {
        segments.indices.contains(segment) ? segments[segment].width : 0
    }

    open func setContentOffset(_ offset: CGSize, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].contentOffset = offset
        setNeedsLayout()
    }

    open func contentOffsetForSegment(at segment: Int) -> CGSize {
        segments.indices.contains(segment) ? segments[segment].contentOffset : .zero
    }

    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].isEnabled = enabled
        refresh(animated: false)
    }

    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) ? segments[segment].isEnabled : false
    }

    // MARK: Title attributes

    /// The attributes of titles in `state` (`.normal`, `.selected`, `.highlighted`, `.disabled`); the selected,
    /// highlighted and disabled attributes are laid over the normal ones, as on iOS.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
        invalidateIntrinsicContentSize()
        refresh(animated: false)
    }

    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }

    /// The attributes a title is drawn with in `state`: UIKit's defaults, then the normal attributes, then the
    /// state's own.
    func effectiveAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any] {
        let weight: UIFont.Weight = state.contains(.selected) ? .semibold : .regular
        var attributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.systemFont(ofSize: Self.fontSize, weight: weight),
            .foregroundColor: state.contains(.disabled) ? UIColor.tertiaryLabel : UIColor.label,
        ]
        attributes.merge(titleAttributes[UIControl.State.normal.rawValue] ?? [:]) { $1 }
        if state != .normal {
            // A selected title keeps its semibold default unless a font is set for `.selected` itself.
            if state.contains(.selected), titleAttributes[UIControl.State.selected.rawValue]?[.font] == nil,
               let font = attributes[.font] as? UIFont {
                attributes[.font] = UIFont.systemFont(ofSize: font.pointSize, weight: .semibold)
            }
            attributes.merge(titleAttributes[state.rawValue] ?? [:]) { $1 }
        }
        return attributes
    }

    // MARK: Layout and drawing

    open override var intrinsicContentSize: CGSize {
        let widths = segments.indices.map(contentWidth)
        let widest = widths.max() ?? 0
        let total = apportionsSegmentWidthsByContent ? widths.reduce(0, +) : widest * CGFloat(segments.count)
        return CGSize(width: total, height: Self.defaultHeight)
    }

    private func contentWidth(_ index: Int) -> CGFloat {
        if segments[index].width > 0 { return segments[index].width }
        let content: CGFloat
        if let image = segments[index].image {
            content = image.size.width
        } else {
            let font = effectiveAttributes(for: .selected)[.font] as? UIFont ?? .systemFont(ofSize: Self.fontSize)
            content = (segments[index].title ?? "").size(withAttributes: [.font: font]).width.rounded(.up)
        }
        return content + 2 * Self.contentPadding
    }

    /// The segments' frames in the control's bounds: fixed widths as set, the rest sharing what remains —
    /// equally, or in proportion to their content with ``apportionsSegmentWidthsByContent``.
    func segmentFrames() -> [CGRect] {
        guard !segments.isEmpty else { return [] }
        let fixed = segments.reduce(0) { $0 + $1.width }
        let free = segments.indices.filter { segments[$0].width == 0 }
        let remaining = max(0, bounds.width - fixed)
        let contents = free.map(contentWidth)
        let contentTotal = contents.reduce(0, +)
        var widths = segments.map(\.width)
        for (k, index) in free.enumerated() {
            widths[index] = apportionsSegmentWidthsByContent && contentTotal > 0
                ? remaining * contents[k] / contentTotal : remaining / CGFloat(free.count)
        }
        var x: CGFloat = 0
        return widths.map { width in
            defer { x += width }
            return CGRect(x: x, y: 0, width: width, height: bounds.height)
        }
    }

    /// The segment under `point` (in the control's coordinates), clamped to the first and last.
    func segment(at point: CGPoint) -> Int? {
        let frames = segmentFrames()
        guard !frames.isEmpty else { return nil }
        if let index = frames.firstIndex(where: { point.x < $0.maxX }) { return index }
        return frames.count - 1
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        refresh(animated: false)
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        refresh(animated: false)
    }

    private func rebuildSeparators() {
        for separator in separators { separator.removeFromSuperlayer() }
        separators = (0..<max(0, segments.count - 1)).map { _ in
            let separator = CALayer()
            layer.insertSublayer(separator, at: 0)
            return separator
        }
    }

    /// The segment drawn selected now: the dragged selection, a momentary touch, or the selected segment.
    private var shownSelection: Int? {
        if let trackingSelection { return trackingSelection }
        if isMomentary { return momentaryIndex }
        return storedSelectedIndex == Self.noSegment ? nil : storedSelectedIndex
    }

    /// Lays out titles, separators and the selection; the selection slides when `animated`.
    private func refresh(animated: Bool) {
        let frames = segmentFrames()
        let traits = traitCollection
        layer.backgroundColor = Self.trackColor.resolvedColor(with: traits).cgColor
        let shown = shownSelection
        for (index, frame) in frames.enumerated() {
            var state: UIControl.State = index == shown ? .selected : .normal
            if !segments[index].isEnabled || !isEnabled { state.insert(.disabled) }
            let attributes = effectiveAttributes(for: state)
            let label = labels[index]
            label.font = attributes[.font] as? UIFont ?? .systemFont(ofSize: Self.fontSize)
            label.textColor = (attributes[.foregroundColor] as? UIColor ?? .label).resolvedColor(with: traits)
            label.text = segments[index].image == nil ? segments[index].title : nil
            let offset = segments[index].contentOffset
            label.frame = frame.offsetBy(dx: offset.width, dy: offset.height)
            if let imageView = imageViews[index], let image = segments[index].image {
                imageView.frame = CGRect(x: frame.midX - image.size.width / 2 + offset.width,
                                         y: frame.midY - image.size.height / 2 + offset.height,
                                         width: image.size.width, height: image.size.height)
                imageView.tintColor = label.textColor
            }
        }
        // Separators show between two unselected segments only (iOS 13+).
        for (index, separator) in separators.enumerated() where index + 1 < frames.count {
            let x = frames[index].maxX
            separator.frame = CGRect(x: x - 0.5, y: (bounds.height - 16) / 2, width: 1, height: 16)
            separator.backgroundColor = UIColor.separator.resolvedColor(with: traits).cgColor
            separator.opacity = (index == shown || index + 1 == shown) ? 0 : 1
        }
        let fill = (selectedSegmentTintColor ?? Self.selectionColor).resolvedColor(with: traits)
        let place = {
            if let shown, frames.indices.contains(shown) {
                self.selectionView.frame = frames[shown].insetBy(dx: Self.selectionInset, dy: Self.selectionInset)
                self.selectionView.alpha = 1
            } else {
                self.selectionView.alpha = 0
            }
        }
        selectionView.backgroundColor = fill
        if animated {
            UIView.animate(withDuration: Self.selectionSlideDuration, delay: 0, options: [.beginFromCurrentState],
                           animations: place)
        } else {
            UIView.performWithoutAnimation(place)
        }
    }

    // MARK: Touches

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard let index = segment(at: touch.location(in: self)) else { return false }
        touchBeganOnSelection = !isMomentary && index == storedSelectedIndex
        if isMomentary, segments[index].isEnabled {
            momentaryIndex = index
            refresh(animated: false)
        }
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard touchBeganOnSelection, let index = segment(at: touch.location(in: self)),
              segments[index].isEnabled, index != shownSelection else { return true }
        trackingSelection = index
        refresh(animated: true)
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        let dragged = trackingSelection
        trackingSelection = nil
        touchBeganOnSelection = false
        guard let touch, bounds.insetBy(dx: -UIControl.touchMargin, dy: -UIControl.touchMargin)
            .contains(touch.location(in: self)),
              let index = dragged ?? segment(at: touch.location(in: self)), segments[index].isEnabled else {
            momentaryIndex = nil
            refresh(animated: true)
            return
        }
        if isMomentary {
            momentaryIndex = nil
            storedSelectedIndex = index
            refresh(animated: false)
            sendSegmentChange(index)
        } else if index != storedSelectedIndex {
            storedSelectedIndex = index
            refresh(animated: true)
            sendSegmentChange(index)
        } else {
            refresh(animated: true)
        }
    }

    open override func cancelTracking(with event: UIEvent?) {
        super.cancelTracking(with: event)
        trackingSelection = nil
        momentaryIndex = nil
        touchBeganOnSelection = false
        refresh(animated: true)
    }

    private func sendSegmentChange(_ index: Int) {
        if let action = segmentActions[index] { sendAction(action) }
        sendActions(for: .valueChanged)
    }
}
