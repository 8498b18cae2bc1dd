import QuartzCore

/// A linear relation between two layout attributes: `firstItem.firstAttribute  relation  multiplier ×
/// secondItem.secondAttribute + constant`, held by the layout engine of the hierarchy its items are in.
///
/// Activating a constraint installs it on the items' nearest common ancestor (`constraints` of that view), as UIKit
/// does; a change of ``constant`` reaches the engine at once (a constant shift of its rows, no re-solve from
/// scratch), and the views it moves are laid out at the next layout pass — or at once with `layoutIfNeeded()`,
/// which inside an animation block animates every frame it changes.
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline
        case firstBaseline, leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0
        public static let baseline = Attribute.lastBaseline
    }

    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1
    }

    open private(set) weak var firstItem: AnyObject?
    open private(set) weak var secondItem: AnyObject?
    open private(set) var firstAttribute: Attribute
    open private(set) var secondAttribute: Attribute
    open private(set) var relation: Relation
    open private(set) var multiplier: CGFloat
    open var identifier: String?
    open var shouldBeArchived = false

    /// The constant; changing it moves the engine's solution at once (views follow at the next layout).
    open var constant: CGFloat {
        didSet {
            if constant != oldValue { engine?.constantChanged(self) }
        }
    }

    /// 1…1000. Changing an installed constraint between required and not required raises, as in UIKit.
    open var priority: UILayoutPriority = .required {
        didSet {
            guard priority != oldValue else { return }
            if isActive, (oldValue == .required) != (priority == .required) {
                preconditionFailure("Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.  You passed priority \(Int(priority.rawValue)) and the existing priority was \(Int(oldValue.rawValue)).")
            }
            engine?.priorityChanged(self)
        }
    }

    /// The view the constraint is installed on (its items' nearest common ancestor) while active.
    package weak var container: UIView?
    /// The engine holding it, while it is in one.
    package weak var engine: LayoutEngine?
    /// Its constraint in that engine's solver (nil while broken).
    package var solverConstraint: LayoutSolver.Constraint?
    /// The kind UIKit's logs name it by (`NSAutoresizingMaskLayoutConstraint` for frames turned into constraints).
    package var className = "NSLayoutConstraint"

    /// `view1.attr1 relation multiplier × view2.attr2 + c`. Items are views or layout guides; a constant-only
    /// size constraint has `toItem: nil` and `.notAnAttribute`.
    public convenience init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
                            toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        self.init(first: view1 as AnyObject, attr1, relation, second: view2.map { $0 as AnyObject }, attr2,
                  multiplier: multiplier, constant: c)
    }

    package init(first: AnyObject, _ attr1: Attribute, _ relation: Relation, second: AnyObject?, _ attr2: Attribute,
                 multiplier: CGFloat, constant: CGFloat) {
        if second == nil || attr2 == .notAnAttribute, !attr1.isDimension {
            preconditionFailure("NSLayoutConstraint for \(first): A multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs.")
        }
        firstItem = first
        secondItem = attr2 == .notAnAttribute ? nil : second
        firstAttribute = attr1
        secondAttribute = second == nil ? .notAnAttribute : attr2
        self.relation = relation
        self.multiplier = multiplier
        self.constant = constant
        super.init()
    }

    /// Whether the constraint is installed. Setting it activates it on the items' nearest common ancestor (which
    /// must exist: UIKit raises otherwise) or removes it.
    open var isActive: Bool {
        get { container != nil }
        set {
            if newValue { Self.activate([self]) } else { Self.deactivate([self]) }
        }
    }

    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints where constraint.container == nil {
            guard let container = constraint.commonAncestor() else {
                preconditionFailure("Unable to activate constraint with anchors \(constraint.firstAnchor.description) and \(constraint.secondAnchor?.description ?? "(nil)") because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal.")
            }
            container.addConstraint(constraint)
        }
    }

    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints {
            constraint.container?.removeConstraint(constraint)
        }
    }

    /// The first item's anchor for ``firstAttribute``.
    open var firstAnchor: NSLayoutAnchor<AnyObject> {
        NSLayoutAnchor<AnyObject>(item: firstItem, attribute: firstAttribute)
    }

    open var secondAnchor: NSLayoutAnchor<AnyObject>? {
        secondItem.map { NSLayoutAnchor<AnyObject>(item: $0, attribute: secondAttribute) }
    }

    /// The views whose coordinate spaces the constraint relates (a layout guide's owning view for a guide).
    package var firstView: UIView? { Self.ownerView(of: firstItem) }
    package var secondView: UIView? { Self.ownerView(of: secondItem) }

    package static func ownerView(of item: AnyObject?) -> UIView? {
        if let view = item as? UIView { return view }
        return (item as? UILayoutGuide)?.owningView
    }

    /// The nearest view that is (or contains) every item, or nil if they are in different hierarchies.
    package func commonAncestor() -> UIView? {
        guard let a = firstView else { return nil }
        guard secondItem != nil else { return a }
        guard let b = secondView else { return nil }
        var ancestors = Set<ObjectIdentifier>()
        var v: UIView? = a
        while let view = v {
            ancestors.insert(ObjectIdentifier(view))
            v = view.superview
        }
        v = b
        while let view = v {
            if ancestors.contains(ObjectIdentifier(view)) { return view }
            v = view.superview
        }
        return nil
    }

    /// UIKit's form: `<NSLayoutConstraint:0x… 'id' UIView:0x….width == 100   (active)>`.
    open override var description: String {
        var text = "<\(className):\(Self.address(self))"
        if let identifier { text += " '\(identifier)'" }
        text += " \(Self.name(firstItem, firstAttribute))"
        text += " \(relation == .equal ? "==" : relation == .lessThanOrEqual ? "<=" : ">=")"
        var right: [String] = []
        if secondItem != nil {
            let name = Self.name(secondItem, secondAttribute)
            right.append(multiplier == 1 ? name : "\(Self.number(multiplier))*\(name)")
        }
        if constant != 0 || right.isEmpty {
            if right.isEmpty {
                right.append(Self.number(constant))
            } else {
                right.append(constant < 0 ? "- \(Self.number(-constant))" : "+ \(Self.number(constant))")
            }
        }
        text += " " + right.joined(separator: " ")
        if priority != .required { text += "   (\(isActive ? "active" : "inactive"), priority \(Int(priority.rawValue)))>" } else {
            text += "   (\(isActive ? "active" : "inactive"))>"
        }
        return text
    }

    package static func address(_ object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: ObjectIdentifier(object).hashValue), radix: 16)
    }

    package static func name(_ item: AnyObject?, _ attribute: Attribute) -> String {
        guard let item else { return "nil" }
        let base: String
        if let guide = item as? UILayoutGuide {
            base = "'\(guide.identifier)'"
        } else {
            base = "\(type(of: item)):\(address(item))"
        }
        return "\(base).\(attribute.name)"
    }

    package static func number(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(format: "%g", Double(value))
    }
}

extension NSLayoutConstraint.Attribute {
    /// Width and height: sizes, not locations.
    package var isDimension: Bool { self == .width || self == .height || self == .notAnAttribute }
    package var isVertical: Bool {
        switch self {
        case .top, .bottom, .centerY, .height, .firstBaseline, .lastBaseline, .topMargin, .bottomMargin,
             .centerYWithinMargins: return true
        default: return false
        }
    }

    package var name: String {
        switch self {
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .lastBaseline: "lastBaseline"
        case .firstBaseline: "firstBaseline"
        case .leftMargin: "leftMargin"
        case .rightMargin: "rightMargin"
        case .topMargin: "topMargin"
        case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"
        case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"
        case .centerYWithinMargins: "centerYWithinMargins"
        case .notAnAttribute: "notAnAttribute"
        }
    }
}
