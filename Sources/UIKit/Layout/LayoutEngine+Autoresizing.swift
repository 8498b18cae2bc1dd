import QuartzCore

/// What a view's `NSAutoresizingMaskLayoutConstraint`s were made from: when any of it changes (the view's frame
/// set by code or by autoresizing, its mask, its superview's size) they are made again.
struct AutoresizingKey: Equatable {
    var frame: CGRect
    var mask: UIView.AutoresizingMask
    var superSize: CGSize
    var rules: (horizontal: AutoresizingRule, vertical: AutoresizingRule)

    static func == (a: Self, b: Self) -> Bool {
        a.frame == b.frame && a.mask == b.mask && a.superSize == b.superSize
    }
}

/// `translatesAutoresizingMaskIntoConstraints`: a frame-based view that takes part in Auto Layout (a constraint
/// names it, or it is the superview of a view that is placed by constraints) gets its frame and autoresizing mask
/// as four required constraints, as UIKit's `NSAutoresizingMaskLayoutConstraint`s: its x and width, y and height,
/// each a linear function of its superview's width or height (``AutoresizingRule``). A fixed mask pins the frame;
/// a flexible one follows the superview as autoresizing would move the view, so a frame-based view inside a view
/// that Auto Layout resizes stays where autoresizing puts it, and constraints against it see the same frame.
extension LayoutEngine {
    func translateAutoresizingMask(_ node: Node, _ view: UIView) {
        guard let superview = view.superview else { return }
        var key = AutoresizingKey(frame: view.engineFrame, mask: view.autoresizingMask, superSize: superview.bounds.size,
                                  rules: (AutoresizingRule(origin: 0, length: 0, superLength: 0, flexibleStart: false,
                                                           flexibleLength: false, flexibleEnd: false),
                                          AutoresizingRule(origin: 0, length: 0, superLength: 0, flexibleStart: false,
                                                           flexibleLength: false, flexibleEnd: false)))
        if let old = node.autoresizingKey, old == key { return }
        key.rules = AutoresizingRule.rules(frame: key.frame, mask: key.mask, superSize: key.superSize)
        let parent = self.node(for: superview)
        let rows: [(LayoutSolver.Variable, LayoutSolver.Variable, Double, Double)] = [
            (node.x, parent.w, key.rules.horizontal.originFactor, key.rules.horizontal.originConstant),
            (node.y, parent.h, key.rules.vertical.originFactor, key.rules.vertical.originConstant),
            (node.w, parent.w, key.rules.horizontal.lengthFactor, key.rules.horizontal.lengthConstant),
            (node.h, parent.h, key.rules.vertical.lengthFactor, key.rules.vertical.lengthConstant),
        ]
        hasChanges = true
        if let old = node.autoresizingKey, node.autoresizing.count == 4,
           old.rules.horizontal.originFactor == key.rules.horizontal.originFactor,
           old.rules.horizontal.lengthFactor == key.rules.horizontal.lengthFactor,
           old.rules.vertical.originFactor == key.rules.vertical.originFactor,
           old.rules.vertical.lengthFactor == key.rules.vertical.lengthFactor {
            node.autoresizingKey = key
            do {
                for (k, row) in rows.enumerated() { try solver.setConstant(node.autoresizing[k], to: -row.3) }
                return
            } catch {}
        }
        for c in node.autoresizing { solver.remove(c) }
        node.autoresizing = []
        node.autoresizingKey = key
        for (variable, parentLength, factor, constant) in rows {
            var terms = [(variable, 1.0)]
            if factor != 0 { terms.append((parentLength, -factor)) }
            if let c = try? solver.add(terms, constant: -constant, relation: .equal, priority: 1000) {
                node.autoresizing.append(c)
            }
        }
    }

    /// The view's autoresizing constraints as UIKit's logs print them, e.g.
    /// `<NSAutoresizingMaskLayoutConstraint:0x… h=--& v=--& UIView:0x….minX == 20   (active, names: '|':UIView:0x… )>`
    /// (decision: a flexible part prints as a multiple of the superview's size, `width == UIView:0x….width - 40`).
    package func autoresizingConstraintDescriptions(of view: UIView) -> [String] {
        guard let node = nodes[ObjectIdentifier(view)], let key = node.autoresizingKey,
              let superview = view.superview else { return [] }
        let me = "\(type(of: view)):\(NSLayoutConstraint.address(view))"
        let parent = "\(type(of: superview)):\(NSLayoutConstraint.address(superview))"
        let notation = AutoresizingRule.notation(key.mask)
        let base = UInt(bitPattern: ObjectIdentifier(node).hashValue)
        let rows: [(String, String, Double, Double, Bool)] = [
            ("minX", "width", key.rules.horizontal.originFactor, key.rules.horizontal.originConstant, true),
            ("minY", "height", key.rules.vertical.originFactor, key.rules.vertical.originConstant, true),
            ("width", "width", key.rules.horizontal.lengthFactor, key.rules.horizontal.lengthConstant, false),
            ("height", "height", key.rules.vertical.lengthFactor, key.rules.vertical.lengthConstant, false),
        ]
        return rows.enumerated().map { k, row in
            let (name, parentName, factor, constant, isPosition) = row
            let address = "0x" + String(base &+ UInt(16 * (k + 1)), radix: 16)
            var right: String
            var names = ""
            if factor == 0 {
                right = NSLayoutConstraint.number(CGFloat(constant))
                if isPosition { names = ", names: '|':\(parent) " }
            } else {
                right = (factor == 1 ? "" : NSLayoutConstraint.number(CGFloat(factor)) + "*") + "\(parent).\(parentName)"
                if constant != 0 {
                    right += constant < 0 ? " - \(NSLayoutConstraint.number(CGFloat(-constant)))"
                        : " + \(NSLayoutConstraint.number(CGFloat(constant)))"
                }
            }
            return "<NSAutoresizingMaskLayoutConstraint:\(address) \(notation) \(me).\(name) == \(right)   (active\(names))>"
        }
    }
}
