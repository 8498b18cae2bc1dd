// BGRA (ARGB32 words) → yuv420p, BT.601 limited range: the MP4 export's conversion on the render workers.
//
// Plain loops that the compiler vectorises, built twice by `target_clones`: for AVX2 (eight 32-bit lanes, `vpmulld`)
// and for the x86-64 baseline (SSE2); the dynamic loader picks one by the CPU's features. The arithmetic is the
// Swift reference's (`YUV420Picture.convert`), exact in 32-bit integers:
//   Y = (8414·R + 16519·G + 3208·B + 540928) >> 15  — swscale's two roundings, ((s + 2¹⁹ + 2⁸) >> 9 + 32) >> 6,
//       folded into one: ⌊(⌊x / 2⁹⌋ + 32) / 2⁶⌋ = ⌊(x + 2¹⁴) / 2¹⁵⌋;
//   U = (14392·B − 4857·R − 9535·G + 2²⁴ + 2¹⁶) >> 17, V = (14392·R − 12052·G − 2341·B + 2²⁴ + 2¹⁶) >> 17, over
//       the sums of a 2 × 2 block (never negative: the offset outweighs the negative terms).
#include "CYUV420.h"

// `target_clones` needs the loader's indirect functions: glibc's (musl has none).
#if defined(__x86_64__) && defined(__clang__) && defined(__GLIBC__)
#define CLONES __attribute__((target_clones("avx2", "default")))
#else
#define CLONES
#endif

static inline uint8_t luma(uint32_t w) {
    uint32_t r = (w >> 16) & 0xFF, g = (w >> 8) & 0xFF, b = w & 0xFF;
    return (uint8_t)((8414 * r + 16519 * g + 3208 * b + 540928) >> 15);
}

static inline uint8_t chroma_u(uint32_t r, uint32_t g, uint32_t b) {
    return (uint8_t)((14392 * b + (128u << 17) + (1u << 16) - 4857 * r - 9535 * g) >> 17);
}

static inline uint8_t chroma_v(uint32_t r, uint32_t g, uint32_t b) {
    return (uint8_t)((14392 * r + (128u << 17) + (1u << 16) - 12052 * g - 2341 * b) >> 17);
}

/// Luma of one row.
static inline void luma_row(const uint32_t *restrict words, ptrdiff_t count, uint8_t *restrict y) {
    for (ptrdiff_t x = 0; x < count; x++) y[x] = luma(words[x]);
}

/// U and V of `pairs` 2 × 2 blocks from rows `top` and `bottom`.
static inline void chroma_row(const uint32_t *restrict top, const uint32_t *restrict bottom, ptrdiff_t pairs,
                              uint8_t *restrict u, uint8_t *restrict v) {
    for (ptrdiff_t x = 0; x < pairs; x++) {
        uint32_t a = top[2 * x], b = top[2 * x + 1], c = bottom[2 * x], d = bottom[2 * x + 1];
        uint32_t redBlue = (a & 0xFF00FF) + (b & 0xFF00FF) + (c & 0xFF00FF) + (d & 0xFF00FF);
        uint32_t green = ((a >> 8) & 0xFF) + ((b >> 8) & 0xFF) + ((c >> 8) & 0xFF) + ((d >> 8) & 0xFF);
        uint32_t red = redBlue >> 16, blue = redBlue & 0xFFFF;
        u[x] = chroma_u(red, green, blue);
        v[x] = chroma_v(red, green, blue);
    }
}

/// The sums of one block whose right column (and, without `bottom`, lower row) is black padding.
static inline void last_block(uint32_t a, uint32_t c, uint8_t *u, uint8_t *v) {
    uint32_t redBlue = (a & 0xFF00FF) + (c & 0xFF00FF);
    uint32_t green = ((a >> 8) & 0xFF) + ((c >> 8) & 0xFF);
    *u = chroma_u(redBlue >> 16, green, redBlue & 0xFFFF);
    *v = chroma_v(redBlue >> 16, green, redBlue & 0xFFFF);
}

CLONES
void cyuv420_convert_argb32(const void *source, ptrdiff_t width, ptrdiff_t height, ptrdiff_t bytes_per_row,
                            uint8_t *planes) {
    const ptrdiff_t even_width = (width + 1) & ~(ptrdiff_t)1, even_height = (height + 1) & ~(ptrdiff_t)1;
    const ptrdiff_t chroma_width = even_width / 2;
    uint8_t *y_plane = planes, *u_plane = planes + even_width * even_height;
    uint8_t *v_plane = u_plane + chroma_width * (even_height / 2);
    const char *bytes = (const char *)source;
    // Two rows at a time, luma and chroma together: each row is read from memory once.
    for (ptrdiff_t chroma_row_index = 0; chroma_row_index < even_height / 2; chroma_row_index++) {
        const ptrdiff_t row = 2 * chroma_row_index;
        const uint32_t *top = (const uint32_t *)(bytes + row * bytes_per_row);
        const uint32_t *bottom = row + 1 < height ? (const uint32_t *)(bytes + (row + 1) * bytes_per_row) : 0;
        uint8_t *u = u_plane + chroma_row_index * chroma_width, *v = v_plane + chroma_row_index * chroma_width;
        luma_row(top, width, y_plane + row * even_width);
        if (width < even_width) y_plane[row * even_width + width] = 16;
        if (bottom) {
            luma_row(bottom, width, y_plane + (row + 1) * even_width);
            if (width < even_width) y_plane[(row + 1) * even_width + width] = 16;
            chroma_row(top, bottom, width / 2, u, v);
        } else {
            // The padding row (odd height): black, and the blocks over it average in black.
            for (ptrdiff_t x = 0; x < even_width; x++) y_plane[(row + 1) * even_width + x] = 16;
            for (ptrdiff_t x = 0; x < width / 2; x++) last_block(top[2 * x], top[2 * x + 1], u + x, v + x);
        }
        if (width < even_width) last_block(top[width - 1], bottom ? bottom[width - 1] : 0, u + chroma_width - 1,
                                           v + chroma_width - 1);
    }
}
