// The C header of fontconfig, as Debian's libfontconfig-dev installs it: how Linux programs
// find fonts by name. Only SystemFonts imports this module.
#ifndef CAROUSEL_CFONTCONFIG_SHIM_H
#define CAROUSEL_CFONTCONFIG_SHIM_H

#include <fontconfig/fontconfig.h>

#endif
