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
  AVFrame *transferred;  // a hardware frame copied to system memory (carousel_clip_in_memory)
  AVBufferRef *device;   // the VA-API device while VA-API decodes; NULL otherwise
  // Packets read while a hardware decoder proves itself on the first frame, fed again to the
  // decoder that follows (clip_hardware.c): none are lost to a decoder that failed.
  AVPacket **kept;
  int kept_count, kept_capacity;
  int kept_next;    // the next kept packet read gives (kept_count: the demuxer's next)
  int64_t kept_bytes;
  int keeping;      // 1 while packets read are kept
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


/// Opens `codec` as the clip's decoder, allowed by `whitelist` (FFmpeg's codec_whitelist);
/// `get_format` picks the frames' format (NULL: FFmpeg's choice), and `clip->device`, when
/// set, is its hardware. 0, or -1 with the reason in `error`.
int carousel_clip_open_decoder(struct carousel_clip *clip,
                               const struct carousel_clip_limits *limits, const AVCodec *codec,
                               const char *whitelist,
                               enum AVPixelFormat (*get_format)(AVCodecContext *,
                                                                const enum AVPixelFormat *),
                               char *error, size_t size);

/// Opens a hardware decoder where the machine has one that decodes the clip's first frame
/// (clip_hardware.c): 1 when one does; 0 when software must, with what was tried and why it
/// failed in `facts->fallback` (nothing when no device is there).
int carousel_clip_open_hardware(struct carousel_clip *clip,
                                const struct carousel_clip_limits *limits,
                                const struct carousel_clip_hardware *hardware,
                                const AVCodec *software, struct carousel_clip_facts *facts);

/// The next packet of any stream into `clip->packet`: a kept one first, then the demuxer's
/// (kept too while `keeping`). FFmpeg's av_read_frame codes.
int carousel_clip_read(struct carousel_clip *clip);

/// Frees the kept packets.
void carousel_clip_drop_kept(struct carousel_clip *clip);

/// Decodes the next frame into `clip->frame`: 1, 0 at the end, -1 with the reason in `error`.
int carousel_clip_receive(struct carousel_clip *clip, char *error, size_t size);

/// `clip->frame` in system memory: itself, or a hardware frame copied into
/// `clip->transferred`; NULL with the reason in `error`.
const AVFrame *carousel_clip_in_memory(struct carousel_clip *clip, char *error, size_t size);

/// FFmpeg's words for `code` after `what`, into `error`.
void carousel_clip_error(char *error, size_t size, const char *what, int code);

#endif
