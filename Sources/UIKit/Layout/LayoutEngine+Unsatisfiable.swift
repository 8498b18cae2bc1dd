import QuartzCore

/// The console report of a constraint the engine had to break.
extension LayoutEngine {
    /// Logs UIKit's message for a constraint that had to be broken, listing the required constraints that share an
    /// item with it (decision: UIKit lists the minimal conflicting set; this is a superset of it).
    func reportUnsatisfiable(_ broken: NSLayoutConstraint) {
        let items = [broken.firstItem, broken.secondItem].compactMap { $0 }.map(ObjectIdentifier.init)
        var list: [NSLayoutConstraint] = []
        var stack = [root]
        while let view = stack.popLast() {
            for c in view.layoutStateIfPresent?.constraints ?? [] where c !== broken && c.priority == .required {
                let its = [c.firstItem, c.secondItem].compactMap { $0 }.map(ObjectIdentifier.init)
                if its.contains(where: items.contains) { list.append(c) }
            }
            stack.append(contentsOf: view.subviews)
        }
        list.append(broken)
        var pinned: [String] = []
        for item in [broken.firstItem, broken.secondItem].compactMap({ $0 }) {
            guard let view = item as? UIView, let node = nodes[ObjectIdentifier(view)] else { continue }
            if node.autoresizingKey != nil {
                pinned += autoresizingConstraintDescriptions(of: view)
            } else if !node.pins.isEmpty {
                let f = node.pinned
                let me = "\(type(of: view)):\(NSLayoutConstraint.address(view))"
                for (k, (name, value)) in [("minX", f.minX), ("minY", f.minY), ("width", f.width), ("height", f.height)].enumerated() {
                    let address = "0x" + String(UInt(bitPattern: ObjectIdentifier(node).hashValue) &+ UInt(16 * (k + 1)), radix: 16)
                    pinned.append("<NSAutoresizingMaskLayoutConstraint:\(address) h=--& v=--& \(me).\(name) == \(NSLayoutConstraint.number(value))   (active)>")
                }
            }
        }
        let lines = (pinned + list.map(\.description)).map { "    \"\($0)\"" }.joined(separator: ",\n")
        let message = """
            [LayoutConstraints] Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want. 
            \tTry this: 
            \t\t(1) look at each constraint and try to figure out which you don't expect; 
            \t\t(2) find the code that added the unwanted constraint or constraints and fix it. 
            \t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) 
            (
            \(lines)
            )

            Will attempt to recover by breaking constraint 
            \(broken.description)

            Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
            The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.

            """
        unsatisfiableReports.append(message)
        Console.log(message)
    }
}
