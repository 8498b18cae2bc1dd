import QuartzCore
import Foundation

/// A description of a view's content that can make the view showing it (iOS 14): a cell's `contentConfiguration`.
@preconcurrency @MainActor
public protocol UIContentConfiguration {
    /// A new view showing this configuration.
    func makeContentView() -> any UIView & UIContentView
    /// The configuration for a cell state (selected, highlighted); the same one by default.
    func updated(for state: any UIConfigurationState) -> Self
}

/// A view made from a content configuration; setting `configuration` updates what it shows.
@preconcurrency @MainActor
public protocol UIContentView: NSObjectProtocol {
    var configuration: any UIContentConfiguration { get set }
}

/// The state a configuration is updated for.
@preconcurrency @MainActor
public protocol UIConfigurationState {}

/// A cell's state: selected, highlighted, editing, swiped.
public struct UICellConfigurationState: UIConfigurationState, Sendable {
    public var isSelected = false
    public var isHighlighted = false
    public var isEditing = false
    public var isSwiped = false
    public var isDisabled = false
    public init() {}
}
