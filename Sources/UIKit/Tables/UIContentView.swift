import QuartzCore
import Foundation

/// A view made from a content configuration; setting `configuration` updates what it shows.
@preconcurrency @MainActor
public protocol UIContentView: NSObjectProtocol {
    var configuration: any UIContentConfiguration { get set }
}
