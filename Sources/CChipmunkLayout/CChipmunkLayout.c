#include "CChipmunkLayout.h"

#include <stdalign.h>

#include <chipmunk/chipmunk.h>
#include <chipmunk/chipmunk_structs.h>

#define FLIPBOOK_MAX(a, b) ((a) > (b) ? (a) : (b))

size_t FlipbookChipmunkBodySize(void) { return sizeof(cpBody); }

size_t FlipbookChipmunkShapeSize(void) {
    return FLIPBOOK_MAX(sizeof(cpPolyShape), FLIPBOOK_MAX(sizeof(cpCircleShape), sizeof(cpSegmentShape)));
}

size_t FlipbookChipmunkAlignment(void) {
    return FLIPBOOK_MAX(FLIPBOOK_MAX(alignof(cpBody), alignof(cpPolyShape)),
                        FLIPBOOK_MAX(alignof(cpCircleShape), alignof(cpSegmentShape)));
}
