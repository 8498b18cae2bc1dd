import UIKit

/// The UIKit path of the layout benchmark: the benchmark's layout (chains of 8 that compress, a grid of equal cells,
/// a vertical stack of rows of nine; `LayoutSystem` is the same layout as raw constraints) as UIViews with anchors in
/// a 375 × 667 window. Shared by `LayoutBenchmark uikit` and the package-benchmark suite `LayoutSuite`.
@MainActor package enum UIKitLayoutScene {
    /// Builds the layout in a new window, activates it and lays it out; returns the window, the first chain
    /// view's width constraint (what an edit changes) and the view whose x an edit reads back.
    package static func build(views: Int) -> (UIWindow, NSLayoutConstraint, UIView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let root = UIView(frame: window.bounds)
        window.addSubview(root)
        var constraints: [NSLayoutConstraint] = []
        func view() -> UIView {
            let v = UIView()
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
            return v
        }
        let chainViews = views * 4 / 10, gridViews = views * 4 / 10
        var firstWidth: NSLayoutConstraint?
        var probe: UIView?
        var remaining = chainViews, chain = 0
        while remaining > 0 {
            let count = min(8, remaining)
            remaining -= count
            var previous: UIView?
            for _ in 0..<count {
                let v = view()
                if let p = previous {
                    constraints += [v.leadingAnchor.constraint(equalTo: p.trailingAnchor, constant: 8),
                                    v.topAnchor.constraint(equalTo: p.topAnchor)]
                } else {
                    constraints += [v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
                                    v.topAnchor.constraint(equalTo: root.topAnchor, constant: 10 + 40 * CGFloat(chain))]
                }
                let w = v.widthAnchor.constraint(equalToConstant: 40)
                w.priority = .defaultHigh
                if firstWidth == nil { firstWidth = w }
                let h = v.heightAnchor.constraint(equalToConstant: 30)
                h.priority = UILayoutPriority(500)
                constraints += [w, v.widthAnchor.constraint(greaterThanOrEqualToConstant: 20), h,
                                v.heightAnchor.constraint(greaterThanOrEqualToConstant: 10)]
                previous = v
            }
            if let p = previous {
                constraints.append(p.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -8))
                if chain == 0 { probe = p }
            }
            chain += 1
        }
        var above: [UIView] = []
        var cell: UIView?
        remaining = gridViews
        while remaining > 0 {
            let count = min(20, remaining)
            remaining -= count
            var row: [UIView] = []
            for c in 0..<count {
                let v = view()
                if c == 0 { constraints.append(v.leadingAnchor.constraint(equalTo: root.leadingAnchor)) } else {
                    constraints += [v.leadingAnchor.constraint(equalTo: row[c - 1].trailingAnchor, constant: 2),
                                    v.widthAnchor.constraint(equalTo: row[0].widthAnchor)]
                }
                if c < above.count {
                    constraints.append(v.topAnchor.constraint(equalTo: above[c].bottomAnchor, constant: 2))
                } else {
                    constraints.append(v.topAnchor.constraint(equalTo: root.topAnchor, constant: 400))
                }
                if let first = cell {
                    constraints.append(v.heightAnchor.constraint(equalTo: first.heightAnchor))
                } else {
                    cell = v
                    let h = v.heightAnchor.constraint(equalToConstant: 30)
                    h.priority = .defaultLow
                    constraints += [v.heightAnchor.constraint(greaterThanOrEqualToConstant: 10), h]
                }
                row.append(v)
            }
            if let last = row.last {
                constraints.append(count == 20 ? last.trailingAnchor.constraint(equalTo: root.trailingAnchor)
                                   : last.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor))
            }
            above = row
        }
        var previousRow: UIView?
        remaining = views - chainViews - gridViews
        while remaining > 0 {
            let items = min(9, remaining - 1)
            remaining -= items + 1
            let r = view()
            let h = r.heightAnchor.constraint(equalToConstant: 44)
            h.priority = .defaultHigh
            let fit = r.bottomAnchor.constraint(lessThanOrEqualTo: root.bottomAnchor)
            fit.priority = UILayoutPriority(600)
            constraints += [r.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
                            r.widthAnchor.constraint(equalTo: root.widthAnchor, constant: -32), h, fit,
                            previousRow.map { r.topAnchor.constraint(equalTo: $0.bottomAnchor, constant: 8) }
                                ?? r.topAnchor.constraint(equalTo: root.topAnchor, constant: 80)]
            var first: UIView?, previous: UIView?
            for _ in 0..<items {
                let v = view()
                if let p = previous {
                    constraints += [v.leadingAnchor.constraint(equalTo: p.trailingAnchor, constant: 4),
                                    v.widthAnchor.constraint(equalTo: first!.widthAnchor)]
                } else {
                    constraints.append(v.leadingAnchor.constraint(equalTo: r.leadingAnchor, constant: 8))
                    first = v
                }
                constraints += [v.topAnchor.constraint(equalTo: r.topAnchor, constant: 4),
                                v.heightAnchor.constraint(equalTo: r.heightAnchor, constant: -8),
                                v.heightAnchor.constraint(greaterThanOrEqualToConstant: 30)]
                previous = v
            }
            if let p = previous { constraints.append(p.trailingAnchor.constraint(equalTo: r.trailingAnchor, constant: -8)) }
            previousRow = r
        }
        NSLayoutConstraint.activate(constraints)
        window.layoutIfNeeded()
        return (window, firstWidth!, probe!)
    }
}
