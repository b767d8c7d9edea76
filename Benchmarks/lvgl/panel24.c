/* panel24-lvgl: the panel-24 operations (Benchmarks/panel-24.md) drawn by LVGL 9.5.0, for callgrind.
 *
 *   panel24-lvgl frame|repaint|tap|scroll [ITERATIONS]     one measured batch, one line of output
 *   panel24-lvgl dump-frame|dump-scroll FILE.ppm           the rendered picture, to look at
 *
 * The counterpart of Faceplate's faceplate-bench: it builds the scene, warms every path up, then calls
 * `lvgl_bench_measured` ITERATIONS times, one operation per call. scripts/bench hands that symbol to
 * callgrind's --toggle-collect, as it does `faceplate_bench_measured`, so only the operations are
 * counted. LVGL runs from a manual tick (the harness advances it), DIRECT render mode into one
 * full-screen buffer, with its builtin allocator; the colour format is the build's LV_COLOR_DEPTH
 * (32: XRGB8888, 16: RGB565). Allocations are the calls into that allocator during the measured batch
 * (lv_malloc_core and lv_realloc_core; frees are lv_free_core), counted through the linker's --wrap.
 *
 * Output: `op=frame format=xrgb8888 ops=N allocations=K reallocs=R frees=F presses=P` (R of the K
 * resize a block that exists, so they have no free of their own).
 *
 * The operations, matched to Faceplate's Panel24Bench and DemoScrollBench:
 *   frame    the whole screen invalidated, then rendered (lv_refr_now).
 *   repaint  Button 9's pressed state flips; the theme's transitions are run to their end (the tick
 *            moves 200 ms, past the default theme's 80 ms press and 70 + 80 ms release transitions)
 *            and the damage is rendered.
 *   tap      a pointer press and a release at Button 9's centre, each read through lv_indev_read, until
 *            the button's LV_EVENT_CLICKED handler has run. Nothing is rendered: the transitions and
 *            damage a tap leaves are run and rendered after it, outside the count.
 *   scroll   a 50-row list of two labels per row (360 × 140 at 24, 262; rows 40 high) scrolled by 7
 *            pixels (lv_obj_scroll_to_y, no animation), then rendered; it turns at either end. */
#include "harness.h"
#include <stdio.h>
#include <string.h>

/* Longer than any of the default theme's state transitions (release: 70 ms delay + 80 ms). */
#define TRANSITIONS_MS 200

static lv_indev_t *pointer;
static lv_obj_t *button9;
static lv_obj_t *list;
static int32_t list_y, list_direction = 1;
static int pointer_pressed;
static long presses;

static void read_pointer(lv_indev_t *indev, lv_indev_data_t *data) {
    (void)indev;
    data->point.x = 335;
    data->point.y = 155;
    data->state = pointer_pressed ? LV_INDEV_STATE_PRESSED : LV_INDEV_STATE_RELEASED;
}

static void clicked(lv_event_t *event) { (void)event; presses++; }

/* Panel-24: 24 buttons 120 × 90 in a 6 × 4 grid, a slider at 40 % and a switch, on white. The default
 * theme styles every widget; the buttons get panel-24's look on top of it (fill #2196F3, radius 8, a
 * soft shadow 10 px wide, 2 px down, 20 % black), as Faceplate's themed Button draws them. */
static void build_panel24(void) {
    lv_obj_t *screen = lv_screen_active();
    lv_obj_set_style_bg_color(screen, lv_color_hex(0xFFFFFF), 0);
    lv_obj_remove_flag(screen, LV_OBJ_FLAG_SCROLLABLE);
    for (int n = 1; n <= 24; n++) {
        int c = (n - 1) % 6, r = (n - 1) / 6;
        lv_obj_t *button = lv_button_create(screen);
        lv_obj_set_pos(button, 15 + 130 * c, 10 + 100 * r);
        lv_obj_set_size(button, 120, 90);
        lv_obj_set_style_bg_color(button, lv_color_hex(0x2196F3), 0);
        lv_obj_set_style_radius(button, 8, 0);
        lv_obj_set_style_shadow_width(button, 10, 0);
        lv_obj_set_style_shadow_offset_y(button, 2, 0);
        lv_obj_set_style_shadow_color(button, lv_color_black(), 0);
        lv_obj_set_style_shadow_opa(button, LV_OPA_20, 0);
        lv_obj_add_event_cb(button, clicked, LV_EVENT_CLICKED, NULL);
        lv_obj_t *label = lv_label_create(button);
        lv_label_set_text_fmt(label, "Button %d", n);
        lv_obj_center(label);
        if (n == 9) button9 = button;
    }
    lv_obj_t *slider = lv_slider_create(screen);
    lv_obj_set_pos(slider, 30, 439);
    lv_obj_set_size(slider, 600, 8);
    lv_slider_set_range(slider, 0, 100);
    lv_slider_set_value(slider, 40, LV_ANIM_OFF);
    lv_obj_t *toggle = lv_switch_create(screen);
    lv_obj_set_pos(toggle, 708, 431);
    lv_obj_set_size(toggle, 52, 28);
}

/* The demo's schedule as an LVGL list: a plain scrolling container (no border, padding or scrollbar:
 * Faceplate's ScrollView draws none) of 50 rows, each a time and what happens, 12 px apart, in the
 * 18 px font, the daily pattern of Faceplate's DemoController repeated. Montserrat has no U+00B7, so
 * the separator is U+2022. */
static void build_list(void) {
    static const char *times[6] = { "06:30", "08:30", "12:00", "14:00", "17:30", "22:30" };
    static const char *whats[6] = { "Wake \xE2\x80\xA2 21.5 \xC2\xB0" "C", "Away \xE2\x80\xA2 17.0 \xC2\xB0" "C",
                                    "Lunch \xE2\x80\xA2 20.0 \xC2\xB0" "C", "Away \xE2\x80\xA2 17.0 \xC2\xB0" "C",
                                    "Home \xE2\x80\xA2 21.5 \xC2\xB0" "C", "Night \xE2\x80\xA2 18.0 \xC2\xB0" "C" };
    lv_obj_t *screen = lv_screen_active();
    lv_obj_set_style_bg_color(screen, lv_color_hex(0xFFFFFF), 0);
    lv_obj_remove_flag(screen, LV_OBJ_FLAG_SCROLLABLE);
    list = lv_obj_create(screen);
    lv_obj_remove_style_all(list);
    lv_obj_set_pos(list, 24, 262);
    lv_obj_set_size(list, 360, 140);
    lv_obj_set_flex_flow(list, LV_FLEX_FLOW_COLUMN);
    lv_obj_set_scrollbar_mode(list, LV_SCROLLBAR_MODE_OFF);
    lv_obj_set_style_text_font(list, &lv_font_montserrat_18, 0);
    for (int i = 0; i < 50; i++) {
        lv_obj_t *row = lv_obj_create(list);
        lv_obj_remove_style_all(row);
        lv_obj_set_size(row, 360, 40);
        lv_obj_set_flex_flow(row, LV_FLEX_FLOW_ROW);
        lv_obj_set_flex_align(row, LV_FLEX_ALIGN_START, LV_FLEX_ALIGN_CENTER, LV_FLEX_ALIGN_CENTER);
        lv_obj_set_style_pad_column(row, 12, 0);
        lv_obj_remove_flag(row, LV_OBJ_FLAG_CLICKABLE);
        lv_obj_t *time = lv_label_create(row);
        lv_label_set_text_static(time, times[i % 6]);
        lv_obj_set_width(time, 64);
        lv_obj_set_style_text_color(time, lv_color_hex(0x2196F3), 0);
        lv_obj_t *what = lv_label_create(row);
        lv_label_set_text_static(what, whats[i % 6]);
        lv_obj_set_style_text_color(what, lv_color_hex(0x212121), 0);
    }
}

static void full_frame(void) {
    lv_obj_invalidate(lv_screen_active());
    lv_refr_now(bench_display);
}

static void repaint_button(void) {
    if (lv_obj_has_state(button9, LV_STATE_PRESSED)) lv_obj_remove_state(button9, LV_STATE_PRESSED);
    else lv_obj_add_state(button9, LV_STATE_PRESSED);
    bench_now_ms += TRANSITIONS_MS;
    lv_anim_refr_now();
    lv_refr_now(bench_display);
}

/* A second between taps and 50 ms between press and release, as Faceplate's benchmark times them. */
static void tap(void) {
    bench_now_ms += 1000;
    pointer_pressed = 1;
    lv_indev_read(pointer);
    bench_now_ms += 50;
    pointer_pressed = 0;
    lv_indev_read(pointer);
}

/* Down by 7 pixels at a time, turning at either end: the same sequence of offsets Faceplate scrolls. */
static void scroll_frame(void) {
    int32_t limit = 50 * 40 - 140, next = list_y + SCROLL_STEP * list_direction;
    if (next < 0 || next > limit) { list_direction = -list_direction; next = list_y + SCROLL_STEP * list_direction; }
    list_y = next;
    lv_obj_scroll_to_y(list, list_y, LV_ANIM_OFF);
    lv_refr_now(bench_display);
}

/* Transitions and damage a tap left behind, run and rendered outside any measurement. */
static void settle(void) {
    bench_now_ms += TRANSITIONS_MS;
    lv_anim_refr_now();
    lv_refr_now(bench_display);
}

typedef enum { OP_FRAME, OP_REPAINT, OP_TAP, OP_SCROLL } operation;

/* The only code callgrind counts (--toggle-collect=lvgl_bench_measured): one operation per call, so
 * that between taps LVGL's animations can run outside the count, as its timer handler would run them
 * between two real taps (the theme's press transitions would otherwise pile up, 1000 taps deep). */
BENCH_MEASURED((operation op), switch (op) {
    case OP_FRAME: full_frame(); break;
    case OP_REPAINT: repaint_button(); break;
    case OP_TAP: tap(); break;
    case OP_SCROLL: scroll_frame(); break;
})

static int usage(void) {
    fprintf(stderr, "usage: panel24-lvgl frame|repaint|tap|scroll [ITERATIONS]\n"
                    "       panel24-lvgl dump-frame|dump-scroll FILE.ppm\n");
    return 2;
}

int main(int argc, char **argv) {
    if (argc < 2 || argc > 3) return usage();
    const char *name = argv[1];
    operation op;
    if (!strcmp(name, "frame") || !strcmp(name, "dump-frame")) op = OP_FRAME;
    else if (!strcmp(name, "repaint")) op = OP_REPAINT;
    else if (!strcmp(name, "tap")) op = OP_TAP;
    else if (!strcmp(name, "scroll") || !strcmp(name, "dump-scroll")) op = OP_SCROLL;
    else return usage();
    int dumping = !strncmp(name, "dump-", 5);
    long n = op == OP_FRAME ? 10 : op == OP_REPAINT ? 100 : op == OP_SCROLL ? 100 : 1000;
    if (argc == 3 && !dumping && bench_iterations("panel24-lvgl", argv[2], &n)) return 2;
    if (dumping && argc != 3) return usage();

    bench_start();
    pointer = lv_indev_create();
    lv_indev_set_type(pointer, LV_INDEV_TYPE_POINTER);
    lv_indev_set_read_cb(pointer, read_pointer);
    if (op == OP_SCROLL) build_list(); else build_panel24();

    /* Warm up: the first frames (glyphs, shadow masks, layouts), both repaint states and two taps, or
     * every page of the list, back to the top and two scroll frames (what DemoScrollBench.warmUp does),
     * so the measured batch sees steady state. */
    lv_refr_now(bench_display);
    full_frame();
    if (op != OP_SCROLL) {
        repaint_button(); repaint_button();
        tap(); settle(); tap(); settle();
        full_frame();
    } else {
        for (int32_t y = 140; ; y += 140) {
            lv_obj_scroll_to_y(list, y < 50 * 40 - 140 ? y : 50 * 40 - 140, LV_ANIM_OFF);
            lv_refr_now(bench_display);
            if (y >= 50 * 40 - 140) break;
        }
        lv_obj_scroll_to_y(list, 0, LV_ANIM_OFF);
        lv_refr_now(bench_display);
        scroll_frame(); scroll_frame();
    }
    if (dumping) return bench_dump("panel24-lvgl", argv[2]);

    long presses_before = presses;
    for (long i = 0; i < n; i++) {
        bench_counting = 1;
        lvgl_bench_measured(op);
        bench_counting = 0;
        if (op == OP_TAP) settle();
    }
    if (op == OP_TAP && presses - presses_before != n) {
        fprintf(stderr, "panel24-lvgl: %ld taps ran %ld click handlers\n", n, presses - presses_before);
        return 1;
    }
    static const char *names[] = { "frame", "repaint", "tap", "scroll" };
    printf("op=%s format=%s ops=%ld allocations=%ld reallocs=%ld frees=%ld presses=%ld\n", names[op],
           bench_format(), n, bench_allocations, bench_reallocs, bench_frees, presses - presses_before);
    return 0;
}
