import Testing
@testable import UIKit

/// How batch updates map old items to new ones (UIKit's rules: deletes by old paths, inserts by new paths, moves
/// from old to new; survivors fill the free slots in order).
@MainActor
struct CollectionUpdatePlanTests {
    func p(_ item: Int, _ section: Int = 0) -> IndexPath { IndexPath(item: item, section: section) }

    @Test func deleteThenInsertKeepsSurvivorsInOrder() throws {
        // [A B C D E] → delete B (old 1), insert X at new 2: [A C X D E].
        var plan = CollectionUpdatePlan()
        plan.deletedItems = [p(1)]
        plan.insertedItems = [p(2)]
        let m = try plan.resolve(oldCounts: [5], newCounts: [5], noun: .items).get()
        #expect(m.oldToNewItem[0] == [p(0), nil, p(1), p(3), p(4)])
        #expect(m.newToOldItem[0] == [p(0), p(2), nil, p(3), p(4)])
        #expect(m.appearing == [p(2)])
        #expect(m.disappearing == [p(1)])
    }

    @Test func moveTakesItsSlotAndOthersShift() throws {
        // [A B C D] → move A (old 0) to new 2: [B C A D].
        var plan = CollectionUpdatePlan()
        plan.movedItems = [(p(0), p(2))]
        let m = try plan.resolve(oldCounts: [4], newCounts: [4], noun: .items).get()
        #expect(m.oldToNewItem[0] == [p(2), p(0), p(1), p(3)])
    }

    @Test func insertedSectionShiftsLaterSections() throws {
        var plan = CollectionUpdatePlan()
        plan.insertedSections = [0]
        let m = try plan.resolve(oldCounts: [2], newCounts: [3, 2], noun: .items).get()
        #expect(m.newToOldSection == [nil, 0])
        #expect(m.oldToNewItem[0] == [p(0, 1), p(1, 1)])
        #expect(m.appearing == [p(0), p(1), p(2)])
    }

    @Test func countsThatDontAddUpGiveUIKitsMessage() {
        var plan = CollectionUpdatePlan()
        plan.insertedItems = [p(0)]
        guard case let .failure(error) = plan.resolve(oldCounts: [2], newCounts: [2], noun: .items) else {
            Issue.record("expected a failure")
            return
        }
        #expect(error.message == "Invalid update: invalid number of items in section 0. The number of items contained "
            + "in an existing section after the update (2) must be equal to the number of items contained in that "
            + "section before the update (2), plus or minus the number of items inserted or deleted from that section "
            + "(1 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section "
            + "(0 moved in, 0 moved out).")
    }
}
