// The decode session shared by clip.c (opening, facts, seeking) and clip_frames.c (frames).
#ifndef CAROUSEL_CLIP_INTERNAL_H
#define CAROUSEL_CLIP_INTERNAL_H

#include "CFFmpeg.h"

#include <libavcodec/avcodec.h>
#include <libavformat/avformat.h>
#include <libswscale/swscale.h>

struct carousel_clip {
  int fd;
  int64_t offset, length, position;  // the byte range in the file, and where reads are in it
  AVFormatContext *format;
  AVIOContext *io;
  AVCodecContext *codec;
  AVPacket *packet;
  AVFrame *frame;
  int stream;
  AVRational time_base;
  double frame_rate;
  int64_t origin;       // the first frame's timestamp (AV_NOPTS_VALUE until it is decoded)
  double skip_before;   // frames before this time (s) are decoded and dropped (a seek)
  int draining;         // the demuxer is done; the decoder gives what it holds
  int rotation;         // degrees clockwise
  struct SwsContext *scaler;
  const struct SwsContext *tuned;  // the scaler whose colour details were set, for `tuned_for`
  int tuned_for[2];                // the colorspace and range it was set for
  uint32_t *scratch;               // the frame before its rotation
  size_t scratch_pixels;
};

/// FFmpeg's words for `code` after `what`, into `error`.
void carousel_clip_error(char *error, size_t size, const char *what, int code);

#endif
