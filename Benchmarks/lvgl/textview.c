/* textview-lvgl: LVGL 9.5.0's counterpart of Faceplate's text-view-scroll benchmark (faceplate-bench
 * text-view-scroll, TextViewScrollBench), for callgrind.
 *
 *   textview-lvgl text-view-scroll [ITERATIONS]        one measured batch of scroll frames, one line
 *   textview-lvgl dump-text-view-scroll FILE.ppm       the last frame after the warm-up and 100 frames
 *
 * Set up by harness.c (manual tick, DIRECT render mode into one full-screen buffer, the builtin
 * allocator counted through the linker's --wrap, `lvgl_bench_measured` as callgrind's toggle).
 *
 * The scene is Faceplate's: the same 10,000 characters (numbered sentences, a paragraph break after every
 * third) in a full-screen (800 × 480) read-only text that scrolls, wrapped to the width, in the 18 px
 * font (Faceplate's body font is 18 pt; Montserrat 18 is LVGL's nearest) with lines 22 px apart as
 * Faceplate's are, #212121 on white, inset as Faceplate's text view is (8 px above and below the text,
 * 5 px on either side).
 *
 * Read-only long text in LVGL is an lv_label in a scrolling container: the label wraps the text
 * (LV_LABEL_LONG_MODE_WRAP, its height the text's) and the container scrolls it. lv_textarea is the
 * same label in the same container with a cursor, placeholder and text selection added for editing;
 * read-only, it would only draw and check those too. LVGL's label keeps a hint of where the visible
 * lines start (LV_LABEL_LONG_TXT_HINT, on by default) so a scrolled long text is not measured from its
 * first line on every frame.
 *
 * A scroll frame moves the container by 7 px as a drag does (lv_obj_scroll_by_raw, what LVGL's pointer
 * input calls each frame of a drag; down, turning at either end) and renders: the whole screen is
 * repainted, as Faceplate's frame repaints its whole text view. The warm-up is Faceplate's: a first
 * frame, the whole text scrolled through, back to the top, two frames. Under callgrind the harness
 * starts instrumenting only before the measured frames (scripts/bench runs it with --instr-atstart=no).
 *
 * Output: `op=text-view-scroll format=xrgb8888 ops=N allocations=K reallocs=R frees=F`. */
#include "harness.h"
#include <stdio.h>
#include <string.h>
#include <valgrind/callgrind.h>

#define CHARACTERS 10000
/* Faceplate's body font sets its lines 22 px apart; Montserrat 18's are 21, so 1 px of line space is added. */
#define LINE_PITCH 22

static bench_drag_t drag = { .direction = 1 };
static char text[CHARACTERS + 256];

/* TextViewScrollBench.sampleText(): sentences numbered from 0, a "\n" after every third, cut at
 * CHARACTERS (all ASCII, so characters are bytes). */
static void sample_text(void) {
    size_t length = 0;
    for (int sentence = 0; length < CHARACTERS; ) {
        length += (size_t)snprintf(text + length, sizeof text - length,
            "Entry %d: the heat pump ran for a while, then the valve closed and the room cooled down again. ", sentence);
        sentence++;
        if (sentence % 3 == 0) text[length++] = '\n';
    }
    text[CHARACTERS] = 0;
}

static void build(lv_obj_t *screen) {
    drag.scroller = lv_obj_create(screen);
    lv_obj_set_pos(drag.scroller, 0, 0);
    lv_obj_set_size(drag.scroller, WIDTH, HEIGHT);
    lv_obj_set_style_border_width(drag.scroller, 0, 0);
    lv_obj_set_style_radius(drag.scroller, 0, 0);
    lv_obj_set_style_bg_color(drag.scroller, lv_color_hex(0xFFFFFF), 0);
    lv_obj_set_style_pad_top(drag.scroller, 8, 0);
    lv_obj_set_style_pad_bottom(drag.scroller, 8, 0);
    lv_obj_set_style_pad_left(drag.scroller, 5, 0);
    lv_obj_set_style_pad_right(drag.scroller, 5, 0);
    lv_obj_set_scrollbar_mode(drag.scroller, LV_SCROLLBAR_MODE_OFF);
    lv_obj_set_scroll_dir(drag.scroller, LV_DIR_VER);
    lv_obj_t *label = lv_label_create(drag.scroller);
    lv_obj_set_width(label, lv_pct(100));
    lv_label_set_long_mode(label, LV_LABEL_LONG_MODE_WRAP);
    lv_obj_set_style_text_font(label, &lv_font_montserrat_18, 0);
    lv_obj_set_style_text_color(label, lv_color_hex(0x212121), 0);
    lv_obj_set_style_text_line_space(label, LINE_PITCH - lv_font_get_line_height(&lv_font_montserrat_18), 0);
    lv_label_set_text(label, text);
}

/* Down by 7 pixels at a time, turning at either end, moved as a finger's drag moves it. */
static void scroll_frame(void) { bench_drag_frame(&drag); }

/* The only code callgrind counts: one scroll frame per call. */
BENCH_MEASURED((void), scroll_frame())

static int usage(void) {
    fprintf(stderr, "usage: textview-lvgl text-view-scroll [ITERATIONS]\n"
                    "       textview-lvgl dump-text-view-scroll FILE.ppm\n");
    return 2;
}

int main(int argc, char **argv) {
    if (argc < 2 || argc > 3) return usage();
    int dumping = !strcmp(argv[1], "dump-text-view-scroll");
    if (!dumping && strcmp(argv[1], "text-view-scroll")) return usage();
    if (dumping && argc != 3) return usage();
    long n = 100;
    if (argc == 3 && !dumping && bench_iterations("textview-lvgl", argv[2], &n)) return 2;

    sample_text();
    bench_start();
    bench_white_screen();
    build(lv_screen_active());
    lv_obj_update_layout(lv_screen_active());
    lv_refr_now(bench_display);
    drag.limit = lv_obj_get_scroll_bottom(drag.scroller);

    for (int32_t frames = drag.limit / SCROLL_STEP + 2; frames > 0; frames--) scroll_frame();
    drag.y = 0;
    lv_obj_scroll_to_y(drag.scroller, 0, LV_ANIM_OFF);
    lv_refr_now(bench_display);
    drag.direction = 1;
    scroll_frame(); scroll_frame();

    CALLGRIND_START_INSTRUMENTATION;
    for (long i = 0; i < n; i++) {
        bench_counting = 1;
        lvgl_bench_measured();
        bench_counting = 0;
    }
    if (dumping) return bench_dump("textview-lvgl", argv[2]);
    printf("op=text-view-scroll format=%s ops=%ld allocations=%ld reallocs=%ld frees=%ld\n", bench_format(), n,
           bench_allocations, bench_reallocs, bench_frees);
    return 0;
}
