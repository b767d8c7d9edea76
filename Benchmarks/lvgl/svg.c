/* svg-lvgl: LVGL 9.5.0's counterpart of Faceplate's svg-icon benchmark (faceplate-bench svg-icon), for
 * callgrind. Built by the Makefile with VECTOR=1: LVGL with its SVG decoder and its vector engine
 * (ThorVG, rendering in software).
 *
 *   svg-lvgl svg-icon ITERATIONS FILE.svg     one measured batch, one line of output
 *   svg-lvgl dump-svg-icon FILE.svg OUT.ppm   the last frame after the warm-up and 100 operations
 *
 * Set up by harness.c (manual tick, DIRECT render mode into one full-screen buffer, the builtin
 * allocator counted through the linker's --wrap, `lvgl_bench_measured` as callgrind's toggle). The
 * scene is Faceplate's: FILE.svg (the same file Faceplate's Image(systemName:) embeds) in a 96 × 96
 * lv_image at (352, 192), scaled from the file's 16 × 16, on a white screen. One
 * operation invalidates the image and renders: the screen's background under it is filled and the SVG's
 * paths are drawn again through the vector engine. The decoded SVG (its parsed draw list) stays in
 * LVGL's image cache, so an operation draws and does not parse.
 *
 * Output: `op=svg-icon format=xrgb8888 ops=N allocations=K reallocs=R frees=F libc_allocations=C
 * libc_frees=D` (K, R, F: LVGL's allocator, as the other harnesses count; C, D: the C library's). */
#include "harness.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define WARM_UP_FRAMES 200
#define ICON_X 352
#define ICON_Y 192
#define ICON_SIZE 96
#define MAX_SVG_BYTES (1024 * 1024)

static lv_obj_t *image;


/* ThorVG is C++: its `new` goes to the C library's malloc, not to LVGL's allocator. This harness
 * interposes the C library's allocator too and counts those calls apart (libc_allocations). */
extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *p, size_t size);
extern void __libc_free(void *p);
static long libc_allocations, libc_frees;
void *malloc(size_t size) { if (bench_counting) libc_allocations++; return __libc_malloc(size); }
void *calloc(size_t count, size_t size) { if (bench_counting) libc_allocations++; return __libc_calloc(count, size); }
void *realloc(void *p, size_t size) { if (bench_counting) libc_allocations++; return __libc_realloc(p, size); }
void free(void *p) { if (bench_counting && p) libc_frees++; __libc_free(p); }


static void frame(void) {
    lv_obj_invalidate(image);
    lv_refr_now(bench_display);
}

/* The only code callgrind counts (--toggle-collect=lvgl_bench_measured): one operation per call. */
BENCH_MEASURED((void), frame())

/* The whole file, NUL-terminated after its size; NULL (with a message) when it cannot be read. */
static uint8_t *read_file(const char *path, size_t *size) {
    FILE *f = fopen(path, "rb");
    if (!f) { perror("svg-lvgl: cannot open the SVG"); return NULL; }
    static uint8_t data[MAX_SVG_BYTES + 1];
    size_t n = fread(data, 1, MAX_SVG_BYTES + 1, f);
    int failed = ferror(f);
    fclose(f);
    if (failed || n == 0 || n > MAX_SVG_BYTES) { fprintf(stderr, "svg-lvgl: %s is empty, unreadable or over 1 MiB\n", path); return NULL; }
    data[n] = 0;
    *size = n;
    return data;
}

static int usage(void) {
    fprintf(stderr, "usage: svg-lvgl svg-icon ITERATIONS FILE.svg\n"
                    "       svg-lvgl dump-svg-icon FILE.svg OUT.ppm\n");
    return 2;
}

int main(int argc, char **argv) {
    if (argc != 4) return usage();
    int dumping = !strcmp(argv[1], "dump-svg-icon");
    if (!dumping && strcmp(argv[1], "svg-icon")) return usage();
    long n = 100;
    const char *svg_path = dumping ? argv[2] : argv[3];
    if (!dumping && bench_iterations("svg-lvgl", argv[2], &n)) return 2;
    size_t size;
    uint8_t *svg = read_file(svg_path, &size);
    if (!svg) return 1;

    bench_start();
    bench_white_screen();
    lv_obj_t *screen = lv_screen_active();

    /* A variable source: the decoder takes the picture's size from the descriptor (the file's 16 × 16). */
    static lv_image_dsc_t source;
    source.header.magic = LV_IMAGE_HEADER_MAGIC;
    source.header.cf = LV_COLOR_FORMAT_ARGB8888;
    source.header.w = 16;
    source.header.h = 16;
    source.data = svg;
    source.data_size = (uint32_t)size;
    image = lv_image_create(screen);
    lv_image_set_src(image, &source);
    /* A 96 × 96 object with the picture at its top-left corner, scaled by 6 about that corner: the SVG
     * decoder clips its drawing to the object, so the object must cover the scaled picture. */
    lv_obj_set_pos(image, ICON_X, ICON_Y);
    lv_obj_set_size(image, ICON_SIZE, ICON_SIZE);
    lv_image_set_inner_align(image, LV_IMAGE_ALIGN_TOP_LEFT);
    lv_image_set_pivot(image, 0, 0);
    lv_image_set_scale(image, 256 * ICON_SIZE / 16);
    lv_obj_invalidate(screen);
    lv_refr_now(bench_display);
    for (int i = 0; i < WARM_UP_FRAMES; i++) frame();

    for (long i = 0; i < n; i++) {
        bench_counting = 1;
        lvgl_bench_measured();
        bench_counting = 0;
    }
    if (dumping) return bench_dump("svg-lvgl", argv[3]);
    printf("op=svg-icon format=%s ops=%ld allocations=%ld reallocs=%ld frees=%ld libc_allocations=%ld libc_frees=%ld\n",
           bench_format(), n, bench_allocations, bench_reallocs, bench_frees, libc_allocations, libc_frees);
    return 0;
}
