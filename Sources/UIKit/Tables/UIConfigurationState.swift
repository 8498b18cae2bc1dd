import QuartzCore
import Foundation

/// The state a configuration is updated for.
@preconcurrency @MainActor
public protocol UIConfigurationState {}
