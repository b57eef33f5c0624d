import Geometry
import SystemKit

/// Tuning constants of the image pipeline, with their unit and where the value comes from.
package enum PipelineConstants {
  /// Default texture cache budget, in MiB (`--cache-mb`).
  ///
  /// Holds 16 full-screen textures at 1920×1080 (7.9 MiB each) or 4 at 3840×2160 (31.6 MiB
  /// each): the visible pages and 2 on each side at 1920×1080 with history to go back to, while
  /// paging through camera photos keeps the app under 200 MB (README, "Performance"; 256 MiB
  /// made it 310 MB). A 4K screen wants 256 or more.
  package static let defaultCacheMegabytes = 128
  /// The texture cache's budget when `--cache-mb` is not given, in MiB: the default, or a
  /// quarter of the memory the process may use (`usable`, in bytes; SystemKit's
  /// `MemoryLimit`) when that is less, never under the floor of ``cacheMegabytesRange``.
  ///
  /// In a 256 MiB cgroup that is 64: the default 128 there had the worker decoding a 30 MP PNG
  /// killed by the kernel, 64 peaked at 244 MiB (README, "Performance": the small board). A
  /// machine of 512 MiB or more keeps the default.
  package static func defaultCacheMegabytes(fitting usable: Int?) -> Int {
    guard let usable else { return defaultCacheMegabytes }
    let quarter = usable / 4 / MemoryBudget.bytesPerMegabyte
    return max(cacheMegabytesRange.lowerBound, min(defaultCacheMegabytes, quarter))
  }
  /// ``defaultCacheMegabytes`` as the pipeline takes it (`PipelineSettings`, tests).
  package static let defaultCacheBudget = MemoryBudget(megabytes: defaultCacheMegabytes)
  /// Accepted `--cache-mb` values, in MiB.
  ///
  /// The floor, 16, holds two 1920×1080 textures (the page shown and one neighbour); a
  /// 3840×2160 texture alone is 31.6 MiB, so 4K screens need 32 or more (below that the visible
  /// page is kept over the budget and nothing is prefetched).
  /// The ceiling, 64 GiB, only catches typing mistakes.
  package static let cacheMegabytesRange = 16...65_536
  /// Bytes a failure entry counts for in the texture cache: nominal, for its reason string and
  /// bookkeeping, so that thousands of broken files are not free to keep.
  package static let failureEntryBytes = 512
  /// Default pixel limit, in megapixels (`--max-megapixels`): above any camera in common use
  /// (61 MP full frame, 102 MP medium format), far below a decompression bomb.
  package static let defaultMaximumMegapixels = 100
  /// Accepted `--max-megapixels` values.
  package static let maximumMegapixelsRange = 1...1_000
  /// Pages prefetched on each side of the current one: the wheel and the keys run at most two
  /// pages ahead of the one shown (`PhysicsConstants.wheelLeadCap`), so they land on decoded
  /// pictures.
  package static let prefetchDistance = 2
  /// Accepted values of `--prefetch`: none, up to 8 pictures each side.
  package static let prefetchDistanceRange = 0...8
  /// The most bytes of working memory that decodes may hold at once (file bytes plus SDL_image's
  /// full-size surface plus the output), in bytes: two 24 MP JPEG decodes (about 90 MB each)
  /// fit side by side; a larger picture decodes alone.
  package static let decodeMemoryBudget = 256 * 1_048_576
  /// The largest file read into memory, in bytes: an uncompressed picture at the pixel limit
  /// is 4 bytes a pixel, plus headers; never more than ``largestFileBytes``.
  package static func maximumFileBytes(maximumMegapixels: Int) -> Int {
    min(maximumMegapixels * 4_000_000 + 16 * 1_048_576, largestFileBytes)
  }
  /// The largest file the pipeline can decode, in bytes: SDL_RWFromConstMem takes the size of
  /// the memory it decodes from as a C `int` (2 GiB - 1); the formula above passes it from
  /// 533 megapixels on.
  static let largestFileBytes = Int(Int32.max)
  /// Scheduling niceness of decode workers (setpriority, 0 normal … 19 lowest): below the main
  /// thread, so drawing and input never wait for a decode.
  package static let workerNiceness: Int32 = 10
  /// Seconds a decoder worker may take on one picture before it is stopped and the picture gets
  /// an error page.
  ///
  /// A 100-megapixel picture decodes in about 1 s on a slow machine; ten times that is a hang,
  /// not a picture. Counted in the worker's own time, not the time it waited for a processor
  /// that other programs had (`DecodeAllowance`).
  package static let decoderDeadline = 10.0
  /// Seconds of wall time a decode may take however starved of the processor: twelve
  /// deadlines; a board so busy that a picture takes longer shows it as an error page.
  package static let decoderLongestWait = 120.0
  /// Address space a decoder worker may use beyond its file, its pixels and its output, in bytes:
  /// the codecs' own tables and buffers (a 16-bit TIFF strip, libheif's planes), with room.
  package static let workerMemoryHeadroom = 256 * 1_048_576
  /// Animation frames shorter than this, in ms, show for ``substituteFrameDelay`` instead: GIFs
  /// of 0 or 10 ms mean "as fast as possible", which browsers show at 100 ms.
  package static let shortestFrameDelayMilliseconds = 20
  /// What a too-short frame delay becomes, in s (browsers' 100 ms).
  package static let substituteFrameDelay = 0.1
  /// The most pixels of canvas one animation may composite (frames × canvas area).
  ///
  /// About 1.5 s of decoding here, far inside the decoder's deadline; larger animations show
  /// their first frame.
  package static let animationPixelBudget = 500_000_000
  /// The backdrop's longer side, in pixels (`Backdrop`): a few dozen, which linear filtering
  /// enlarges to a smooth blur; at 1920×1080 one pixel spans 60 screen pixels.
  package static let backdropLongSide = 32
  /// Samples per side averaged for each backdrop pixel: 16 of the picture's pixels per backdrop
  /// pixel, the blur after them hiding what a full area average would add.
  package static let backdropSamples = 4
  /// The backdrop's box blur: radius in backdrop pixels, and passes (three make it nearly
  /// Gaussian, σ ≈ 2.4 backdrop pixels, about 150 screen pixels at 1920×1080: no detail is
  /// left, only the picture's colours).
  package static let backdropBlurRadius = 2
  package static let backdropBlurPasses = 3
  /// What the backdrop keeps of the picture's brightness (0...1): dark enough that the picture
  /// stands out in front of it and white text reads over it, as photo frames darken theirs.
  package static let backdropBrightness = 0.55
  /// Folder scan: entries delivered to the main thread at a time.
  static let scanBatchSize = 256
  /// A weighted shuffle's favour for recent pictures (``ShuffleRound``).
  ///
  /// A picture taken now weighs this much more than an old one, 1 + 1,000. Chosen so that a frame of thousands of
  /// old pictures shows the last weeks' among the first tenth of every round: one of last week
  /// (weight 851) comes after more than a tenth of 1,000 old ones with a chance of e^-81.
  static let recentWeightBoost = 1_000.0
  /// The age in s at which that favour halves: 30 days, so last month's pictures are clearly
  /// favoured and a year-old one (2^-12 of the favour, weight 1.2) hardly any more.
  static let recentWeightHalfLife = 30 * Double(CivilTime.secondsPerDay)
  /// Picture index: facts handed to the main thread at a time (as the scan's batches), so a
  /// 20,000-picture index read from its cache reaches it in 79 wake-ups, not 20,000.
  static let indexBatchSize = 256
  /// The largest index cache file read, in bytes: about 150 bytes a picture, so room for over
  /// three million pictures; a larger file is not read (and is made again).
  static let largestIndexFileBytes = 512 * 1_048_576

  /// Bytes at the start of a file searched for an `<svg` tag when sniffing the format: as much as
  /// SDL_image's own `IMG_isSVG` reads (4 KiB), room for an XML prolog, comments and a DOCTYPE.
  package static let svgSniffBytes = 4096
  /// Bytes at the start of an SVG searched for the `<svg>` element's size: twice the sniffing
  /// window, so a tag that starts near its end is read whole.
  static let svgHeaderBytes = 8192
  /// Pixels per inch of SVG lengths in absolute units: what SDL_image passes nanosvg (96, the
  /// CSS reference pixel).
  static let svgPixelsPerInch = 96.0
  /// SVG sizes at or above this many pixels a side are ignored as corrupt (a gigapixel-wide
  /// vector picture is not a real file), in px.
  static let svgLargestSide = 1e6
  /// The size given to an SVG that declares none: only its square aspect ratio matters, as the
  /// picture is rendered bounded by the box whatever nanosvg measures.
  static let svgFallbackSize = Size(width: 100, height: 100)

  // MARK: - Pictures for the surfaces (a web page, a broker's image entity)

  /// JPEG quality of the pictures the surfaces show elsewhere, on libjpeg's 1 to 100 scale
  /// (proposal): 85 leaves no visible artefact on a photo at a phone's size, about 200 KB for
  /// 1280×853.
  package static let snapshotQuality = 85
  /// Bytes of JPEGs `SnapshotQueue` keeps (proposal): the last ten or so, at the two sizes
  /// asked for (1280 and 640 px), so that every phone and broker following the frame shares
  /// one decode of each picture.
  package static let snapshotCacheBytes = 4 * 1_048_576
  /// What each kept JPEG costs besides its bytes, in bytes (proposal: its key's path, the
  /// cache's node and the array's header, rounded up): tiny JPEGs of pictures long replaced
  /// then fill the budget at a thousand entries, not at tens of thousands.
  package static let snapshotEntryOverhead = 4_096

  // MARK: - A zoomed picture's detail (docs/physics.md §17)

  /// How much beyond the view the detail reaches on each side, as a fraction of the view's size
  /// — proposal: a pan of a quarter of a view needs no new decode, and the detail is at most
  /// 2.25 views of pixels.
  package static let detailMargin: Double = 0.25
  /// A detail this much coarser than the zoom needs (device px per picture px) still counts as
  /// sharp — proposal: 5 %, under what the eye tells apart; no new decode for a slight zoom.
  package static let detailSharpnessTolerance: Double = 0.05
  /// The largest side of a detail texture, in pixels: the most renderers take (8192 is common to
  /// OpenGL ES 3 and the software renderer).
  package static let detailLargestSide = 8_192

  // MARK: - Video clips (issue 36, the video worker)

  /// Frames a video worker may have decoded ahead of the one shown.
  ///
  /// Its ring of frames at the size shown (issue 36: "a small ring of frames, at most four"). Four 1920×1080 frames are
  /// 33 MB of shared memory.
  package static let videoRingFrames = 4
  /// The largest side of a clip's frame as handed to the viewer, in pixels: the renderers'
  /// texture limit, as ``detailLargestSide``.
  package static let videoLargestFrameSide = 8_192
  /// The most pixels a clip's coded frame may have (FFmpeg's `max_pixels`): 8K UHD, 7680×4320,
  /// the largest phones record; a claim of 16384×16384 is refused before any frame is decoded.
  package static let videoMaximumPixels = 7_680 * 4_320
  /// The most streams a clip's container may declare (FFmpeg's `max_streams`): a phone's clip
  /// has video, sound and a few metadata tracks; a thousand is a hostile file.
  package static let videoMaximumStreams = 16
  /// Decoder threads of a video worker; 0 lets FFmpeg choose (one a processor, plus one).
  package static let videoDecoderThreads = 0
  /// Address space a video worker may add to what it has at start, in bytes: a 4K HEVC 10-bit
  /// stream's reference frames and its threads' frames (about 16 at 25 MB), the ring, threads'
  /// stacks and allocator arenas, with room; a stream that balloons past it fails there.
  package static let videoWorkerAddressSpace = 4 << 30
  /// How soon to look again, in s, for a frame that is due but not yet decoded (a clip playing
  /// in real time whose worker is late): a quarter of a 60 Hz frame.
  package static let videoLateRetry = 0.004
  /// How close, in s, a frame's time may be to the clip's position and count as due: well under
  /// a millisecond, over the rounding of a stream's time base.
  package static let videoFrameTolerance = 0.000_001
  /// Frames of sound (48 kHz stereo) in one message from a video worker: 4,096 frames, 16 KiB,
  /// well inside a message (``WorkerSocket``'s 64 KiB), 85 ms.
  package static let videoSoundMessageFrames = 4_096
  /// The most sound a clip holds in the viewer until it is taken, in bytes: 2 s of 48 kHz
  /// 16-bit stereo (384,000 bytes), as the worker holds at most; older sound is dropped first.
  package static let videoSoundHeldBytes = 2 * 48_000 * 4
  /// How far ahead of a clip's position its sound is queued on the output, in s: a quarter of a
  /// second rides over a loop that wakes late (a slow frame, a picture's upload) and bounds
  /// what is queued to 48,000 bytes; what is queued is what a seek or a pause drops — proposal.
  package static let videoSoundLead = 0.25
  /// How far behind a clip's position its sound may play before it starts again there, in s:
  /// 100 ms, about where sound late on the picture is noticed (ITU-R BT.1359 puts the edge of
  /// detection at 125 ms late) — proposal.
  package static let videoSoundLagTolerance = 0.1
  /// How often, in s, the loop tops up a clip's sound while it plays: under half the lead, so
  /// that a clip of a few frames a second never runs its sound dry.
  package static let videoSoundRefill = 0.1
}
