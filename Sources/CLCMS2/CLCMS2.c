// Little CMS's functions that ColorProfile.swift calls, forwarded to the library opened on demand.
#include "CLCMS2.h"

#include <CLazyLibrary.h>

// lcms2 keeps soname 2 across its 2.x versions (Debian's liblcms2-2).
static struct carousel_lazy_library lcms2 = CAROUSEL_LAZY_LIBRARY("liblcms2.so.2");

int carousel_lcms2_load(char *error, size_t size) { return carousel_lazy_load(&lcms2, error, size); }

CAROUSEL_FORWARD(lcms2, cmsHPROFILE, cmsOpenProfileFromMem,
                 (const void *memory, cmsUInt32Number size), (memory, size))
CAROUSEL_FORWARD(lcms2, cmsBool, cmsCloseProfile, (cmsHPROFILE profile), (profile))
CAROUSEL_FORWARD(lcms2, cmsColorSpaceSignature, cmsGetColorSpace, (cmsHPROFILE profile),
                 (profile))
CAROUSEL_FORWARD(lcms2, cmsHPROFILE, cmsCreate_sRGBProfile, (void), ())
CAROUSEL_FORWARD(lcms2, cmsHPROFILE, cmsCreateRGBProfile,
                 (const cmsCIExyY *white, const cmsCIExyYTRIPLE *primaries,
                  cmsToneCurve *const curves[3]),
                 (white, primaries, curves))
CAROUSEL_FORWARD(lcms2, cmsToneCurve *, cmsBuildParametricToneCurve,
                 (cmsContext context, cmsInt32Number type, const cmsFloat64Number parameters[]),
                 (context, type, parameters))
CAROUSEL_FORWARD_VOID(lcms2, cmsFreeToneCurve, (cmsToneCurve * curve), (curve))
CAROUSEL_FORWARD(lcms2, cmsBool, cmsSaveProfileToMem,
                 (cmsHPROFILE profile, void *memory, cmsUInt32Number *size),
                 (profile, memory, size))
CAROUSEL_FORWARD(lcms2, cmsHTRANSFORM, cmsCreateTransform,
                 (cmsHPROFILE input, cmsUInt32Number input_format, cmsHPROFILE output,
                  cmsUInt32Number output_format, cmsUInt32Number intent, cmsUInt32Number flags),
                 (input, input_format, output, output_format, intent, flags))
CAROUSEL_FORWARD_VOID(lcms2, cmsDeleteTransform, (cmsHTRANSFORM transform), (transform))
CAROUSEL_FORWARD_VOID(lcms2, cmsDoTransform,
                      (cmsHTRANSFORM transform, const void *input, void *output,
                       cmsUInt32Number count),
                      (transform, input, output, count))
