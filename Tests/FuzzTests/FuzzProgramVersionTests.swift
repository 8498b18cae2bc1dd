import Flipbook
import Testing
import UIKit

/// Program versions (FuzzWorld.latestVersion): a saved program decodes and runs the same way in every later
/// build, so the regression programs stay meaningful when operations are added.
@MainActor
@Suite struct FuzzProgramVersionTests {
    /// Version 1 is the table every program before versions was saved with: 67 entries, and the words of a
    /// saved program decode to the operations its log showed when it was found.
    @Test func versionOneDecodesAsItAlwaysDid() {
        #expect(FuzzWorld.table(version: 1).count == 67)
        let ops = [3469106212, 13, 62, 48, 2031182409].map { FuzzWorld.decode($0, version: 1).0 }
        #expect(ops == [.present, .addView, .drag, .interactiveStep, .animate])
        #expect(FuzzWorld.decode(60, version: 1).0 == .swapChild)
        #expect(FuzzWorld.decode(66, version: 1).0 == .dynamicsRemove)
    }

    /// A later version keeps the earlier table as its beginning and appends its new operations.
    @Test func versionTwoAppendsScrollingOperations() {
        let v1 = FuzzWorld.table(version: 1), v2 = FuzzWorld.table(version: 2)
        #expect(Array(v2.prefix(v1.count)) == v1)
        #expect(Set(v2.dropFirst(v1.count)) == [.scrollTo, .scrollDrag, .scrollFling, .selectRow, .reloadRows])
        #expect(FuzzWorld.latestVersion == 2)
    }

    /// Each version runs in its own world: version 1 in the two-tab window it was found in, version 2 with the
    /// list tab.
    @Test func eachVersionRunsInItsWorld() {
        let first = FuzzWorld(version: 1), second = FuzzWorld(version: 2)
        defer { first.tearDown(); second.tearDown() }
        #expect(first.tabs.viewControllers?.count == 2 && first.list == nil)
        #expect(second.tabs.viewControllers?.count == 3 && second.list != nil)
    }

    /// Every scrolling operation, on the list tab: the plainest word of each (its table index), twice, with
    /// pumps between, keeps every invariant, and the list settles.
    @Test func scrollingOperationsKeepTheInvariants() {
        let world = FuzzWorld(version: 2)
        defer { world.tearDown() }
        world.tabs.selectedIndex = 2
        world.stage.pumpAndSettle()
        let table = FuzzWorld.table(version: 2)
        let words = table.indices.filter { table[$0].rawValue.hasPrefix("scroll") || [.selectRow, .reloadRows].contains(table[$0]) }
        #expect(words.count == 8)
        var found: [String] = []
        for word in words + words.map({ $0 + table.count * 7 }) {
            world.perform(word)
            world.stage.pump(0.1)
            found += world.violations(settled: false)
        }
        world.windDown()
        found += world.violations(settled: true)
        #expect(found.isEmpty, "\(found)\n\(world.log.joined(separator: "\n"))")
        #expect(world.log.contains { $0.hasPrefix("fling table") } && world.log.contains { $0.hasPrefix("table.setContentOffset") })
    }
}
