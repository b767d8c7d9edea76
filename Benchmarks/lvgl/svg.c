/* svg-lvgl: LVGL 9.5.0's counterpart of Faceplate's svg-icon benchmark (faceplate-bench svg-icon), for
 * callgrind. Built by the Makefile with VECTOR=1: LVGL with its SVG decoder and its vector engine
 * (ThorVG, rendering in software).
 *
 *   svg-lvgl svg-icon ITERATIONS FILE.svg     one measured batch, one line of output
 *   svg-lvgl dump-svg-icon FILE.svg OUT.ppm   the last frame after the warm-up and 100 operations
 *
 * Set up as widgets.c is (manual tick, DIRECT render mode into one full-screen buffer, the builtin
 * allocator counted through the linker's --wrap, `lvgl_bench_measured` as callgrind's toggle). The
 * scene is Faceplate's: FILE.svg (the same file Faceplate's Image(systemName:) embeds) in a 96 × 96
 * lv_image at (352, 192), scaled from the file's 16 × 16, on a white screen. One
 * operation invalidates the image and renders: the screen's background under it is filled and the SVG's
 * paths are drawn again through the vector engine. The decoded SVG (its parsed draw list) stays in
 * LVGL's image cache, so an operation draws and does not parse.
 *
 * Output: `op=svg-icon format=xrgb8888 ops=N allocations=K reallocs=R frees=F libc_allocations=C
 * libc_frees=D` (K, R, F: LVGL's allocator, as the other harnesses count; C, D: the C library's). */
#include "lvgl.h"
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define WIDTH 800
#define HEIGHT 480
#define BYTES_PER_PIXEL (LV_COLOR_DEPTH / 8)
#define WARM_UP_FRAMES 200
#define ICON_X 352
#define ICON_Y 192
#define ICON_SIZE 96
#define MAX_SVG_BYTES (1024 * 1024)

static uint8_t frame_buffer[WIDTH * HEIGHT * BYTES_PER_PIXEL] __attribute__((aligned(64)));
static uint32_t now_ms = 1000;
static lv_display_t *display;
static lv_obj_t *image;

static int counting;
static long allocations, reallocs, frees;
void *__real_lv_malloc_core(size_t size);
void *__real_lv_realloc_core(void *p, size_t size);
void __real_lv_free_core(void *p);
void *__wrap_lv_malloc_core(size_t size) { if (counting) allocations++; return __real_lv_malloc_core(size); }
void *__wrap_lv_realloc_core(void *p, size_t size) {
    if (counting) { allocations++; if (p) reallocs++; }
    return __real_lv_realloc_core(p, size);
}
void __wrap_lv_free_core(void *p) { if (counting && p) frees++; __real_lv_free_core(p); }

/* ThorVG is C++: its `new` goes to the C library's malloc, not to LVGL's allocator. This harness
 * interposes the C library's allocator too and counts those calls apart (libc_allocations). */
extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *p, size_t size);
extern void __libc_free(void *p);
static long libc_allocations, libc_frees;
void *malloc(size_t size) { if (counting) libc_allocations++; return __libc_malloc(size); }
void *calloc(size_t count, size_t size) { if (counting) libc_allocations++; return __libc_calloc(count, size); }
void *realloc(void *p, size_t size) { if (counting) libc_allocations++; return __libc_realloc(p, size); }
void free(void *p) { if (counting && p) libc_frees++; __libc_free(p); }

static uint32_t tick(void) { return now_ms; }
static void flush(lv_display_t *disp, const lv_area_t *area, uint8_t *pixels) {
    (void)area; (void)pixels;
    lv_display_flush_ready(disp);
}

static void frame(void) {
    lv_obj_invalidate(image);
    lv_refr_now(display);
}

/* The only code callgrind counts (--toggle-collect=lvgl_bench_measured): one operation per call. */
__attribute__((noinline)) void lvgl_bench_measured(void) {
    frame();
    __asm__ volatile("" ::: "memory");
}

static int dump(const char *path) {
    char tmp[4096];
    if (snprintf(tmp, sizeof tmp, "%s.tmp", path) >= (int)sizeof tmp) { fprintf(stderr, "svg-lvgl: path too long\n"); return 1; }
    FILE *f = fopen(tmp, "wb");
    if (!f) { perror("svg-lvgl: cannot write the picture"); return 1; }
    fprintf(f, "P6\n%d %d\n255\n", WIDTH, HEIGHT);
    for (int i = 0; i < WIDTH * HEIGHT; i++) {
        uint8_t rgb[3];
#if LV_COLOR_DEPTH == 32
        rgb[0] = frame_buffer[4 * i + 2]; rgb[1] = frame_buffer[4 * i + 1]; rgb[2] = frame_buffer[4 * i];
#else
        uint16_t p = (uint16_t)(frame_buffer[2 * i] | frame_buffer[2 * i + 1] << 8);
        rgb[0] = (uint8_t)((p >> 11) << 3); rgb[1] = (uint8_t)(((p >> 5) & 63) << 2); rgb[2] = (uint8_t)((p & 31) << 3);
#endif
        fwrite(rgb, 1, 3, f);
    }
    if (fclose(f) != 0 || rename(tmp, path) != 0) { perror("svg-lvgl: cannot write the picture"); return 1; }
    return 0;
}

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
    if (!dumping) {
        char *end;
        n = strtol(argv[2], &end, 10);
        if (*end || n <= 0 || n > 1000000) { fprintf(stderr, "svg-lvgl: iterations must be 1…1000000\n"); return 2; }
    }
    size_t size;
    uint8_t *svg = read_file(svg_path, &size);
    if (!svg) return 1;

    lv_init();
    lv_tick_set_cb(tick);
    display = lv_display_create(WIDTH, HEIGHT);
    lv_display_set_flush_cb(display, flush);
    lv_display_set_buffers(display, frame_buffer, NULL, sizeof frame_buffer, LV_DISPLAY_RENDER_MODE_DIRECT);
    lv_obj_t *screen = lv_screen_active();
    lv_obj_set_style_bg_color(screen, lv_color_hex(0xFFFFFF), 0);
    lv_obj_remove_flag(screen, LV_OBJ_FLAG_SCROLLABLE);
    lv_refr_now(display);

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
    lv_refr_now(display);
    for (int i = 0; i < WARM_UP_FRAMES; i++) frame();

    for (long i = 0; i < n; i++) {
        counting = 1;
        lvgl_bench_measured();
        counting = 0;
    }
    if (dumping) return dump(argv[3]);
    printf("op=svg-icon format=%s ops=%ld allocations=%ld reallocs=%ld frees=%ld libc_allocations=%ld libc_frees=%ld\n",
           LV_COLOR_DEPTH == 32 ? "xrgb8888" : "rgb565", n, allocations, reallocs, frees, libc_allocations, libc_frees);
    return 0;
}
