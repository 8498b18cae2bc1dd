import Flipbook
import Testing

/// Scroll-and-select churn (issue 16): 1,000 cycles of scrolling a list (dragged and flung), tapping a cell whose
/// selection pushes a detail controller, and popping it. Nothing a cycle created — the detail controller, its
/// views and layers, the push and pop transitions' coordinators — outlives it, and the heap stays flat.
extension TransitionContextLeakTests {
    @Test(arguments: [ListKind.table, .collection])
    func scrollAndSelectCycles(kind: ListKind) {
        let stage = Stage(device: .iPhoneSE)
        let list = ChurnListController(kind: kind)
        let nav = UINavigationController(rootViewController: list)
        stage.window.rootViewController = nav
        stage.pumpAndSettle()
        var selections = 0
        var coordinators: [AnyObject] = []
        list.onSelect = { indexPath in
            selections += 1
            let detail = UIViewController()
            detail.view.backgroundColor = .systemTeal
            detail.title = "Row \(indexPath.item)"
            let label = UILabel(frame: CGRect(x: 20, y: 100, width: 200, height: 30))
            label.text = detail.title
            detail.view.addSubview(label)
            nav.pushViewController(detail, animated: true)
            if let coordinator = detail.transitionCoordinator { coordinators.append(coordinator as AnyObject) }
        }
        let scrollView = list.scrollView
        churn("scroll and select (\(kind))") { cycle, graveyard in
            // Scroll: a slow drag (no fling), and every fourth cycle a fast one (a fling that decelerates), up
            // twice as often as down so the list travels.
            let up = cycle % 3 != 2
            let from = CGPoint(x: 160, y: up ? 450 : 200), to = CGPoint(x: 160, y: up ? 200 : 450)
            stage.drag(from: from, to: to, duration: cycle % 4 == 3 ? 0.08 : 0.5)
            stage.pumpAndSettle()
            // Select a cell in the middle of what is visible.
            let before = selections
            guard let point = list.pointInAVisibleCell() else {
                Issue.record("cycle \(cycle): no visible cell")
                return
            }
            stage.tap(at: point)
            stage.pumpAndSettle()
            guard selections == before + 1, let detail = nav.topViewController, detail !== list else {
                Issue.record("cycle \(cycle): the tap selected nothing (offset \(scrollView?.contentOffset ?? .zero))")
                return
            }
            nav.popViewController(animated: true)
            if let coordinator = nav.transitionCoordinator { coordinators.append(coordinator as AnyObject) }
            stage.pumpAndSettle()
            graveyard.bury(detail)
            for coordinator in coordinators { graveyard.bury(object: coordinator) }
            coordinators = []
        }
        #expect(selections == 1_000)
        #expect(nav.viewControllers.count == 1)
        #expect(list.view.window != nil)
    }
}

enum ListKind: String, CustomStringConvertible, Sendable {
    case table, collection
    var description: String { rawValue }
}

/// A plain list of 500 rows, as a table or a collection view; selecting a row calls `onSelect`.
@MainActor
final class ChurnListController: UIViewController, UITableViewDataSource, UITableViewDelegate,
    UICollectionViewDataSource, UICollectionViewDelegate {
    let kind: ListKind
    var onSelect: (IndexPath) -> Void = { _ in }
    private(set) var scrollView: UIScrollView!

    init(kind: ListKind) {
        self.kind = kind
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        switch kind {
        case .table:
            let table = UITableView(frame: view.bounds, style: .plain)
            table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
            table.dataSource = self
            table.delegate = self
            scrollView = table
        case .collection:
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 60)
            let collection = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
            collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
            collection.dataSource = self
            collection.delegate = self
            scrollView = collection
        }
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(scrollView)
    }

    /// The centre of the visible cell nearest the middle of the list, in window coordinates.
    func pointInAVisibleCell() -> CGPoint? {
        let cells: [UIView]
        switch scrollView {
        case let table as UITableView: cells = table.visibleCells
        case let collection as UICollectionView: cells = collection.visibleCells
        default: cells = []
        }
        let middle = scrollView.convert(CGPoint(x: scrollView.bounds.midX, y: scrollView.bounds.midY), to: nil)
        let centers = cells.map { $0.convert(CGPoint(x: $0.bounds.midX, y: $0.bounds.midY), to: nil) }
            .filter { view.window?.bounds.contains($0) ?? false }
        return centers.min { abs($0.y - middle.y) + abs($0.x - middle.x) < abs($1.y - middle.y) + abs($1.x - middle.x) }
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 500 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        onSelect(indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 500 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
        cell.contentView.backgroundColor = UIColor(hue: CGFloat(indexPath.item % 12) / 12, saturation: 0.5,
                                                   brightness: 0.9, alpha: 1)
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: true)
        onSelect(indexPath)
    }
}
