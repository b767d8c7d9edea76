/* The set-up every LVGL harness here shares (harness.c): one 800 × 480 display in DIRECT render mode
 * into one full-screen buffer, a manual tick the harness advances, LVGL's builtin allocator counted
 * through the linker's --wrap, the ITERATIONS argument, the picture dump and the measured-function
 * marker. Each harness file keeps only its scene and its operations. */
#ifndef BENCH_HARNESS_H
#define BENCH_HARNESS_H

#include "lvgl.h"
#include "src/core/lv_obj_scroll_private.h"   /* lv_obj_scroll_by_raw */
#include <stdint.h>

#define WIDTH 800
#define HEIGHT 480
#define BYTES_PER_PIXEL (LV_COLOR_DEPTH / 8)
/* How far one scroll frame moves, in pixels: Faceplate's scroll benchmarks move 7 points a frame. */
#define SCROLL_STEP 7

/* The buffer LVGL renders into, in the build's colour format (LV_COLOR_DEPTH 32: XRGB8888, 16: RGB565). */
extern uint8_t bench_frame_buffer[WIDTH * HEIGHT * BYTES_PER_PIXEL];
/* The display, made by bench_start. */
extern lv_display_t *bench_display;
/* The manual tick, in milliseconds: LVGL's clock reads it, the harness moves it. */
extern uint32_t bench_now_ms;
/* While set, calls into LVGL's allocator are counted: allocations (lv_malloc_core and lv_realloc_core),
 * reallocs (the realloc calls that resize a block that exists, so have no free of their own) and frees. */
extern int bench_counting;
extern long bench_allocations, bench_reallocs, bench_frees;

/* lv_init, the tick, and the display rendering straight into bench_frame_buffer. */
void bench_start(void);
/* The active screen white and not scrollable, drawn once: the empty stage every scene is built on. */
void bench_white_screen(void);
/* ITERATIONS parsed into *n (1…1000000); 0, or 2 with a message naming PROGRAM when it is not a number in range. */
int bench_iterations(const char *program, const char *text, long *n);
/* The frame buffer as a binary PPM at PATH (written beside it, then renamed); 0, or 1 with a message. */
int bench_dump(const char *program, const char *path);
/* "xrgb8888" or "rgb565": the build's format, as scripts/bench and faceplate-bench name it. */
const char *bench_format(void);

/* A scroller moved as a finger's drag moves it (lv_obj_scroll_by_raw, what LVGL's pointer input calls
 * each frame of a drag): SCROLL_STEP pixels a frame between 0 and LIMIT, turning at either end, the
 * offsets Faceplate's scroll benchmarks go through. Inline, so the measured code is each harness's own. */
typedef struct { lv_obj_t *scroller; int32_t y, limit, direction; } bench_drag_t;
static inline void bench_drag_frame(bench_drag_t *drag) {
    int32_t next = drag->y + SCROLL_STEP * drag->direction;
    if (next < 0 || next > drag->limit) { drag->direction = -drag->direction; next = drag->y + SCROLL_STEP * drag->direction; }
    lv_obj_scroll_by_raw(drag->scroller, 0, drag->y - next);
    drag->y = next;
    lv_refr_now(bench_display);
}

/* Defines `lvgl_bench_measured`, the only code callgrind counts (scripts/bench passes it to
 * --toggle-collect, as it passes faceplate_bench_measured to Faceplate's side): PARAMS its parameter
 * list, BODY one operation. Never inlined, and the empty asm keeps the call where callgrind sees it. */
#define BENCH_MEASURED(PARAMS, BODY) \
    __attribute__((noinline)) void lvgl_bench_measured PARAMS { BODY; __asm__ volatile("" ::: "memory"); }

#endif
