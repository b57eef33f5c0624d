// Hardware decoding (`--hwdec auto`): VA-API on a DRM render node (Intel, AMD), then V4L2
// memory-to-memory (a Raspberry Pi's decoder), each tried only where its device is there (a
// webcam's /dev/video* is not a decoder: its capabilities are asked) and kept only when it
// decodes the clip's first frame; software decodes the clip otherwise.
//
// The packets read while a decoder proves itself are kept and fed again to the next one, so a
// failure costs no frame and no sound. The container and codec whitelists hold as for software:
// VA-API runs FFmpeg's own decoder of a whitelisted codec, and V4L2 that codec's m2m decoder
// alone.
#include "clip_internal.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <libavutil/hwcontext.h>
#include <libavutil/pixdesc.h>
#include <linux/videodev2.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <unistd.h>

// What a hardware decoder may read before its first frame: a keyframe and the frames reordered
// before it, with the sound between, fit well within it (600 packets is 10 s of 30 fps video
// with its sound; 64 MiB, seconds of 4K at a phone's rate). Past it, software decodes.
enum { probe_packets = 600 };
static const int64_t probe_bytes = 64 << 20;

void carousel_clip_drop_kept(struct carousel_clip *clip) {
  for (int index = 0; index < clip->kept_count; index++) av_packet_free(&clip->kept[index]);
  free(clip->kept);
  clip->kept = NULL;
  clip->kept_count = clip->kept_capacity = clip->kept_next = 0;
  clip->kept_bytes = 0;
}

static int keep(struct carousel_clip *clip) {
  if (clip->kept_count == clip->kept_capacity) {
    int capacity = clip->kept_capacity ? 2 * clip->kept_capacity : 64;
    AVPacket **grown = realloc(clip->kept, (size_t)capacity * sizeof *grown);
    if (!grown) return AVERROR(ENOMEM);
    clip->kept = grown;
    clip->kept_capacity = capacity;
  }
  AVPacket *copy = av_packet_clone(clip->packet);
  if (!copy) return AVERROR(ENOMEM);
  clip->kept[clip->kept_count++] = copy;
  clip->kept_next = clip->kept_count;
  clip->kept_bytes += copy->size;
  return 0;
}

int carousel_clip_read(struct carousel_clip *clip) {
  if (clip->kept_next < clip->kept_count) {
    int code = av_packet_ref(clip->packet, clip->kept[clip->kept_next++]);
    // Fed again to the decoder that stays: the packets are not needed after.
    if (clip->kept_next == clip->kept_count && !clip->keeping) carousel_clip_drop_kept(clip);
    return code;
  }
  if (clip->keeping && (clip->kept_count >= probe_packets || clip->kept_bytes >= probe_bytes))
    return AVERROR(ENOBUFS);  // read as the end: the decoder on trial gave no frame in time
  int code = av_read_frame(clip->format, clip->packet);
  if (code < 0 || !clip->keeping) return code;
  code = keep(clip);
  if (code < 0) av_packet_unref(clip->packet);
  return code;
}

static enum AVPixelFormat pick_vaapi(AVCodecContext *context, const enum AVPixelFormat *formats) {
  (void)context;
  for (; *formats != AV_PIX_FMT_NONE; formats++)
    if (*formats == AV_PIX_FMT_VAAPI) return AV_PIX_FMT_VAAPI;
  return AV_PIX_FMT_NONE;  // the driver does not take this stream: the first frame fails
}

// The first format in system memory (a V4L2 decoder's NV12 or YUV420P, not DRM_PRIME).
static enum AVPixelFormat pick_memory(AVCodecContext *context, const enum AVPixelFormat *formats) {
  (void)context;
  for (; *formats != AV_PIX_FMT_NONE; formats++) {
    const AVPixFmtDescriptor *descriptor = av_pix_fmt_desc_get(*formats);
    if (descriptor && !(descriptor->flags & AV_PIX_FMT_FLAG_HWACCEL)) return *formats;
  }
  return AV_PIX_FMT_NONE;
}

static int has_vaapi(const AVCodec *codec) {
  for (int index = 0;; index++) {
    const AVCodecHWConfig *config = avcodec_get_hw_config(codec, index);
    if (!config) return 0;
    if (config->device_type == AV_HWDEVICE_TYPE_VAAPI &&
        (config->methods & AV_CODEC_HW_CONFIG_METHOD_HW_DEVICE_CTX))
      return 1;
  }
}

// A decoder on trial: what it is called in the facts, its codec, the codec_whitelist it opens
// under, how it picks its frames' format, and (a rehearsal) whether its first frame is refused.
struct candidate {
  const char *method;
  const AVCodec *codec;
  char whitelist[32];
  enum AVPixelFormat (*get_format)(AVCodecContext *, const enum AVPixelFormat *);
  int refused;
};

// VA-API on `node`: 1 with `candidate` filled and the device open; 0 when there is no render
// node (nothing tried); -1 with the reason in `why`.
static int vaapi(struct carousel_clip *clip, const char *node, const AVCodec *software,
                 struct candidate *candidate, char *why, size_t size) {
  struct stat info;
  if (!node || !*node || (stat(node, &info) != 0 && (errno == ENOENT || errno == ENOTDIR)))
    return 0;
  if (!has_vaapi(software)) {
    snprintf(why, size, "VA-API: FFmpeg's %s decoder has none", software->name);
    return -1;
  }
  int code = av_hwdevice_ctx_create(&clip->device, AV_HWDEVICE_TYPE_VAAPI, node, NULL, 0);
  if (code < 0) {
    char what[160];
    snprintf(what, sizeof what, "VA-API on %s did not open", node);
    carousel_clip_error(why, size, what, code);
    return -1;
  }
  *candidate = (struct candidate){"VA-API", software, "", pick_vaapi, 0};
  snprintf(candidate->whitelist, sizeof candidate->whitelist, "%s", software->name);
  return 1;
}

// Whether the V4L2 device /dev/`name` decodes memory to memory (a Raspberry Pi's decoder, not
// a webcam): its capabilities say so.
static int is_m2m(const char *name) {
  char path[300];
  snprintf(path, sizeof path, "/dev/%s", name);
  int device = open(path, O_RDWR | O_NONBLOCK | O_CLOEXEC);
  if (device < 0) return 0;
  struct v4l2_capability capability;
  memset(&capability, 0, sizeof capability);
  int asked = ioctl(device, VIDIOC_QUERYCAP, &capability);
  close(device);
  if (asked != 0) return 0;
  uint32_t caps = capability.capabilities & V4L2_CAP_DEVICE_CAPS ? capability.device_caps
                                                                 : capability.capabilities;
  return (caps & (V4L2_CAP_VIDEO_M2M | V4L2_CAP_VIDEO_M2M_MPLANE)) != 0;
}

// Whether a /dev/video* device decodes memory to memory.
static int has_m2m_device(void) {
  DIR *devices = opendir("/dev");
  if (!devices) return 0;
  int found = 0;
  for (struct dirent *entry; !found && (entry = readdir(devices));)
    found = strncmp(entry->d_name, "video", 5) == 0 && is_m2m(entry->d_name);
  closedir(devices);
  return found;
}

// The codecs with a V4L2 memory-to-memory decoder in FFmpeg, by the prefix of its name.
static const char *m2m_prefix(enum AVCodecID id) {
  switch (id) {
    case AV_CODEC_ID_H264: return "h264";
    case AV_CODEC_ID_HEVC: return "hevc";
    case AV_CODEC_ID_VP8: return "vp8";
    case AV_CODEC_ID_VP9: return "vp9";
    case AV_CODEC_ID_MPEG4: return "mpeg4";
    default: return NULL;
  }
}

// V4L2 m2m: 1 with `candidate` filled; 0 when no /dev/video* decodes memory to memory or the
// codec has no such decoder (nothing tried); -1 with the reason in `why`.
static int v4l2(struct carousel_clip *clip, struct candidate *candidate, char *why,
                size_t size) {
  const char *prefix = m2m_prefix(clip->format->streams[clip->stream]->codecpar->codec_id);
  if (!prefix || !has_m2m_device()) return 0;
  *candidate = (struct candidate){"V4L2 m2m", NULL, "", pick_memory, 0};
  // Whitelisted alone: the m2m decoder of a codec on the list.
  snprintf(candidate->whitelist, sizeof candidate->whitelist, "%s_v4l2m2m", prefix);
  candidate->codec = avcodec_find_decoder_by_name(candidate->whitelist);
  if (!candidate->codec) {
    snprintf(why, size, "V4L2: this FFmpeg has no %s", candidate->whitelist);
    return -1;
  }
  return 1;
}

// Whether the open decoder gives the first frame, in system memory (`refused`: a rehearsal's
// failure, the frame given is not taken). The packets it read are kept, to be fed again from
// the first to the decoder that follows.
static int proves(struct carousel_clip *clip, int refused, char *reason, size_t size) {
  clip->keeping = 1;
  clip->kept_next = 0;
  clip->draining = 0;
  int received = carousel_clip_receive(clip, reason, size);
  if (received == 1 && !carousel_clip_in_memory(clip, reason, size)) received = -1;
  if (received == 0) snprintf(reason, size, "no first frame");
  if (received == 1 && refused) {
    snprintf(reason, size, "its first frame was refused");
    received = -1;
  }
  av_frame_unref(clip->frame);
  av_frame_unref(clip->transferred);
  clip->keeping = 0;
  clip->kept_next = 0;
  clip->draining = 0;
  return received == 1;
}

// Opens `candidate` and puts it on trial; when it passes, a fresh decoder of the same kind
// takes its place (the one on trial holds frames it gave: flushing is not the same for every
// decoder), to be fed the kept packets from the first. 1 when one decodes the clip; 0 with the
// reason in `why`, nothing open.
static int put_on_trial(struct carousel_clip *clip, const struct carousel_clip_limits *limits,
                        const struct candidate *candidate, char *why, size_t size) {
  char reason[128] = "";
  int passed = carousel_clip_open_decoder(clip, limits, candidate->codec, candidate->whitelist,
                                          candidate->get_format, reason, sizeof reason) == 0 &&
               proves(clip, candidate->refused, reason, sizeof reason);
  avcodec_free_context(&clip->codec);
  if (passed && carousel_clip_open_decoder(clip, limits, candidate->codec, candidate->whitelist,
                                           candidate->get_format, reason, sizeof reason) == 0)
    return 1;
  avcodec_free_context(&clip->codec);
  av_buffer_unref(&clip->device);
  snprintf(why, size, "%s: %s", candidate->method, reason);
  return 0;
}

// Adds `why` to what the facts say of the hardware tried.
static void note(struct carousel_clip_facts *facts, const char *why) {
  size_t used = strlen(facts->fallback);
  snprintf(facts->fallback + used, sizeof facts->fallback - used, "%s%s", used ? "; " : "", why);
}

int carousel_clip_open_hardware(struct carousel_clip *clip,
                                const struct carousel_clip_limits *limits,
                                const struct carousel_clip_hardware *hardware,
                                const AVCodec *software, struct carousel_clip_facts *facts) {
  struct candidate candidate;
  char why[160] = "";
  for (int step = 0; step < 3; step++) {
    int found;
    if (step == 0) {
      found = hardware->rehearsal != 0;
      candidate = (struct candidate){"rehearsal", software, "", pick_memory,
                                     hardware->rehearsal == 2};
      snprintf(candidate.whitelist, sizeof candidate.whitelist, "%s", software->name);
    } else if (step == 1) {
      found = vaapi(clip, hardware->render_node, software, &candidate, why, sizeof why);
    } else {
      found = v4l2(clip, &candidate, why, sizeof why);
    }
    if (found == 1 && put_on_trial(clip, limits, &candidate, why, sizeof why)) {
      snprintf(facts->hardware, sizeof facts->hardware, "%s", candidate.method);
      return 1;
    }
    if (found != 0) note(facts, why);
  }
  return 0;
}
