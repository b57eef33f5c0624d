// Opening a clip over a byte range of a file: no protocol, whitelisted containers and
// decoders, bounded pixels and streams; its facts; seeking.
#include "clip_internal.h"

#include <errno.h>
#include <libavutil/display.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

// The demuxers' names as FFmpeg lists them (format_whitelist matches any of a demuxer's names).
static const char *const containers = "mov,mp4,m4a,3gp,3g2,matroska,webm,avi";

// Decoders by codec: FFmpeg's own, and for AV1 dav1d first, libaom after (Debian's libavcodec
// has both; its native AV1 decoder needs hardware).
static const char *const decoders = "h264,hevc,vp8,vp9,libdav1d,libaom-av1,mpeg4,mjpeg";

static const char *decoder_name(enum AVCodecID id, int fallback) {
  switch (id) {
    case AV_CODEC_ID_H264: return fallback ? NULL : "h264";
    case AV_CODEC_ID_HEVC: return fallback ? NULL : "hevc";
    case AV_CODEC_ID_VP8: return fallback ? NULL : "vp8";
    case AV_CODEC_ID_VP9: return fallback ? NULL : "vp9";
    case AV_CODEC_ID_AV1: return fallback ? "libaom-av1" : "libdav1d";
    case AV_CODEC_ID_MPEG4: return fallback ? NULL : "mpeg4";
    case AV_CODEC_ID_MJPEG: return fallback ? NULL : "mjpeg";
    default: return NULL;
  }
}

void carousel_clip_error(char *error, size_t size, const char *what, int code) {
  char words[128] = "";
  if (av_strerror(code, words, sizeof words) < 0) snprintf(words, sizeof words, "error %d", code);
  snprintf(error, size, "%s (%s)", what, words);
}

static int read_range(void *opaque, uint8_t *buffer, int size) {
  struct carousel_clip *clip = opaque;
  int64_t left = clip->length - clip->position;
  if (left <= 0) return AVERROR_EOF;
  if (size > left) size = (int)left;
  ssize_t count;
  do {
    count = pread(clip->fd, buffer, (size_t)size, clip->offset + clip->position);
  } while (count < 0 && errno == EINTR);
  if (count < 0) return AVERROR(errno);
  if (count == 0) return AVERROR_EOF;  // the file is shorter than the range said
  clip->position += count;
  return (int)count;
}

static int64_t seek_range(void *opaque, int64_t offset, int whence) {
  struct carousel_clip *clip = opaque;
  whence &= ~AVSEEK_FORCE;
  if (whence == AVSEEK_SIZE) return clip->length;
  int64_t base = whence == SEEK_SET ? 0 : whence == SEEK_CUR ? clip->position : clip->length;
  if (whence != SEEK_SET && whence != SEEK_CUR && whence != SEEK_END) return AVERROR(EINVAL);
  int64_t target = base + offset;
  if (target < 0 || target > clip->length) return AVERROR(EINVAL);
  clip->position = target;
  return target;
}

// A container that names another file (a MOV's data reference, a playlist) is not followed.
static int refuse_nested(struct AVFormatContext *context, AVIOContext **io, const char *url,
                         int flags, AVDictionary **options) {
  (void)context, (void)io, (void)url, (void)flags, (void)options;
  return AVERROR(EPERM);
}

static int open_container(struct carousel_clip *clip, const struct carousel_clip_limits *limits,
                          char *error, size_t size) {
  enum { buffer_size = 65536 };
  unsigned char *buffer = av_malloc(buffer_size);
  clip->io = buffer ? avio_alloc_context(buffer, buffer_size, 0, clip, read_range, NULL,
                                         seek_range)
                    : NULL;
  clip->format = clip->io ? avformat_alloc_context() : NULL;
  if (!clip->format) {
    if (!clip->io) av_freep(&buffer);
    snprintf(error, size, "out of memory");
    return -1;
  }
  clip->format->pb = clip->io;
  clip->format->io_open = refuse_nested;
  AVDictionary *options = NULL;
  char streams[16];
  snprintf(streams, sizeof streams, "%d", limits->max_streams);
  av_dict_set(&options, "format_whitelist", containers, 0);
  av_dict_set(&options, "codec_whitelist", decoders, 0);
  av_dict_set(&options, "protocol_whitelist", "none", 0);
  av_dict_set(&options, "max_streams", streams, 0);
  int code = avformat_open_input(&clip->format, NULL, NULL, &options);
  av_dict_free(&options);
  if (code < 0) {  // the context is freed
    carousel_clip_error(error, size, "not a container Carousel plays", code);
    return -1;
  }
  // What the container claims is refused before the probe decodes anything.
  unsigned count = clip->format->nb_streams;
  for (unsigned index = 0; index < count; index++) {
    const AVCodecParameters *claimed = clip->format->streams[index]->codecpar;
    if (claimed->codec_type == AVMEDIA_TYPE_VIDEO &&
        (int64_t)claimed->width * claimed->height > limits->max_pixels) {
      snprintf(error, size, "%d×%d pixels is over the limit", claimed->width, claimed->height);
      return -1;
    }
  }
  // The probe decodes a few frames: under the same pixel limit as the decode.
  AVDictionary **probes = calloc(count ? count : 1, sizeof *probes);
  if (!probes) {
    snprintf(error, size, "out of memory");
    return -1;
  }
  char pixels[24];
  snprintf(pixels, sizeof pixels, "%lld", (long long)limits->max_pixels);
  for (unsigned index = 0; index < count; index++) av_dict_set(&probes[index], "max_pixels", pixels, 0);
  code = avformat_find_stream_info(clip->format, probes);
  for (unsigned index = 0; index < count; index++) av_dict_free(&probes[index]);
  free(probes);
  if (code < 0) {
    carousel_clip_error(error, size, "no stream could be read", code);
    return -1;
  }
  return 0;
}

static int find_video(struct carousel_clip *clip, struct carousel_clip_facts *facts, char *error,
                      size_t size) {
  clip->stream = -1;
  for (unsigned index = 0; index < clip->format->nb_streams; index++) {
    enum AVMediaType type = clip->format->streams[index]->codecpar->codec_type;
    if (type == AVMEDIA_TYPE_VIDEO && clip->stream < 0 &&
        !(clip->format->streams[index]->disposition & AV_DISPOSITION_ATTACHED_PIC))
      clip->stream = (int)index;
    if (type == AVMEDIA_TYPE_AUDIO) facts->has_sound = 1;
  }
  if (clip->stream < 0) {
    snprintf(error, size, "no video stream");
    return -1;
  }
  return 0;
}

// The software decoder of the clip's codec (the first of its names this FFmpeg has), or NULL
// with the reason in `error`.
static const AVCodec *software_decoder(const AVStream *stream,
                                       const struct carousel_clip_limits *limits, char *error,
                                       size_t size) {
  const AVCodecParameters *parameters = stream->codecpar;
  if (parameters->width <= 0 || parameters->height <= 0) {
    snprintf(error, size, "the frames' size is unknown or impossible");
    return NULL;
  }
  if ((int64_t)parameters->width * parameters->height > limits->max_pixels) {
    snprintf(error, size, "%d×%d pixels is over the limit", parameters->width, parameters->height);
    return NULL;
  }
  const AVCodec *codec = NULL;
  for (int fallback = 0; fallback < 2 && !codec; fallback++) {
    const char *decoder = decoder_name(parameters->codec_id, fallback);
    if (decoder) codec = avcodec_find_decoder_by_name(decoder);
  }
  if (!codec)
    snprintf(error, size, "the codec %s is not one Carousel plays",
             avcodec_get_name(parameters->codec_id));
  return codec;
}

int carousel_clip_open_decoder(struct carousel_clip *clip,
                               const struct carousel_clip_limits *limits, const AVCodec *codec,
                               const char *whitelist,
                               enum AVPixelFormat (*get_format)(AVCodecContext *,
                                                                const enum AVPixelFormat *),
                               char *error, size_t size) {
  const AVStream *stream = clip->format->streams[clip->stream];
  clip->codec = avcodec_alloc_context3(codec);
  if (!clip->codec || avcodec_parameters_to_context(clip->codec, stream->codecpar) < 0) {
    snprintf(error, size, "out of memory");
    return -1;
  }
  clip->codec->max_pixels = limits->max_pixels;
  // Hardware decodes one frame at a time, as players run it; threads are software's.
  clip->codec->thread_count = get_format ? 1 : limits->threads;
  clip->codec->pkt_timebase = stream->time_base;
  if (get_format) clip->codec->get_format = get_format;
  if (clip->device && !(clip->codec->hw_device_ctx = av_buffer_ref(clip->device))) {
    snprintf(error, size, "out of memory");
    return -1;
  }
  AVDictionary *options = NULL;
  av_dict_set(&options, "codec_whitelist", whitelist, 0);
  int code = avcodec_open2(clip->codec, codec, &options);
  av_dict_free(&options);
  if (code < 0) {
    char what[96];
    snprintf(what, sizeof what, "the %s decoder did not open", codec->name);
    carousel_clip_error(error, size, what, code);
    return -1;
  }
  return 0;
}

// Degrees clockwise that stand the picture upright, from the stream's display matrix.
static int rotation(const AVStream *stream) {
  size_t size = 0;
  const uint8_t *matrix = av_stream_get_side_data(stream, AV_PKT_DATA_DISPLAYMATRIX, &size);
  if (!matrix || size < 9 * sizeof(int32_t)) return 0;
  double degrees = -av_display_rotation_get((const int32_t *)matrix);
  if (isnan(degrees)) return 0;
  long quarter = lround(degrees / 90.0);
  return (int)(((quarter % 4) + 4) % 4) * 90;
}

static void describe(struct carousel_clip *clip, struct carousel_clip_facts *facts) {
  AVStream *stream = clip->format->streams[clip->stream];
  const AVCodecParameters *parameters = stream->codecpar;
  facts->width = parameters->width;
  facts->height = parameters->height;
  AVRational aspect = av_guess_sample_aspect_ratio(clip->format, stream, NULL);
  double width = parameters->width;
  if (aspect.num > 0 && aspect.den > 0) width = width * aspect.num / aspect.den;
  int shown = width < 1 ? 1 : width > 65535 ? 65535 : (int)lround(width);
  clip->rotation = rotation(stream);
  int turned = clip->rotation == 90 || clip->rotation == 270;
  facts->shown_width = turned ? parameters->height : shown;
  facts->shown_height = turned ? shown : parameters->height;
  facts->rotation = clip->rotation;
  AVRational rate = stream->avg_frame_rate;
  if (rate.num <= 0 || rate.den <= 0) rate = stream->r_frame_rate;
  facts->frame_rate = rate.num > 0 && rate.den > 0 ? av_q2d(rate) : 0;
  clip->frame_rate = facts->frame_rate;
  if (clip->format->duration != AV_NOPTS_VALUE && clip->format->duration > 0)
    facts->duration = clip->format->duration / (double)AV_TIME_BASE;
  else if (stream->duration != AV_NOPTS_VALUE && stream->duration > 0)
    facts->duration = stream->duration * av_q2d(stream->time_base);
  snprintf(facts->codec, sizeof facts->codec, "%s", avcodec_get_name(parameters->codec_id));
}

struct carousel_clip *carousel_clip_open(int fd, int64_t offset, int64_t length,
                                         const struct carousel_clip_limits *limits,
                                         const struct carousel_clip_hardware *hardware,
                                         struct carousel_clip_facts *facts, char *error,
                                         size_t size) {
  memset(facts, 0, sizeof *facts);
  struct carousel_clip *clip = calloc(1, sizeof *clip);
  if (!clip) {
    snprintf(error, size, "out of memory");
    return NULL;
  }
  clip->fd = fd;
  clip->offset = offset;
  clip->length = length;
  clip->origin = AV_NOPTS_VALUE;
  clip->sound_stream = -1;
  if (open_container(clip, limits, error, size) < 0 || find_video(clip, facts, error, size) < 0) {
    carousel_clip_close(clip);
    return NULL;
  }
  AVStream *stream = clip->format->streams[clip->stream];
  const AVCodec *software = software_decoder(stream, limits, error, size);
  if (!software) {
    carousel_clip_close(clip);
    return NULL;
  }
  describe(clip, facts);
  clip->time_base = stream->time_base;
  clip->packet = av_packet_alloc();
  clip->frame = av_frame_alloc();
  clip->transferred = av_frame_alloc();
  if (!clip->packet || !clip->frame || !clip->transferred) {
    snprintf(error, size, "out of memory");
    carousel_clip_close(clip);
    return NULL;
  }
  int in_hardware = hardware && hardware->allowed &&
                    carousel_clip_open_hardware(clip, limits, hardware, software, facts) == 1;
  if (!in_hardware &&
      carousel_clip_open_decoder(clip, limits, software, decoders, NULL, error, size) < 0) {
    carousel_clip_close(clip);
    return NULL;
  }
  return clip;
}

int carousel_clip_seek(struct carousel_clip *clip, double seconds, int exact, char *error,
                       size_t size) {
  int64_t origin = clip->origin == AV_NOPTS_VALUE ? 0 : clip->origin;
  int64_t target = origin + (int64_t)llround(seconds / av_q2d(clip->time_base));
  int code = av_seek_frame(clip->format, clip->stream, target, AVSEEK_FLAG_BACKWARD);
  if (code < 0) {
    carousel_clip_error(error, size, "the seek failed", code);
    return -1;
  }
  avcodec_flush_buffers(clip->codec);
  carousel_clip_drop_kept(clip);  // read before the seek
  carousel_clip_flush_sound(clip);
  clip->draining = 0;
  double half_frame = clip->frame_rate > 0 ? 0.5 / clip->frame_rate : 0.001;
  // Not exact: nothing is skipped, so the first frame is the keyframe the demuxer went to.
  clip->skip_before = exact ? seconds - half_frame : -INFINITY;
  return 0;
}

void carousel_clip_close(struct carousel_clip *clip) {
  if (!clip) return;
  carousel_clip_close_sound(clip);
  av_frame_free(&clip->frame);
  av_frame_free(&clip->transferred);
  av_packet_free(&clip->packet);
  carousel_clip_drop_kept(clip);
  avcodec_free_context(&clip->codec);
  av_buffer_unref(&clip->device);
  avformat_close_input(&clip->format);  // not the custom reader: freed below
  if (clip->io) av_freep(&clip->io->buffer);
  avio_context_free(&clip->io);
  sws_freeContext(clip->scaler);
  free(clip->scratch);
  free(clip);
}
