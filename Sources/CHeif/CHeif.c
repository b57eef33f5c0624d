// libheif's functions that HEIFCodec.swift calls, forwarded to the library loaded on demand.
#include "CHeif.h"

#include <CLazyLibrary.h>

#define CAROUSEL_SONAME(major) "libheif.so." CAROUSEL_STRING(major)

// libheif keeps soname 1 across its 1.x versions (heif_version.h's LIBHEIF_NUMERIC_VERSION).
static struct carousel_lazy_library heif = CAROUSEL_LAZY_LIBRARY(CAROUSEL_SONAME(1));

int carousel_heif_load(char *error, size_t size) { return carousel_lazy_load(&heif, error, size); }

typedef struct heif_error heif_result;
typedef const struct heif_image_handle *heif_handle;

CAROUSEL_FORWARD(heif, struct heif_context *, heif_context_alloc, (void), ())
CAROUSEL_FORWARD_VOID(heif, heif_context_free, (struct heif_context * context), (context))
CAROUSEL_FORWARD(heif, heif_result, heif_context_read_from_memory_without_copy,
                 (struct heif_context * context, const void *memory, size_t size,
                  const struct heif_reading_options *options),
                 (context, memory, size, options))
CAROUSEL_FORWARD_VOID(heif, heif_context_set_maximum_image_size_limit,
                      (struct heif_context * context, int maximum), (context, maximum))
CAROUSEL_FORWARD(heif, heif_result, heif_context_get_primary_image_handle,
                 (struct heif_context * context, struct heif_image_handle **handle),
                 (context, handle))
CAROUSEL_FORWARD_VOID(heif, heif_image_handle_release, (heif_handle handle), (handle))
CAROUSEL_FORWARD(heif, int, heif_image_handle_get_width, (heif_handle handle), (handle))
CAROUSEL_FORWARD(heif, int, heif_image_handle_get_height, (heif_handle handle), (handle))
CAROUSEL_FORWARD(heif, int, heif_image_handle_get_luma_bits_per_pixel, (heif_handle handle),
                 (handle))
CAROUSEL_FORWARD(heif, enum heif_color_profile_type, heif_image_handle_get_color_profile_type,
                 (heif_handle handle), (handle))
CAROUSEL_FORWARD(heif, size_t, heif_image_handle_get_raw_color_profile_size,
                 (heif_handle handle), (handle))
CAROUSEL_FORWARD(heif, heif_result, heif_image_handle_get_raw_color_profile,
                 (heif_handle handle, void *data), (handle, data))
CAROUSEL_FORWARD(heif, heif_result, heif_image_handle_get_nclx_color_profile,
                 (heif_handle handle, struct heif_color_profile_nclx **data), (handle, data))
CAROUSEL_FORWARD_VOID(heif, heif_nclx_color_profile_free,
                      (struct heif_color_profile_nclx * profile), (profile))
CAROUSEL_FORWARD(heif, int, heif_image_handle_get_list_of_metadata_block_IDs,
                 (heif_handle handle, const char *type, heif_item_id *ids, int count),
                 (handle, type, ids, count))
CAROUSEL_FORWARD(heif, size_t, heif_image_handle_get_metadata_size,
                 (heif_handle handle, heif_item_id id), (handle, id))
CAROUSEL_FORWARD(heif, heif_result, heif_image_handle_get_metadata,
                 (heif_handle handle, heif_item_id id, void *data), (handle, id, data))
CAROUSEL_FORWARD(heif, struct heif_decoding_options *, heif_decoding_options_alloc, (void), ())
CAROUSEL_FORWARD_VOID(heif, heif_decoding_options_free, (struct heif_decoding_options * options),
                      (options))
CAROUSEL_FORWARD(heif, heif_result, heif_decode_image,
                 (heif_handle handle, struct heif_image **image, enum heif_colorspace colorspace,
                  enum heif_chroma chroma, const struct heif_decoding_options *options),
                 (handle, image, colorspace, chroma, options))
CAROUSEL_FORWARD_VOID(heif, heif_image_release, (const struct heif_image *image), (image))
CAROUSEL_FORWARD(heif, int, heif_image_get_width,
                 (const struct heif_image *image, enum heif_channel channel), (image, channel))
CAROUSEL_FORWARD(heif, int, heif_image_get_height,
                 (const struct heif_image *image, enum heif_channel channel), (image, channel))
CAROUSEL_FORWARD(heif, int, heif_image_get_bits_per_pixel_range,
                 (const struct heif_image *image, enum heif_channel channel), (image, channel))
CAROUSEL_FORWARD(heif, const uint8_t *, heif_image_get_plane_readonly,
                 (const struct heif_image *image, enum heif_channel channel, int *stride),
                 (image, channel, stride))
