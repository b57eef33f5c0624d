// A clip's sound: its first audio stream decoded beside the frames and resampled by
// libswresample to interleaved signed 16-bit stereo at 48 kHz, held (at most 2 s) until the
// worker hands it to the viewer. Opened only when the clip is to be heard.
#include "clip_internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int carousel_swresample_load(char *error, size_t size);

// The audio decoders by codec: FFmpeg's own (Debian's libavcodec has each).
static const char *const sound_decoders =
    "aac,opus,vorbis,mp3float,mp3,pcm_s16le,pcm_s16be,pcm_s24le,pcm_f32le,pcm_u8,ac3";

static const char *sound_decoder_name(enum AVCodecID id) {
  switch (id) {
    case AV_CODEC_ID_AAC: return "aac";
    case AV_CODEC_ID_OPUS: return "opus";
    case AV_CODEC_ID_VORBIS: return "vorbis";
    case AV_CODEC_ID_MP3: return "mp3float";
    case AV_CODEC_ID_PCM_S16LE: return "pcm_s16le";
    case AV_CODEC_ID_PCM_S16BE: return "pcm_s16be";
    case AV_CODEC_ID_PCM_S24LE: return "pcm_s24le";
    case AV_CODEC_ID_PCM_F32LE: return "pcm_f32le";
    case AV_CODEC_ID_PCM_U8: return "pcm_u8";
    case AV_CODEC_ID_AC3: return "ac3";
    default: return NULL;
  }
}

static int open_resampler(struct carousel_clip *clip, char *error, size_t size) {
  AVChannelLayout in = {0}, out = AV_CHANNEL_LAYOUT_STEREO;
  if (clip->sound_codec->ch_layout.order == AV_CHANNEL_ORDER_UNSPEC ||
      av_channel_layout_copy(&in, &clip->sound_codec->ch_layout) < 0)
    av_channel_layout_default(&in, clip->sound_codec->ch_layout.nb_channels);
  int code = swr_alloc_set_opts2(&clip->resampler, &out, AV_SAMPLE_FMT_S16, carousel_sound_rate,
                                 &in, clip->sound_codec->sample_fmt,
                                 clip->sound_codec->sample_rate, 0, NULL);
  av_channel_layout_uninit(&in);
  if (code >= 0) code = swr_init(clip->resampler);
  if (code < 0) {
    carousel_clip_error(error, size, "the sound cannot be resampled", code);
    return -1;
  }
  return 0;
}

int carousel_clip_open_sound(struct carousel_clip *clip, char *error, size_t size) {
  if (clip->sound_codec) return 1;
  int found = -1;
  for (unsigned index = 0; index < clip->format->nb_streams && found < 0; index++)
    if (clip->format->streams[index]->codecpar->codec_type == AVMEDIA_TYPE_AUDIO)
      found = (int)index;
  if (found < 0) {
    snprintf(error, size, "no sound");
    return 0;
  }
  AVStream *stream = clip->format->streams[found];
  const AVCodecParameters *parameters = stream->codecpar;
  const char *name = sound_decoder_name(parameters->codec_id);
  const AVCodec *codec = name ? avcodec_find_decoder_by_name(name) : NULL;
  if (!codec) {
    snprintf(error, size, "its sound (%s) is not a codec Carousel plays",
             avcodec_get_name(parameters->codec_id));
    return 0;
  }
  if (!carousel_swresample_load(error, size)) return -1;
  clip->sound_codec = avcodec_alloc_context3(codec);
  clip->sound_frame = av_frame_alloc();
  clip->sound = malloc((size_t)carousel_sound_held * carousel_sound_channels * sizeof(int16_t));
  if (!clip->sound_codec || !clip->sound_frame || !clip->sound ||
      avcodec_parameters_to_context(clip->sound_codec, parameters) < 0) {
    snprintf(error, size, "out of memory");
    carousel_clip_close_sound(clip);
    return 0;
  }
  clip->sound_codec->pkt_timebase = stream->time_base;
  AVDictionary *options = NULL;
  av_dict_set(&options, "codec_whitelist", sound_decoders, 0);
  int code = avcodec_open2(clip->sound_codec, codec, &options);
  av_dict_free(&options);
  if (code < 0 || clip->sound_codec->sample_rate <= 0 ||
      clip->sound_codec->ch_layout.nb_channels <= 0) {
    carousel_clip_error(error, size, "the sound's decoder did not open", code < 0 ? code : 0);
    carousel_clip_close_sound(clip);
    return 0;
  }
  if (open_resampler(clip, error, size) < 0) {
    carousel_clip_close_sound(clip);
    return 0;
  }
  clip->sound_stream = found;
  clip->sound_time_base = stream->time_base;
  clip->sound_frames = 0;
  return 1;
}

// The time of the first frame, in s on the container's clock: the first video frame's once
// decoded, else where the video stream says it starts.
static double origin_seconds(const struct carousel_clip *clip) {
  if (clip->origin != AV_NOPTS_VALUE) return clip->origin * av_q2d(clip->time_base);
  int64_t start = clip->format->streams[clip->stream]->start_time;
  return start == AV_NOPTS_VALUE ? 0 : start * av_q2d(clip->time_base);
}

// Resamples the decoded frame and appends it; the oldest frames go when 2 s are waiting.
static void keep(struct carousel_clip *clip, const AVFrame *frame) {
  int room = carousel_sound_held - clip->sound_frames;
  int wanted = swr_get_out_samples(clip->resampler, frame->nb_samples);
  if (wanted <= 0) return;
  if (wanted > carousel_sound_held) wanted = carousel_sound_held;
  if (wanted > room) {  // the viewer fell behind: the oldest sound goes
    int dropped = wanted - room;
    if (dropped > clip->sound_frames) dropped = clip->sound_frames;
    memmove(clip->sound, clip->sound + (size_t)dropped * carousel_sound_channels,
            (size_t)(clip->sound_frames - dropped) * carousel_sound_channels * sizeof(int16_t));
    clip->sound_frames -= dropped;
    clip->sound_time += (double)dropped / carousel_sound_rate;
  }
  int64_t stamp = frame->best_effort_timestamp != AV_NOPTS_VALUE ? frame->best_effort_timestamp
                                                                  : frame->pts;
  if (clip->sound_frames == 0 && stamp != AV_NOPTS_VALUE)
    clip->sound_time = stamp * av_q2d(clip->sound_time_base) - origin_seconds(clip);
  uint8_t *target = (uint8_t *)(clip->sound + (size_t)clip->sound_frames * carousel_sound_channels);
  int made = swr_convert(clip->resampler, &target, carousel_sound_held - clip->sound_frames,
                         (const uint8_t **)frame->extended_data, frame->nb_samples);
  if (made > 0) clip->sound_frames += made;
}

void carousel_clip_decode_sound(struct carousel_clip *clip, const AVPacket *packet) {
  if (!clip->sound_codec) return;
  if (avcodec_send_packet(clip->sound_codec, packet) < 0) return;  // a damaged packet: dropped
  while (avcodec_receive_frame(clip->sound_codec, clip->sound_frame) == 0) {
    keep(clip, clip->sound_frame);
    av_frame_unref(clip->sound_frame);
  }
}

int carousel_clip_take_sound(struct carousel_clip *clip, int16_t *samples, int frames,
                             double *time) {
  if (!clip->sound_codec || frames <= 0 || clip->sound_frames == 0) return 0;
  int taken = frames < clip->sound_frames ? frames : clip->sound_frames;
  *time = clip->sound_time;
  size_t values = (size_t)taken * carousel_sound_channels;
  memcpy(samples, clip->sound, values * sizeof(int16_t));
  memmove(clip->sound, clip->sound + values,
          (size_t)(clip->sound_frames - taken) * carousel_sound_channels * sizeof(int16_t));
  clip->sound_frames -= taken;
  clip->sound_time += (double)taken / carousel_sound_rate;
  return taken;
}

void carousel_clip_flush_sound(struct carousel_clip *clip) {
  if (!clip->sound_codec) return;
  avcodec_flush_buffers(clip->sound_codec);
  swr_close(clip->resampler);
  swr_init(clip->resampler);
  clip->sound_frames = 0;
}

void carousel_clip_close_sound(struct carousel_clip *clip) {
  av_frame_free(&clip->sound_frame);
  avcodec_free_context(&clip->sound_codec);
  // Only a resampler made calls libswresample: a clip never heard never loads it.
  if (clip->resampler) swr_free(&clip->resampler);
  free(clip->sound);
  clip->sound = NULL;
  clip->sound_frames = 0;
  clip->sound_stream = -1;
}
