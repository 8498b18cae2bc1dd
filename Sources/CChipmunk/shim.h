// Chipmunk2D as Debian ships it (libchipmunk-dev): headers under <chipmunk/>, no pkg-config file.
// Only the public API is used; Flipbook wraps its untyped pointers in owning Swift types (UIKit/Dynamics/Chipmunk).
#include <chipmunk/chipmunk.h>
