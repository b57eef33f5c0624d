// The bilinear stretch (CPixelKernels.h), in two passes a row: the two source rows a
// destination row falls between are mixed into one row of 16-bit channels (7 fractional bits),
// then each destination pixel mixes the two texels of that row it falls between. SSE2 (baseline
// on x86_64) does both passes eight channels at a time and AVX2, where the processor has it,
// sixteen; other architectures take the portable path. All of them compute the very same
// numbers (the tests compare them).

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
  /// A column's weight: 15 fractional bits (a signed 16-bit lane of _mm_mulhi_epi16).
  columnOne = 1 << 15,
  /// Fractional bits of the mixed row's channels.
  mixedBits = 7,
};

/// The weights of two neighbouring destination columns (an even one and the next), of the
/// second of their two texels, in units of 1/columnOne, repeated for each channel: the
/// layout the SIMD path multiplies by.
typedef struct {
  int16_t weights[8];
} ColumnPair;

/// The scratch memory of one stretch.
typedef struct {
  /// Each destination column's first texel, from the span's left.
  int32_t *firstTexel;
  ColumnPair *pairs;
  /// The mixed row: four channels a texel, the span and one more texel.
  int16_t *mixed;
  int32_t spanLeft;
  int32_t spanWidth;
} Plan;

/// The texel a sample at `position` (texel centres at k + 0.5) starts from and its weight of
/// the next texel in units of 1/`one`, clamped to the texels [low, high).
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
  size_t pairs = ((size_t)width + 1) / 2;
  plan->firstTexel = malloc(sizeof(int32_t) * ((size_t)width + 1));
  plan->pairs = calloc(pairs, sizeof(ColumnPair));
  plan->mixed = NULL;
  if (!plan->firstTexel || !plan->pairs) return -1;
  int32_t lowest = right;
  int32_t highest = left;
  for (int32_t i = 0; i < width; i++) {
    int32_t first, weight;
    locate(originX + (i + 0.5) * stepX, left, right, columnOne, &first, &weight);
    plan->firstTexel[i] = first;
    for (int c = 0; c < 4; c++) plan->pairs[i / 2].weights[4 * (i % 2) + c] = (int16_t)weight;
    if (first < lowest) lowest = first;
    if (first > highest) highest = first;
  }
  plan->spanLeft = lowest;
  // Up to the last texel a column starts from and the one after it (which is the same texel
  // again at the right edge, so every column reads two without a test).
  plan->spanWidth = (highest < right - 1 ? highest + 2 : right) - lowest;
  for (int32_t i = 0; i < width; i++) plan->firstTexel[i] -= lowest;
  // An odd width's last pair reads a column after the last: the first texel again.
  plan->firstTexel[width] = 0;
  // Four channels a texel, one more texel, and room for the last 16-byte reads.
  plan->mixed = malloc(sizeof(int16_t) * 4 * ((size_t)plan->spanWidth + 4));
  return plan->mixed ? 0 : -1;
}

static void freePlan(Plan *plan) {
  free(plan->firstTexel);
  free(plan->pairs);
  free(plan->mixed);
}

/// One channel of two rows mixed, with 7 fractional bits, as _mm_mulhi_epu16 computes it
/// (the channel in the high byte, times the weight, the high 16 bits).
static inline int16_t mixRowChannel(uint8_t a, uint8_t b, uint32_t weightA, uint32_t weightB) {
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
  for (int32_t k = 0; k < count; k++) {
    mixed[k] = mixRowChannel(rowA[k], rowB[k], weightA, weightB);
  }
}

/// The high 16 bits of a signed product, rounded down, as _mm_mulhi_epi16 computes them.
static inline int32_t multiplyHigh(int32_t a, int32_t b) {
  int32_t product = a * b;
  return product >= 0 ? product >> 16 : -((-product + 0xFFFF) >> 16);
}

/// One channel of a destination pixel from its two mixed texels and the weight of the second.
static inline uint8_t mixColumnChannel(int16_t a, int16_t b, int16_t weight) {
  int32_t mixed = a + 2 * multiplyHigh(b - a, weight);
  return (uint8_t)((mixed + (1 << (mixedBits - 1))) >> mixedBits);
}

static void mixColumnsPortable(const Plan *plan, uint32_t *destination, int32_t width) {
  uint8_t *out = (uint8_t *)destination;
  for (int32_t i = 0; i < width; i++) {
    const int16_t *texels = plan->mixed + 4 * plan->firstTexel[i];
    int16_t weight = plan->pairs[i / 2].weights[4 * (i % 2)];
    for (int c = 0; c < 3; c++) out[4 * i + c] = mixColumnChannel(texels[c], texels[4 + c], weight);
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

/// Destination columns i and i + 1 (i even), as 16-bit channels, rounded.
static inline __m128i mixColumnPairSSE2(const Plan *plan, int32_t i) {
  // Each read holds a column's two texels: (first, second).
  __m128i one = _mm_loadu_si128((const __m128i *)(plan->mixed + 4 * plan->firstTexel[i]));
  __m128i two = _mm_loadu_si128((const __m128i *)(plan->mixed + 4 * plan->firstTexel[i + 1]));
  __m128i firsts = _mm_unpacklo_epi64(one, two);
  __m128i seconds = _mm_unpackhi_epi64(one, two);
  __m128i weights = _mm_loadu_si128((const __m128i *)&plan->pairs[i / 2]);
  __m128i step = _mm_mulhi_epi16(_mm_sub_epi16(seconds, firsts), weights);
  __m128i mixed = _mm_add_epi16(firsts, _mm_add_epi16(step, step));
  return _mm_srai_epi16(_mm_add_epi16(mixed, _mm_set1_epi16(1 << (mixedBits - 1))), mixedBits);
}

static void mixColumnsSSE2Range(const Plan *plan, uint32_t *destination, int32_t i,
                                int32_t width) {
  const __m128i opaque = _mm_set1_epi32((int)0xFF000000u);
  for (; i + 4 <= width; i += 4) {
    __m128i four = _mm_packus_epi16(mixColumnPairSSE2(plan, i), mixColumnPairSSE2(plan, i + 2));
    _mm_storeu_si128((__m128i *)(destination + i), _mm_or_si128(four, opaque));
  }
  for (; i < width; i += 2) {
    __m128i two = _mm_or_si128(_mm_packus_epi16(mixColumnPairSSE2(plan, i), opaque), opaque);
    if (i + 2 <= width) {
      _mm_storel_epi64((__m128i *)(destination + i), two);
    } else {
      destination[i] = (uint32_t)_mm_cvtsi128_si32(two);
    }
  }
}
#endif

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#define PK_HAS_AVX2 1
#include <immintrin.h>

__attribute__((target("avx2"))) static void mixRowsAVX2(const uint8_t *rowA, const uint8_t *rowB,
                                                        int32_t weight, int16_t *mixed,
                                                        int32_t texels) {
  int32_t k = 0;
  const __m256i zero = _mm256_setzero_si256();
  if (weight == 0) {
    for (; k + 8 <= texels; k += 8) {
      // Texels 0-3 into the low lane, 4-7 into the high one, as the unpacks take them.
      __m256i a = _mm256_permute4x64_epi64(_mm256_loadu_si256((const __m256i *)(rowA + 4 * k)), 0xD8);
      _mm256_storeu_si256((__m256i *)(mixed + 4 * k),
                          _mm256_slli_epi16(_mm256_unpacklo_epi8(a, zero), mixedBits));
      _mm256_storeu_si256((__m256i *)(mixed + 4 * k + 16),
                          _mm256_slli_epi16(_mm256_unpackhi_epi8(a, zero), mixedBits));
    }
  } else {
    const __m256i weightA = _mm256_set1_epi16((short)(uint16_t)(rowOne - weight));
    const __m256i weightB = _mm256_set1_epi16((short)(uint16_t)weight);
    for (; k + 8 <= texels; k += 8) {
      __m256i a = _mm256_permute4x64_epi64(_mm256_loadu_si256((const __m256i *)(rowA + 4 * k)), 0xD8);
      __m256i b = _mm256_permute4x64_epi64(_mm256_loadu_si256((const __m256i *)(rowB + 4 * k)), 0xD8);
      __m256i low = _mm256_add_epi16(_mm256_mulhi_epu16(_mm256_unpacklo_epi8(zero, a), weightA),
                                     _mm256_mulhi_epu16(_mm256_unpacklo_epi8(zero, b), weightB));
      __m256i high = _mm256_add_epi16(_mm256_mulhi_epu16(_mm256_unpackhi_epi8(zero, a), weightA),
                                      _mm256_mulhi_epu16(_mm256_unpackhi_epi8(zero, b), weightB));
      _mm256_storeu_si256((__m256i *)(mixed + 4 * k), _mm256_srli_epi16(low, 1));
      _mm256_storeu_si256((__m256i *)(mixed + 4 * k + 16), _mm256_srli_epi16(high, 1));
    }
  }
  if (k < texels) mixRowsPortable(rowA + 4 * k, rowB + 4 * k, weight, mixed + 4 * k, texels - k);
}

__attribute__((target("avx2"))) static inline __m256i mixColumnQuadAVX2(const Plan *plan,
                                                                        int32_t i) {
  const int16_t *m = plan->mixed;
  const int32_t *f = plan->firstTexel + i;
  __m256i one = _mm256_inserti128_si256(
      _mm256_castsi128_si256(_mm_loadu_si128((const __m128i *)(m + 4 * f[0]))),
      _mm_loadu_si128((const __m128i *)(m + 4 * f[2])), 1);
  __m256i two = _mm256_inserti128_si256(
      _mm256_castsi128_si256(_mm_loadu_si128((const __m128i *)(m + 4 * f[1]))),
      _mm_loadu_si128((const __m128i *)(m + 4 * f[3])), 1);
  __m256i firsts = _mm256_unpacklo_epi64(one, two);
  __m256i seconds = _mm256_unpackhi_epi64(one, two);
  __m256i weights = _mm256_loadu_si256((const __m256i *)&plan->pairs[i / 2]);
  __m256i step = _mm256_mulhi_epi16(_mm256_sub_epi16(seconds, firsts), weights);
  __m256i mixed = _mm256_add_epi16(firsts, _mm256_add_epi16(step, step));
  return _mm256_srai_epi16(_mm256_add_epi16(mixed, _mm256_set1_epi16(1 << (mixedBits - 1))),
                           mixedBits);
}

__attribute__((target("avx2"))) static void mixColumnsAVX2(const Plan *plan,
                                                           uint32_t *destination, int32_t width) {
  const __m256i opaque = _mm256_set1_epi32((int)0xFF000000u);
  int32_t i = 0;
  for (; i + 8 <= width; i += 8) {
    __m256i eight = _mm256_packus_epi16(mixColumnQuadAVX2(plan, i), mixColumnQuadAVX2(plan, i + 4));
    eight = _mm256_permute4x64_epi64(eight, 0xD8);
    _mm256_storeu_si256((__m256i *)(destination + i), _mm256_or_si256(eight, opaque));
  }
  if (i < width) mixColumnsSSE2Range(plan, destination, i, width);
}
#endif

static void mixRows(PKPath path, const uint8_t *rowA, const uint8_t *rowB, int32_t weight,
                    int16_t *mixed, int32_t texels) {
  switch (path) {
#if PK_HAS_AVX2
    case PKPathAVX2:
      mixRowsAVX2(rowA, rowB, weight, mixed, texels);
      return;
#endif
#if defined(__SSE2__)
    case PKPathSSE2:
      mixRowsSSE2(rowA, rowB, weight, mixed, texels);
      return;
#endif
    default:
      mixRowsPortable(rowA, rowB, weight, mixed, texels);
  }
}

static void mixColumns(PKPath path, const Plan *plan, uint32_t *destination, int32_t width) {
  switch (path) {
#if PK_HAS_AVX2
    case PKPathAVX2:
      mixColumnsAVX2(plan, destination, width);
      return;
#endif
#if defined(__SSE2__)
    case PKPathSSE2:
      mixColumnsSSE2Range(plan, destination, 0, width);
      return;
#endif
    default:
      mixColumnsPortable(plan, destination, width);
  }
}

int pk_has_path(PKPath path) {
  switch (path) {
    case PKPathBest:
    case PKPathPortable:
      return 1;
#if defined(__SSE2__)
    case PKPathSSE2:
      return 1;
#endif
#if PK_HAS_AVX2
    case PKPathAVX2:
      return __builtin_cpu_supports("avx2") ? 1 : 0;
#endif
    default:
      return 0;
  }
}

/// The fastest path this processor has.
static PKPath bestPath(void) {
  if (pk_has_path(PKPathAVX2)) return PKPathAVX2;
  if (pk_has_path(PKPathSSE2)) return PKPathSSE2;
  return PKPathPortable;
}

static int isValid(const uint32_t *source, int32_t left, int32_t top, int32_t right,
                   int32_t bottom, double originX, double originY, double stepX, double stepY,
                   const uint32_t *destination, int32_t width, int32_t height) {
  return source && destination && width > 0 && height > 0 && right > left && bottom > top &&
         left >= 0 && top >= 0 && isfinite(originX) && isfinite(originY) && stepX > 0 &&
         stepY > 0 && isfinite(stepX) && isfinite(stepY);
}

static int stretch(const uint32_t *source, ptrdiff_t sourcePitch, int32_t left, int32_t top,
                   int32_t right, int32_t bottom, double originX, double originY, double stepX,
                   double stepY, uint32_t *destination, ptrdiff_t destinationPitch,
                   int32_t width, int32_t height, PKPath path) {
  if (!isValid(source, left, top, right, bottom, originX, originY, stepX, stepY, destination,
               width, height)) {
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
    mixRows(path, rowA, rowB, weight, plan.mixed, texels);
    // The texel after the last, for the right edge's columns (their weight of it is 0).
    memcpy(plan.mixed + 4 * texels, plan.mixed + 4 * (texels - 1), 4 * sizeof(int16_t));
    mixColumns(path, &plan, out, width);
  }
  freePlan(&plan);
  return 0;
}

int pk_stretch_bilinear(const uint32_t *source, ptrdiff_t sourcePitch, int32_t left, int32_t top,
                        int32_t right, int32_t bottom, double originX, double originY,
                        double stepX, double stepY, uint32_t *destination,
                        ptrdiff_t destinationPitch, int32_t width, int32_t height) {
  return pk_stretch_bilinear_using(PKPathBest, source, sourcePitch, left, top, right, bottom,
                                   originX, originY, stepX, stepY, destination,
                                   destinationPitch, width, height);
}

int pk_stretch_bilinear_using(PKPath path, const uint32_t *source, ptrdiff_t sourcePitch,
                              int32_t left, int32_t top, int32_t right, int32_t bottom,
                              double originX, double originY, double stepX, double stepY,
                              uint32_t *destination, ptrdiff_t destinationPitch, int32_t width,
                              int32_t height) {
  if (!pk_has_path(path)) return -1;
  return stretch(source, sourcePitch, left, top, right, bottom, originX, originY, stepX, stepY,
                 destination, destinationPitch, width, height,
                 path == PKPathBest ? bestPath() : path);
}
