// zlib's header, as Debian's zlib1g-dev installs it. Only SystemKit's Deflate imports this
// module.
#ifndef CAROUSEL_CZLIB_SHIM_H
#define CAROUSEL_CZLIB_SHIM_H

#include <zlib.h>

#endif
