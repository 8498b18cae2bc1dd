import Testing
@testable import FlipbookServer

@Suite struct HeapStatisticsTests {
    /// The totals of every arena are the lines after the last `</heap>` (each heap has lines of the same names).
    @Test func readsTheTotalsOfEveryArena() {
        let xml = """
        <malloc version="1">
        <heap nr="0">
        <total type="fast" count="1" size="96"/>
        <total type="rest" count="5" size="1000"/>
        <system type="current" size="5000"/>
        </heap>
        <total type="fast" count="3" size="192"/>
        <total type="rest" count="9" size="4096"/>
        <total type="mmap" count="2" size="262144"/>
        <system type="current" size="135168"/>
        <system type="max" size="200000"/>
        <aspace type="total" size="135168"/>
        </malloc>
        """
        let totals = HeapStatistics.parseTotals(xml)
        #expect(totals["total fast"] == 192 && totals["total rest"] == 4096 && totals["total mmap"] == 262144)
        #expect(totals["system current"] == 135168 && totals["system max"] == 200000)
    }

    /// This process's figures are there on Linux: some heap in use, and a resident and proportional size.
    @Test func thisProcessHasAHeap() {
        let heap = HeapStatistics.now()
        #expect(heap.inUse > 0 && heap.arenas > 0)
        #expect(HeapStatistics.residentKB() > 0 && HeapStatistics.proportionalKB() > 0)
    }
}
