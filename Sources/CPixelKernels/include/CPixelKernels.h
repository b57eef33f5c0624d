#ifndef CPIXELKERNELS_H
#define CPIXELKERNELS_H

// Pixel code without SDL: the bilinear stretch SDLKit draws pictures with on the software
// renderer (docs/architecture.md, "SDLKit").

#include <stddef.h>
#include <stdint.h>

/// Fills `width` x `height` pixels at `destination` (rows `destinationPitch` bytes apart) with
/// the bilinear samples of the opaque 32-bit pixels at `source` (rows `sourcePitch` bytes
/// apart; XRGB8888 or ARGB8888: the three low bytes of each pixel are its channels, mixed alike,
/// and the high byte of every pixel drawn is 0xFF).
///
/// Destination pixel (i, j) samples the source at the point
/// (originX + (i + 0.5) * stepX, originY + (j + 0.5) * stepY), in texels (texel (x, y) covers
/// [x, x + 1) x [y, y + 1), its value at its centre). Only the texels [left, right) x
/// [top, bottom) are read: a point nearer their edge than half a texel takes the edge texel's
/// value. Weights are fixed point, 16 bits a row and 15 a column: every channel is within 1 of
/// the exact bilinear value rounded, and a sample on a texel's centre is that texel exactly.
///
/// Returns 0, or -1 when the scratch memory (about 12 bytes a column and 8 a texel of a row)
/// cannot be had or the arguments are empty or out of range (nothing drawn).
int pk_stretch_bilinear(
  const uint32_t *source, ptrdiff_t sourcePitch, int32_t left, int32_t top, int32_t right,
  int32_t bottom, double originX, double originY, double stepX, double stepY,
  uint32_t *destination, ptrdiff_t destinationPitch, int32_t width, int32_t height);

/// The ways ``pk_stretch_bilinear_using`` can compute the stretch: all give the very same
/// pixels.
typedef enum {
  /// The fastest this processor has (what ``pk_stretch_bilinear`` uses).
  PKPathBest = 0,
  /// Plain C, for every architecture.
  PKPathPortable = 1,
  /// SSE2, the baseline of x86_64.
  PKPathSSE2 = 2,
  /// AVX2, on x86_64 processors that have it (chosen when the stretch runs).
  PKPathAVX2 = 3,
} PKPath;

/// Whether this build and processor have `path`: 1 or 0.
int pk_has_path(PKPath path);

/// ``pk_stretch_bilinear`` by `path` (the tests compare them); -1 also when `path` is not
/// available.
int pk_stretch_bilinear_using(
  PKPath path, const uint32_t *source, ptrdiff_t sourcePitch, int32_t left, int32_t top,
  int32_t right, int32_t bottom, double originX, double originY, double stepX, double stepY,
  uint32_t *destination, ptrdiff_t destinationPitch, int32_t width, int32_t height);

#endif
