import ArgumentParser
import Flipbook
import Foundation

extension FlipbookCommand {
    /// `flipbook list`
    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List the scenes that can be rendered.")

        func run() throws {
            let text = try onMain { Lookup.sceneList() }
            print(text)
        }
    }
}
