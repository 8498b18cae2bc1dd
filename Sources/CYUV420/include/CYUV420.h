#ifndef CYUV420_H
#define CYUV420_H

#include <stddef.h>
#include <stdint.h>

/// Converts `width` × `height` native-endian ARGB32 words (alpha ignored), rows `bytes_per_row` apart, into
/// `yuv420p` planes of the size rounded up to even (Y, then U, then V, rows without padding), padded with black:
/// BT.601 limited range, luma as ffmpeg's swscale makes it, chroma from each 2 × 2 block's mean. The same bytes as
/// `YUV420Picture.convert` (Swift, kept as the reference in the tests); compiled for AVX2 and for the x86-64
/// baseline, chosen at run time by the CPU.
void cyuv420_convert_argb32(const void *source, ptrdiff_t width, ptrdiff_t height, ptrdiff_t bytes_per_row,
                            uint8_t *planes);

#endif
