#!/bin/sh
# Compiles shim.h's pango prototypes against the installed pango headers: a signature that drifted is an error.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
printf '#include <pango/pangocairo.h>\n#include <pango/pangofc-fontmap.h>\n#define FLIPBOOK_PANGO_CHECK_AGAINST_SYSTEM_HEADERS\n#include "%s/shim.h"\n_Static_assert(PANGO_SCALE == 1024, "PANGO_SCALE");\n' "$here" |
    ${CC:-cc} -fsyntax-only -Werror -x c - $(pkg-config --cflags pangocairo pangoft2)
echo "shim.h matches the installed pango headers"
