import QuartzCore

/// A selection changed (a picker wheel's tick).
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    open func selectionChanged() {
        record(.selection)
    }
}
