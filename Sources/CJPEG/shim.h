// libjpeg(-turbo): JPEG in and out of CGImage.
//
// libjpeg reports fatal errors by calling `error_exit`, which by default ends the process. The only way to
// return from a failed decode is setjmp/longjmp, which Swift cannot express, so the whole decode and encode
// live here as small C functions that Swift calls; everything else about images stays in Swift.
#ifndef FLIPBOOK_CJPEG_SHIM_H
#define FLIPBOOK_CJPEG_SHIM_H

#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <setjmp.h>
#include <jpeglib.h>

/// Room for libjpeg's formatted error message.
#define FLIPBOOK_JPEG_MESSAGE_LENGTH JMSG_LENGTH_MAX

typedef struct {
    struct jpeg_error_mgr manager;
    jmp_buf escape;
    char *message;
} flipbook_jpeg_error;

static inline void flipbook_jpeg_error_exit(j_common_ptr info) {
    flipbook_jpeg_error *error = (flipbook_jpeg_error *)info->err;
    if (error->message) info->err->format_message(info, error->message);
    longjmp(error->escape, 1);
}

/// Warnings (corrupt but recoverable data) are not fatal and are not printed either.
static inline void flipbook_jpeg_emit_message(j_common_ptr info, int level) {
    (void)info;
    (void)level;
}

/// The libjpeg colour space whose bytes match cairo's ARGB32: 32-bit native-endian 0xAARRGGBB.
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#define FLIPBOOK_JPEG_NATIVE_ARGB JCS_EXT_BGRA
#define FLIPBOOK_JPEG_NATIVE_XRGB JCS_EXT_BGRX
#else
#define FLIPBOOK_JPEG_NATIVE_ARGB JCS_EXT_ARGB
#define FLIPBOOK_JPEG_NATIVE_XRGB JCS_EXT_XRGB
#endif

/// Decodes a JPEG into opaque 32-bit pixels (cairo ARGB32 layout, rows `width * 4` bytes apart).
/// On success returns 0 and a `malloc`ed buffer in `*pixels` that the caller frees with `free`;
/// on failure returns -1, leaves `*pixels` NULL and writes libjpeg's message into `message`
/// (FLIPBOOK_JPEG_MESSAGE_LENGTH bytes) when it is not NULL.
static inline int flipbook_jpeg_decode(const unsigned char *data, unsigned long size,
                                       unsigned char **pixels, int *width, int *height, char *message) {
    struct jpeg_decompress_struct info;
    flipbook_jpeg_error error;
    unsigned char *volatile buffer = NULL;
    *pixels = NULL;
    memset(&info, 0, sizeof info);
    info.err = jpeg_std_error(&error.manager);
    error.manager.error_exit = flipbook_jpeg_error_exit;
    error.manager.emit_message = flipbook_jpeg_emit_message;
    error.message = message;
    if (setjmp(error.escape)) {
        jpeg_destroy_decompress(&info);
        free(buffer);
        return -1;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, size);
    jpeg_read_header(&info, TRUE);
    info.out_color_space = FLIPBOOK_JPEG_NATIVE_ARGB;
    jpeg_start_decompress(&info);
    size_t stride = (size_t)info.output_width * 4;
    buffer = (unsigned char *)malloc(stride * info.output_height);
    if (!buffer) {
        if (message) snprintf(message, FLIPBOOK_JPEG_MESSAGE_LENGTH, "out of memory");
        jpeg_destroy_decompress(&info);
        return -1;
    }
    while (info.output_scanline < info.output_height) {
        JSAMPROW row = buffer + stride * info.output_scanline;
        jpeg_read_scanlines(&info, &row, 1);
    }
    jpeg_finish_decompress(&info);
    *width = (int)info.output_width;
    *height = (int)info.output_height;
    jpeg_destroy_decompress(&info);
    *pixels = buffer;
    return 0;
}

/// Encodes 32-bit pixels in cairo's layout (alpha ignored) as a baseline JPEG of `quality` 0–100.
/// On success returns 0 and a `malloc`ed buffer in `*bytes` of `*count` bytes that the caller frees with `free`;
/// on failure returns -1 and writes libjpeg's message into `message` when it is not NULL.
static inline int flipbook_jpeg_encode(const unsigned char *pixels, int width, int height, int stride, int quality,
                                       unsigned char **bytes, unsigned long *count, char *message) {
    struct jpeg_compress_struct info;
    flipbook_jpeg_error error;
    *bytes = NULL;
    *count = 0;
    memset(&info, 0, sizeof info);
    info.err = jpeg_std_error(&error.manager);
    error.manager.error_exit = flipbook_jpeg_error_exit;
    error.manager.emit_message = flipbook_jpeg_emit_message;
    error.message = message;
    if (setjmp(error.escape)) {
        jpeg_destroy_compress(&info);
        free(*bytes);
        *bytes = NULL;
        *count = 0;
        return -1;
    }
    jpeg_create_compress(&info);
    jpeg_mem_dest(&info, bytes, count);
    info.image_width = (JDIMENSION)width;
    info.image_height = (JDIMENSION)height;
    info.input_components = 4;
    info.in_color_space = FLIPBOOK_JPEG_NATIVE_XRGB;
    jpeg_set_defaults(&info);
    jpeg_set_quality(&info, quality, TRUE);
    jpeg_start_compress(&info, TRUE);
    while (info.next_scanline < info.image_height) {
        JSAMPROW row = (JSAMPROW)(pixels + (size_t)stride * info.next_scanline);
        jpeg_write_scanlines(&info, &row, 1);
    }
    jpeg_finish_compress(&info);
    jpeg_destroy_compress(&info);
    return 0;
}

#endif
