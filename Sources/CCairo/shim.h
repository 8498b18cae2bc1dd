// cairo: the 2D rasteriser under CoreGraphics' CGContext (paths, fills, strokes, clips, image surfaces, PNG).
#ifndef FLIPBOOK_CCAIRO_SHIM_H
#define FLIPBOOK_CCAIRO_SHIM_H

#include <cairo.h>

#endif
