/* LVGL 9.5.0 configuration for the panel-24 harness (panel24.c). Only the settings the comparison
 * depends on are set here; LVGL's lv_conf_internal.h gives every other option its documented default.
 * The Makefile builds LVGL twice, with PANEL24_COLOR_DEPTH 32 (XRGB8888) and 16 (RGB565). */
/* LV_CONF_H: the guard name lv_conf_internal.h checks to know this file was included. */
#ifndef LV_CONF_H
#define LV_CONF_H

#ifndef PANEL24_COLOR_DEPTH
#error "build through Benchmarks/lvgl/Makefile: it sets PANEL24_COLOR_DEPTH to 32 or 16"
#endif
/* The display's native format: 32 → XRGB8888, 16 → RGB565 (what Faceplate's two formats are). */
#define LV_COLOR_DEPTH PANEL24_COLOR_DEPTH

/* LVGL's own allocator (TLSF in a static pool), as an LVGL panel ships; the harness counts its calls. */
#define LV_USE_STDLIB_MALLOC  LV_STDLIB_BUILTIN
#define LV_USE_STDLIB_STRING  LV_STDLIB_BUILTIN
#define LV_USE_STDLIB_SPRINTF LV_STDLIB_BUILTIN
/* Room for panel-24 (26 widgets, their styles and transitions) or the 50-row list (151 objects). */
#define LV_MEM_SIZE (1024U * 1024U)

/* No OS, one software draw unit: the single-threaded renderer Faceplate is compared with. */
#define LV_USE_OS LV_OS_NONE
#define LV_USE_DRAW_SW 1
#define LV_DRAW_SW_DRAW_UNIT_CNT 1

/* The default theme, light, with its stock settings (press growth and 80 ms state transitions). */
#define LV_USE_THEME_DEFAULT 1

/* Fonts: 14 px for the buttons (panel-24's ~14 px labels), 18 px for the list (Faceplate's body font),
 * 22 px for the roller (Faceplate's picker rows are 21 pt). */
#define LV_FONT_MONTSERRAT_14 1
#define LV_FONT_MONTSERRAT_18 1
#define LV_FONT_MONTSERRAT_22 1
#define LV_FONT_DEFAULT &lv_font_montserrat_14

/* Nothing that would add work to the measured paths: no logging, no object checks, no monitors. */
#define LV_USE_LOG 0
#define LV_USE_ASSERT_STYLE 0
#define LV_USE_ASSERT_MEM_INTEGRITY 0
#define LV_USE_ASSERT_OBJ 0
#define LV_USE_SYSMON 0
#define LV_USE_PERF_MONITOR 0
#define LV_USE_MEM_MONITOR 0

/* The SVG harness (svg.c, built with VECTOR=1 into its own directory): lv_image draws an SVG through
 * LVGL's SVG decoder and its vector engine, ThorVG, rendering in software. */
#if BENCH_VECTOR
#define LV_USE_FLOAT 1
#define LV_USE_MATRIX 1
#define LV_USE_VECTOR_GRAPHIC 1
#define LV_USE_THORVG_INTERNAL 1
#define LV_USE_SVG 1
/* An image cache, so the decoded SVG (its parsed draw list) is kept between frames, as a panel showing
 * icons would be configured; without one, every draw parses the file again. */
#define LV_CACHE_DEF_SIZE (256U * 1024U)
#endif

#endif
