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

    /// Stops the animation for good without telling anyone: its delegate is not called and the completion blocks
    /// waiting for it never run, so neither is kept. The animation is the layer's own copy (`add(_:forKey:)`
    /// copies), which no caller can reach once it is off the layer, so dropping its delegate changes nothing
    /// a caller sees; in Core Animation the copy itself would be freed with its layer, and its delegate with it.
    package func abandon() {
        didStop = true
        animation.delegate = nil
        completionGroups = []
    }

    package func leaveCompletionGroups() {
        let groups = completionGroups
        completionGroups = []
        groups.forEach { $0.leave() }
    }
}
