// pango + PangoCairo: text layout (line breaking, ellipsizing, alignment) drawn through cairo, and
// fontconfig, which lets Flipbook pin text to the DejaVu fonts so that output is deterministic.
//
// Why pango is declared here rather than by including <pango/pangocairo.h>: pango's pkg-config file pulls in
// gio's `-pthread`, which SwiftPM refuses and warns about on every build; pango's headers need that pkg-config
// file for their include paths. So this header declares the small, long-stable part of pango's C API that
// Flipbook calls, with pango's own names and signatures. Defining FLIPBOOK_PANGO_CHECK_AGAINST_SYSTEM_HEADERS
// after including the real headers compiles these prototypes against pango's (a conflicting one is an error);
// see check-pango-shim.sh beside this file.
#ifndef FLIPBOOK_CPANGO_SHIM_H
#define FLIPBOOK_CPANGO_SHIM_H

#include <cairo.h>
#include <fontconfig/fontconfig.h>

#ifndef FLIPBOOK_PANGO_CHECK_AGAINST_SYSTEM_HEADERS
typedef int gboolean;
typedef void *gpointer;

typedef struct _PangoFontMap PangoFontMap;
typedef struct _PangoCairoFontMap PangoCairoFontMap;
typedef struct _PangoFcFontMap PangoFcFontMap;
typedef struct _PangoContext PangoContext;
typedef struct _PangoLayout PangoLayout;
typedef struct _PangoLayoutLine PangoLayoutLine;
typedef struct _PangoLayoutIter PangoLayoutIter;
typedef struct _PangoFontDescription PangoFontDescription;

/// A rectangle in pango units (1/PANGO_SCALE of a point).
typedef struct _PangoRectangle {
    int x;
    int y;
    int width;
    int height;
} PangoRectangle;

#define PANGO_SCALE 1024

typedef enum { PANGO_ALIGN_LEFT, PANGO_ALIGN_CENTER, PANGO_ALIGN_RIGHT } PangoAlignment;
typedef enum { PANGO_WRAP_WORD, PANGO_WRAP_CHAR, PANGO_WRAP_WORD_CHAR } PangoWrapMode;
typedef enum {
    PANGO_ELLIPSIZE_NONE,
    PANGO_ELLIPSIZE_START,
    PANGO_ELLIPSIZE_MIDDLE,
    PANGO_ELLIPSIZE_END
} PangoEllipsizeMode;
typedef enum { PANGO_STYLE_NORMAL, PANGO_STYLE_OBLIQUE, PANGO_STYLE_ITALIC } PangoStyle;
/// Font weights, 100 (thin) to 1000 (ultra heavy); 400 is regular and 700 bold, as in CSS.
typedef enum {
    PANGO_WEIGHT_THIN = 100,
    PANGO_WEIGHT_NORMAL = 400,
    PANGO_WEIGHT_BOLD = 700,
    PANGO_WEIGHT_ULTRAHEAVY = 1000
} PangoWeight;
#endif

// GObject
void g_object_unref(gpointer object);

// Font maps and contexts
PangoFontMap *pango_cairo_font_map_new_for_font_type(cairo_font_type_t fonttype);
void pango_fc_font_map_set_config(PangoFcFontMap *fcfontmap, FcConfig *fcconfig);
/// Tells the map that fonts were added to or removed from its configuration (fonts registered at run time).
void pango_fc_font_map_config_changed(PangoFcFontMap *fcfontmap);
PangoContext *pango_font_map_create_context(PangoFontMap *fontmap);
void pango_cairo_context_set_font_options(PangoContext *context, const cairo_font_options_t *options);
void pango_context_set_round_glyph_positions(PangoContext *context, gboolean round_positions);

// Font descriptions
PangoFontDescription *pango_font_description_new(void);
void pango_font_description_free(PangoFontDescription *desc);
void pango_font_description_set_family(PangoFontDescription *desc, const char *family);
void pango_font_description_set_weight(PangoFontDescription *desc, PangoWeight weight);
void pango_font_description_set_style(PangoFontDescription *desc, PangoStyle style);
void pango_font_description_set_absolute_size(PangoFontDescription *desc, double size);

// Layouts
PangoLayout *pango_layout_new(PangoContext *context);
void pango_layout_set_text(PangoLayout *layout, const char *text, int length);
void pango_layout_set_font_description(PangoLayout *layout, const PangoFontDescription *desc);
void pango_layout_set_width(PangoLayout *layout, int width);
void pango_layout_set_height(PangoLayout *layout, int height);
void pango_layout_set_wrap(PangoLayout *layout, PangoWrapMode wrap);
void pango_layout_set_ellipsize(PangoLayout *layout, PangoEllipsizeMode ellipsize);
void pango_layout_set_alignment(PangoLayout *layout, PangoAlignment alignment);
void pango_layout_set_justify(PangoLayout *layout, gboolean justify);
void pango_layout_set_single_paragraph_mode(PangoLayout *layout, gboolean setting);
void pango_layout_get_extents(PangoLayout *layout, PangoRectangle *ink_rect, PangoRectangle *logical_rect);
int pango_layout_get_line_count(PangoLayout *layout);
int pango_layout_get_unknown_glyphs_count(PangoLayout *layout);

// Walking a layout's lines
PangoLayoutIter *pango_layout_get_iter(PangoLayout *layout);
void pango_layout_iter_free(PangoLayoutIter *iter);
gboolean pango_layout_iter_next_line(PangoLayoutIter *iter);
void pango_layout_iter_get_line_extents(PangoLayoutIter *iter, PangoRectangle *ink_rect, PangoRectangle *logical_rect);
int pango_layout_iter_get_baseline(PangoLayoutIter *iter);
PangoLayoutLine *pango_layout_iter_get_line_readonly(PangoLayoutIter *iter);

// Drawing
void pango_cairo_show_layout_line(cairo_t *cr, PangoLayoutLine *line);

/// pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT) makes a fontconfig-backed map: a PangoFcFontMap.
static inline PangoFcFontMap *flipbook_pango_fc_font_map(PangoFontMap *map) {
    return (PangoFcFontMap *)map;
}

#endif
