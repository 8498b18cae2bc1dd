import QuartzCore
import Foundation

/// A scrolling list of rows in sections, with cells recycled as they scroll on and off screen.
///
/// Row geometry is ``TableGeometry``: with one `rowHeight` it is arithmetic; when the delegate answers
/// `heightForRowAt`, the table asks it for every row when it (re)loads, as UIKit does without estimated heights, and
/// keeps running totals. Only rows meeting the bounds have cells. Plain-style section headers stay pinned to the top
/// while their section scrolls under them; grouped styles scroll them with the rows.
///
/// Pinned measures (iOS 15, 375-point iPhone): rows 44 points (`rowHeight` is `automaticDimension`: rows whose
/// cells use Auto Layout size themselves, see +SelfSizing; classic cells are 44); a titled header is 28 points in `.plain` and 38 in the grouped styles, an untitled
/// one 0 (plain) or 18 (grouped); footers 0 / 18, or 38 when titled in grouped styles; `.insetGrouped` rows are
/// inset 20 points with 10-point corners on each section's first and last row; grouped backgrounds are
/// `systemGroupedBackground`.
///
/// `delegate` is the scroll view's property (see ``UICollectionView``): assign any `UITableViewDelegate`.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    public enum Style: Int, Sendable {
        case plain, grouped, insetGrouped
    }

    public enum ScrollPosition: Int, Sendable {
        case none, top, middle, bottom
    }

    /// How inserted and deleted rows come and go (``UITableView`` +Updates).
    public enum RowAnimation: Int, Sendable {
        case fade, right, left, top, bottom, none, middle
        case automatic = 100
    }

    public enum SeparatorStyle: Int, Sendable {
        case none, singleLine
    }

    /// "Use the default": for heights, the style's measure.
    public static let automaticDimension: CGFloat = -1

    public let style: Style

    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
        alwaysBounceVertical = true
        clipsToBounds = true
        installSwipe()
        installReorder()
    }

    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
    }

    open weak var dataSource: (any UITableViewDataSource)? {
        didSet {
            editingState.implementsMove = nil
            editingState.implementsCommit = nil
            reloadData()
        }
    }

    // MARK: Editing (UITableView+Editing.swift, +Reorder.swift)

    /// Whether the rows show their editing controls; setting it calls ``setEditing(_:animated:)`` unanimated.
    open var isEditing: Bool {
        get { editingState.isEditing }
        set { setEditing(newValue, animated: false) }
    }

    /// Turns editing mode on or off for every row (see UITableView+Editing.swift for the questions asked).
    open func setEditing(_ editing: Bool, animated: Bool) {
        applyEditing(editing, animated: animated)
    }

    /// Whether a tap selects a row in editing mode (false by default).
    open var allowsSelectionDuringEditing = false
    /// Whether rows show selection circles in editing mode and taps toggle them (false by default).
    open var allowsMultipleSelectionDuringEditing = false
    package var editingState = TableEditingState()
    package var selfSizing = TableSelfSizingState()

    package var tableDelegate: (any UITableViewDelegate)? { delegate as? any UITableViewDelegate }

    // MARK: Measures

    open var rowHeight: CGFloat = UITableView.automaticDimension { didSet { invalidateGeometry() } }
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { invalidateGeometry() } }
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { invalidateGeometry() } }
    /// The height of rows not measured yet when rows size themselves (`automaticDimension`: 44; 0 turns self-sizing
    /// off). See UITableView+SelfSizing.swift.
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension { didSet { invalidateGeometry() } }
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension
    open var separatorStyle: SeparatorStyle = .singleLine { didSet { setNeedsLayout() } }
    open var separatorColor: UIColor? = .separator
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    open var allowsSelection = true
    open var allowsMultipleSelection = false

    /// The row height in use: `rowHeight`, or 44 for `automaticDimension`.
    public var effectiveRowHeight: CGFloat { rowHeight >= 0 ? rowHeight : 44 }

    /// A view above the first section.
    open var tableHeaderView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let tableHeaderView { addSubview(tableHeaderView) }
            invalidateGeometry()
        }
    }

    /// A view below the last section.
    open var tableFooterView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let tableFooterView { addSubview(tableFooterView) }
            invalidateGeometry()
        }
    }

    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
        }
    }

    // MARK: Registration and reuse

    private var cellClasses: [String: UITableViewCell.Type] = [:]
    private var headerFooterClasses: [String: UITableViewHeaderFooterView.Type] = [:]
    private var cellQueues: [String: [UITableViewCell]] = [:]
    private var headerFooterQueues: [String: [UITableViewHeaderFooterView]] = [:]
    /// How many cells the table has created (for tests of reuse).
    package private(set) var createdCellCount = 0

    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        cellClasses[identifier] = cellClass as? UITableViewCell.Type
    }

    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerFooterClasses[identifier] = aClass as? UITableViewHeaderFooterView.Type
    }

    /// A queued cell for `identifier`, a new one of the registered class, or nil when neither exists (the classic
    /// `if cell == nil { cell = UITableViewCell(style:reuseIdentifier:) }` idiom).
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if var queue = cellQueues[identifier], let cell = queue.popLast() {
            cellQueues[identifier] = queue
            cell.prepareForReuse()
            return cell
        }
        guard let cellClass = cellClasses[identifier] else { return nil }
        createdCellCount += 1
        let cell = cellClass.init(style: .default, reuseIdentifier: identifier)
        return cell
    }

    /// A cell for `indexPath`, reused or new, already sized for its row. Raises when nothing is registered for
    /// `identifier`, with UIKit's message.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        guard cellClasses[identifier] != nil || !(cellQueues[identifier] ?? []).isEmpty,
              let cell = dequeueReusableCell(withIdentifier: identifier) else {
            preconditionFailure("unable to dequeue a cell with identifier \(identifier) - must register a nib or a class "
                + "for the identifier or connect a prototype cell in a storyboard")
        }
        if isValid(indexPath) { cell.frame = rectForRowInContent(indexPath) }
        return cell
    }

    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        if var queue = headerFooterQueues[identifier], let view = queue.popLast() {
            headerFooterQueues[identifier] = queue
            view.prepareForReuse()
            return view
        }
        guard let viewClass = headerFooterClasses[identifier] else { return nil }
        return viewClass.init(reuseIdentifier: identifier)
    }

    package func enqueue(_ cell: UITableViewCell) {
        cell.removeFromSuperview()
        guard let identifier = cell.reuseIdentifier else { return }
        cellQueues[identifier, default: []].append(cell)
    }

    package func enqueueHeaderFooter(_ view: UIView) {
        view.removeFromSuperview()
        guard let view = view as? UITableViewHeaderFooterView, let identifier = view.reuseIdentifier else { return }
        headerFooterQueues[identifier, default: []].append(view)
    }

    // MARK: Data and geometry

    package var rowCounts: [Int]?
    package var geometry = TableGeometry()
    package var geometryIsValid = false
    private var needsReload = true
    /// Header and footer views the delegate supplied, by section (asked once per reload).
    package var suppliedHeaders: [Int: UIView] = [:]
    package var suppliedFooters: [Int: UIView] = [:]

    open var numberOfSections: Int { counts.count }

    open func numberOfRows(inSection section: Int) -> Int {
        SectionCounts.count(of: section, in: counts) {
            "request for number of rows in section (\(section)) when there are only \($0) sections in the table view"
        }
    }

    package var counts: [Int] {
        if let rowCounts { return rowCounts }
        let fresh = readCounts()
        rowCounts = fresh
        return fresh
    }

    package func readCounts() -> [Int] {
        guard let dataSource else { return [] }
        return SectionCounts.read(sections: dataSource.numberOfSections(in: self)) {
            dataSource.tableView(self, numberOfRowsInSection: $0)
        }
    }

    package func isValid(_ indexPath: IndexPath) -> Bool {
        let counts = counts
        return indexPath.count == 2 && counts.indices.contains(indexPath.section)
            && (0..<counts[indexPath.section]).contains(indexPath.row)
    }

    /// Forgets counts, heights and visible cells; selection is cleared.
    open func reloadData() {
        rowCounts = nil
        selfSizing = TableSelfSizingState()
        needsReload = true
        selectedRows = []
        invalidateGeometry()
    }

    package func invalidateGeometry() {
        geometryIsValid = false
        setNeedsLayout()
    }

    // MARK: Rectangles

    private var rowInset: CGFloat { style == .insetGrouped ? 20 : 0 }

    package func rectForRowInContent(_ indexPath: IndexPath) -> CGRect {
        buildGeometryIfNeeded()
        let (y, h) = geometry.sections[indexPath.section].row(indexPath.row)
        return CGRect(x: rowInset, y: y, width: bounds.width - 2 * rowInset, height: h)
    }

    /// The row's rectangle in the table's (content) coordinates.
    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        guard isValid(indexPath) else { return .zero }
        return rectForRowInContent(indexPath)
    }

    open func rect(forSection section: Int) -> CGRect {
        buildGeometryIfNeeded()
        guard geometry.sections.indices.contains(section) else { return .zero }
        let s = geometry.sections[section]
        return CGRect(x: 0, y: s.start, width: bounds.width, height: s.end - s.start)
    }

    open func rectForHeader(inSection section: Int) -> CGRect {
        buildGeometryIfNeeded()
        guard geometry.sections.indices.contains(section) else { return .zero }
        let s = geometry.sections[section]
        return CGRect(x: 0, y: s.start, width: bounds.width, height: s.headerHeight)
    }

    open func rectForFooter(inSection section: Int) -> CGRect {
        buildGeometryIfNeeded()
        guard geometry.sections.indices.contains(section) else { return .zero }
        let s = geometry.sections[section]
        return CGRect(x: 0, y: s.end - s.footerHeight, width: bounds.width, height: s.footerHeight)
    }

    /// Laid out by the window's next layout pass once in a window, as UIKit lays out views that move into one.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window != nil { setNeedsLayoutThroughAncestors() }
    }

    // MARK: Layout pass

    package var visibleCellsByPath: [IndexPath: UITableViewCell] = [:]
    package var visibleHeaders: [Int: UIView] = [:]
    package var visibleFooters: [Int: UIView] = [:]
    /// Rows animating away after an update; layout passes leave them alone.
    package var departingCells: [UITableViewCell] = []
    /// How many rows the layout passes have placed (for tests of scale).
    package private(set) var rowsPlaced = 0

    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView?.frame = CGRect(origin: bounds.origin, size: bounds.size)
        layoutVisibleRows(animatingWith: nil)
    }

    /// Makes the cells on screen match the geometry for the bounds.
    package func layoutVisibleRows(animatingWith place: ((UIView, CGRect) -> Void)?, depth: Int = 0) {
        if needsReload {
            needsReload = false
            for (path, cell) in visibleCellsByPath { endDisplaying(cell, at: path) }
            visibleCellsByPath = [:]
            for (_, view) in visibleHeaders { enqueueHeaderFooter(view) }
            for (_, view) in visibleFooters { enqueueHeaderFooter(view) }
            visibleHeaders = [:]
            visibleFooters = [:]
        }
        buildGeometryIfNeeded()
        if contentSize.width != bounds.width { contentSize.width = bounds.width }
        tableHeaderView?.frame = CGRect(x: 0, y: 0, width: bounds.width, height: geometry.tableHeaderHeight)
        if let footer = tableFooterView {
            footer.frame = CGRect(x: 0, y: (geometry.sections.last?.end ?? geometry.tableHeaderHeight),
                                  width: bounds.width, height: geometry.tableFooterHeight)
        }
        let y0 = bounds.minY, y1 = bounds.maxY
        var wanted = Set<IndexPath>()
        var wantedSections = Set<Int>()
        for s in geometry.sections(in: y0, y1) {
            wantedSections.insert(s)
            for r in geometry.sections[s].rows(in: y0, y1) { wanted.insert(IndexPath(row: r, section: s)) }
        }
        for (path, cell) in visibleCellsByPath where !wanted.contains(path) {
            endDisplaying(cell, at: path)
            visibleCellsByPath[path] = nil
        }
        let reorder = editingState.reorder
        let anchor = visibleCellsByPath.keys.min()
        for path in wanted.sorted() {
            var frame = rectForRowInContent(path)
            // A swiped row stays where the swipe holds it.
            if let swipe, visibleCellsByPath[path] === swipe.cell { continue }
            if let reorder {
                // A row being dragged stays under the finger; the others keep the places they made for it.
                if visibleCellsByPath[path] === reorder.cell { continue }
                frame = displacedFrame(of: path, state: reorder)
            }
            if let cell = visibleCellsByPath[path] {
                if let place { place(cell, frame) } else if cell.frame != frame { cell.frame = frame }
                decorate(cell, at: path)
            } else if let cell = realizeCell(at: path, frame: frame, anchor: anchor) {
                visibleCellsByPath[path] = cell
            }
        }
        rowsPlaced += wanted.count
        layoutHeadersAndFooters(sections: wantedSections, place: place)
        refineSelfSizedRows(place: place, depth: depth)
    }

    private func realizeCell(at path: IndexPath, frame: CGRect, anchor: IndexPath?) -> UITableViewCell? {
        guard let dataSource else { return nil }
        let cell = dataSource.tableView(self, cellForRowAt: path)
        cell.frame = frame
        cell.setSelected(selectedRows.contains(path), animated: false)
        decorate(cell, at: path)
        prepareEditing(of: cell, at: path)
        cell.layoutIfNeeded()
        measureIfSelfSizing(cell, at: path, anchor: anchor)
        insertSubview(cell, at: backgroundView == nil ? 0 : 1)
        tableDelegate?.tableView(self, willDisplay: cell, forRowAt: path)
        return cell
    }

    /// Separators and inset-grouped corners for a row's place in its section.
    private func decorate(_ cell: UITableViewCell, at path: IndexPath) {
        let last = path.row == counts[path.section] - 1
        cell.showsSeparator = separatorStyle != .none && !(style != .plain && last)
        if style == .insetGrouped {
            let first = path.row == 0
            var corners: CACornerMask = []
            if first { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
            if last { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
            cell.layer.cornerRadius = corners.isEmpty ? 0 : 10
            cell.layer.maskedCorners = corners
            cell.clipsToBounds = !corners.isEmpty
        }
    }

    package func endDisplaying(_ cell: UITableViewCell, at path: IndexPath) {
        cell.removeFromSuperview()
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: path)
        enqueue(cell)
    }

    private func layoutHeadersAndFooters(sections: Set<Int>, place: ((UIView, CGRect) -> Void)?) {
        for (s, view) in visibleHeaders where !sections.contains(s) {
            enqueueHeaderFooter(view)
            visibleHeaders[s] = nil
        }
        for (s, view) in visibleFooters where !sections.contains(s) {
            enqueueHeaderFooter(view)
            visibleFooters[s] = nil
        }
        for s in sections.sorted() {
            let section = geometry.sections[s]
            if section.headerHeight > 0 {
                var frame = rectForHeader(inSection: s)
                if style == .plain {
                    // Pinned to the top while the section is under it.
                    let top = bounds.minY + adjustedContentInset.top
                    frame.origin.y = max(section.start, min(top, section.end - section.footerHeight - frame.height))
                }
                if let view = visibleHeaders[s] ?? makeHeaderFooter(section: s, footer: false) {
                    visibleHeaders[s] = view
                    if let place { place(view, frame) } else { view.frame = frame }
                    bringSubviewToFront(view)
                }
            }
            if section.footerHeight > 0 {
                let frame = rectForFooter(inSection: s)
                if let view = visibleFooters[s] ?? makeHeaderFooter(section: s, footer: true) {
                    visibleFooters[s] = view
                    if let place { place(view, frame) } else { view.frame = frame }
                }
            }
        }
    }

    private func makeHeaderFooter(section: Int, footer: Bool) -> UIView? {
        let supplied = footer ? suppliedFooters[section] : suppliedHeaders[section]
        let view: UIView
        if let supplied {
            view = supplied
        } else {
            let title = footer ? dataSource?.tableView(self, titleForFooterInSection: section)
                : dataSource?.tableView(self, titleForHeaderInSection: section)
            let headerView = dequeueReusableHeaderFooterView(withIdentifier: Self.titleHeaderIdentifier)
                ?? UITableViewHeaderFooterView(reuseIdentifier: Self.titleHeaderIdentifier)
            headerView.isGrouped = style != .plain
            headerView.isGroupedInset = style == .insetGrouped
            headerView.isFooter = footer
            headerView.setTitle(title)
            headerView.backgroundColor = style == .plain && !footer ? .secondarySystemBackground : nil
            view = headerView
        }
        addSubview(view)
        return view
    }

    private static let titleHeaderIdentifier = "UITableViewTitleHeaderFooter"

    /// The header view on screen for `section`.
    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        visibleHeaders[section] as? UITableViewHeaderFooterView
    }

    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        visibleFooters[section] as? UITableViewHeaderFooterView
    }

    // MARK: Queries

    /// The cell on screen for the row; nil when it is offscreen.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { visibleCellsByPath[indexPath] }

    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        visibleCellsByPath.first { $0.value === cell }?.key
    }

    /// The row whose rectangle contains `point` (table coordinates).
    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
        buildGeometryIfNeeded()
        for s in geometry.sections(in: point.y, point.y) {
            for r in geometry.sections[s].rows(in: point.y, point.y) {
                let path = IndexPath(row: r, section: s)
                if rectForRowInContent(path).contains(point) { return path }
            }
        }
        return nil
    }

    open func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        buildGeometryIfNeeded()
        var result: [IndexPath] = []
        for s in geometry.sections(in: rect.minY, rect.maxY) {
            for r in geometry.sections[s].rows(in: rect.minY, rect.maxY) { result.append(IndexPath(row: r, section: s)) }
        }
        return result
    }

    open var visibleCells: [UITableViewCell] {
        visibleCellsByPath.sorted { $0.key < $1.key }.map(\.value)
    }

    open var indexPathsForVisibleRows: [IndexPath]? { visibleCellsByPath.keys.sorted() }

    // MARK: Selection state (UITableView+Selection.swift)

    package var selectedRows: [IndexPath] = []
    package var highlightedRow: IndexPath?
    package var pendingUpdate: CollectionUpdatePlan?
    package var pendingAnimations: [IndexPath: RowAnimation] = [:]
    package var updateDepth = 0
    package var updateStartCounts: [Int] = []
    package var swipe: SwipeState?
    package var swipePanRecognizer: UIPanGestureRecognizer?

    /// A horizontal drag on a row with trailing actions swipes the row; the scroll view's pan leaves it alone.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer === editingState.reorderPan, let pan = gestureRecognizer as? UIPanGestureRecognizer {
            return reorderPanShouldBegin(pan)
        }
        if let pan = gestureRecognizer as? UIPanGestureRecognizer, panStartsOnReorderControl(pan) { return false }
        if gestureRecognizer === swipePanRecognizer, let pan = gestureRecognizer as? UIPanGestureRecognizer {
            return panIsRowSwipe(pan)
        }
        if gestureRecognizer === panGestureRecognizer, let pan = gestureRecognizer as? UIPanGestureRecognizer,
           panIsRowSwipe(pan) {
            return false
        }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

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
}
