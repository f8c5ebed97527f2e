// libcmark's public header (Debian libcmark-dev 0.30.2, Homebrew cmark).
// Only 0.30-era symbols are used: Debian does not ship 0.31.
#include <cmark.h>
