import CoreGraphics

/// Every animatable property of a layer, as one value. A layer keeps its **model** values in one of these;
/// the presentation at an instant is a copy with the animations applied on top (§6.2). Keeping them together
/// makes that copy a plain struct copy, cheap enough to do for thousands of layers a frame.
///
/// To keep that copy a plain memory copy, nothing that is copied on every read is an object: colours are held
/// as ``LayerColor`` values (a `CGColor` is made when API asks for one), and the properties that must hold
/// references — `shadowPath`, `contents` and subclasses' `custom` values — live together in one out-of-line,
/// copy-on-write box that is absent while none of them is set. A copy therefore retains at most one object,
/// where a copy with six references took a quarter of a 10,000-layer frame (Benchmarks/README.md).
package struct LayerProperties {
    package var bounds = CGRect.zero
    package var position = CGPoint.zero
    package var zPosition: CGFloat = 0
    package var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    package var anchorPointZ: CGFloat = 0
    package var transform = CATransform3DIdentity
    package var sublayerTransform = CATransform3DIdentity
    package var opacity: Float = 1
    package var isHidden = false
    package var cornerRadius: CGFloat = 0
    package var masksToBounds = false
    package var isDoubleSided = true
    package var backgroundColor: LayerColor?
    package var borderWidth: CGFloat = 0
    package var borderColor: LayerColor? = .black
    package var shadowColor: LayerColor? = .black
    package var shadowOpacity: Float = 0
    package var shadowRadius: CGFloat = 3
    package var shadowOffset = CGSize(width: 0, height: -3)
    package var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    /// `shadowPath`, `contents` and `custom`, or nil while all three are unset.
    private var outOfLine: OutOfLineBox?

    package init() {}

    /// A `CGPath` (typed `Any?` so QuartzCore's layer needs no path type of its own).
    package var shadowPath: Any? {
        get { outOfLine?.values.shadowPath }
        set { modifyOutOfLine { $0.shadowPath = newValue } }
    }

    /// What the layer shows: a `CGImage`, or nil.
    package var contents: Any? {
        get { outOfLine?.values.contents }
        set { modifyOutOfLine { $0.contents = newValue } }
    }

    /// Subclass properties stored by name (see ``LayerKeyPath/custom(_:)``).
    package var custom: [String: AnimationValue] {
        get { outOfLine?.values.custom ?? [:] }
        set { modifyOutOfLine { $0.custom = newValue } }
    }

    /// Changes the out-of-line values, copying the box first when another copy of these properties shares it.
    private mutating func modifyOutOfLine(_ body: (inout OutOfLineValues) -> Void) {
        if outOfLine == nil {
            var values = OutOfLineValues()
            body(&values)
            if !values.isEmpty { outOfLine = OutOfLineBox(values) }
        } else if isKnownUniquelyReferenced(&outOfLine) {
            body(&outOfLine!.values)
        } else {
            var values = outOfLine!.values
            body(&values)
            outOfLine = OutOfLineBox(values)
        }
    }
}

/// The reference-holding properties of ``LayerProperties``, out of line.
private struct OutOfLineValues {
    var shadowPath: Any?
    var contents: Any?
    var custom: [String: AnimationValue] = [:]

    var isEmpty: Bool { shadowPath == nil && contents == nil && custom.isEmpty }
}

/// The copy-on-write box of ``OutOfLineValues``.
private final class OutOfLineBox {
    var values: OutOfLineValues
    init(_ values: OutOfLineValues) { self.values = values }
}

extension LayerProperties {
    /// Reads a property as an animation value.
    package subscript(keyPath: LayerKeyPath) -> AnimationValue {
        get {
            switch keyPath {
            case .bounds: .rect(bounds)
            case .boundsOrigin: .point(bounds.origin)
            case .boundsOriginX: .number(Double(bounds.origin.x))
            case .boundsOriginY: .number(Double(bounds.origin.y))
            case .boundsSize: .size(bounds.size)
            case .boundsSizeWidth: .number(Double(bounds.size.width))
            case .boundsSizeHeight: .number(Double(bounds.size.height))
            case .position: .point(position)
            case .positionX: .number(Double(position.x))
            case .positionY: .number(Double(position.y))
            case .zPosition: .number(Double(zPosition))
            case .anchorPoint: .point(anchorPoint)
            case .anchorPointZ: .number(Double(anchorPointZ))
            case .transform: .transform(transform)
            case .sublayerTransform: .transform(sublayerTransform)
            case .transformComponent(let c): Self.componentValue(of: transform, c)
            case .sublayerTransformComponent(let c): Self.componentValue(of: sublayerTransform, c)
            case .opacity: .number(Double(opacity))
            case .hidden: .bool(isHidden)
            case .cornerRadius: .number(Double(cornerRadius))
            case .masksToBounds: .bool(masksToBounds)
            case .doubleSided: .bool(isDoubleSided)
            case .backgroundColor: .color(backgroundColor?.rgba)
            case .borderWidth: .number(Double(borderWidth))
            case .borderColor: .color(borderColor?.rgba)
            case .shadowColor: .color(shadowColor?.rgba)
            case .shadowOpacity: .number(Double(shadowOpacity))
            case .shadowRadius: .number(Double(shadowRadius))
            case .shadowOffset: .size(shadowOffset)
            case .shadowPath: .object(shadowPath)
            case .contents: .object(contents)
            case .contentsRect: .rect(contentsRect)
            case .custom(let name): custom[name] ?? .object(nil)
            }
        }
        set {
            switch (keyPath, newValue) {
            case (.bounds, .rect(let v)): bounds = v
            case (.boundsOrigin, .point(let v)): bounds.origin = v
            case (.boundsOriginX, .number(let v)): bounds.origin.x = CGFloat(v)
            case (.boundsOriginY, .number(let v)): bounds.origin.y = CGFloat(v)
            case (.boundsSize, .size(let v)): bounds.size = v
            case (.boundsSizeWidth, .number(let v)): bounds.size.width = CGFloat(v)
            case (.boundsSizeHeight, .number(let v)): bounds.size.height = CGFloat(v)
            case (.position, .point(let v)): position = v
            case (.positionX, .number(let v)): position.x = CGFloat(v)
            case (.positionY, .number(let v)): position.y = CGFloat(v)
            case (.zPosition, .number(let v)): zPosition = CGFloat(v)
            case (.anchorPoint, .point(let v)): anchorPoint = v
            case (.anchorPointZ, .number(let v)): anchorPointZ = CGFloat(v)
            case (.transform, .transform(let v)): transform = v
            case (.sublayerTransform, .transform(let v)): sublayerTransform = v
            case (.transformComponent(let c), _): transform = Self.setting(c, of: transform, to: newValue)
            case (.sublayerTransformComponent(let c), _):
                sublayerTransform = Self.setting(c, of: sublayerTransform, to: newValue)
            case (.opacity, .number(let v)): opacity = Float(v)
            case (.hidden, .bool(let v)): isHidden = v
            case (.cornerRadius, .number(let v)): cornerRadius = CGFloat(v)
            case (.masksToBounds, .bool(let v)): masksToBounds = v
            case (.doubleSided, .bool(let v)): isDoubleSided = v
            case (.backgroundColor, .color(let v)): backgroundColor = v.map(LayerColor.init(rgba:))
            case (.borderWidth, .number(let v)): borderWidth = CGFloat(v)
            case (.borderColor, .color(let v)): borderColor = v.map(LayerColor.init(rgba:))
            case (.shadowColor, .color(let v)): shadowColor = v.map(LayerColor.init(rgba:))
            case (.shadowOpacity, .number(let v)): shadowOpacity = Float(v)
            case (.shadowRadius, .number(let v)): shadowRadius = CGFloat(v)
            case (.shadowOffset, .size(let v)): shadowOffset = v
            case (.shadowPath, .object(let v)): shadowPath = v
            case (.contents, .object(let v)): contents = v
            case (.contentsRect, .rect(let v)): contentsRect = v
            case (.custom(let name), _): custom[name] = newValue
            default:
                // A value of the wrong kind for the property: Core Animation ignores such animations too.
                break
            }
        }
    }

    private static func componentValue(of t: CATransform3D, _ c: TransformComponent) -> AnimationValue {
        if c == .translation {
            return .size(CGSize(width: t.component(.translationX), height: t.component(.translationY)))
        }
        return .number(Double(t.component(c)))
    }

    private static func setting(_ c: TransformComponent, of t: CATransform3D, to value: AnimationValue) -> CATransform3D {
        switch value {
        case .number(let v): return t.settingComponent(c, to: CGFloat(v))
        case .size(let s) where c == .translation:
            return t.settingComponent(.translationX, to: s.width).settingComponent(.translationY, to: s.height)
        default: return t
        }
    }
}

extension CGColor {
    package convenience init(rgba: RGBA) {
        self.init(red: CGFloat(rgba.r), green: CGFloat(rgba.g), blue: CGFloat(rgba.b), alpha: CGFloat(rgba.a))
    }
}
