// The bilinear stretch (CPixelKernels.h), in two passes a row: the two source rows it falls
// between are mixed into one row of 16-bit channels (7 fractional bits), then each destination
// pixel mixes the two texels of that row it falls between. SSE2 (baseline on x86_64) does both
// passes four channels at a time; other architectures take the portable path, which computes
// the very same numbers.

#include "CPixelKernels.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

enum {
  /// A row's weight: 16 fractional bits.
  rowOne = 1 << 16,
  /// A column's weight: 14 fractional bits (two of them, times a 15-bit channel, fit a 32-bit
  /// lane of _mm_madd_epi16).
  columnOne = 1 << 14,
  /// Fractional bits of the mixed row's channels.
  mixedBits = 7,
};

/// Where a destination column samples: the first of its two texels (from the span's left) and
/// the pair of weights, repeated for each channel (the layout _mm_madd_epi16 takes).
typedef struct {
  int16_t weights[8];
} ColumnWeights;

/// The scratch memory of one stretch.
typedef struct {
  int32_t *firstTexel;
  ColumnWeights *weights;
  int16_t *mixed;
  int32_t spanLeft;
  int32_t spanWidth;
} Plan;

/// The texel a sample at `position` (texel centres at k + 0.5) starts from and its weight of
/// the next texel in units of `one`, clamped to the texels [low, high).
static void locate(double position, int32_t low, int32_t high, int32_t one, int32_t *first,
                   int32_t *weight) {
  double p = position - 0.5;
  if (!(p > low)) p = low;  // also a NaN
  if (p > high - 1) p = high - 1;
  double whole = floor(p);
  int32_t index = (int32_t)whole;
  int32_t w = (int32_t)lround((p - whole) * one);
  if (w >= one) {
    index += 1;
    w = 0;
  }
  if (index >= high - 1) {
    index = high - 1;
    w = 0;
  }
  *first = index;
  *weight = w;
}

static int makePlan(Plan *plan, int32_t left, int32_t right, double originX, double stepX,
                    int32_t width) {
  plan->firstTexel = malloc(sizeof(int32_t) * (size_t)width);
  plan->weights = malloc(sizeof(ColumnWeights) * (size_t)width);
  plan->mixed = NULL;
  if (!plan->firstTexel || !plan->weights) return -1;
  int32_t lowest = right;
  int32_t highest = left;
  for (int32_t i = 0; i < width; i++) {
    int32_t first, weight;
    locate(originX + (i + 0.5) * stepX, left, right, columnOne, &first, &weight);
    plan->firstTexel[i] = first;
    for (int c = 0; c < 4; c++) {
      plan->weights[i].weights[2 * c] = (int16_t)(columnOne - weight);
      plan->weights[i].weights[2 * c + 1] = (int16_t)weight;
    }
    if (first < lowest) lowest = first;
    if (first > highest) highest = first;
  }
  plan->spanLeft = lowest;
  // Up to the last texel a column starts from and the one after it (which is the same texel
  // again at the right edge, so every column reads two without a test).
  plan->spanWidth = (highest < right - 1 ? highest + 2 : right) - lowest;
  for (int32_t i = 0; i < width; i++) plan->firstTexel[i] -= lowest;
  // Four channels a texel, one more texel, and 16 bytes so the last 8-byte read stays inside.
  plan->mixed = malloc(sizeof(int16_t) * 4 * ((size_t)plan->spanWidth + 3));
  return plan->mixed ? 0 : -1;
}

static void freePlan(Plan *plan) {
  free(plan->firstTexel);
  free(plan->weights);
  free(plan->mixed);
}

/// One channel of two rows mixed: 7 fractional bits, as the SIMD path computes it
/// (_mm_mulhi_epu16 of the channel in the high byte and the weight).
static inline int16_t mixChannel(uint8_t a, uint8_t b, uint32_t weightA, uint32_t weightB) {
  uint32_t high = ((((uint32_t)a << 8) * weightA) >> 16) + ((((uint32_t)b << 8) * weightB) >> 16);
  return (int16_t)(high >> 1);
}

static void mixRowsPortable(const uint8_t *rowA, const uint8_t *rowB, int32_t weight,
                            int16_t *mixed, int32_t texels) {
  int32_t count = texels * 4;
  if (weight == 0) {
    for (int32_t k = 0; k < count; k++) mixed[k] = (int16_t)(rowA[k] << mixedBits);
    return;
  }
  uint32_t weightA = (uint32_t)(rowOne - weight);
  uint32_t weightB = (uint32_t)weight;
  for (int32_t k = 0; k < count; k++) mixed[k] = mixChannel(rowA[k], rowB[k], weightA, weightB);
}

static inline uint8_t mixColumn(const int16_t *pair, const int16_t *weights, int c) {
  int32_t sum = pair[c] * weights[2 * c] + pair[4 + c] * weights[2 * c + 1];
  return (uint8_t)((sum + (1 << (mixedBits + 14 - 1))) >> (mixedBits + 14));
}

static void mixColumnsPortable(const Plan *plan, uint32_t *destination, int32_t width) {
  uint8_t *out = (uint8_t *)destination;
  for (int32_t i = 0; i < width; i++) {
    const int16_t *pair = plan->mixed + 4 * plan->firstTexel[i];
    const int16_t *weights = plan->weights[i].weights;
    for (int c = 0; c < 3; c++) out[4 * i + c] = mixColumn(pair, weights, c);
    out[4 * i + 3] = 0xFF;
  }
}

#if defined(__SSE2__)
static void mixRowsSSE2(const uint8_t *rowA, const uint8_t *rowB, int32_t weight, int16_t *mixed,
                        int32_t texels) {
  int32_t k = 0;
  const __m128i zero = _mm_setzero_si128();
  if (weight == 0) {
    for (; k + 4 <= texels; k += 4) {
      __m128i a = _mm_loadu_si128((const __m128i *)(rowA + 4 * k));
      _mm_storeu_si128((__m128i *)(mixed + 4 * k),
                       _mm_slli_epi16(_mm_unpacklo_epi8(a, zero), mixedBits));
      _mm_storeu_si128((__m128i *)(mixed + 4 * k + 8),
                       _mm_slli_epi16(_mm_unpackhi_epi8(a, zero), mixedBits));
    }
  } else {
    const __m128i weightA = _mm_set1_epi16((short)(uint16_t)(rowOne - weight));
    const __m128i weightB = _mm_set1_epi16((short)(uint16_t)weight);
    for (; k + 4 <= texels; k += 4) {
      __m128i a = _mm_loadu_si128((const __m128i *)(rowA + 4 * k));
      __m128i b = _mm_loadu_si128((const __m128i *)(rowB + 4 * k));
      // Each channel into the high byte of a 16-bit lane: c << 8.
      __m128i low = _mm_add_epi16(_mm_mulhi_epu16(_mm_unpacklo_epi8(zero, a), weightA),
                                  _mm_mulhi_epu16(_mm_unpacklo_epi8(zero, b), weightB));
      __m128i high = _mm_add_epi16(_mm_mulhi_epu16(_mm_unpackhi_epi8(zero, a), weightA),
                                   _mm_mulhi_epu16(_mm_unpackhi_epi8(zero, b), weightB));
      _mm_storeu_si128((__m128i *)(mixed + 4 * k), _mm_srli_epi16(low, 1));
      _mm_storeu_si128((__m128i *)(mixed + 4 * k + 8), _mm_srli_epi16(high, 1));
    }
  }
  if (k < texels) mixRowsPortable(rowA + 4 * k, rowB + 4 * k, weight, mixed + 4 * k, texels - k);
}

static inline __m128i mixColumnSSE2(const Plan *plan, int32_t i) {
  __m128i pair = _mm_loadu_si128((const __m128i *)(plan->mixed + 4 * plan->firstTexel[i]));
  // (c0 of the first texel, c0 of the second, c1, c1, ...), as the weights are laid out.
  __m128i paired = _mm_unpacklo_epi16(pair, _mm_unpackhi_epi64(pair, pair));
  __m128i sum = _mm_madd_epi16(paired, _mm_loadu_si128((const __m128i *)&plan->weights[i]));
  sum = _mm_add_epi32(sum, _mm_set1_epi32(1 << (mixedBits + 14 - 1)));
  return _mm_srai_epi32(sum, mixedBits + 14);
}

static void mixColumnsSSE2(const Plan *plan, uint32_t *destination, int32_t width) {
  const __m128i opaque = _mm_set1_epi32((int)0xFF000000u);
  int32_t i = 0;
  for (; i + 2 <= width; i += 2) {
    __m128i two = _mm_packs_epi32(mixColumnSSE2(plan, i), mixColumnSSE2(plan, i + 1));
    _mm_storel_epi64((__m128i *)(destination + i),
                     _mm_or_si128(_mm_packus_epi16(two, two), opaque));
  }
  if (i < width) {
    __m128i one = _mm_packs_epi32(mixColumnSSE2(plan, i), _mm_setzero_si128());
    destination[i] = (uint32_t)_mm_cvtsi128_si32(_mm_packus_epi16(one, one)) | 0xFF000000u;
  }
}
#endif

static int stretch(const uint32_t *source, ptrdiff_t sourcePitch, int32_t left, int32_t top,
                   int32_t right, int32_t bottom, double originX, double originY, double stepX,
                   double stepY, uint32_t *destination, ptrdiff_t destinationPitch,
                   int32_t width, int32_t height, int simd) {
  if (!source || !destination || width <= 0 || height <= 0 || right <= left || bottom <= top ||
      left < 0 || top < 0 || !isfinite(originX) || !isfinite(originY) || !(stepX > 0) ||
      !(stepY > 0) || !isfinite(stepX) || !isfinite(stepY)) {
    return -1;
  }
  Plan plan;
  if (makePlan(&plan, left, right, originX, stepX, width) != 0) {
    freePlan(&plan);
    return -1;
  }
  const uint8_t *base = (const uint8_t *)source;
  for (int32_t j = 0; j < height; j++) {
    int32_t first, weight;
    locate(originY + (j + 0.5) * stepY, top, bottom, rowOne, &first, &weight);
    const uint8_t *rowA = base + first * sourcePitch + 4 * (ptrdiff_t)plan.spanLeft;
    const uint8_t *rowB = weight ? rowA + sourcePitch : rowA;
    uint32_t *out = (uint32_t *)((uint8_t *)destination + j * destinationPitch);
    int32_t texels = plan.spanWidth;
#if defined(__SSE2__)
    if (simd) {
      mixRowsSSE2(rowA, rowB, weight, plan.mixed, texels);
    } else {
      mixRowsPortable(rowA, rowB, weight, plan.mixed, texels);
    }
#else
    mixRowsPortable(rowA, rowB, weight, plan.mixed, texels);
#endif
    // The texel after the last, for the right edge's columns (their weight of it is 0).
    memcpy(plan.mixed + 4 * texels, plan.mixed + 4 * (texels - 1), 4 * sizeof(int16_t));
#if defined(__SSE2__)
    if (simd) {
      mixColumnsSSE2(&plan, out, width);
      continue;
    }
#endif
    mixColumnsPortable(&plan, out, width);
  }
  freePlan(&plan);
  return 0;
}

int pk_stretch_bilinear(const uint32_t *source, ptrdiff_t sourcePitch, int32_t left, int32_t top,
                        int32_t right, int32_t bottom, double originX, double originY,
                        double stepX, double stepY, uint32_t *destination,
                        ptrdiff_t destinationPitch, int32_t width, int32_t height) {
  return stretch(source, sourcePitch, left, top, right, bottom, originX, originY, stepX, stepY,
                 destination, destinationPitch, width, height, 1);
}

int pk_stretch_bilinear_portable(const uint32_t *source, ptrdiff_t sourcePitch, int32_t left,
                                 int32_t top, int32_t right, int32_t bottom, double originX,
                                 double originY, double stepX, double stepY,
                                 uint32_t *destination, ptrdiff_t destinationPitch, int32_t width,
                                 int32_t height) {
  return stretch(source, sourcePitch, left, top, right, bottom, originX, originY, stepX, stepY,
                 destination, destinationPitch, width, height, 0);
}
