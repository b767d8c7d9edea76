/* lists-lvgl: LVGL 9.5.0's counterparts of Faceplate's 10,000-row table benchmarks (faceplate-bench
 * table-scroll, table-reload and table-memory), for callgrind.
 *
 *   lists-lvgl list-scroll|table-scroll|table-reload [ITERATIONS]   one measured batch, one line
 *   lists-lvgl list-memory|table-memory                 the heap the widget holds, and its build time
 *   (scripts/bench runs the table only: the list does not finish building in 5 minutes, see below)
 *   lists-lvgl dump-list-scroll|dump-table-scroll|dump-table-reload FILE.ppm   the last frame after the
 *                                                       warm-up and 100 operations
 *
 * Set up by harness.c (manual tick, DIRECT render mode into one full-screen buffer, the builtin
 * allocator counted through the linker's --wrap, `lvgl_bench_measured` as callgrind's toggle). The
 * widgets are Faceplate's TableScrollBench table drawn the LVGL way, full screen (800 × 480), in the
 * 18 px font:
 *
 *   list   an lv_list of 100 section texts ("Section N", 28 px high) each followed by 100 buttons
 *          ("Programme N", 44 px high, with a right chevron): 10,000 buttons, one object per row
 *          and per label, as lv_list makes them.
 *   table  an lv_table of one 800 px column and 10,000 rows ("Programme N", cells padded to 44 px).
 *
 * A scroll frame moves the widget's scroll offset by 7 px as a drag does (down, turning at either end)
 * and renders: the whole screen is repainted, as Faceplate's frame repaints its
 * whole table. The warm-up is Faceplate's: a first frame, 400 scroll frames, back to the top, two frames.
 *
 * A reload (table-reload, Faceplate's TableChangeBench reloadData) is what an LVGL app does when the
 * data behind the table changes: lv_table keeps every cell's text itself and has no data source to ask
 * again, so the app sets all 10,000 cells' values again (each formatted, as the data source formats the
 * rows it is asked for), and the frame is rendered: the whole screen, as Faceplate redraws its whole
 * table. Both sides stand at the same offset, 30 rows down (1,320 px), after the scroll warm-up and five
 * reloads.
 *
 * The build is what makes 10,000 rows slow in LVGL 9.5, so it is done the fast way LVGL allows: the
 * table gets its styles, its column and its 10,000 rows first and is filled afterwards (each cell then
 * measures only its own row; filling row by row grows the table one row at a time and measures it from
 * row 0 each time), and the list is filled and laid out once. The list still does not finish: its first
 * layout resizes each of its 20,100 labels, each resize sends LV_EVENT_REFR_REQUEST through the display's
 * event list, and that list holds one callback per label whose text awaits a layout (lv_label.c), so
 * the layout is quadratic in the rows. Under callgrind the harness starts
 * instrumenting only before the measured frames (CALLGRIND_START_INSTRUMENTATION; scripts/bench runs
 * it with --instr-atstart=no), so building and warming up run at valgrind's uninstrumented speed.
 *
 * Output: `op=list-scroll format=xrgb8888 ops=N allocations=K reallocs=R frees=F`, or for the memory
 * operations `op=list-memory format=xrgb8888 bytes=B build_ms=T` (B: LVGL's heap in use after the widget
 * is built, drawn and scrolled a screen at a time to the bottom and back, minus before it; T: the build,
 * from the first object to the first frame drawn, in milliseconds). */
#include "harness.h"
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <valgrind/callgrind.h>

#define ROWS 10000
#define ROWS_PER_SECTION 100
#define ROW_HEIGHT 44
#define HEADER_HEIGHT 28
#define WARM_UP_FRAMES 400
/* LVGL's own pool (lv_conf.h) holds panel-24; 10,000 rows of objects need more, added at start-up in
 * pools of LV_MEM_SIZE: the builtin allocator (TLSF) sizes its tables for pools no larger than that. */
#define EXTRA_POOLS 96

static uint8_t extra_pools[EXTRA_POOLS][LV_MEM_SIZE] __attribute__((aligned(64)));
static bench_drag_t drag = { .direction = 1 };



static uint64_t nanoseconds(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

static size_t heap_in_use(void) {
    lv_mem_monitor_t mon;
    lv_mem_monitor(&mon);
    return mon.total_size - mon.free_size;
}

/* A full-screen scrolling widget without frame, padding or scrollbar, in the list's 18 px font. */
static void full_screen(lv_obj_t *obj) {
    lv_obj_set_pos(obj, 0, 0);
    lv_obj_set_size(obj, WIDTH, HEIGHT);
    lv_obj_set_style_pad_all(obj, 0, 0);
    lv_obj_set_style_border_width(obj, 0, 0);
    lv_obj_set_style_radius(obj, 0, 0);
    lv_obj_set_scrollbar_mode(obj, LV_SCROLLBAR_MODE_OFF);
    lv_obj_set_style_text_font(obj, &lv_font_montserrat_18, 0);
}

static lv_style_t row_style, header_style;

static void build_list(lv_obj_t *screen) {
    lv_style_init(&row_style);
    lv_style_set_height(&row_style, ROW_HEIGHT);
    lv_style_init(&header_style);
    lv_style_set_height(&header_style, HEADER_HEIGHT);
    drag.scroller = lv_list_create(screen);
    full_screen(drag.scroller);
    lv_obj_set_style_pad_row(drag.scroller, 0, 0);
    char text[32];
    for (int s = 0; s < ROWS / ROWS_PER_SECTION; s++) {
        snprintf(text, sizeof text, "Section %d", s);
        lv_obj_add_style(lv_list_add_text(drag.scroller, text), &header_style, 0);
        for (int r = 0; r < ROWS_PER_SECTION; r++) {
            snprintf(text, sizeof text, "Programme %d", s * ROWS_PER_SECTION + r);
            lv_obj_t *button = lv_list_add_button(drag.scroller, NULL, text);
            lv_obj_add_style(button, &row_style, 0);
            lv_label_set_text_static(lv_label_create(button), LV_SYMBOL_RIGHT);
        }
    }
}

/* Every row's text, formatted and handed to the table, which copies it into the cell. */
static void fill_table(void) {
    char text[32];
    for (int r = 0; r < ROWS; r++) {
        snprintf(text, sizeof text, "Programme %d", r);
        lv_table_set_cell_value(drag.scroller, r, 0, text);
    }
}

static void build_table(lv_obj_t *screen) {
    drag.scroller = lv_table_create(screen);
    full_screen(drag.scroller);
    const lv_font_t *font = &lv_font_montserrat_18;
    int32_t line = lv_font_get_line_height(font), top = (ROW_HEIGHT - line) / 2;
    lv_obj_set_style_text_font(drag.scroller, font, LV_PART_ITEMS);
    lv_obj_set_style_pad_left(drag.scroller, 16, LV_PART_ITEMS);
    lv_obj_set_style_pad_right(drag.scroller, 16, LV_PART_ITEMS);
    lv_obj_set_style_pad_top(drag.scroller, top, LV_PART_ITEMS);
    lv_obj_set_style_pad_bottom(drag.scroller, ROW_HEIGHT - line - top, LV_PART_ITEMS);
    lv_table_set_column_count(drag.scroller, 1);
    lv_table_set_column_width(drag.scroller, 0, WIDTH);
    lv_table_set_row_count(drag.scroller, ROWS);
    fill_table();
}

/* A reload: every cell's value set again, and the frame rendered. */
static void reload_frame(void) {
    fill_table();
    lv_refr_now(bench_display);
}

/* Down by 7 pixels at a time, turning at either end: the offsets Faceplate's table scrolls through.
 * Moved as a finger's drag moves it (lv_obj_scroll_by_raw, what LVGL's pointer input calls each frame of
 * a drag): lv_obj_scroll_to_y would end a scroll every frame, and at each scroll's end lv_table
 * re-measures every row's text when its LV_STATE_SCROLLED state is cleared. */
static void scroll_frame(void) { bench_drag_frame(&drag); }

static void scroll_to(int32_t y) {
    drag.y = y;
    lv_obj_scroll_to_y(drag.scroller, y, LV_ANIM_OFF);
    lv_refr_now(bench_display);
}

/* The only code callgrind counts: one operation (a scroll frame or a reload) per call. */
BENCH_MEASURED((void (*operation)(void)), operation())

static int usage(void) {
    fprintf(stderr, "usage: lists-lvgl list-scroll|table-scroll|table-reload [ITERATIONS]\n"
                    "       lists-lvgl list-memory|table-memory\n"
                    "       lists-lvgl dump-list-scroll|dump-table-scroll|dump-table-reload FILE.ppm\n");
    return 2;
}

int main(int argc, char **argv) {
    if (argc < 2 || argc > 3) return usage();
    int dumping = !strncmp(argv[1], "dump-", 5);
    const char *name = dumping ? argv[1] + 5 : argv[1];
    int table = !strncmp(name, "table-", 6), memory = 0, reload = !strcmp(name, "table-reload");
    if (!strcmp(name, "list-memory") || !strcmp(name, "table-memory")) memory = 1;
    else if (strcmp(name, "list-scroll") && strcmp(name, "table-scroll") && !reload) return usage();
    if ((dumping && (memory || argc != 3)) || (memory && argc != 2)) return usage();
    long n = 100;
    if (argc == 3 && !dumping && bench_iterations("lists-lvgl", argv[2], &n)) return 2;

    /* The pools are added right after lv_init, before anything is allocated; bench_start's own lv_init
     * then does nothing (LVGL ignores a second one). */
    lv_init();
    for (int i = 0; i < EXTRA_POOLS; i++) {
        if (!lv_mem_add_pool(extra_pools[i], sizeof extra_pools[i])) { fprintf(stderr, "lists-lvgl: LVGL refused a memory pool\n"); return 1; }
    }
    bench_start();
    bench_white_screen();
    lv_obj_t *screen = lv_screen_active();

    size_t before = heap_in_use();
    uint64_t t0 = nanoseconds();
    if (table) build_table(screen); else build_list(screen);
    lv_obj_update_layout(screen);
    lv_refr_now(bench_display);
    uint64_t build_ns = nanoseconds() - t0;
    drag.limit = lv_obj_get_scroll_y(drag.scroller) + lv_obj_get_scroll_bottom(drag.scroller);

    if (memory) {
        /* A screen at a time to the bottom and back to the top, each screen drawn (TableMemoryBench). */
        for (int32_t y = 0; y < drag.limit;) {
            y = y + HEIGHT < drag.limit ? y + HEIGHT : drag.limit;
            scroll_to(y);
        }
        scroll_to(0);
        printf("op=%s format=%s bytes=%zu build_ms=%.1f rows=%d scroll_limit=%d\n", name,
               bench_format(), heap_in_use() - before, build_ns / 1e6, ROWS,
               (int)drag.limit);
        return 0;
    }

    for (int i = 0; i < WARM_UP_FRAMES; i++) scroll_frame();
    scroll_to(0);
    drag.direction = 1;
    scroll_frame(); scroll_frame();
    if (reload) {
        scroll_to(30 * ROW_HEIGHT);
        for (int i = 0; i < 5; i++) reload_frame();
    }

    CALLGRIND_START_INSTRUMENTATION;
    for (long i = 0; i < n; i++) {
        bench_counting = 1;
        lvgl_bench_measured(reload ? reload_frame : scroll_frame);
        bench_counting = 0;
    }
    if (dumping) return bench_dump("lists-lvgl", argv[2]);
    printf("op=%s format=%s ops=%ld allocations=%ld reallocs=%ld frees=%ld\n", name,
           bench_format(), n, bench_allocations, bench_reallocs, bench_frees);
    return 0;
}
