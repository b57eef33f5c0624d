// A clip's frames: decoded in order, converted by libswscale to 0xAARRGGBB at the size shown
// (BT.601, BT.709 or BT.2020, limited or full range, as the stream says; 10 bits to 8), and
// turned upright.
#include "clip_internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// Packets read in a row without a frame before the clip is called broken: a stream of packets
// that never decode is bounded work.
enum { packets_without_frame = 2000, failed_packets_in_a_row = 32 };

static int colorspace(const AVFrame *frame) {
  switch (frame->colorspace) {
    case AVCOL_SPC_BT709: return SWS_CS_ITU709;
    case AVCOL_SPC_BT470BG:
    case AVCOL_SPC_SMPTE170M: return SWS_CS_ITU601;
    case AVCOL_SPC_SMPTE240M: return SWS_CS_SMPTE240M;
    case AVCOL_SPC_FCC: return SWS_CS_FCC;
    case AVCOL_SPC_BT2020_NCL:
    case AVCOL_SPC_BT2020_CL: return SWS_CS_BT2020;
    // Unsaid: what players assume, BT.709 for HD and larger, BT.601 below.
    default: return frame->height >= 720 ? SWS_CS_ITU709 : SWS_CS_ITU601;
  }
}

static int full_range(const AVFrame *frame) {
  switch (frame->format) {
    case AV_PIX_FMT_YUVJ420P:
    case AV_PIX_FMT_YUVJ422P:
    case AV_PIX_FMT_YUVJ444P:
    case AV_PIX_FMT_YUVJ440P:
    case AV_PIX_FMT_YUVJ411P: return 1;
    default: return frame->color_range == AVCOL_RANGE_JPEG;
  }
}

// Scales `frame` into `target` (`width` × `height`, `width` a row).
static int scale(struct carousel_clip *clip, const AVFrame *frame, uint32_t *target, int width,
                 int height, char *error, size_t size) {
  clip->scaler = sws_getCachedContext(clip->scaler, frame->width, frame->height, frame->format,
                                      width, height, AV_PIX_FMT_RGB32, SWS_BILINEAR, NULL, NULL,
                                      NULL);
  if (!clip->scaler) {
    snprintf(error, size, "no conversion from the frames' pixel format");
    return -1;
  }
  int space = colorspace(frame), range = full_range(frame);
  if (clip->tuned != clip->scaler || clip->tuned_for[0] != space || clip->tuned_for[1] != range) {
    // A source in RGB says -1 here and is converted as it is.
    sws_setColorspaceDetails(clip->scaler, sws_getCoefficients(space), range,
                             sws_getCoefficients(SWS_CS_DEFAULT), 1, 0, 1 << 16, 1 << 16);
    clip->tuned = clip->scaler;
    clip->tuned_for[0] = space;
    clip->tuned_for[1] = range;
  }
  uint8_t *planes[4] = {(uint8_t *)target, NULL, NULL, NULL};
  int strides[4] = {width * 4, 0, 0, 0};
  sws_scale(clip->scaler, (const uint8_t *const *)frame->data, frame->linesize, 0, frame->height,
            planes, strides);
  return 0;
}

// `source` (`width` × `height` before the turn) turned `degrees` clockwise into `target`.
static void turn(const uint32_t *source, int width, int height, int degrees, uint32_t *target) {
  for (int y = 0; y < height; y++) {
    const uint32_t *row = source + (size_t)y * width;
    for (int x = 0; x < width; x++) {
      size_t index;
      if (degrees == 90) index = (size_t)x * height + (height - 1 - y);
      else if (degrees == 180) index = (size_t)(height - 1 - y) * width + (width - 1 - x);
      else index = (size_t)(width - 1 - x) * height + y;  // 270
      target[index] = row[x];
    }
  }
}

const AVFrame *carousel_clip_in_memory(struct carousel_clip *clip, char *error, size_t size) {
  if (!clip->frame->hw_frames_ctx) return clip->frame;
  av_frame_unref(clip->transferred);
  int code = av_hwframe_transfer_data(clip->transferred, clip->frame, 0);
  if (code >= 0) code = av_frame_copy_props(clip->transferred, clip->frame);
  if (code < 0) {
    carousel_clip_error(error, size, "the frame could not be copied from the hardware", code);
    return NULL;
  }
  return clip->transferred;
}

static int convert(struct carousel_clip *clip, uint32_t *pixels, int width, int height,
                   char *error, size_t size) {
  const AVFrame *frame = carousel_clip_in_memory(clip, error, size);
  if (!frame) return -1;
  if (clip->rotation == 0) return scale(clip, frame, pixels, width, height, error, size);
  int turned = clip->rotation == 90 || clip->rotation == 270;
  int upright_width = turned ? height : width, upright_height = turned ? width : height;
  size_t count = (size_t)width * height;
  if (clip->scratch_pixels != count) {
    free(clip->scratch);
    clip->scratch = malloc(count * sizeof *clip->scratch);
    clip->scratch_pixels = clip->scratch ? count : 0;
    if (!clip->scratch) {
      snprintf(error, size, "out of memory");
      return -1;
    }
  }
  if (scale(clip, frame, clip->scratch, upright_width, upright_height, error, size) < 0)
    return -1;
  turn(clip->scratch, upright_width, upright_height, clip->rotation, pixels);
  return 0;
}

// Gives the decoder the next packet of the video stream (or the end): 0, or -1 on an error.
static int feed(struct carousel_clip *clip, int *failures, char *error, size_t size) {
  for (int skipped = 0; skipped < packets_without_frame; skipped++) {
    int code = carousel_clip_read(clip);
    if (code < 0) {  // the end, or a file cut short: what the decoder holds is still shown
      clip->draining = 1;
      avcodec_send_packet(clip->codec, NULL);
      carousel_clip_decode_sound(clip, NULL);
      return 0;
    }
    if (clip->packet->stream_index == clip->sound_stream) {
      carousel_clip_decode_sound(clip, clip->packet);
      av_packet_unref(clip->packet);
      continue;
    }
    if (clip->packet->stream_index != clip->stream) {
      av_packet_unref(clip->packet);
      continue;
    }
    code = avcodec_send_packet(clip->codec, clip->packet);
    av_packet_unref(clip->packet);
    if (code >= 0 || code == AVERROR(EAGAIN)) return 0;
    if (++*failures >= failed_packets_in_a_row) {
      carousel_clip_error(error, size, "the video data is corrupt", code);
      return -1;
    }
  }
  snprintf(error, size, "no picture in %d packets", packets_without_frame);
  return -1;
}

int carousel_clip_receive(struct carousel_clip *clip, char *error, size_t size) {
  int failures = 0;
  for (int attempts = 0; attempts < packets_without_frame; attempts++) {
    int code = avcodec_receive_frame(clip->codec, clip->frame);
    if (code == 0) return 1;
    if (code == AVERROR_EOF) return 0;
    if (code != AVERROR(EAGAIN)) {
      if (++failures >= failed_packets_in_a_row) {
        carousel_clip_error(error, size, "the video data is corrupt", code);
        return -1;
      }
      continue;
    }
    if (clip->draining) return 0;
    if (feed(clip, &failures, error, size) < 0) return -1;
  }
  snprintf(error, size, "no picture in %d attempts", packets_without_frame);
  return -1;
}

int carousel_clip_next(struct carousel_clip *clip, uint32_t *pixels, int width, int height,
                       double *time, char *error, size_t size) {
  // Frames before a seek's target are dropped: at most this many, each bounded by its receive.
  for (int skipped = 0; skipped < packets_without_frame; skipped++) {
    int received = carousel_clip_receive(clip, error, size);
    if (received <= 0) return received;
    int64_t stamp = clip->frame->best_effort_timestamp;
    if (stamp == AV_NOPTS_VALUE) stamp = clip->frame->pts;
    if (clip->origin == AV_NOPTS_VALUE) clip->origin = stamp == AV_NOPTS_VALUE ? 0 : stamp;
    double seconds =
        stamp == AV_NOPTS_VALUE ? 0 : (stamp - clip->origin) * av_q2d(clip->time_base);
    if (seconds < clip->skip_before) {
      av_frame_unref(clip->frame);
      continue;
    }
    clip->skip_before = 0;
    *time = seconds;
    int converted = convert(clip, pixels, width, height, error, size);
    av_frame_unref(clip->frame);
    return converted < 0 ? -1 : 1;
  }
  snprintf(error, size, "no picture in %d attempts", packets_without_frame);
  return -1;
}
