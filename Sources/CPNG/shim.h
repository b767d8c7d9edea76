#ifndef FACEPLATE_CPNG_SHIM_H
#define FACEPLATE_CPNG_SHIM_H
// libpng reports errors by longjmp'ing out of the failing call, which would skip Swift frames (and their
// releases). These helpers use libpng's "simplified" API, which catches its own longjmps and returns 0
// with a message instead, and they open the files themselves so a failed open reports errno. Everything
// crossing into Swift is a plain return code plus a NUL-terminated message. Writing goes through memory:
// Swift writes the file (to a temporary name, renamed into place) so a failure keeps the old file.
#include <png.h>
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/// A PNG file being read: the simplified-API control block and the file it reads from.
typedef struct faceplate_png_reader {
    png_image image;
    FILE *file;
} faceplate_png_reader;

static inline void faceplate_png_message(char *out, size_t size, const char *what, const char *path, const char *why) {
    if (out && size) snprintf(out, size, "%s %s: %s", what, path, why);
}

/// Opens `path` and reads its header. Returns NULL and fills `message` on failure.
static inline faceplate_png_reader *faceplate_png_reader_open(const char *path, char *message, size_t size) {
    FILE *f = fopen(path, "rb");
    if (!f) { faceplate_png_message(message, size, "cannot open", path, strerror(errno)); return NULL; }
    faceplate_png_reader *r = (faceplate_png_reader *)calloc(1, sizeof *r);
    if (!r) { fclose(f); faceplate_png_message(message, size, "cannot read", path, "out of memory"); return NULL; }
    r->file = f;
    r->image.version = PNG_IMAGE_VERSION;
    if (!png_image_begin_read_from_stdio(&r->image, f)) {
        faceplate_png_message(message, size, "cannot read PNG", path, r->image.message);
        png_image_free(&r->image); fclose(f); free(r);
        return NULL;
    }
    return r;
}

static inline uint32_t faceplate_png_reader_width(const faceplate_png_reader *r) { return r->image.width; }
static inline uint32_t faceplate_png_reader_height(const faceplate_png_reader *r) { return r->image.height; }

/// Decodes the whole image as straight-alpha RGBA8 rows `stride` bytes apart. Returns 0 and fills
/// `message` on failure.
static inline int faceplate_png_reader_read_rgba(faceplate_png_reader *r, void *pixels, int32_t stride,
                                                 const char *path, char *message, size_t size) {
    r->image.format = PNG_FORMAT_RGBA;
    if (!png_image_finish_read(&r->image, NULL, pixels, stride, NULL)) {
        faceplate_png_message(message, size, "cannot decode PNG", path, r->image.message);
        return 0;
    }
    return 1;
}

/// Frees the control block and closes the file (safe after a failed read).
static inline void faceplate_png_reader_close(faceplate_png_reader *r) {
    if (!r) return;
    png_image_free(&r->image);
    if (r->file) fclose(r->file);
    free(r);
}

/// Encodes straight-alpha RGBA8 rows as a PNG in memory, so the caller writes the bytes itself and sees
/// the real errno of a failed write (libpng's stdio path turns ENOSPC into "Write Error"). Returns a
/// malloc'd buffer (release it with free) and stores its length in `*length`; returns NULL and fills
/// `message` on failure. The buffer is sized for the worst case, but only the pages written are used.
static inline void *faceplate_png_encode_rgba(const void *pixels, uint32_t width, uint32_t height, int32_t stride,
                                              size_t *length, char *message, size_t size) {
    png_image image;
    memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    image.width = width;
    image.height = height;
    image.format = PNG_FORMAT_RGBA;
    png_alloc_size_t capacity = PNG_IMAGE_PNG_SIZE_MAX(image);
    void *memory = malloc(capacity);
    if (!memory) { if (message && size) snprintf(message, size, "out of memory"); return NULL; }
    png_alloc_size_t written = capacity;
    if (!png_image_write_to_memory(&image, memory, &written, 0, pixels, stride, NULL)) {
        if (message && size) snprintf(message, size, "%s", image.message);
        png_image_free(&image);
        free(memory);
        return NULL;
    }
    png_image_free(&image);
    *length = (size_t)written;
    return memory;
}
#endif
