// The projective warp's inner loops (see CWarp.h): for each chunk of a row, the taps are fetched first (four words
// per pixel, from addresses the positions give), then blended in a loop over plain arrays of 16-bit lanes that the
// compiler vectorises, then composited. Built twice by `target_clones`, for AVX2 and for the x86-64 baseline (SSE2); the dynamic
// loader picks one by the CPU's features. The arithmetic per channel is `cwarp_bilinear`'s, exact in integers, and
// the compositing is "over" with the destination scaled by (255 − alpha)/255, rounded. The samples' alpha decides
// the compositing, which branches: inside a layer nearly every sample is opaque, so the branch predicts well.
#include "CWarp.h"

// `target_clones` needs the loader's indirect functions: glibc's (musl has none).
#if defined(__x86_64__) && defined(__clang__) && defined(__GLIBC__)
#define CLONES __attribute__((target_clones("avx2", "default")))
#else
#define CLONES
#endif

// The helpers are inlined into each clone, so they are compiled for its instruction set (a helper left out of line
// would be compiled once, for the baseline).
#define INLINE static inline __attribute__((always_inline))

enum { CHUNK = 64 };

/// A chunk's taps and weights, channel by channel: byte 4k + c of each tap array is channel c of pixel k's tap, and
/// the weights are repeated for each of a pixel's four channels, so the blend is one loop over independent 16-bit
/// lanes (sixteen at a time with AVX2).
typedef struct {
    uint8_t top_left[4 * CHUNK], top_right[4 * CHUNK], bottom_left[4 * CHUNK], bottom_right[4 * CHUNK];
    int16_t fx[4 * CHUNK], fy[4 * CHUNK];
    uint32_t samples[CHUNK];
} Taps;

INLINE void fetch(Taps *taps, ptrdiff_t k, const char *p, ptrdiff_t bytes_per_row, uint32_t wx, uint32_t wy) {
    memcpy(taps->top_left + 4 * k, p, 4);
    memcpy(taps->top_right + 4 * k, p + 4, 4);
    memcpy(taps->bottom_left + 4 * k, p + bytes_per_row, 4);
    memcpy(taps->bottom_right + 4 * k, p + bytes_per_row + 4, 4);
    const uint64_t fx = (uint64_t)((wx >> 1) & 0x7F) * 0x0001000100010001u;
    const uint64_t fy = (uint64_t)((wy >> 1) & 0x7F) * 0x0001000100010001u;
    memcpy(taps->fx + 4 * k, &fx, 8);
    memcpy(taps->fy + 4 * k, &fy, 8);
}

/// `a + ⌊(b − a)·w / 128⌋` in a 16-bit lane (|b − a| ≤ 255, w ≤ 127: the product fits).
INLINE int16_t lerp7(int16_t a, int16_t b, int16_t w) {
    return (int16_t)(a + (int16_t)((int16_t)((int16_t)(b - a) * w) >> 7));
}

/// Every channel of `p` times `k`/255, rounded (`k` ≤ 255).
INLINE uint32_t scale255(uint32_t p, uint32_t k) {
    uint32_t rb = (p & 0x00FF00FF) * k + 0x00800080;
    rb = ((rb + ((rb >> 8) & 0x00FF00FF)) >> 8) & 0x00FF00FF;
    uint32_t ag = ((p >> 8) & 0x00FF00FF) * k + 0x00800080;
    ag = (ag + ((ag >> 8) & 0x00FF00FF)) & 0xFF00FF00;
    return rb | ag;
}

/// Every channel of `p` times `k`/256.
INLINE uint32_t scale256(uint32_t p, uint32_t k) {
    const uint32_t rb = (((p & 0x00FF00FF) * k) >> 8) & 0x00FF00FF;
    const uint32_t ag = (((p >> 8) & 0x00FF00FF) * k) & 0xFF00FF00;
    return rb | ag;
}

/// Blends the chunk's taps (`cwarp_bilinear`'s arithmetic, lane by lane) and composites the samples over
/// `destination`: an opaque sample replaces the pixel, a transparent one leaves it.
INLINE void blend_over(Taps *restrict taps, ptrdiff_t count, uint32_t *restrict destination, uint32_t alpha) {
    uint8_t *restrict samples = (uint8_t *)taps->samples;
    for (ptrdiff_t j = 0; j < 4 * count; j++) {
        const int16_t left = lerp7(taps->top_left[j], taps->bottom_left[j], taps->fy[j]);
        const int16_t right = lerp7(taps->top_right[j], taps->bottom_right[j], taps->fy[j]);
        samples[j] = (uint8_t)lerp7(left, right, taps->fx[j]);
    }
    for (ptrdiff_t k = 0; k < count; k++) {
        uint32_t sample = taps->samples[k];
        if (alpha < 256) sample = scale256(sample, alpha);
        const uint32_t sa = sample >> 24;
        if (sa == 255) {
            destination[k] = sample;
        } else if (sa != 0) {
            destination[k] = sample + scale255(destination[k], 255 - sa);
        }
    }
}

/// Both kernels: the positions come per column (`columns`, v linear in the row) or per pixel (`positions`); the
/// callers pass one of them as a constant, so each clone keeps only its own fetch.
INLINE void composite(const char *source, ptrdiff_t bytes_per_row, const intptr_t *columns, intptr_t row_term,
                             const int32_t *positions, ptrdiff_t count, uint32_t *destination, uint32_t alpha) {
    Taps taps;
    for (ptrdiff_t start = 0; start < count; start += CHUNK) {
        const ptrdiff_t n = count - start < CHUNK ? count - start : CHUNK;
        for (ptrdiff_t k = 0; k < n; k++) {
            if (columns) {
                const intptr_t *c = columns + 4 * (start + k);
                const intptr_t v = c[1] + c[2] * row_term;
                fetch(&taps, k, source + (v >> 32) * bytes_per_row + c[3], bytes_per_row,
                      (uint32_t)(c[0] >> 8) & 0xFF, (uint32_t)(v >> 24) & 0xFF);
            } else {
                const intptr_t u = positions[2 * (start + k)], v = positions[2 * (start + k) + 1];
                fetch(&taps, k, source + ((v >> 16) - 1) * bytes_per_row + ((u >> 16) - 1) * 4, bytes_per_row,
                      (uint32_t)(u >> 8) & 0xFF, (uint32_t)(v >> 8) & 0xFF);
            }
        }
        blend_over(&taps, n, destination + start, alpha);
    }
}

CLONES
void cwarp_composite_columns(const void *source, ptrdiff_t bytes_per_row, const intptr_t *columns, ptrdiff_t count,
                             intptr_t row_term, uint32_t *destination, uint32_t alpha) {
    composite((const char *)source, bytes_per_row, columns, row_term, 0, count, destination, alpha);
}

CLONES
void cwarp_composite_positions(const void *source, ptrdiff_t bytes_per_row, const int32_t *positions, ptrdiff_t count,
                               uint32_t *destination, uint32_t alpha) {
    composite((const char *)source, bytes_per_row, 0, 0, positions, count, destination, alpha);
}
