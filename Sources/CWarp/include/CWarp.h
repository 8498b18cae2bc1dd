#ifndef CWARP_H
#define CWARP_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

/// The projective warp's sampling kernel (`ProjectiveWarp` in QuartzCore): a bilinear sample of premultiplied
/// ARGB32 words composited over a destination row. The same code in debug and release builds, so the tests run the
/// arithmetic users run.
///
/// Bilinear blend: the two rows first (by `wy`/256), then the two columns (by `wx`/256), per 8-bit channel, with the
/// weights taken to 7 bits (as pixman's bilinear filter does): `a + ⌊(b − a)·w / 128⌋`. `top` and `bottom` each hold
/// two horizontally adjacent pixels, the left one in the low word.
static inline uint32_t cwarp_bilinear(uint64_t top, uint64_t bottom, uint32_t wx, uint32_t wy) {
    const int32_t fy = (int32_t)((wy >> 1) & 0x7F), fx = (int32_t)((wx >> 1) & 0x7F);
    uint32_t result = 0;
    for (int shift = 0; shift < 32; shift += 8) {
        const int32_t t0 = (int32_t)((top >> shift) & 0xFF), t1 = (int32_t)((top >> (32 + shift)) & 0xFF);
        const int32_t b0 = (int32_t)((bottom >> shift) & 0xFF), b1 = (int32_t)((bottom >> (32 + shift)) & 0xFF);
        const int32_t left = t0 + (((b0 - t0) * fy) >> 7), right = t1 + (((b1 - t1) * fy) >> 7);
        result |= (uint32_t)(left + (((right - left) * fx) >> 7)) << shift;
    }
    return result;
}

/// Composites `count` pixels of one destination row (`destination`, consecutive words) from the source, for a layer
/// turned about a vertical axis: `columns` holds four integers per destination pixel — u (1/65536 pixel), a and b
/// with v = a + b·`row_term` (1/2³² pixel), and the byte offset of the pixel's top-left tap less one source row —
/// and every pixel's four taps are inside the source. `alpha` is the layer's opacity in 1/256 (256: opaque).
void cwarp_composite_columns(const void *source, ptrdiff_t bytes_per_row, const intptr_t *columns, ptrdiff_t count,
                             intptr_t row_term, uint32_t *destination, uint32_t alpha);

/// The same for pixels whose positions were computed one by one: `positions` holds u and v (1/65536 pixel, offset
/// by one pixel as `ProjectiveWarp` keeps them) per destination pixel, and every pixel's four taps are inside.
void cwarp_composite_positions(const void *source, ptrdiff_t bytes_per_row, const int32_t *positions, ptrdiff_t count,
                               uint32_t *destination, uint32_t alpha);

#endif
