// libjpeg-turbo (libjpeg62-turbo-dev), called directly rather than through SDL_image, so that a
// JPEG is decoded at the size it is shown: the library's DCT scaling (scale_num / 8) makes the
// smallest picture at least the size asked for, skipping most of the work for a camera photo
// shown on a screen. The surfaces' pictures (a web page's, a broker's) are encoded with it too
// (carousel_jpeg_encode, below). Only PictureCodecs' JPEGCodec.swift imports this module.
//
// libjpeg reports errors by calling error_exit, which by default ends the process: here it
// jumps back (longjmp, which Swift cannot catch) into the small C function below that set the
// jump buffer, which returns -1 with the message in `state->message`. Warnings (a file cut
// short, which libjpeg decodes as far as it goes and fills grey) are not errors and print
// nothing.
#ifndef CAROUSEL_CJPEG_SHIM_H
#define CAROUSEL_CJPEG_SHIM_H

#include <setjmp.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jpeglib.h>

#include "area_average.h"

typedef struct carousel_jpeg_state {
  struct jpeg_decompress_struct info;
  struct jpeg_error_mgr errors;
  jmp_buf jump;
  int created;
  char message[JMSG_LENGTH_MAX];
  carousel_area_average average;  // carousel_jpeg_read_averaged's, freed by carousel_jpeg_end
  unsigned char *rows;            // likewise
} carousel_jpeg_state;

static void carousel_jpeg_error_exit(j_common_ptr info) {
  carousel_jpeg_state *state = (carousel_jpeg_state *)info->client_data;
  (*info->err->format_message)(info, state->message);
  longjmp(state->jump, 1);
}

static void carousel_jpeg_output_message(j_common_ptr info) { (void)info; }

// carousel_jpeg_begin's work; with `keep_icc`, the APP2 markers are kept for
// jpeg_read_icc_profile (each at most 64 KiB, and no more than the file holds).
static inline int carousel_jpeg_begin_keeping(
    carousel_jpeg_state *state, const unsigned char *data, unsigned long size, int keep_icc) {
  memset(state, 0, sizeof *state);
  state->info.err = jpeg_std_error(&state->errors);
  state->errors.error_exit = carousel_jpeg_error_exit;
  state->errors.output_message = carousel_jpeg_output_message;
  state->info.client_data = state;
  if (setjmp(state->jump)) return -1;
  jpeg_create_decompress(&state->info);
  state->created = 1;
  jpeg_mem_src(&state->info, data, size);
  if (keep_icc) jpeg_save_markers(&state->info, JPEG_APP0 + 2, 0xFFFF);
  jpeg_read_header(&state->info, TRUE);
  return 0;
}

// Starts reading `size` bytes at `data` (kept alive by the caller until carousel_jpeg_end) and
// reads the header: the picture's size, components and colour space are then in state->info.
static inline int carousel_jpeg_begin(
    carousel_jpeg_state *state, const unsigned char *data, unsigned long size) {
  return carousel_jpeg_begin_keeping(state, data, size, 0);
}

// The ICC profile of the JPEG in `data` (`size` bytes), reassembled from its APP2 markers by
// libjpeg-turbo (jpeg_read_icc_profile) after reading the header alone: 1 with *profile (the
// caller frees it with free) and *length set, 0 when it has none, -1 on an error
// (state->message says it). The state is ended by carousel_jpeg_end, as after a decode.
static inline int carousel_jpeg_icc_profile(carousel_jpeg_state *state, const unsigned char *data,
                                            unsigned long size, unsigned char **profile,
                                            unsigned *length) {
  *profile = NULL;
  *length = 0;
  if (carousel_jpeg_begin_keeping(state, data, size, 1) != 0) return -1;
  if (setjmp(state->jump)) return -1;
  JOCTET *found = NULL;
  unsigned int found_length = 0;
  if (!jpeg_read_icc_profile(&state->info, &found, &found_length)) return 0;
  *profile = found;
  *length = found_length;
  return 1;
}

// Whether the picture's colours are CMYK (or YCCK, which libjpeg turns into CMYK).
static inline int carousel_jpeg_is_cmyk(const carousel_jpeg_state *state) {
  return state->info.jpeg_color_space == JCS_CMYK || state->info.jpeg_color_space == JCS_YCCK;
}

// Asks for the picture at `eighths` / 8 of its size (1 to 8), in pixels whose bytes are B, G,
// R, A (a little-endian 0xAARRGGBB), or C, M, Y, K for CMYK files (turned into B, G, R, A by
// carousel_jpeg_read), and starts decompressing: the output size is then
// state->info.output_width and _height.
static inline int carousel_jpeg_start(carousel_jpeg_state *state, unsigned eighths) {
  if (setjmp(state->jump)) return -1;
  state->info.scale_num = eighths;
  state->info.scale_denom = 8;
  state->info.out_color_space = carousel_jpeg_is_cmyk(state) ? JCS_CMYK : JCS_EXT_BGRA;
  jpeg_start_decompress(&state->info);
  return 0;
}

// Turns CMYK pixels into B, G, R, A in place: Adobe's files (an APP14 marker) store the inks
// inverted, others as they are.
static inline void carousel_jpeg_cmyk_to_bgra(
    const carousel_jpeg_state *state, unsigned char *pixels, size_t count) {
  int inverted = state->info.saw_Adobe_marker;
  for (size_t i = 0; i < count; i++) {
    unsigned char *p = pixels + i * 4;
    unsigned c = inverted ? p[0] : 255 - p[0];
    unsigned m = inverted ? p[1] : 255 - p[1];
    unsigned y = inverted ? p[2] : 255 - p[2];
    unsigned k = inverted ? p[3] : 255 - p[3];
    p[0] = (unsigned char)((y * k + 127) / 255);
    p[1] = (unsigned char)((m * k + 127) / 255);
    p[2] = (unsigned char)((c * k + 127) / 255);
    p[3] = 255;
  }
}

// Reads the next rows, at most `count`, into `rows` (each output_width * 4 bytes), as B, G, R,
// A. Returns how many were read (0 once all were), or -1 after an error.
static inline int carousel_jpeg_read(carousel_jpeg_state *state, unsigned char **rows, int count) {
  if (setjmp(state->jump)) return -1;
  if (state->info.output_scanline >= state->info.output_height) return 0;
  JDIMENSION read = jpeg_read_scanlines(&state->info, rows, (JDIMENSION)count);
  if (read == 0) return -1;  // no progress: a source that cannot go on
  if (carousel_jpeg_is_cmyk(state)) {
    for (JDIMENSION row = 0; row < read; row++) {
      carousel_jpeg_cmyk_to_bgra(state, rows[row], state->info.output_width);
    }
  }
  return (int)read;
}

// Rows carousel_jpeg_read_averaged asks libjpeg for at a time.
#define CAROUSEL_JPEG_AVERAGED_ROWS 16

// Reads every row and area-averages the picture to `width` × `height` (area_average.h; each side
// at most the output's and more than half of it: carousel_area_average_fits) into `pixels`,
// width × height pixels of B, G, R, A bytes (opaque), every one written when it returns 0.
// Returns 0, -1 after an error (the message in state->message), or -2 when the sizes do not fit
// or memory runs out, before any row is read.
static inline int carousel_jpeg_read_averaged(
    carousel_jpeg_state *state, uint32_t *pixels, unsigned width, unsigned height) {
  unsigned source_width = state->info.output_width;
  if (carousel_area_average_make(
          &state->average, source_width, state->info.output_height, width, height) != 0) {
    return -2;
  }
  size_t pitch = (size_t)source_width * 4;
  state->rows = malloc(pitch * CAROUSEL_JPEG_AVERAGED_ROWS);
  if (state->rows == NULL) return -2;
  JSAMPROW rows[CAROUSEL_JPEG_AVERAGED_ROWS];
  for (int i = 0; i < CAROUSEL_JPEG_AVERAGED_ROWS; i++) rows[i] = state->rows + pitch * i;
  if (setjmp(state->jump)) return -1;
  while (state->info.output_scanline < state->info.output_height) {
    JDIMENSION first = state->info.output_scanline;
    JDIMENSION read = jpeg_read_scanlines(&state->info, rows, CAROUSEL_JPEG_AVERAGED_ROWS);
    if (read == 0) return -1;  // no progress: a source that cannot go on
    for (JDIMENSION row = 0; row < read; row++) {
      if (carousel_jpeg_is_cmyk(state)) carousel_jpeg_cmyk_to_bgra(state, rows[row], source_width);
      carousel_area_average_add(&state->average, first + row, rows[row], pixels);
    }
  }
  if (state->average.row != height) {  // cannot happen: every source row was added
    snprintf(state->message, sizeof state->message, "the area average ended early");
    return -1;
  }
  return 0;
}

// Ends reading and frees what the state holds. Safe on a state that carousel_jpeg_begin never
// started, once it is zeroed.
static inline void carousel_jpeg_end(carousel_jpeg_state *state) {
  if (state->created) jpeg_destroy_decompress(&state->info);
  state->created = 0;
  carousel_area_average_free(&state->average);
  free(state->rows);
  state->rows = NULL;
}

typedef struct carousel_jpeg_writer {
  struct jpeg_compress_struct info;
  struct jpeg_error_mgr errors;
  jmp_buf jump;
  int created;
  unsigned char *output;  // made by libjpeg (malloc), freed by carousel_jpeg_writer_end
  unsigned long size;
  char message[JMSG_LENGTH_MAX];
} carousel_jpeg_writer;

static void carousel_jpeg_writer_error_exit(j_common_ptr info) {
  carousel_jpeg_writer *writer = (carousel_jpeg_writer *)info->client_data;
  (*info->err->format_message)(info, writer->message);
  longjmp(writer->jump, 1);
}

// Encodes `height` rows of `width` pixels whose bytes are B, G, R, X (a little-endian
// 0xXXRRGGBB; the fourth byte is ignored), each row `width * 4` bytes from `pixels`, as a
// baseline JPEG of `quality` (1 to 100) with libjpeg's default 4:2:0 sampling, into
// writer->output (writer->size bytes). Returns 0, or -1 with the library's message in
// writer->message. Call carousel_jpeg_writer_end afterwards in both cases.
static inline int carousel_jpeg_encode(carousel_jpeg_writer *writer, const unsigned char *pixels,
                                       unsigned width, unsigned height, int quality) {
  memset(writer, 0, sizeof *writer);
  writer->info.err = jpeg_std_error(&writer->errors);
  writer->errors.error_exit = carousel_jpeg_writer_error_exit;
  writer->errors.output_message = carousel_jpeg_output_message;
  writer->info.client_data = writer;
  if (setjmp(writer->jump)) return -1;
  jpeg_create_compress(&writer->info);
  writer->created = 1;
  jpeg_mem_dest(&writer->info, &writer->output, &writer->size);
  writer->info.image_width = width;
  writer->info.image_height = height;
  writer->info.input_components = 4;
  writer->info.in_color_space = JCS_EXT_BGRX;
  jpeg_set_defaults(&writer->info);
  jpeg_set_quality(&writer->info, quality, TRUE);
  jpeg_start_compress(&writer->info, TRUE);
  while (writer->info.next_scanline < writer->info.image_height) {
    JSAMPROW row = (JSAMPROW)(pixels + (size_t)writer->info.next_scanline * width * 4);
    jpeg_write_scanlines(&writer->info, &row, 1);
  }
  jpeg_finish_compress(&writer->info);
  return 0;
}

static inline void carousel_jpeg_writer_end(carousel_jpeg_writer *writer) {
  if (writer->created) jpeg_destroy_compress(&writer->info);
  writer->created = 0;
  free(writer->output);
  writer->output = NULL;
  writer->size = 0;
}

#endif
