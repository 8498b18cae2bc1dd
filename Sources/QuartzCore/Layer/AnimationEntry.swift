/// One animation attached to a layer: the layer's private copy, its key, and its progress through the
/// delegate callbacks.
package final class AnimationEntry {
    package let key: String?
    package let animation: CAAnimation
    package var didStart = false
    package var didStop = false
    /// The transactions whose completion blocks wait for this animation.
    package var completionGroups: [TransactionCompletionGroup] = []
    package init(key: String?, animation: CAAnimation) {
        self.key = key
        self.animation = animation
    }

    package func leaveCompletionGroups() {
        let groups = completionGroups
        completionGroups = []
        groups.forEach { $0.leave() }
    }
}
