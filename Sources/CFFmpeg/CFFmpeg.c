// FFmpeg's functions that clip.c and clip_frames.c call, forwarded to the libraries opened on
// demand. Each soname is made from its header's major version, which names the ABI.
#include "CFFmpeg.h"

#include <CLazyLibrary.h>
#include <libavcodec/avcodec.h>
#include <libavformat/avformat.h>
#include <libavutil/display.h>
#include <libavutil/hwcontext.h>
#include <libavutil/pixdesc.h>
#include <libswresample/swresample.h>
#include <libswscale/swscale.h>

#define CAROUSEL_SONAME(name, major) "lib" name ".so." CAROUSEL_STRING(major)

static struct carousel_lazy_library avutil =
    CAROUSEL_LAZY_LIBRARY(CAROUSEL_SONAME("avutil", LIBAVUTIL_VERSION_MAJOR));
static struct carousel_lazy_library avcodec =
    CAROUSEL_LAZY_LIBRARY(CAROUSEL_SONAME("avcodec", LIBAVCODEC_VERSION_MAJOR));
static struct carousel_lazy_library avformat =
    CAROUSEL_LAZY_LIBRARY(CAROUSEL_SONAME("avformat", LIBAVFORMAT_VERSION_MAJOR));
static struct carousel_lazy_library swscale =
    CAROUSEL_LAZY_LIBRARY(CAROUSEL_SONAME("swscale", LIBSWSCALE_VERSION_MAJOR));
// Opened on the first clip heard (carousel_clip_open_sound), not with the others: a muted clip
// never maps it.
static struct carousel_lazy_library swresample =
    CAROUSEL_LAZY_LIBRARY(CAROUSEL_SONAME("swresample", LIBSWRESAMPLE_VERSION_MAJOR));

// FFmpeg's messages are not printed: a clip that fails says why in one line of the app's, and
// a damaged clip would otherwise write a line for each bad packet.
static void quiet(void *context, int level, const char *format, va_list arguments) {
  (void)context, (void)level, (void)format, (void)arguments;
}

int carousel_ffmpeg_load(char *error, size_t size) {
  int loaded = carousel_lazy_load(&avutil, error, size) &&
               carousel_lazy_load(&avcodec, error, size) &&
               carousel_lazy_load(&avformat, error, size) &&
               carousel_lazy_load(&swscale, error, size);
  if (loaded) av_log_set_callback(quiet);
  return loaded;
}

int carousel_swresample_load(char *error, size_t size) {
  return carousel_lazy_load(&swresample, error, size);
}

// libavutil
CAROUSEL_FORWARD(avutil, void *, av_malloc, (size_t bytes), (bytes))
CAROUSEL_FORWARD_VOID(avutil, av_freep, (void *pointer), (pointer))
CAROUSEL_FORWARD(avutil, int, av_dict_set,
                 (AVDictionary * *dictionary, const char *key, const char *value, int flags),
                 (dictionary, key, value, flags))
CAROUSEL_FORWARD_VOID(avutil, av_dict_free, (AVDictionary * *dictionary), (dictionary))
CAROUSEL_FORWARD(avutil, AVFrame *, av_frame_alloc, (void), ())
CAROUSEL_FORWARD_VOID(avutil, av_frame_free, (AVFrame * *frame), (frame))
CAROUSEL_FORWARD_VOID(avutil, av_frame_unref, (AVFrame * frame), (frame))
CAROUSEL_FORWARD(avutil, int, av_strerror, (int code, char *buffer, size_t size),
                 (code, buffer, size))
CAROUSEL_FORWARD_VOID(avutil, av_log_set_callback,
                      (void (*callback)(void *, int, const char *, va_list)), (callback))
CAROUSEL_FORWARD(avutil, double, av_display_rotation_get, (const int32_t matrix[9]), (matrix))
CAROUSEL_FORWARD(avutil, int, av_channel_layout_copy,
                 (AVChannelLayout * target, const AVChannelLayout *source), (target, source))
CAROUSEL_FORWARD_VOID(avutil, av_channel_layout_default, (AVChannelLayout * layout, int channels),
                      (layout, channels))
CAROUSEL_FORWARD_VOID(avutil, av_channel_layout_uninit, (AVChannelLayout * layout), (layout))
// libavutil: hardware decoding (clip_hardware.c)
CAROUSEL_FORWARD(avutil, int, av_hwdevice_ctx_create,
                 (AVBufferRef * *device, enum AVHWDeviceType type, const char *name,
                  AVDictionary *options, int flags),
                 (device, type, name, options, flags))
CAROUSEL_FORWARD(avutil, AVBufferRef *, av_buffer_ref, (const AVBufferRef *buffer), (buffer))
CAROUSEL_FORWARD_VOID(avutil, av_buffer_unref, (AVBufferRef * *buffer), (buffer))
CAROUSEL_FORWARD(avutil, int, av_hwframe_transfer_data,
                 (AVFrame * target, const AVFrame *source, int flags), (target, source, flags))
CAROUSEL_FORWARD(avutil, int, av_frame_copy_props, (AVFrame * target, const AVFrame *source),
                 (target, source))
CAROUSEL_FORWARD(avutil, const AVPixFmtDescriptor *, av_pix_fmt_desc_get,
                 (enum AVPixelFormat format), (format))

// libavcodec
CAROUSEL_FORWARD(avcodec, const AVCodecHWConfig *, avcodec_get_hw_config,
                 (const AVCodec *codec, int index), (codec, index))
CAROUSEL_FORWARD(avcodec, AVPacket *, av_packet_clone, (const AVPacket *packet), (packet))
CAROUSEL_FORWARD(avcodec, int, av_packet_ref, (AVPacket * target, const AVPacket *source),
                 (target, source))
CAROUSEL_FORWARD(avcodec, const AVCodec *, avcodec_find_decoder_by_name, (const char *name),
                 (name))
CAROUSEL_FORWARD(avcodec, const char *, avcodec_get_name, (enum AVCodecID id), (id))
CAROUSEL_FORWARD(avcodec, AVCodecContext *, avcodec_alloc_context3, (const AVCodec *codec),
                 (codec))
CAROUSEL_FORWARD_VOID(avcodec, avcodec_free_context, (AVCodecContext * *context), (context))
CAROUSEL_FORWARD(avcodec, int, avcodec_parameters_to_context,
                 (AVCodecContext * context, const AVCodecParameters *parameters),
                 (context, parameters))
CAROUSEL_FORWARD(avcodec, int, avcodec_open2,
                 (AVCodecContext * context, const AVCodec *codec, AVDictionary **options),
                 (context, codec, options))
CAROUSEL_FORWARD(avcodec, int, avcodec_send_packet,
                 (AVCodecContext * context, const AVPacket *packet), (context, packet))
CAROUSEL_FORWARD(avcodec, int, avcodec_receive_frame, (AVCodecContext * context, AVFrame *frame),
                 (context, frame))
CAROUSEL_FORWARD_VOID(avcodec, avcodec_flush_buffers, (AVCodecContext * context), (context))
CAROUSEL_FORWARD(avcodec, AVPacket *, av_packet_alloc, (void), ())
CAROUSEL_FORWARD_VOID(avcodec, av_packet_free, (AVPacket * *packet), (packet))
CAROUSEL_FORWARD_VOID(avcodec, av_packet_unref, (AVPacket * packet), (packet))

// libavformat
CAROUSEL_FORWARD(avformat, AVFormatContext *, avformat_alloc_context, (void), ())
CAROUSEL_FORWARD(avformat, int, avformat_open_input,
                 (AVFormatContext * *context, const char *url, const AVInputFormat *format,
                  AVDictionary **options),
                 (context, url, format, options))
CAROUSEL_FORWARD(avformat, int, avformat_find_stream_info,
                 (AVFormatContext * context, AVDictionary **options), (context, options))
CAROUSEL_FORWARD_VOID(avformat, avformat_close_input, (AVFormatContext * *context), (context))
CAROUSEL_FORWARD_VOID(avformat, avformat_free_context, (AVFormatContext * context), (context))
CAROUSEL_FORWARD(avformat, AVIOContext *, avio_alloc_context,
                 (unsigned char *buffer, int size, int writes, void *opaque,
                  int (*read)(void *, uint8_t *, int), int (*write)(void *, uint8_t *, int),
                  int64_t (*seek)(void *, int64_t, int)),
                 (buffer, size, writes, opaque, read, write, seek))
CAROUSEL_FORWARD_VOID(avformat, avio_context_free, (AVIOContext * *context), (context))
CAROUSEL_FORWARD(avformat, int, av_read_frame, (AVFormatContext * context, AVPacket *packet),
                 (context, packet))
CAROUSEL_FORWARD(avformat, int, av_seek_frame,
                 (AVFormatContext * context, int stream, int64_t timestamp, int flags),
                 (context, stream, timestamp, flags))
CAROUSEL_FORWARD(avformat, uint8_t *, av_stream_get_side_data,
                 (const AVStream *stream, enum AVPacketSideDataType type, size_t *size),
                 (stream, type, size))
CAROUSEL_FORWARD(avformat, AVRational, av_guess_sample_aspect_ratio,
                 (AVFormatContext * context, AVStream *stream, AVFrame *frame),
                 (context, stream, frame))

// libswscale
CAROUSEL_FORWARD(swscale, struct SwsContext *, sws_getCachedContext,
                 (struct SwsContext * context, int sourceWidth, int sourceHeight,
                  enum AVPixelFormat sourceFormat, int width, int height,
                  enum AVPixelFormat format, int flags, SwsFilter *sourceFilter,
                  SwsFilter *filter, const double *parameters),
                 (context, sourceWidth, sourceHeight, sourceFormat, width, height, format, flags,
                  sourceFilter, filter, parameters))
CAROUSEL_FORWARD_VOID(swscale, sws_freeContext, (struct SwsContext * context), (context))
CAROUSEL_FORWARD(swscale, int, sws_setColorspaceDetails,
                 (struct SwsContext * context, const int inverse[4], int sourceRange,
                  const int table[4], int range, int brightness, int contrast, int saturation),
                 (context, inverse, sourceRange, table, range, brightness, contrast, saturation))
CAROUSEL_FORWARD(swscale, const int *, sws_getCoefficients, (int colorspace), (colorspace))
CAROUSEL_FORWARD(swscale, int, sws_scale,
                 (struct SwsContext * context, const uint8_t *const source[],
                  const int sourceStride[], int sliceY, int sliceHeight, uint8_t *const target[],
                  const int targetStride[]),
                 (context, source, sourceStride, sliceY, sliceHeight, target, targetStride))

// libswresample
CAROUSEL_FORWARD(swresample, int, swr_alloc_set_opts2,
                 (struct SwrContext * *context, AVChannelLayout *outLayout,
                  enum AVSampleFormat outFormat, int outRate, AVChannelLayout *inLayout,
                  enum AVSampleFormat inFormat, int inRate, int logOffset, void *logContext),
                 (context, outLayout, outFormat, outRate, inLayout, inFormat, inRate, logOffset,
                  logContext))
CAROUSEL_FORWARD(swresample, int, swr_init, (struct SwrContext * context), (context))
CAROUSEL_FORWARD_VOID(swresample, swr_close, (struct SwrContext * context), (context))
CAROUSEL_FORWARD_VOID(swresample, swr_free, (struct SwrContext * *context), (context))
CAROUSEL_FORWARD(swresample, int, swr_get_out_samples, (struct SwrContext * context, int samples),
                 (context, samples))
CAROUSEL_FORWARD(swresample, int, swr_convert,
                 (struct SwrContext * context, uint8_t **out, int outCount, const uint8_t **in,
                  int inCount),
                 (context, out, outCount, in, inCount))
