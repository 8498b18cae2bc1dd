import QuartzCore
import Foundation

/// A scrolling view of items placed by a layout object, with cells recycled as they scroll on and off screen.
///
/// Only the elements whose frames meet the visible rectangle (the bounds) have views: on every layout pass the
/// collection view asks its layout for the attributes of the elements in that rectangle, queues the views of the
/// elements that left it under their reuse identifiers, and asks the data source for views of the elements that
/// entered it (the data source dequeues them, getting queued views back after ``UICollectionReusableView/prepareForReuse()``).
/// A frame of scrolling therefore costs work proportional to what is visible, whatever the item count.
///
/// `delegate` is the scroll view's property, typed `UIScrollViewDelegate?`: Swift cannot narrow an inherited
/// property's type as Objective-C does, so assign any `UICollectionViewDelegate`; the collection view reads it back
/// as one.
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    /// The kind of a flow layout's section headers.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a flow layout's section footers.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
    /// The kind UIKit's messages use for cells.
    package static let elementKindCell = "UICollectionElementKindCell"

    /// Where a scrolled-to item ends up in the visible rectangle.
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
        layout.needsPrepare = true
        clipsToBounds = true
        installTouchHandling()
    }

    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
        collectionViewLayout.collectionView = self
        installTouchHandling()
    }

    // MARK: Collaborators

    /// The layout; setting it lays the items out again (without animation).
    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            guard oldValue !== collectionViewLayout else { return }
            oldValue.collectionView = nil
            collectionViewLayout.collectionView = self
            collectionViewLayout.invalidateLayout()
        }
    }

    /// Replaces the layout; `animated` moves the visible items to their new places with UIKit's update animation.
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool,
                                      completion: ((Bool) -> Void)? = nil) {
        guard animated, window != nil else {
            collectionViewLayout = layout
            layoutIfNeeded()
            completion?(true)
            return
        }
        let old = collectionViewLayout
        animateRelayout(completion: completion) {
            for view in self.visibleViews.values { view.willTransition(from: old, to: layout) }
            self.collectionViewLayout = layout
        }
    }

    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        setCollectionViewLayout(layout, animated: animated, completion: nil)
    }

    /// Supplies the sections, items and views.
    open weak var dataSource: (any UICollectionViewDataSource)? {
        didSet { reloadData() }
    }

    /// The delegate as a collection view delegate (nil if it is only a scroll view delegate).
    package var collectionDelegate: (any UICollectionViewDelegate)? { delegate as? any UICollectionViewDelegate }

    /// Behind every cell; fills the collection view and does not scroll.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    // MARK: Registration and reuse

    private var cellClasses: [String: UICollectionViewCell.Type] = [:]
    private var supplementaryClasses: [String: UICollectionReusableView.Type] = [:]
    /// Views waiting for reuse, by `kind|identifier`.
    private var reuseQueues: [String: [UICollectionReusableView]] = [:]
    /// How many reusable views the collection view has created (a measure for tests of reuse).
    package private(set) var createdViewCount = 0

    /// Registers the class whose instances `dequeueReusableCell(withReuseIdentifier:for:)` returns for `identifier`.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        cellClasses[identifier] = cellClass as? UICollectionViewCell.Type
    }

    /// Registers the class of supplementary views of `elementKind` for `identifier`.
    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
                       withReuseIdentifier identifier: String) {
        supplementaryClasses[elementKind + "|" + identifier] = viewClass as? UICollectionReusableView.Type
    }

    /// A cell for `indexPath`: one that scrolled away (after its `prepareForReuse()`), or a new one of the registered
    /// class. Its geometry is already the item's. Raises if nothing is registered for `identifier`, as UIKit does.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        guard let cellClass = cellClasses[identifier] else {
            preconditionFailure("could not dequeue a view of kind: \(Self.elementKindCell) with identifier \(identifier) "
                + "- must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
        }
        let cell = dequeue(key: Self.elementKindCell + "|" + identifier) { cellClass.init(frame: .zero) }
        cell.reuseIdentifier = identifier
        if let attributes = pendingAttributes(for: .cell(indexPath)) { cell.applyAttributes(attributes) }
        return cell as! UICollectionViewCell
    }

    /// A supplementary view of `elementKind` for `indexPath`, reused or new. Raises if none is registered.
    open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                               for indexPath: IndexPath) -> UICollectionReusableView {
        guard let viewClass = supplementaryClasses[elementKind + "|" + identifier] else {
            preconditionFailure("could not dequeue a view of kind: \(elementKind) with identifier \(identifier) "
                + "- must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
        }
        let view = dequeue(key: elementKind + "|" + identifier) { viewClass.init(frame: .zero) }
        view.reuseIdentifier = identifier
        let key = ElementKey(category: .supplementaryView, kind: elementKind, indexPath: indexPath)
        if let attributes = pendingAttributes(for: key) { view.applyAttributes(attributes) }
        return view
    }

    private func dequeue(key: String, make: () -> UICollectionReusableView) -> UICollectionReusableView {
        if var queue = reuseQueues[key], let view = queue.popLast() {
            reuseQueues[key] = queue
            view.prepareForReuse()
            return view
        }
        createdViewCount += 1
        return make()
    }

    /// Puts a view that left the screen into its queue.
    package func enqueue(_ view: UICollectionReusableView, kind: String) {
        view.removeFromSuperview()
        if let cell = view as? UICollectionViewCell {
            cell.isSelected = false
            cell.isHighlighted = false
        }
        guard let identifier = view.reuseIdentifier else { return }
        reuseQueues[kind + "|" + identifier, default: []].append(view)
    }

    /// The attributes of the element being realised, so a dequeued view has its geometry in `cellForItemAt`.
    private var realizing: (key: ElementKey, attributes: UICollectionViewLayoutAttributes)?

    private func pendingAttributes(for key: ElementKey) -> UICollectionViewLayoutAttributes? {
        // The data source may name the item by its data path (different while an item is moved interactively).
        if let realizing, realizing.key.category == key.category, realizing.key.kind == key.kind {
            return realizing.attributes
        }
        return nil
    }

    /// Dies with UIKit's message when the data source answered without dequeuing.
    static func missingSupplementaryView(kind: String, at indexPath: IndexPath) -> Never {
        preconditionFailure("the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath: "
            + "(\(kind), \(indexPath)) was not retrieved by calling "
            + "-dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath:")
    }

    // MARK: Data

    /// Items per section as last read from the data source (nil: read them on next use).
    package var itemCounts: [Int]?
    private var needsReload = true

    /// The number of sections, read from the data source on first use after `reloadData()`.
    open var numberOfSections: Int { counts.count }

    /// The number of items in `section`, as the collection view knows it (not re-asked until the next reload).
    open func numberOfItems(inSection section: Int) -> Int {
        SectionCounts.count(of: section, in: counts) {
            "request for number of items in section \(section) when there are only \($0) sections in the collection view"
        }
    }

    package var counts: [Int] {
        if let itemCounts { return itemCounts }
        let fresh = readCounts()
        itemCounts = fresh
        return fresh
    }

    package func readCounts() -> [Int] {
        guard let dataSource else { return [] }
        return SectionCounts.read(sections: dataSource.numberOfSections(in: self)) {
            dataSource.collectionView(self, numberOfItemsInSection: $0)
        }
    }

    /// Forgets everything: counts are read again, visible views go back to the queues, selection is cleared, and the
    /// next layout pass asks the data source for the visible items afresh.
    open func reloadData() {
        itemCounts = nil
        needsReload = true
        selectedPaths = []
        collectionViewLayout.invalidateLayout()
        setNeedsLayout()
    }

    // MARK: Layout pass

    /// Views on screen, by element.
    package var visibleViews: [ElementKey: UICollectionReusableView] = [:]
    /// The attributes each visible view was last given.
    package var visibleAttributes: [ElementKey: UICollectionViewLayoutAttributes] = [:]
    /// Views animating out after an update; not touched by layout passes until their animation ends.
    package var disappearingViews: [UICollectionReusableView] = []
    /// How many attributes the layout returned over all passes (a measure for tests of scale).
    package private(set) var attributesQueried = 0

    /// Every bounds change (a scroll or a resize) is offered to the layout first, while `bounds` is still the old
    /// value, as on iOS; a layout that answers true is invalidated (the flow layout does on a size change).
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            offerBoundsChange(newValue)
            super.bounds = newValue
        }
    }

    open override var frame: CGRect {
        get { super.frame }
        set {
            offerBoundsChange(CGRect(origin: super.bounds.origin, size: newValue.size))
            super.frame = newValue
        }
    }

    private func offerBoundsChange(_ newBounds: CGRect) {
        let old = super.bounds
        guard newBounds != old, collectionViewLayout.shouldInvalidateLayout(forBoundsChange: newBounds) else { return }
        collectionViewLayout.invalidateLayout()
    }

    /// Laid out by the window's next layout pass once in a window, as UIKit lays out views that move into one.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window != nil { setNeedsLayoutThroughAncestors() }
    }

    /// Called by the layout's `invalidateLayout()`.
    func layoutDidInvalidate() {
        setNeedsLayout()
    }

    /// A new cell preferred another size during this pass (self-sizing).
    package var selfSizingChanged = false

    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView?.frame = CGRect(origin: bounds.origin, size: bounds.size)
        updateVisibleElements(applying: nil)
    }

    /// Prepares the layout if needed and makes the views on screen match its answer for the bounds.
    /// `applying` sets each surviving view's attributes (the update animation passes its own).
    package func updateVisibleElements(applying apply: ((UICollectionReusableView, UICollectionViewLayoutAttributes) -> Void)?,
                                       depth: Int = 0) {
        if needsReload {
            needsReload = false
            for (key, view) in visibleViews { endDisplaying(view, key: key) }
            visibleViews = [:]
            visibleAttributes = [:]
        }
        _ = counts
        collectionViewLayout.prepareIfNeeded()
        let size = collectionViewLayout.collectionViewContentSize
        if contentSize != size { contentSize = size }
        let attributes = visibleElementAttributes()
        var wanted: [ElementKey: UICollectionViewLayoutAttributes] = [:]
        wanted.reserveCapacity(attributes.count)
        for a in attributes { wanted[a.elementKey] = a }
        if let moving = movingAttributes { wanted[moving.elementKey] = moving }
        for (key, view) in visibleViews where wanted[key] == nil {
            endDisplaying(view, key: key)
            visibleViews[key] = nil
            visibleAttributes[key] = nil
        }
        for a in wanted.values.sorted(by: { $0.indexPath < $1.indexPath }) {
            let key = a.elementKey
            if let view = visibleViews[key] {
                if let old = visibleAttributes[key], old.isEqual(a) { continue }
                if let apply { apply(view, a) } else { place(view, a) }
                visibleAttributes[key] = a
            } else if let view = realize(a) {
                visibleViews[key] = view
                visibleAttributes[key] = a
            }
        }
        // New cells preferred other sizes: lay out again with them (a bounded number of times).
        if selfSizingChanged {
            selfSizingChanged = false
            if depth < 4 { updateVisibleElements(applying: apply, depth: depth + 1) }
        }
    }

    /// Sets a view's geometry from attributes; a view hosted by a section's scroller is placed in its coordinates.
    package func place(_ view: UICollectionReusableView, _ attributes: UICollectionViewLayoutAttributes) {
        view.applyAttributes(attributes)
        if let host = view.superview, host !== self { view.center = convert(attributes.center, to: host) }
    }

    /// The layout's attributes for the visible rectangle, checked against the data.
    package func visibleElementAttributes() -> [UICollectionViewLayoutAttributes] {
        let rect = bounds
        let answer = collectionViewLayout.layoutAttributesForElements(in: rect) ?? []
        attributesQueried += answer.count
        let counts = counts
        var result: [UICollectionViewLayoutAttributes] = []
        result.reserveCapacity(answer.count)
        for a in answer where UICollectionViewFlowLayout.overlaps(a.frame, rect) || a.frame.isEmpty && rect.contains(a.center) {
            if a.representedElementCategory == .cell {
                let p = a.indexPath
                guard p.count == 2, counts.indices.contains(p.section), (0..<counts[p.section]).contains(p.item) else {
                    preconditionFailure("UICollectionView received layout attributes for a cell with an index path that "
                        + "does not exist: \(Self.describe(p))")
                }
            }
            if a.representedElementCategory == .decorationView { continue }
            result.append(a)
        }
        return result
    }

    /// How Foundation prints an index path in UIKit's messages.
    package static func describe(_ indexPath: IndexPath) -> String {
        "<NSIndexPath> {length = \(indexPath.count), path = \(indexPath.map(String.init).joined(separator: " - "))}"
    }

    /// Creates (via the data source) the view for `attributes` and puts it on screen.
    package func realize(_ attributes: UICollectionViewLayoutAttributes) -> UICollectionReusableView? {
        guard let dataSource else { return nil }
        let key = attributes.elementKey
        realizing = (key, attributes)
        defer { realizing = nil }
        let view: UICollectionReusableView
        switch attributes.representedElementCategory {
        case .cell:
            let cell = dataSource.collectionView(self, cellForItemAt: dataIndexPath(forShown: attributes.indexPath))
            guard cell.reuseIdentifier != nil else {
                preconditionFailure("the cell returned from -collectionView:cellForItemAtIndexPath: does not have a "
                    + "reuseIdentifier - cells must be retrieved by calling -dequeueReusableCellWithReuseIdentifier:forIndexPath:")
            }
            cell.isSelected = selectedPaths.contains(attributes.indexPath)
            view = cell
        case .supplementaryView:
            let kind = attributes.representedElementKind ?? ""
            view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: attributes.indexPath)
            guard view.reuseIdentifier != nil else { Self.missingSupplementaryView(kind: kind, at: attributes.indexPath) }
        case .decorationView:
            return nil
        }
        view.applyAttributes(attributes)
        view.layoutIfNeeded()
        if attributes.representedElementCategory == .cell, collectionViewLayout.wantsPreferredAttributes {
            let preferred = view.preferredLayoutAttributesFitting(attributes)
            if collectionViewLayout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred,
                                                           withOriginalAttributes: attributes) {
                collectionViewLayout.recordPreferredAttributes(preferred)
                selfSizingChanged = true
            }
        }
        if attributes.representedElementCategory == .cell,
           let host = collectionViewLayout.hostView(forItemAt: attributes.indexPath) {
            host.addSubview(view)
            view.center = convert(attributes.center, to: host)
        } else {
            insertSubview(view, at: backgroundView == nil ? 0 : 1)
        }
        switch attributes.representedElementCategory {
        case .cell:
            collectionDelegate?.collectionView(self, willDisplay: view as! UICollectionViewCell, forItemAt: attributes.indexPath)
        default:
            collectionDelegate?.collectionView(self, willDisplaySupplementaryView: view,
                                               forElementKind: key.kind, at: attributes.indexPath)
        }
        return view
    }

    /// Takes a view off screen, tells the delegate and queues it.
    package func endDisplaying(_ view: UICollectionReusableView, key: ElementKey) {
        enqueueAfterEndDisplaying(view, key: key)
    }

    package func enqueueAfterEndDisplaying(_ view: UICollectionReusableView, key: ElementKey) {
        view.removeFromSuperview()
        if let cell = view as? UICollectionViewCell, key.category == .cell {
            collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: key.indexPath)
            enqueue(cell, kind: Self.elementKindCell)
        } else {
            collectionDelegate?.collectionView(self, didEndDisplayingSupplementaryView: view,
                                               forElementOfKind: key.kind, at: key.indexPath)
            enqueue(view, kind: key.kind)
        }
    }

    // MARK: Queries

    /// The cell on screen for `indexPath`; nil when the item is offscreen (or does not exist), as on iOS.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        visibleViews[.cell(indexPath)] as? UICollectionViewCell
    }

    /// The index path of a visible cell.
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        visibleViews.first { $0.key.category == .cell && $0.value === cell }?.key.indexPath
    }

    /// The item whose frame contains `point` (in the collection view's coordinates, i.e. content coordinates).
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        collectionViewLayout.prepareIfNeeded()
        let probe = CGRect(x: point.x, y: point.y, width: 1, height: 1)
        let hits = (collectionViewLayout.layoutAttributesForElements(in: probe) ?? [])
            .filter { $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.contains(point) }
        return hits.max { $0.zIndex < $1.zIndex }?.indexPath
    }

    /// The cells on screen, in index-path order.
    open var visibleCells: [UICollectionViewCell] {
        visibleViews.filter { $0.key.category == .cell }.sorted { $0.key.indexPath < $1.key.indexPath }
            .compactMap { $0.value as? UICollectionViewCell }
    }

    /// The index paths of the cells on screen, in order.
    open var indexPathsForVisibleItems: [IndexPath] {
        visibleViews.keys.filter { $0.category == .cell }.map(\.indexPath).sorted()
    }

    /// The supplementary view on screen of `elementKind` at `indexPath`.
    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        visibleViews[ElementKey(category: .supplementaryView, kind: elementKind, indexPath: indexPath)]
    }

    /// The supplementary views on screen of a kind.
    open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        visibleViews.filter { $0.key.category == .supplementaryView && $0.key.kind == elementKind }
            .sorted { $0.key.indexPath < $1.key.indexPath }.map(\.value)
    }

    /// The layout's attributes for an item; nil if there is no such item.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard isValid(indexPath) else { return nil }
        collectionViewLayout.prepareIfNeeded()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    /// The layout's attributes for a supplementary view.
    open func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes? {
        collectionViewLayout.prepareIfNeeded()
        return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    package func isValid(_ indexPath: IndexPath) -> Bool {
        let counts = counts
        return indexPath.count == 2 && counts.indices.contains(indexPath.section)
            && (0..<counts[indexPath.section]).contains(indexPath.item)
    }

    // MARK: Selection state (see UICollectionView+Selection.swift)

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        selectionTouchesBegan(touches)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        selectionTouchesEnded(touches)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesCancelled(touches, with: event)
        selectionTouchesCancelled()
    }

    /// Selected items, in the order they were selected.
    package var selectedPaths: [IndexPath] = []
    open var allowsSelection = true
    open var allowsMultipleSelection = false
    package var highlightedPath: IndexPath?

    // MARK: Update state (see UICollectionView+Updates.swift)

    /// The operations recorded inside a `performBatchUpdates` block.
    package var pendingUpdate: CollectionUpdatePlan?
    /// What the layout answered before the update in progress, by element.
    package var preUpdateAttributes: [ElementKey: UICollectionViewLayoutAttributes] = [:]
    /// Views that leave the screen when the update animation ends.
    package var leavingAfterUpdate: [(view: UICollectionReusableView, key: ElementKey)] = []

    // MARK: Interactive movement state (see UICollectionView+Movement.swift)

    package var movement: InteractiveMovement?
}
