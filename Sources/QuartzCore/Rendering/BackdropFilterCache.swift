import CoreGraphics
import Foundation

/// Filtered backdrops kept by what they were filtered from: a blur material over a screen that did not change
/// under it (a sheet over an idle list, every frame of a recording of it) is filtered once, not every frame.
///
/// An entry is used only when the new backdrop is byte for byte the one it was made from, with the same inner
/// rectangle, scale, layer class and evaluated properties: ``LayerBackdropFiltering/filterBackdrop(_:inner:pixelsPerPoint:properties:)``
/// is a function of exactly those, so the result is the same bytes as filtering again. One per renderer (a
/// renderer draws on one thread at a time); a few entries, the least recently used dropped first.
final class BackdropFilterCache {
    private struct Entry {
        let layerType: ObjectIdentifier
        let properties: LayerProperties
        let inner: CGRect
        let pixelsPerPoint: Double
        let backdrop: CGImage
        let filtered: CGImage?
        var lastUse: Int
    }

    /// Entries kept at most (one per backdrop layer on screen, for the usual screen).
    let capacity = 4
    private var entries: [Entry] = []
    private var clock = 0
    /// Filters looked up and found (for tests).
    private(set) var hits = 0

    /// `layer.filterBackdrop(...)`, or the result kept from an identical call.
    func filter(_ layer: any LayerBackdropFiltering, backdrop: CGImage, inner: CGRect, pixelsPerPoint: Double,
                properties: LayerProperties) -> CGImage? {
        clock &+= 1
        let type = ObjectIdentifier(Swift.type(of: layer))
        for i in entries.indices {
            let e = entries[i]
            if e.layerType == type, e.inner == inner, e.pixelsPerPoint == pixelsPerPoint,
               e.properties.drawsTheSame(as: properties), e.backdrop.hasSameBytes(as: backdrop) {
                entries[i].lastUse = clock
                hits += 1
                return e.filtered
            }
        }
        let filtered = layer.filterBackdrop(backdrop, inner: inner, pixelsPerPoint: pixelsPerPoint,
                                            properties: properties)
        let entry = Entry(layerType: type, properties: properties, inner: inner, pixelsPerPoint: pixelsPerPoint,
                          backdrop: backdrop, filtered: filtered, lastUse: clock)
        if entries.count < capacity {
            entries.append(entry)
        } else if let oldest = entries.indices.min(by: { entries[$0].lastUse < entries[$1].lastUse }) {
            entries[oldest] = entry
        }
        return filtered
    }
}
