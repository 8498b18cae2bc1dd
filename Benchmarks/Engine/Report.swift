/// Formats benchmark results as a Markdown table, readable in a terminal and pasteable into a README.
enum Report {
    static func engineTickTable(_ results: [EngineTick.Result]) -> String {
        let header = ["scenario", "layers", "visited", "animate (once)", "pump p50", "pump p90",
                      "top-down p50", "top-down p90", "frame p50", "frame p90", "each layer p50", "each layer p90"]
        var rows: [[String]] = []
        for r in results {
            let pump = Summary(r.pump), topDown = Summary(r.topDown), frame = Summary(r.frame)
            let present = Summary(r.present)
            rows.append([
                r.scenario.rawValue, "\(r.layers)", "\(r.visitedLayers)", ms(Summary(r.animate).median),
                ms(pump.median), ms(pump.p90), ms(topDown.median), ms(topDown.p90), ms(frame.median), ms(frame.p90),
                ms(present.median), ms(present.p90),
            ])
        }
        return table(header: header, rows: rows, rightAligned: Set(1..<header.count))
    }

    /// Milliseconds with three decimals.
    static func ms(_ value: Double) -> String {
        let thousandths = Int((value * 1000).rounded())
        let fraction = String(thousandths % 1000)
        return "\(thousandths / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)"
    }

    static func table(header: [String], rows: [[String]], rightAligned: Set<Int>) -> String {
        let widths = header.indices.map { column in
            ([header[column]] + rows.map { $0[column] }).map(\.count).max()!
        }
        func line(_ cells: [String]) -> String {
            let padded = cells.enumerated().map { column, cell in
                let pad = String(repeating: " ", count: widths[column] - cell.count)
                return rightAligned.contains(column) ? pad + cell : cell + pad
            }
            return "| " + padded.joined(separator: " | ") + " |"
        }
        let rule = "|" + widths.enumerated().map { column, width in
            rightAligned.contains(column)
                ? String(repeating: "-", count: width + 1) + ":"
                : String(repeating: "-", count: width + 2)
        }.joined(separator: "|") + "|"
        return ([line(header), rule] + rows.map(line)).joined(separator: "\n")
    }
}
