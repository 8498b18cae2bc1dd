// pixman: the pixel compositor under cairo; used directly for projective (3D) image warps.
#ifndef FLIPBOOK_CPIXMAN_SHIM_H
#define FLIPBOOK_CPIXMAN_SHIM_H

#include <pixman.h>

#endif
