// The area average of carousel_jpeg_read_averaged (shim.h): libjpeg's rows, as they come, shrunk
// to the size shown, each output pixel the mean of the source area it covers (partial pixels
// weighted by the fraction covered), as PictureKit's AreaShrinker does for every other format.
// Here, for opaque pixels and a shrink of less than 2:1 on each side (what JPEGCodec's choice of
// DCT scale leaves: docs/architecture.md, "The JPEG decode"), it costs about 4 ms for a
// 24-megapixel photo decoded at 4/8 where the general one cost 14 ms at 3/8:
//
// - Down first: each source row is added into 16-bit sums, one per source column and channel,
//   weighted in 128ths (a row split between two output rows gives each its share). Under 2:1 an
//   output row's weights add up to at most 256, so 255 × 256 always fits.
// - Across once per output row: each output pixel is the weighted sum of the (at most three)
//   source columns it covers, in floats, over its area, rounded.
//
// The weights are AreaWeights' own (PixelBuffer+AreaAverage.swift), the rows' rounded to 128ths:
// the result is within one level of the general average.
#ifndef CAROUSEL_CJPEG_AREA_AVERAGE_H
#define CAROUSEL_CJPEG_AREA_AVERAGE_H

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

typedef float carousel_v4f __attribute__((vector_size(16)));
typedef int32_t carousel_v4i __attribute__((vector_size(16)));
typedef uint16_t carousel_v4u16 __attribute__((vector_size(8)));
typedef uint8_t carousel_v4u8 __attribute__((vector_size(4)));
typedef uint8_t carousel_v16u8 __attribute__((vector_size(16)));
typedef uint16_t carousel_v16u16 __attribute__((vector_size(32)));

// A row's weight in 128ths.
#define CAROUSEL_AVERAGE_ONE 128

typedef struct carousel_area_average {
  unsigned source_width, source_height, width, height;
  unsigned row;            // the next output row
  uint16_t *sums, *spill;  // (source_width + 2) × 4 sums each: the current output row's, the next's
  int sums_stale;          // whether sums still hold an earlier row's: the next add sets them
  int spill_set;           // whether spill holds the next row's share of a split source row
  uint32_t *taps;          // per output column, the first source column it covers
  float *weights;          // per output column, 3 weights: that source column's, the next two's
  uint16_t *row_weights;   // per source row, its weight in its first output row
  uint8_t *row_ends;       // per source row, whether its first output row is complete after it
  float *row_scales;       // per output row, 1 / its area in weighted source pixels
} carousel_area_average;

// Whether a source_width × source_height picture averages to width × height here: each side at
// most the source's and more than half of it.
static inline int carousel_area_average_fits(
    unsigned source_width, unsigned source_height, unsigned width, unsigned height) {
  return width > 0 && height > 0 && width <= source_width && height <= source_height &&
         source_width < 2 * (uint64_t)width && source_height < 2 * (uint64_t)height;
}

// AreaWeights (PixelBuffer+AreaAverage.swift), as that computes them: each source pixel's first
// output pixel and the fraction of it that falls there (the rest falls in the next).
static inline void carousel_area_weights(
    unsigned source, unsigned target, unsigned *index, double *first) {
  double scale = (double)source / (double)target;
  unsigned last = target - 1;
  for (unsigned i = 0; i < source; i++) {
    unsigned j = (unsigned)((double)i / scale);
    if (j > last) j = last;
    index[i] = j;
    first[i] = 1;
    double boundary = (double)(j + 1) * scale;
    if (j < last && boundary < (double)(i + 1)) first[i] = (float)(boundary - (double)i);
  }
}

static inline void carousel_area_average_free(carousel_area_average *average) {
  free(average->sums);
  free(average->spill);
  free(average->taps);
  free(average->weights);
  free(average->row_weights);
  free(average->row_ends);
  free(average->row_scales);
  memset(average, 0, sizeof *average);
}

// The columns' taps and weights. Returns 0, or -1 if an output pixel covers more than three.
static inline int carousel_area_average_columns(
    carousel_area_average *average, const unsigned *index, const double *first) {
  unsigned width = average->width;
  for (unsigned j = 0; j < width; j++) average->taps[j] = UINT32_MAX;
  for (unsigned x = 0; x < average->source_width; x++) {
    unsigned j = index[x];
    for (unsigned k = 0; k < 2 && j + k < width; k++) {
      float share = (float)(k == 0 ? first[x] : 1 - first[x]);
      if (share <= 0) continue;
      if (average->taps[j + k] == UINT32_MAX) average->taps[j + k] = x;
      unsigned tap = x - average->taps[j + k];
      if (tap > 2) return -1;
      average->weights[(j + k) * 3 + tap] += share;
    }
  }
  for (unsigned j = 0; j < width; j++) {
    if (average->taps[j] == UINT32_MAX) return -1;
  }
  return 0;
}

// The rows' weights in 128ths and each output row's scale. Returns 0, or -1 if a sum could
// overflow.
static inline int carousel_area_average_rows(
    carousel_area_average *average, const unsigned *index, const double *first) {
  unsigned height = average->height;
  unsigned *totals = calloc((size_t)height + 1, sizeof *totals);
  if (totals == NULL) return -1;
  for (unsigned y = 0; y < average->source_height; y++) {
    unsigned weight = (unsigned)(first[y] * CAROUSEL_AVERAGE_ONE + 0.5);
    average->row_weights[y] = (uint16_t)weight;
    totals[index[y]] += weight;
    totals[index[y] + 1] += CAROUSEL_AVERAGE_ONE - weight;
    average->row_ends[y] = y + 1 == average->source_height || index[y + 1] != index[y] ||
                           first[y] < 1;
  }
  double across = (double)average->source_width / (double)average->width;
  int status = 0;
  for (unsigned j = 0; j < height; j++) {
    if (totals[j] == 0 || totals[j] > 2 * CAROUSEL_AVERAGE_ONE) status = -1;
    else average->row_scales[j] = (float)(1.0 / ((double)totals[j] * across));
  }
  free(totals);
  return status;
}

// Prepares an average of source_width × source_height pixels to width × height (both fitting,
// carousel_area_average_fits). Returns 0, or -1 when memory runs out or the sizes do not fit;
// carousel_area_average_free frees it in both cases.
static inline int carousel_area_average_make(
    carousel_area_average *average, unsigned source_width, unsigned source_height, unsigned width,
    unsigned height) {
  memset(average, 0, sizeof *average);
  if (!carousel_area_average_fits(source_width, source_height, width, height)) return -1;
  average->sums_stale = 1;
  average->source_width = source_width;
  average->source_height = source_height;
  average->width = width;
  average->height = height;
  size_t sums = ((size_t)source_width + 2) * 4;  // two spare columns: taps past the last weigh 0
  average->sums = calloc(sums, sizeof *average->sums);
  average->spill = calloc(sums, sizeof *average->spill);
  average->taps = malloc(width * sizeof *average->taps);
  average->weights = calloc((size_t)width * 3, sizeof *average->weights);
  average->row_weights = malloc(source_height * sizeof *average->row_weights);
  average->row_ends = malloc(source_height);
  average->row_scales = malloc(height * sizeof *average->row_scales);
  unsigned longer = source_width > source_height ? source_width : source_height;
  unsigned *index = malloc(longer * sizeof *index);
  double *first = malloc(longer * sizeof *first);
  int status = -1;
  if (average->sums && average->spill && average->taps && average->weights &&
      average->row_weights && average->row_ends && average->row_scales && index && first) {
    carousel_area_weights(source_width, width, index, first);
    status = carousel_area_average_columns(average, index, first);
    carousel_area_weights(source_height, height, index, first);
    if (status == 0) status = carousel_area_average_rows(average, index, first);
  }
  free(index);
  free(first);
  return status;
}

// Writes the current output row into `pixels` (width × height, B, G, R, A bytes, opaque) and
// makes the next one current.
static inline void carousel_area_average_emit(carousel_area_average *average, uint32_t *pixels) {
  // Locals, restrict: the output's stores could otherwise alias the average's fields.
  const carousel_v4u16 *restrict sums = (const carousel_v4u16 *)average->sums;
  const float *restrict weights = average->weights;
  const uint32_t *restrict taps = average->taps;
  unsigned width = average->width;
  uint32_t *restrict row = pixels + (size_t)average->row * width;
  float scale = average->row_scales[average->row];
  const carousel_v4f half = {0.5f, 0.5f, 0.5f, 0.5f};
  const carousel_v4f top = {255, 255, 255, 255};
  for (unsigned j = 0; j < width; j++) {
    const carousel_v4u16 *at = sums + taps[j];
    const float *w = weights + j * 3;
    carousel_v4f sum = __builtin_convertvector(at[0], carousel_v4f) * w[0] +
                       __builtin_convertvector(at[1], carousel_v4f) * w[1] +
                       __builtin_convertvector(at[2], carousel_v4f) * w[2];
    // Sums are never negative: adding a half and truncating rounds.
    carousel_v4f value = __builtin_elementwise_min(sum * scale + half, top);
    carousel_v4u8 bytes =
        __builtin_convertvector(__builtin_convertvector(value, carousel_v4i), carousel_v4u8);
    uint32_t pixel;
    memcpy(&pixel, &bytes, sizeof pixel);
    row[j] = pixel | 0xFF000000u;
  }
  average->row++;
  // The next output row's sums are what the split row left in spill, if any; no clearing: the
  // next add sets rather than adds what is stale (the two spare columns are never written).
  uint16_t *done = average->sums;
  average->sums = average->spill;
  average->spill = done;
  average->sums_stale = !average->spill_set;
  average->spill_set = 0;
}

// Adds source row `y` (source_width × 4 bytes, B, G, R, A); writes each output row it completes
// into `pixels`.
static inline void carousel_area_average_add(
    carousel_area_average *average, unsigned y, const unsigned char *restrict source,
    uint32_t *pixels) {
  size_t count = (size_t)average->source_width * 4;
  uint16_t weight = average->row_weights[y];
  uint16_t rest = (uint16_t)(CAROUSEL_AVERAGE_ONE - weight);
  uint16_t *restrict sums = average->sums;
  uint16_t *restrict spill = average->spill;
  // 16 bytes at a time in vector types, which become SIMD whether or not the compiler
  // vectorises loops (Swift's build of this header does not), then the rest one by one. At most
  // one source row is split between two output rows, so spill is set, never added to.
  int set = average->sums_stale;
  size_t i = 0;
  for (; i + 16 <= count; i += 16) {
    carousel_v16u8 bytes;
    carousel_v16u16 into = {0};
    memcpy(&bytes, source + i, sizeof bytes);
    if (!set) memcpy(&into, sums + i, sizeof into);
    carousel_v16u16 values = __builtin_convertvector(bytes, carousel_v16u16);
    into += values * weight;
    memcpy(sums + i, &into, sizeof into);
    if (rest != 0) {
      carousel_v16u16 next = values * rest;
      memcpy(spill + i, &next, sizeof next);
    }
  }
  for (; i < count; i++) {
    sums[i] = (uint16_t)((set ? 0 : sums[i]) + source[i] * weight);
    if (rest != 0) spill[i] = (uint16_t)(source[i] * rest);
  }
  average->sums_stale = 0;
  if (rest != 0) average->spill_set = 1;
  if (average->row_ends[y] && average->row < average->height) {
    carousel_area_average_emit(average, pixels);
  }
}

#endif
