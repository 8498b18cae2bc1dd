import Foundation

/// Where a fuzz run spends its time, by operation (printed with `make fuzz`'s summary).
@MainActor
enum FuzzProfile {
    static var totals: [String: (count: Int, time: Duration)] = [:]

    static func add(_ key: String, _ time: Duration) {
        let entry = totals[key] ?? (0, .zero)
        totals[key] = (entry.count + 1, entry.time + time)
    }

    static func measure<T>(_ key: String, _ body: () -> T) -> T {
        let start = ContinuousClock.now
        defer { add(key, ContinuousClock.now - start) }
        return body()
    }

    static var report: String {
        totals.sorted { $0.value.time > $1.value.time }.prefix(12)
            .map { "\($0.key) \($0.value.count)× \($0.value.time)" }.joined(separator: ", ")
    }
}
