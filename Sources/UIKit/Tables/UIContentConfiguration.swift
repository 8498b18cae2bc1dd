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
