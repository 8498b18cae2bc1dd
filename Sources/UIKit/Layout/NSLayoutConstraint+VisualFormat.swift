import QuartzCore

/// The visual format language: `H:|-[name(>=50)]-(==8@750)-[other]-|`.
///
/// `H:` or `V:` (horizontal by default), `|` for the superview, `[name(predicates)]` for a view (its width or
/// height), and connections between them: none (flush), `-` (standard spacing: 8 points between views, 20 to the
/// superview) or `-predicates-`. A predicate is an optional relation (`==`, `<=`, `>=`), a number, metric name or
/// (in a view's size) a view name, and an optional `@priority`. Horizontal rows run leading to trailing unless
/// the options say left to right or right to left; alignment options align every view in the row. A format
/// UIKit cannot parse raises its "Unable to parse constraint format" message with a caret under the place.
extension NSLayoutConstraint {
    public class func constraints(withVisualFormat format: String, options opts: FormatOptions = [],
                                metrics: [String: Any]?, views: [String: Any]) -> [NSLayoutConstraint] {
        var parser = VisualFormatParser(format: format, metrics: metrics ?? [:], views: views, options: opts)
        return parser.parse()
    }
}

/// One pass over a visual format string, making its constraints (see ``NSLayoutConstraint/constraints(withVisualFormat:options:metrics:views:)``).
@MainActor
struct VisualFormatParser {
    private enum Item {
        case superview
        case view(UIView)
    }

    private struct Predicate {
        var relation: NSLayoutConstraint.Relation = .equal
        var constant: CGFloat = 0
        var view: UIView?
        var priority: Float = 1000
    }

    private let format: String
    private let chars: [Character]
    private let metrics: [String: Any]
    private let views: [String: Any]
    private let options: NSLayoutConstraint.FormatOptions
    private var index = 0

    init(format: String, metrics: [String: Any], views: [String: Any], options: NSLayoutConstraint.FormatOptions) {
        self.format = format
        chars = Array(format)
        self.metrics = metrics
        self.views = views
        self.options = options
    }

    static let standardSpacing: CGFloat = 8
    static let superviewSpacing: CGFloat = 20

    /// UIKit's parse error, with a caret under `position`.
    private func fail(_ reason: String, at position: Int? = nil) -> Never {
        let caret = String(repeating: " ", count: position ?? index) + "^"
        preconditionFailure("Unable to parse constraint format: \n\(reason) \n\(format) \n\(caret)")
    }

    private var current: Character? { index < chars.count ? chars[index] : nil }

    mutating func parse() -> [NSLayoutConstraint] {
        var vertical = false
        if chars.count >= 2, chars[1] == ":" {
            switch chars[0] {
            case "H": break
            case "V": vertical = true
            default: fail("Expected 'H' or 'V' before ':'", at: 0)
            }
            index = 2
        }
        var items: [(Item, Int)] = []
        var connections: [[Predicate]?] = []   // nil: the standard spacing
        var sizes: [(UIView, [Predicate])] = []
        while true {
            let start = index
            switch current {
            case "|":
                index += 1
                items.append((.superview, start))
            case "[":
                let (view, predicates) = parseView()
                items.append((.view(view), start))
                if !predicates.isEmpty { sizes.append((view, predicates)) }
            default:
                fail("Expected a view")
            }
            guard let next = current else { break }
            if next == "-" {
                index += 1
                if current == "[" || current == "|" {
                    connections.append(nil)
                } else {
                    connections.append(parsePredicateList(allowViews: false))
                    guard current == "-" else { fail("Expected '-'") }
                    index += 1
                }
            } else if next == "[" || next == "|" {
                connections.append([Predicate()])
            } else {
                fail("Expected '-', '[' or '|'")
            }
            if current == nil { fail("Expected a view") }
        }

        let direction = options.intersection(.directionMask)
        let (startEdge, endEdge): (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute) =
            vertical ? (.top, .bottom)
            : direction == .directionLeftToRight ? (.left, .right)
            : direction == .directionRightToLeft ? (.right, .left) : (.leading, .trailing)
        let sign: CGFloat = !vertical && direction == .directionRightToLeft ? -1 : 1
        let size: NSLayoutConstraint.Attribute = vertical ? .height : .width

        var result: [NSLayoutConstraint] = []
        func make(_ a: AnyObject, _ aa: NSLayoutConstraint.Attribute, _ p: Predicate, _ b: AnyObject?,
                  _ ba: NSLayoutConstraint.Attribute, _ constant: CGFloat) {
            let c = NSLayoutConstraint(first: a, aa, p.relation, second: b, b == nil ? .notAnAttribute : ba,
                                       multiplier: 1, constant: constant)
            c.priority = UILayoutPriority(p.priority)
            result.append(c)
        }
        for (view, predicates) in sizes {
            for p in predicates {
                if let other = p.view { make(view, size, p, other, size, p.constant) } else {
                    make(view, size, p, nil, .notAnAttribute, p.constant)
                }
            }
        }
        for k in 0..<connections.count {
            let (left, leftAt) = items[k], (right, rightAt) = items[k + 1]
            switch (left, right) {
            case (.view(let a), .view(let b)):
                for p in connections[k] ?? [Predicate(constant: Self.standardSpacing)] {
                    make(b, startEdge, p, a, endEdge, sign * p.constant)
                }
            case (.superview, .view(let b)):
                guard let parent = b.superview else {
                    fail("Unable to interpret '|' character, because the related view doesn't have a superview", at: leftAt)
                }
                for p in connections[k] ?? [Predicate(constant: Self.superviewSpacing)] {
                    make(b, startEdge, p, parent, startEdge, sign * p.constant)
                }
            case (.view(let a), .superview):
                guard let parent = a.superview else {
                    fail("Unable to interpret '|' character, because the related view doesn't have a superview", at: rightAt)
                }
                for p in connections[k] ?? [Predicate(constant: Self.superviewSpacing)] {
                    make(parent, endEdge, p, a, endEdge, sign * p.constant)
                }
            case (.superview, .superview):
                fail("Expected a view", at: rightAt)
            }
        }
        let row = items.compactMap { item -> UIView? in if case .view(let v) = item.0 { v } else { nil } }
        for attribute in options.alignmentAttributes where row.count > 1 {
            for k in 1..<row.count { make(row[k - 1], attribute, Predicate(), row[k], attribute, 0) }
        }
        return result
    }

    private mutating func parseName() -> String {
        var name = ""
        while let c = current, c.isLetter || c.isNumber || c == "_" {
            name.append(c)
            index += 1
        }
        return name
    }

    private mutating func parseView() -> (UIView, [Predicate]) {
        index += 1   // "["
        let nameStart = index
        let name = parseName()
        if name.isEmpty { fail("Expected a view name") }
        guard let view = views[name] as? UIView else { fail("\(name) is not a key in the views dictionary.", at: nameStart) }
        var predicates: [Predicate] = []
        if current == "(" { predicates = parsePredicateList(allowViews: true) }
        guard current == "]" else { fail("Expected ']'") }
        index += 1
        return (view, predicates)
    }

    /// `(p, p, …)`, or a bare number or metric name.
    private mutating func parsePredicateList(allowViews: Bool) -> [Predicate] {
        guard current == "(" else { return [Predicate(constant: parseConstant())] }
        index += 1
        var list: [Predicate] = []
        while true {
            list.append(parsePredicate(allowViews: allowViews))
            if current == "," { index += 1; continue }
            guard current == ")" else { fail("Expected ')'") }
            index += 1
            return list
        }
    }

    private mutating func parsePredicate(allowViews: Bool) -> Predicate {
        var p = Predicate()
        if index + 1 < chars.count, chars[index + 1] == "=", let c = current, "=<>".contains(c) {
            p.relation = c == "<" ? .lessThanOrEqual : c == ">" ? .greaterThanOrEqual : .equal
            index += 2
        }
        if let c = current, c.isLetter || c == "_" {
            let start = index
            let name = parseName()
            if let value = metric(name) {
                p.constant = value
            } else if allowViews, let view = views[name] as? UIView {
                p.view = view
            } else {
                fail("\(name) is not a key in the metrics dictionary.", at: start)
            }
        } else {
            p.constant = parseConstant()
        }
        if current == "@" {
            index += 1
            p.priority = Float(parseConstant())
        }
        return p
    }

    private func metric(_ name: String) -> CGFloat? {
        switch metrics[name] {
        case let v as CGFloat: v
        case let v as Double: CGFloat(v)
        case let v as Int: CGFloat(v)
        case let v as Float: CGFloat(v)
        case let v as NSNumber: CGFloat(v.doubleValue)
        default: nil
        }
    }

    /// A number, or a metric's name.
    private mutating func parseConstant() -> CGFloat {
        let start = index
        if let c = current, c.isLetter || c == "_" {
            let name = parseName()
            guard let value = metric(name) else { fail("\(name) is not a key in the metrics dictionary.", at: start) }
            return value
        }
        var text = ""
        if current == "-" || current == "+" { text.append(current!); index += 1 }
        while let c = current, c.isNumber || c == "." {
            text.append(c)
            index += 1
        }
        guard let value = Double(text) else { fail("Expected a number or a metric name", at: start) }
        return CGFloat(value)
    }
}
