// The sizes of Chipmunk2D's structs, which its public header keeps opaque to Swift.
//
// Flipbook places bodies and shapes in its own slabs (`ChipmunkSlab`) and sets them up with Chipmunk's
// caller-allocated initialisers (`cpBodyInit`, `cpPolyShapeInit`, ...), so the simulation's bodies sit next to each
// other in memory. Only this target sees `chipmunk_structs.h`: were Swift to see the definitions, every `cpBody *`
// in the API would import as a typed pointer instead of `OpaquePointer`.
#ifndef FLIPBOOK_CCHIPMUNKLAYOUT_H
#define FLIPBOOK_CCHIPMUNKLAYOUT_H

#include <stddef.h>

/// Bytes a `cpBody` takes.
size_t FlipbookChipmunkBodySize(void);

/// Bytes enough for any of Chipmunk's shapes: a polygon (with its inline storage for up to six vertices), a circle
/// or a segment.
size_t FlipbookChipmunkShapeSize(void);

/// The strictest alignment among those structs.
size_t FlipbookChipmunkAlignment(void);

#endif
