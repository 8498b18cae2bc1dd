import QuartzCore
import Foundation

/// A cell's state: selected, highlighted, editing, swiped.
public struct UICellConfigurationState: UIConfigurationState, Sendable {
    public var isSelected = false
    public var isHighlighted = false
    public var isEditing = false
    public var isSwiped = false
    public var isDisabled = false
    public init() {}
}
