// The C library's message catalogues (gettext, part of glibc: no library of its own on Debian)
// and its locale categories, which Swift's Glibc module does not show (libintl.h). Only
// Localization's MessageCatalog imports it.
#ifndef CAROUSEL_CGETTEXT_SHIM_H
#define CAROUSEL_CGETTEXT_SHIM_H

#include <libintl.h>
#include <locale.h>

#endif
