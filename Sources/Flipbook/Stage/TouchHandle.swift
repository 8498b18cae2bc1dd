import UIKit

/// A finger put down with ``Stage/touchDown(at:)``, to move and lift later.
public struct TouchHandle: Hashable {
    /// The live touch object: the same one views and recognizers receive.
    public let touch: UITouch
}
