/// Chooses the colours of a GIF palette from weighted colours: pure functions, no state.
///
/// When the colours fit, the palette is exactly them (a UI recording of flat fills and a few anti-aliased edges
/// often does: then the GIF is lossless). Otherwise a median cut that minimises squared error — the box whose
/// colours are the farthest from their mean (largest weighted sum of squared deviations) is cut, across its
/// widest channel, where the two halves' error is smallest — followed by a few rounds of k-means (Lloyd's
/// iteration: every colour to its nearest entry, every entry to the mean of its colours), which never increases
/// the error. Squared RGB error is what PSNR counts.
enum PaletteQuantizer {
    /// The palette for `colors`, at most `maxColors` entries. `work` bounds the refinement: rounds × colours ×
    /// entries distance evaluations.
    static func palette(for colors: [WeightedColor], maxColors: Int, work: Int = 40_000_000) -> GIFPalette {
        let colors = colors.filter { $0.weight > 0 }
        guard !colors.isEmpty, maxColors > 0 else { return GIFPalette(colors: [(0, 0, 0)]) }
        if colors.count <= maxColors {
            return GIFPalette(colors: colors.map(\.rgb).sorted().map(Self.bytes))
        }
        var centres = medianCut(colors, maxColors: maxColors)
        let rounds = min(8, work / max(1, colors.count * centres.count))
        centres = refine(centres, colors: colors, rounds: rounds)
        return GIFPalette(colors: centres.map { c in
            (UInt8(c.r.rounded().clamped), UInt8(c.g.rounded().clamped), UInt8(c.b.rounded().clamped))
        })
    }

    /// A colour in continuous RGB (0…255 per channel).
    struct Centre: Equatable {
        var r: Double, g: Double, b: Double
    }

    /// Weighted sums over a set of colours: enough for its mean and its squared error.
    struct Moments {
        var weight = 0.0
        var sum = (0.0, 0.0, 0.0)
        var squares = (0.0, 0.0, 0.0)

        mutating func add(_ c: WeightedColor) {
            let w = Double(c.weight), r = Double(c.r), g = Double(c.g), b = Double(c.b)
            weight += w
            sum.0 += w * r; sum.1 += w * g; sum.2 += w * b
            squares.0 += w * r * r; squares.1 += w * g * g; squares.2 += w * b * b
        }

        func minus(_ o: Moments) -> Moments {
            var m = Moments()
            m.weight = weight - o.weight
            m.sum = (sum.0 - o.sum.0, sum.1 - o.sum.1, sum.2 - o.sum.2)
            m.squares = (squares.0 - o.squares.0, squares.1 - o.squares.1, squares.2 - o.squares.2)
            return m
        }

        /// Weighted sum of squared deviations from the mean, per channel.
        var errors: (Double, Double, Double) {
            guard weight > 0 else { return (0, 0, 0) }
            return (max(0, squares.0 - sum.0 * sum.0 / weight), max(0, squares.1 - sum.1 * sum.1 / weight),
                    max(0, squares.2 - sum.2 * sum.2 / weight))
        }

        var error: Double { let e = errors; return e.0 + e.1 + e.2 }

        var mean: Centre { Centre(r: sum.0 / weight, g: sum.1 / weight, b: sum.2 / weight) }
    }

    /// Median cut by squared error: the means of at most `maxColors` boxes.
    static func medianCut(_ colors: [WeightedColor], maxColors: Int) -> [Centre] {
        var entries = colors
        struct Box { var range: Range<Int>; var moments: Moments }
        func box(_ range: Range<Int>) -> Box {
            var m = Moments()
            for c in entries[range] { m.add(c) }
            return Box(range: range, moments: m)
        }
        var boxes = [box(0..<entries.count)]
        while boxes.count < maxColors {
            guard let index = boxes.indices.filter({ boxes[$0].range.count > 1 && boxes[$0].moments.error > 0 })
                .max(by: { boxes[$0].moments.error < boxes[$1].moments.error }) else { break }
            let cut = boxes[index]
            let e = cut.moments.errors
            let channel = e.0 >= e.1 && e.0 >= e.2 ? 0 : (e.1 >= e.2 ? 1 : 2)
            entries[cut.range].sort { a, b in
                let x = a.channel(channel), y = b.channel(channel)
                return x != y ? x < y : a.rgb < b.rgb
            }
            // The cut between two different values of the channel that leaves the least error in the halves.
            var left = Moments(), best = cut.range.lowerBound + 1, bestError = Double.infinity
            for i in cut.range.dropLast() {
                left.add(entries[i])
                guard entries[i].channel(channel) != entries[i + 1].channel(channel) else { continue }
                let error = left.error + cut.moments.minus(left).error
                if error < bestError {
                    bestError = error
                    best = i + 1
                }
            }
            boxes[index] = box(cut.range.lowerBound..<best)
            boxes.append(box(best..<cut.range.upperBound))
        }
        return boxes.map(\.moments.mean)
    }

    /// `rounds` rounds of Lloyd's iteration (fewer if nothing moves); an entry left without colours stays.
    static func refine(_ centres: [Centre], colors: [WeightedColor], rounds: Int) -> [Centre] {
        var centres = centres
        for _ in 0..<rounds {
            var moments = [Moments](repeating: Moments(), count: centres.count)
            for c in colors { moments[nearest(c, in: centres)].add(c) }
            let next = zip(centres, moments).map { old, m in m.weight > 0 ? m.mean : old }
            if next == centres { break }
            centres = next
        }
        return centres
    }

    /// The index of the centre nearest to `c`.
    static func nearest(_ c: WeightedColor, in centres: [Centre]) -> Int {
        let r = Double(c.r), g = Double(c.g), b = Double(c.b)
        var best = 0, bestDistance = Double.infinity
        for (i, k) in centres.enumerated() {
            let dr = k.r - r, dg = k.g - g, db = k.b - b
            let d = dr * dr + dg * dg + db * db
            if d < bestDistance { bestDistance = d; best = i }
        }
        return best
    }

    static func bytes(_ rgb: UInt32) -> (r: UInt8, g: UInt8, b: UInt8) {
        (UInt8((rgb >> 16) & 0xFF), UInt8((rgb >> 8) & 0xFF), UInt8(rgb & 0xFF))
    }
}

private extension Double {
    var clamped: Double { Swift.min(255, Swift.max(0, self)) }
}
