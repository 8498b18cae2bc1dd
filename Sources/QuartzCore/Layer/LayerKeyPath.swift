import CoreGraphics

/// An animatable layer property, parsed once from a Core Animation key path string such as
/// `"position.x"` or `"transform.rotation.y"`, so that evaluating animations never touches strings.
package enum LayerKeyPath: Hashable, Sendable {
    case bounds, boundsOrigin, boundsOriginX, boundsOriginY, boundsSize, boundsSizeWidth, boundsSizeHeight
    case position, positionX, positionY, zPosition, anchorPoint, anchorPointZ
    case transform, sublayerTransform
    /// A scalar or translation component of `transform` ("transform.rotation.y", …).
    case transformComponent(TransformComponent)
    case sublayerTransformComponent(TransformComponent)
    case opacity, hidden, cornerRadius, masksToBounds, doubleSided
    case backgroundColor, borderWidth, borderColor
    case shadowColor, shadowOpacity, shadowRadius, shadowOffset, shadowPath
    case contents, contentsRect
    /// A property that a subclass stores by name (CAShapeLayer's `strokeEnd`, CAGradientLayer's `colors`, …).
    case custom(String)

    /// Parses a key path; unknown names become ``custom(_:)``, as KVC would look them up by name.
    package init(_ keyPath: String) {
        if let known = Self.table[keyPath] {
            self = known
        } else if keyPath.hasPrefix("transform."), let c = TransformComponent(rawValue: String(keyPath.dropFirst(10))) {
            self = .transformComponent(c)
        } else if keyPath.hasPrefix("sublayerTransform."),
                  let c = TransformComponent(rawValue: String(keyPath.dropFirst(18))) {
            self = .sublayerTransformComponent(c)
        } else {
            self = .custom(keyPath)
        }
    }

    private static let table: [String: LayerKeyPath] = [
        "bounds": .bounds, "bounds.origin": .boundsOrigin, "bounds.origin.x": .boundsOriginX,
        "bounds.origin.y": .boundsOriginY, "bounds.size": .boundsSize, "bounds.size.width": .boundsSizeWidth,
        "bounds.size.height": .boundsSizeHeight,
        "position": .position, "position.x": .positionX, "position.y": .positionY, "zPosition": .zPosition,
        "anchorPoint": .anchorPoint, "anchorPointZ": .anchorPointZ,
        "transform": .transform, "sublayerTransform": .sublayerTransform,
        "opacity": .opacity, "hidden": .hidden, "isHidden": .hidden, "cornerRadius": .cornerRadius,
        "masksToBounds": .masksToBounds, "doubleSided": .doubleSided, "isDoubleSided": .doubleSided,
        "backgroundColor": .backgroundColor, "borderWidth": .borderWidth, "borderColor": .borderColor,
        "shadowColor": .shadowColor, "shadowOpacity": .shadowOpacity, "shadowRadius": .shadowRadius,
        "shadowOffset": .shadowOffset, "shadowPath": .shadowPath,
        "contents": .contents, "contentsRect": .contentsRect,
    ]

    /// The whole property this key path is part of: the key UIKit and actions are keyed by.
    package var rootKey: String {
        switch self {
        case .bounds, .boundsOrigin, .boundsOriginX, .boundsOriginY, .boundsSize, .boundsSizeWidth, .boundsSizeHeight:
            "bounds"
        case .position, .positionX, .positionY: "position"
        case .zPosition: "zPosition"
        case .anchorPoint: "anchorPoint"
        case .anchorPointZ: "anchorPointZ"
        case .transform, .transformComponent: "transform"
        case .sublayerTransform, .sublayerTransformComponent: "sublayerTransform"
        case .opacity: "opacity"
        case .hidden: "hidden"
        case .cornerRadius: "cornerRadius"
        case .masksToBounds: "masksToBounds"
        case .doubleSided: "doubleSided"
        case .backgroundColor: "backgroundColor"
        case .borderWidth: "borderWidth"
        case .borderColor: "borderColor"
        case .shadowColor: "shadowColor"
        case .shadowOpacity: "shadowOpacity"
        case .shadowRadius: "shadowRadius"
        case .shadowOffset: "shadowOffset"
        case .shadowPath: "shadowPath"
        case .contents: "contents"
        case .contentsRect: "contentsRect"
        case .custom(let name): String(name.prefix { $0 != "." })
        }
    }
}
