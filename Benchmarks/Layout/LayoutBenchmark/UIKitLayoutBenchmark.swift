import UIKit

/// The UIKit path of the layout benchmark (filled in with the UIKit layer).
@MainActor enum UIKitLayoutBenchmark {
    static func run(views: Int, edits: Int) {
        print("{\"engine\": \"flipbook-uikit\", \"views\": \(views), \"skipped\": true}")
    }
}
