import QuartzCore

/// The closure UIAction runs.
public typealias UIActionHandler = @MainActor (UIAction) -> Void
