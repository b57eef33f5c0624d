// libdeflate (libdeflate-dev), linked: the first picture of a start is often a PNG, and
// libdeflate inflates its image data in one call about twice as fast as zlib's inflate inside
// libpng. Only PictureCodecs' PNGCodec.swift imports this module, for the common PNGs libpng
// has already read the header of (docs/architecture.md, "The PNG fast path").
#ifndef CAROUSEL_CDEFLATE_SHIM_H
#define CAROUSEL_CDEFLATE_SHIM_H

#include <libdeflate.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

static inline uint32_t carousel_deflate_be32(const unsigned char *bytes) {
  return ((uint32_t)bytes[0] << 24) | ((uint32_t)bytes[1] << 16) | ((uint32_t)bytes[2] << 8) |
         (uint32_t)bytes[3];
}

static inline unsigned char carousel_deflate_paeth(int a, int b, int c) {
  int p = a + b - c;
  int pa = abs(p - a), pb = abs(p - b), pc = abs(p - c);
  return (unsigned char)((pa <= pb && pa <= pc) ? a : (pb <= pc ? b : c));
}

// Undoes one row's PNG filter in place: `row` holds `length` bytes of `channels`-byte pixels,
// `previous` the row above, already unfiltered (NULL for the first row). 0, or -1 for an
// unknown filter type.
static inline int carousel_deflate_unfilter(
    int type, unsigned char *row, const unsigned char *previous, size_t length, size_t channels) {
  size_t i;
  switch (type) {
  case 0:
    return 0;
  case 1:
    for (i = channels; i < length; i++) row[i] = (unsigned char)(row[i] + row[i - channels]);
    return 0;
  case 2:
    if (previous) {
      for (i = 0; i < length; i++) row[i] = (unsigned char)(row[i] + previous[i]);
    }
    return 0;
  case 3:
    if (previous) {
      for (i = 0; i < channels; i++) row[i] = (unsigned char)(row[i] + (previous[i] >> 1));
      for (; i < length; i++) {
        row[i] = (unsigned char)(row[i] + ((row[i - channels] + previous[i]) >> 1));
      }
    } else {
      for (i = channels; i < length; i++) {
        row[i] = (unsigned char)(row[i] + (row[i - channels] >> 1));
      }
    }
    return 0;
  case 4:
    if (previous) {
      for (i = 0; i < channels; i++) row[i] = (unsigned char)(row[i] + previous[i]);
      for (; i < length; i++) {
        row[i] = (unsigned char)(row[i] + carousel_deflate_paeth(row[i - channels], previous[i],
                                                                 previous[i - channels]));
      }
    } else {
      for (i = channels; i < length; i++) row[i] = (unsigned char)(row[i] + row[i - channels]);
    }
    return 0;
  default:
    return -1;
  }
}

// Writes one unfiltered row of `width` pixels of `channels` bytes (1 grey, 2 grey and alpha,
// 3 RGB, 4 RGBA) as 8-bit RGBA at `out`, as libpng's gray_to_rgb and filler do (alpha 0xFF
// where the file has none). `out` may overlap `row` as long as it starts no later.
static inline void carousel_deflate_expand(
    const unsigned char *row, unsigned char *out, size_t width, size_t channels) {
  size_t x;
  switch (channels) {
  case 1:
    for (x = 0; x < width; x++) {
      unsigned char grey = row[x];
      out[4 * x] = grey, out[4 * x + 1] = grey, out[4 * x + 2] = grey, out[4 * x + 3] = 0xFF;
    }
    break;
  case 2:
    for (x = 0; x < width; x++) {
      unsigned char grey = row[2 * x], alpha = row[2 * x + 1];
      out[4 * x] = grey, out[4 * x + 1] = grey, out[4 * x + 2] = grey, out[4 * x + 3] = alpha;
    }
    break;
  case 3:
    for (x = 0; x < width; x++) {
      unsigned char r = row[3 * x], g = row[3 * x + 1], b = row[3 * x + 2];
      out[4 * x] = r, out[4 * x + 1] = g, out[4 * x + 2] = b, out[4 * x + 3] = 0xFF;
    }
    break;
  default:
    memmove(out, row, width * 4);
    break;
  }
}

// One row of `count` 16-bit samples (big-endian, as PNG stores them) scaled to 8 bits at `out`,
// exactly as libpng's png_set_scale_16 does (its png_do_scale_16_to_8: the nearest 8-bit value).
static inline void carousel_deflate_scale_16(
    const unsigned char *row, unsigned char *out, size_t count) {
  for (size_t i = 0; i < count; i++) {
    int high = row[2 * i], low = row[2 * i + 1];
    // Signed: libpng's formula relies on an arithmetic shift of a negative value.
    int value = high + ((((int)low - high + 128) * 65535) >> 24);
    out[i] = (unsigned char)value;
  }
}

// Decodes the image data of a non-interlaced PNG of `depth`-bit samples (8 or 16), `channels`
// to a pixel (1 grey, 2 grey and alpha, 3 RGB, 4 RGBA), `width` × `height` pixels, into 8-bit
// RGBA at `out`, which holds `width * height * 4 + height` bytes (the extra `height` bytes let
// the filtered rows of 8-bit samples be inflated into the same memory; 16-bit ones, larger, are
// inflated apart). `data` holds the whole file of `size` bytes and `offset` is where the first
// IDAT chunk starts (its length). Every IDAT chunk's CRC is checked, and the zlib stream's
// Adler-32 by libdeflate; the stream must give exactly the rows' bytes. 16-bit samples are
// scaled to 8 as libpng scales them. 0 on success; -1 for anything else (a bad CRC, a file cut
// short, a stream too short or too long, an unknown filter, no memory), after which the caller
// decodes with libpng, whose answer, error and message are then exactly those of a file
// without the fast path.
static inline int carousel_deflate_png_rows(
    const unsigned char *data, size_t size, size_t offset, size_t width, size_t height,
    size_t channels, size_t depth, unsigned char *out) {
  if (channels < 1 || channels > 4 || width == 0 || height == 0) return -1;
  if (depth != 8 && depth != 16) return -1;
  // The IDAT chunks' data, one after another (no copy for a file with only one).
  size_t total = 0, chunks = 0, at = offset;
  const unsigned char *first = NULL;
  while (size - at >= 12 && memcmp(data + at + 4, "IDAT", 4) == 0) {
    size_t length = carousel_deflate_be32(data + at);
    if (length > size - at - 12) return -1;
    uint32_t crc = (uint32_t)libdeflate_crc32(0, data + at + 4, length + 4);
    if (crc != carousel_deflate_be32(data + at + 8 + length)) return -1;
    if (!first) first = data + at + 8;
    total += length;
    chunks++;
    at += 12 + length;
  }
  if (chunks == 0) return -1;
  unsigned char *joined = NULL;
  const unsigned char *stream = first;
  if (chunks > 1) {
    joined = (unsigned char *)malloc(total);
    if (!joined) return -1;
    size_t filled = 0;
    for (at = offset; filled < total; at += 12 + carousel_deflate_be32(data + at)) {
      size_t length = carousel_deflate_be32(data + at);
      memcpy(joined + filled, data + at + 8, length);
      filled += length;
    }
    stream = joined;
  }
  // 8-bit: the filtered rows go at the end of `out`, so that each row's RGBA, written from the
  // start, never reaches the filtered bytes not yet read. 16-bit: in memory of their own.
  size_t pixelBytes = channels * (depth / 8);
  size_t stride = width * pixelBytes;
  size_t filtered = (stride + 1) * height;
  size_t capacity = width * height * 4 + height;
  unsigned char *apart = depth == 16 ? (unsigned char *)malloc(filtered) : NULL;
  if (depth == 16 && !apart) {
    free(joined);
    return -1;
  }
  unsigned char *rows = apart ? apart : out + (capacity - filtered);
  struct libdeflate_decompressor *inflater = libdeflate_alloc_decompressor();
  int status = -1;
  if (inflater) {
    status = libdeflate_zlib_decompress(inflater, stream, total, rows, filtered, NULL) ==
                     LIBDEFLATE_SUCCESS
                 ? 0
                 : -1;
    libdeflate_free_decompressor(inflater);
  }
  free(joined);
  // The row above, unfiltered, kept apart where the RGBA of a narrower format overwrites it in
  // `out` (8-bit); a 16-bit row's 8-bit samples, scaled, before they are expanded.
  size_t keptBytes = depth == 16 ? width * channels : (channels == 4 ? 0 : stride);
  unsigned char *kept = keptBytes ? (unsigned char *)malloc(keptBytes) : NULL;
  if (status == 0 && keptBytes && !kept) status = -1;
  const unsigned char *above = NULL;
  for (size_t y = 0; y < height && status == 0; y++) {
    unsigned char *row = rows + y * (stride + 1);
    unsigned char *pixels = out + y * width * 4;
    status = carousel_deflate_unfilter(row[0], row + 1, above, stride, pixelBytes);
    if (depth == 16) {
      carousel_deflate_scale_16(row + 1, kept, width * channels);
      carousel_deflate_expand(kept, pixels, width, channels);
      above = row + 1;
    } else if (channels == 4) {
      carousel_deflate_expand(row + 1, pixels, width, channels);
      above = pixels;
    } else {
      memcpy(kept, row + 1, stride);
      carousel_deflate_expand(kept, pixels, width, channels);
      above = kept;
    }
  }
  free(kept);
  free(apart);
  return status;
}

#endif
