/* widgets-lvgl: LVGL 9.5.0's counterparts of Faceplate's appliance-widget benchmarks (faceplate-bench
 * dial, gauge, chart-append, picker-spin), for callgrind.
 *
 *   widgets-lvgl dial|gauge|chart-append|picker-spin [ITERATIONS]   one measured batch, one line of output
 *   widgets-lvgl dump-OP FILE.ppm                   OP's last frame after the warm-up and 100 operations
 *
 * Set up by harness.c (manual tick, DIRECT render mode into one full-screen buffer, the builtin
 * allocator counted through the linker's --wrap, `lvgl_bench_measured` as callgrind's toggle), with the
 * scenes of Faceplate's WidgetBench: the same sizes, places and colours (the light
 * theme's #2196F3 accent, #BBDEFB track, #616161 scale, #E0E0E0 grid), changed in the same sequence.
 *
 *   dial         a 240 × 240 lv_arc (270°, open at the bottom; 12 px ring of radius 100, 28 px white
 *                knob with a shadow) on 0…100, its value stepped by one between 20 and 80; rendered.
 *   gauge        a 240 × 240 lv_scale (round, 26 ticks, every fifth major with its number) with an
 *                lv_line needle and a hub, the needle's value stepped the same way; rendered.
 *   chart-append a full 100-point 400 × 200 lv_chart in shift mode, five grid lines; one
 *                lv_chart_set_next_value with the same saw pattern, then rendered (the line moves left).
 *   picker-spin  a 320 × 216 lv_roller of "00"…"99", its label dragged 7 px a frame (as the roller's
 *                own drag moves it), turning at either end; rendered.
 *
 * Output: `op=dial format=xrgb8888 ops=N allocations=K reallocs=R frees=F`. */
#include "harness.h"
#include <stdio.h>
#include <string.h>

#define WARM_UP_FRAMES 2000




typedef enum { OP_DIAL, OP_GAUGE, OP_CHART, OP_PICKER } operation;
static const char *names[] = { "dial", "gauge", "chart-append", "picker-spin" };

static lv_obj_t *arc, *scale, *needle, *chart, *roller, *roller_label;
static lv_chart_series_t *series;
static int32_t value = 50, direction = 1, appended = 100;
static int32_t roller_top, roller_bottom;

#define ACCENT 0x2196F3
#define TRACK 0xBBDEFB
#define SCALE 0x616161
#define GRID 0xE0E0E0

static int32_t chart_value(int32_t i) { return 10 + (i * 37) % 80; }

/* Faceplate's Dial at 240 × 240: ring centre line at radius 100 (the outer edge at 106, so 14 px of
 * padding), 12 px wide with round ends, the knob 28 px across (12 + 2 × 8) in white with a soft shadow. */
static void build_dial(lv_obj_t *screen) {
    arc = lv_arc_create(screen);
    lv_obj_set_pos(arc, 280, 120);
    lv_obj_set_size(arc, 240, 240);
    lv_arc_set_range(arc, 0, 100);
    lv_arc_set_value(arc, 50);
    lv_obj_set_style_pad_all(arc, 14, LV_PART_MAIN);
    lv_obj_set_style_arc_width(arc, 12, LV_PART_MAIN);
    lv_obj_set_style_arc_width(arc, 12, LV_PART_INDICATOR);
    lv_obj_set_style_arc_color(arc, lv_color_hex(TRACK), LV_PART_MAIN);
    lv_obj_set_style_arc_color(arc, lv_color_hex(ACCENT), LV_PART_INDICATOR);
    lv_obj_set_style_arc_rounded(arc, 1, LV_PART_MAIN);
    lv_obj_set_style_arc_rounded(arc, 1, LV_PART_INDICATOR);
    lv_obj_set_style_pad_all(arc, 8, LV_PART_KNOB);
    lv_obj_set_style_bg_color(arc, lv_color_hex(0xFFFFFF), LV_PART_KNOB);
    lv_obj_set_style_shadow_width(arc, 6, LV_PART_KNOB);
    lv_obj_set_style_shadow_offset_y(arc, 1, LV_PART_KNOB);
    lv_obj_set_style_shadow_color(arc, lv_color_black(), LV_PART_KNOB);
    lv_obj_set_style_shadow_opa(arc, LV_OPA_20, LV_PART_KNOB);
}

/* Faceplate's needle Gauge at 240 × 240: a 3 px arc at half the scale colour, 26 ticks (major 12 px,
 * minor 6 px) with a number at every major one inside, a 76 px needle in the accent and a 6 px hub. */
static void build_gauge(lv_obj_t *screen) {
    scale = lv_scale_create(screen);
    lv_obj_set_pos(scale, 280, 120);
    lv_obj_set_size(scale, 240, 240);
    lv_scale_set_mode(scale, LV_SCALE_MODE_ROUND_INNER);
    lv_scale_set_range(scale, 0, 100);
    lv_scale_set_total_tick_count(scale, 26);
    lv_scale_set_major_tick_every(scale, 5);
    lv_scale_set_label_show(scale, true);
    lv_scale_set_angle_range(scale, 270);
    lv_scale_set_rotation(scale, 135);
    lv_obj_set_style_pad_all(scale, 1, LV_PART_MAIN);
    lv_obj_set_style_arc_width(scale, 3, LV_PART_MAIN);
    lv_obj_set_style_arc_color(scale, lv_color_hex(SCALE), LV_PART_MAIN);
    lv_obj_set_style_arc_opa(scale, LV_OPA_50, LV_PART_MAIN);
    lv_obj_set_style_length(scale, 12, LV_PART_INDICATOR);
    lv_obj_set_style_length(scale, 6, LV_PART_ITEMS);
    lv_obj_set_style_line_width(scale, 2, LV_PART_INDICATOR);
    lv_obj_set_style_line_width(scale, 2, LV_PART_ITEMS);
    lv_obj_set_style_line_color(scale, lv_color_hex(SCALE), LV_PART_INDICATOR);
    lv_obj_set_style_line_color(scale, lv_color_hex(SCALE), LV_PART_ITEMS);
    lv_obj_set_style_text_color(scale, lv_color_hex(SCALE), LV_PART_INDICATOR);
    lv_obj_set_style_pad_radial(scale, 5, LV_PART_INDICATOR);
    needle = lv_line_create(scale);
    lv_obj_set_style_line_width(needle, 5, 0);
    lv_obj_set_style_line_color(needle, lv_color_hex(ACCENT), 0);
    lv_obj_set_style_line_rounded(needle, 1, 0);
    lv_scale_set_line_needle_value(scale, needle, 76, 50);
    lv_obj_t *hub = lv_obj_create(scale);
    lv_obj_remove_style_all(hub);
    lv_obj_set_size(hub, 12, 12);
    lv_obj_center(hub);
    lv_obj_set_style_radius(hub, LV_RADIUS_CIRCLE, 0);
    lv_obj_set_style_bg_opa(hub, LV_OPA_COVER, 0);
    lv_obj_set_style_bg_color(hub, lv_color_hex(ACCENT), 0);
}

/* Faceplate's LineChart of 100 values at 400 × 200: no frame or fill, the plot inset 2 px, five 1 px
 * grid lines, a 2 px accent line with round joins and no point markers. */
static void build_chart(lv_obj_t *screen) {
    chart = lv_chart_create(screen);
    lv_obj_set_pos(chart, 200, 140);
    lv_obj_set_size(chart, 400, 200);
    lv_obj_set_style_bg_opa(chart, LV_OPA_TRANSP, 0);
    lv_obj_set_style_border_width(chart, 0, 0);
    lv_obj_set_style_radius(chart, 0, 0);
    lv_obj_set_style_pad_all(chart, 2, 0);
    lv_obj_set_style_line_color(chart, lv_color_hex(GRID), LV_PART_MAIN);
    lv_obj_set_style_line_width(chart, 1, LV_PART_MAIN);
    lv_obj_set_style_line_width(chart, 2, LV_PART_ITEMS);
    lv_obj_set_style_line_rounded(chart, 1, LV_PART_ITEMS);
    lv_obj_set_style_width(chart, 0, LV_PART_INDICATOR);
    lv_obj_set_style_height(chart, 0, LV_PART_INDICATOR);
    lv_chart_set_type(chart, LV_CHART_TYPE_LINE);
    lv_chart_set_update_mode(chart, LV_CHART_UPDATE_MODE_SHIFT);
    lv_chart_set_point_count(chart, 100);
    lv_chart_set_axis_range(chart, LV_CHART_AXIS_PRIMARY_Y, 0, 100);
    lv_chart_set_div_line_count(chart, 5, 0);
    series = lv_chart_add_series(chart, lv_color_hex(ACCENT), LV_CHART_AXIS_PRIMARY_Y);
    for (int32_t i = 0; i < 100; i++) lv_chart_set_next_value(chart, series, chart_value(i));
}

/* Faceplate's PickerView at 320 × 216: rows 32 px apart in a 22 px font, "00"…"99". */
static void build_picker(lv_obj_t *screen) {
    static char options[100 * 3];
    for (int i = 0; i < 100; i++) snprintf(options + 3 * i, 4, "%02d%s", i, i == 99 ? "" : "\n");
    roller = lv_roller_create(screen);
    lv_obj_set_style_text_font(roller, &lv_font_montserrat_22, 0);
    lv_obj_set_style_text_line_space(roller, 32 - lv_font_get_line_height(&lv_font_montserrat_22), 0);
    lv_roller_set_options(roller, options, LV_ROLLER_MODE_NORMAL);
    lv_obj_set_pos(roller, 240, 132);
    lv_obj_set_size(roller, 320, 216);
    roller_label = lv_obj_get_child(roller, 0);
    lv_roller_set_selected(roller, 0, LV_ANIM_OFF);
    lv_obj_update_layout(roller);
    roller_top = lv_obj_get_y(roller_label);
    lv_roller_set_selected(roller, 99, LV_ANIM_OFF);
    lv_obj_update_layout(roller);
    roller_bottom = lv_obj_get_y(roller_label);
    lv_roller_set_selected(roller, 0, LV_ANIM_OFF);
}

static void step_value(void) {
    if (value + direction > 80 || value + direction < 20) direction = -direction;
    value += direction;
}

static void frame(operation op) {
    switch (op) {
    case OP_DIAL: step_value(); lv_arc_set_value(arc, value); break;
    case OP_GAUGE: step_value(); lv_scale_set_line_needle_value(scale, needle, 76, value); break;
    case OP_CHART:
        lv_chart_set_next_value(chart, series, chart_value(appended));
        appended = appended == 99999 ? 100 : appended + 1;
        break;
    case OP_PICKER: {
        /* The label moves up as the wheel turns down the rows: y runs from roller_top to roller_bottom. */
        int32_t y = lv_obj_get_y(roller_label), next = y - SCROLL_STEP * direction;
        if (next > roller_top || next < roller_bottom) { direction = -direction; next = y - SCROLL_STEP * direction; }
        lv_obj_set_y(roller_label, next);
        break;
    }
    }
    lv_refr_now(bench_display);
}

/* The only code callgrind counts (--toggle-collect=lvgl_bench_measured): one operation per call. */
BENCH_MEASURED((operation op), frame(op))

static int usage(void) {
    fprintf(stderr, "usage: widgets-lvgl dial|gauge|chart-append|picker-spin [ITERATIONS]\n"
                    "       widgets-lvgl dump-OP FILE.ppm\n");
    return 2;
}

int main(int argc, char **argv) {
    if (argc < 2 || argc > 3) return usage();
    int dumping = !strncmp(argv[1], "dump-", 5);
    const char *name = dumping ? argv[1] + 5 : argv[1];
    int op = -1;
    for (int i = 0; i < (int)(sizeof names / sizeof names[0]); i++) if (!strcmp(name, names[i])) op = i;
    if (op < 0 || (dumping && argc != 3)) return usage();
    long n = 100;
    if (argc == 3 && !dumping && bench_iterations("widgets-lvgl", argv[2], &n)) return 2;

    bench_start();
    bench_white_screen();
    lv_obj_t *screen = lv_screen_active();

    switch (op) {
    case OP_DIAL: build_dial(screen); break;
    case OP_GAUGE: build_gauge(screen); break;
    case OP_CHART: build_chart(screen); break;
    case OP_PICKER: build_picker(screen); break;
    }
    lv_obj_invalidate(screen);
    lv_refr_now(bench_display);
    /* Warm up as WidgetBench does: the widget's frames, every value, row and column drawn. */
    for (int i = 0; i < WARM_UP_FRAMES; i++) frame((operation)op);

    for (long i = 0; i < n; i++) {
        bench_counting = 1;
        lvgl_bench_measured((operation)op);
        bench_counting = 0;
    }
    if (dumping) return bench_dump("widgets-lvgl", argv[2]);
    printf("op=%s format=%s ops=%ld allocations=%ld reallocs=%ld frees=%ld\n", names[op],
           bench_format(), n, bench_allocations, bench_reallocs, bench_frees);
    return 0;
}
