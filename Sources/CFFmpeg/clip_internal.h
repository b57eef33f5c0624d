// The decode session shared by clip.c (opening, facts, seeking) and clip_frames.c (frames).
#ifndef CAROUSEL_CLIP_INTERNAL_H
#define CAROUSEL_CLIP_INTERNAL_H

#include "CFFmpeg.h"

#include <libavcodec/avcodec.h>
#include <libavformat/avformat.h>
#include <libswresample/swresample.h>
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
  // Sound (clip_sound.c): open only when asked for (carousel_clip_open_sound).
  int sound_stream;               // -1 without sound
  AVCodecContext *sound_codec;
  AVFrame *sound_frame;
  struct SwrContext *resampler;
  AVRational sound_time_base;
  int16_t *sound;                 // carousel_sound_held frames, interleaved stereo
  int sound_frames;               // frames waiting at the start of `sound`
  double sound_time;              // the first waiting frame's time, in s after the first frame
};

/// Decodes `packet` of the sound stream (NULL: the end) and resamples what it gives into the
/// waiting sound; a damaged packet is dropped, never an error of the clip.
void carousel_clip_decode_sound(struct carousel_clip *clip, const AVPacket *packet);

/// Drops the waiting sound and what the decoder holds (a seek).
void carousel_clip_flush_sound(struct carousel_clip *clip);


/// FFmpeg's words for `code` after `what`, into `error`.
void carousel_clip_error(char *error, size_t size, const char *what, int code);

#endif
