// FFmpeg (libavformat, libavcodec, libswscale, libavutil; libswresample for sound): video clips, one decode session at a
// time, in the video worker process alone. Only PictureCodecs' VideoCodec.swift imports this
// module; FFmpeg's own headers stay inside it (clip.c, clip_frames.c).
//
// The libraries are opened on the first clip, not at start, and never in the viewer process
// (docs/architecture.md, "Libraries opened on demand" and "The video worker"). Call
// carousel_ffmpeg_load() before any other function here.
#ifndef CAROUSEL_CFFMPEG_H
#define CAROUSEL_CFFMPEG_H

#include <stddef.h>
#include <stdint.h>

/// Opens libavutil, libavcodec, libavformat and libswscale (thread-safe; a call after a failure
/// tries again). Returns 1 when they are open; otherwise 0, with the loader's reason in `error`
/// (`size` bytes, always terminated).
int carousel_ffmpeg_load(char *error, size_t size);

/// One clip being decoded: its demuxer over a byte range of a file, its decoder and its scaler.
struct carousel_clip;

/// What a clip may cost.
struct carousel_clip_limits {
  int64_t max_pixels;  // a frame's width × height (FFmpeg's max_pixels)
  int max_streams;     // streams a container may declare (FFmpeg's max_streams)
  int threads;         // decoder threads; 0: FFmpeg's choice
};

/// Whether a clip may be decoded by the machine's hardware (`--hwdec`).
struct carousel_clip_hardware {
  int allowed;              // 1: try VA-API, then V4L2 memory-to-memory; 0: software only
  const char *render_node;  // the DRM render node VA-API opens ("/dev/dri/renderD128")
  // Tests on machines without the hardware: 1, the software decoder stands in for it first and
  // passes the trial ("rehearsal"); 2, it stands in and fails at the first frame (decoded, the
  // frame is refused). 0 otherwise.
  int rehearsal;
};

/// What a clip says of itself once opened.
struct carousel_clip_facts {
  double duration;      // s; 0 when the container does not say
  double frame_rate;    // frames a second; 0 when the container does not say
  int width, height;    // the coded frame, in pixels
  int shown_width;      // as shown: the sample aspect ratio applied, then the rotation
  int shown_height;
  int rotation;         // degrees clockwise that stand it upright: 0, 90, 180 or 270
  int has_sound;        // 1 when the container has an audio stream
  char codec[32];       // FFmpeg's name of the video codec ("h264", "hevc", "av1", ...)
  char hardware[32];    // what decodes it: "VA-API", "V4L2 m2m", or "" (software)
  char fallback[192];   // why hardware that was tried does not ("" when none was tried)
};

/// Opens the clip in bytes [offset, offset + length) of `fd` (read with pread, never closed
/// here), through no protocol, with only the whitelisted containers and decoders (MP4/MOV/3GP,
/// Matroska/WebM, AVI; H.264, HEVC, VP8, VP9, AV1, MPEG-4 Part 2, MJPEG). Returns the clip and
/// fills `facts`, or NULL with the reason in `error`.
///
/// With `hardware->allowed`, the machine's decoders are tried first where a device is there:
/// VA-API on the render node, then the codec's V4L2 memory-to-memory decoder (`h264_v4l2m2m`,
/// when a /dev/video* says it decodes memory to memory). Each must open and decode the first
/// frame; the packets it read are kept and fed again to whichever decoder follows, so a failure
/// anywhere up to the first frame leaves software decoding the clip from its start. A missing device is not a failure:
/// nothing is tried, and `facts->fallback` stays empty.
struct carousel_clip *carousel_clip_open(int fd, int64_t offset, int64_t length,
                                         const struct carousel_clip_limits *limits,
                                         const struct carousel_clip_hardware *hardware,
                                         struct carousel_clip_facts *facts, char *error,
                                         size_t size);

/// Decodes the next frame and writes it upright into `pixels`, `width` × `height` packed
/// 0xAARRGGBB values (opaque, sRGB-ish 8-bit, full range), `width` a row; its time in s after
/// the clip's first frame into `time`. Returns 1 for a frame, 0 at the end of the clip, -1 on
/// an error (the reason in `error`).
int carousel_clip_next(struct carousel_clip *clip, uint32_t *pixels, int width, int height,
                       double *time, char *error, size_t size);

/// Moves to `seconds` after the first frame: the next frame is the first at or after it when
/// `exact` is 1 (decoded forward from the keyframe before), else that keyframe (a cheap seek
/// for a drag along the bar). Returns 0, or -1 with the reason in `error`.
int carousel_clip_seek(struct carousel_clip *clip, double seconds, int exact, char *error,
                       size_t size);

/// The one format sound is handed over in: interleaved signed 16-bit stereo at 48 kHz (what
/// SDL's audio takes everywhere; 192,000 bytes a second).
enum { carousel_sound_rate = 48000, carousel_sound_channels = 2 };

/// Opens the decoder of the clip's first audio stream (AAC, Opus, Vorbis, MP3, PCM or AC-3) and
/// a resampler to the format above: libswresample is loaded here, on the first clip heard, never
/// before. From then on the frames decoded bring their sound along (``carousel_clip_take_sound``).
/// Returns 1 when sound is open; 0 when the clip has no audio stream, or one of another codec,
/// or one that does not open (the clip plays silent; the reason in `error`); -1 when
/// libswresample cannot be loaded (the reason in `error`).
int carousel_clip_open_sound(struct carousel_clip *clip, char *error, size_t size);

/// Moves up to `frames` frames (a frame is one sample of each channel) of the sound decoded so
/// far into `samples`, oldest first, and the time of the first, in s after the clip's first
/// frame, into `time`. Returns the frames moved (0 when none wait). At most
/// `carousel_sound_held` frames wait: older ones are dropped when the viewer falls behind.
int carousel_clip_take_sound(struct carousel_clip *clip, int16_t *samples, int frames,
                             double *time);

/// Stops decoding sound and frees its decoder, resampler and what waits (sound is turned off).
void carousel_clip_close_sound(struct carousel_clip *clip);

/// The most frames of sound a clip holds for the viewer: 2 s (384,000 bytes).
enum { carousel_sound_held = 2 * carousel_sound_rate };

/// Frees the clip (not its file descriptor).
void carousel_clip_close(struct carousel_clip *clip);

#endif
