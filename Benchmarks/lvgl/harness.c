/* The set-up the LVGL harnesses share (harness.h says what each piece is for). */
#include "harness.h"
#include <stdio.h>
#include <stdlib.h>

uint8_t bench_frame_buffer[WIDTH * HEIGHT * BYTES_PER_PIXEL] __attribute__((aligned(64)));
lv_display_t *bench_display;
uint32_t bench_now_ms = 1000;

/* Allocation counting at the builtin allocator's entry points (lv_mem.c calls them; the Makefile links
 * with --wrap for each). */
int bench_counting;
long bench_allocations, bench_reallocs, bench_frees;
void *__real_lv_malloc_core(size_t size);
void *__real_lv_realloc_core(void *p, size_t size);
void __real_lv_free_core(void *p);
void *__wrap_lv_malloc_core(size_t size) { if (bench_counting) bench_allocations++; return __real_lv_malloc_core(size); }
void *__wrap_lv_realloc_core(void *p, size_t size) {
    if (bench_counting) { bench_allocations++; if (p) bench_reallocs++; }
    return __real_lv_realloc_core(p, size);
}
void __wrap_lv_free_core(void *p) { if (bench_counting && p) bench_frees++; __real_lv_free_core(p); }

static uint32_t tick(void) { return bench_now_ms; }

/* DIRECT mode renders straight into the frame buffer; there is nothing to copy, only to acknowledge. */
static void flush(lv_display_t *disp, const lv_area_t *area, uint8_t *pixels) {
    (void)area; (void)pixels;
    lv_display_flush_ready(disp);
}

void bench_start(void) {
    lv_init();
    lv_tick_set_cb(tick);
    bench_display = lv_display_create(WIDTH, HEIGHT);
    lv_display_set_flush_cb(bench_display, flush);
    lv_display_set_buffers(bench_display, bench_frame_buffer, NULL, sizeof bench_frame_buffer, LV_DISPLAY_RENDER_MODE_DIRECT);
}

void bench_white_screen(void) {
    lv_obj_t *screen = lv_screen_active();
    lv_obj_set_style_bg_color(screen, lv_color_hex(0xFFFFFF), 0);
    lv_obj_remove_flag(screen, LV_OBJ_FLAG_SCROLLABLE);
    lv_refr_now(bench_display);
}

int bench_iterations(const char *program, const char *text, long *n) {
    char *end;
    long value = strtol(text, &end, 10);
    if (*text == 0 || *end || value <= 0 || value > 1000000) { fprintf(stderr, "%s: iterations must be 1…1000000\n", program); return 2; }
    *n = value;
    return 0;
}

int bench_dump(const char *program, const char *path) {
    char tmp[4096];
    if (snprintf(tmp, sizeof tmp, "%s.tmp", path) >= (int)sizeof tmp) { fprintf(stderr, "%s: path too long\n", program); return 1; }
    FILE *f = fopen(tmp, "wb");
    if (!f) { fprintf(stderr, "%s: cannot write the picture %s\n", program, tmp); return 1; }
    fprintf(f, "P6\n%d %d\n255\n", WIDTH, HEIGHT);
    for (int i = 0; i < WIDTH * HEIGHT; i++) {
        uint8_t rgb[3];
#if LV_COLOR_DEPTH == 32
        rgb[0] = bench_frame_buffer[4 * i + 2]; rgb[1] = bench_frame_buffer[4 * i + 1]; rgb[2] = bench_frame_buffer[4 * i];
#else
        uint16_t p = (uint16_t)(bench_frame_buffer[2 * i] | bench_frame_buffer[2 * i + 1] << 8);
        rgb[0] = (uint8_t)((p >> 11) << 3); rgb[1] = (uint8_t)(((p >> 5) & 63) << 2); rgb[2] = (uint8_t)((p & 31) << 3);
#endif
        fwrite(rgb, 1, 3, f);
    }
    if (fclose(f) != 0 || rename(tmp, path) != 0) { fprintf(stderr, "%s: cannot write the picture %s\n", program, path); return 1; }
    return 0;
}

const char *bench_format(void) { return LV_COLOR_DEPTH == 32 ? "xrgb8888" : "rgb565"; }
