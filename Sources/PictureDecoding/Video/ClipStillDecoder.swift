import Geometry
import PictureFiles

/// A decoder that shows a clip as its first frame and hands everything else to another.
///
/// A clip (a file whose name is a clip's, ``CarouselItem/Kind/clipExtensions``) is opened in a
/// video worker of its own (``VideoClip``, started from `executable`), its first frame taken at
/// the size asked for, with the clip's facts (``DecodedPicture/clip``), and the worker ended: so
/// a clip's page shows its first frame as it slides in, decoded off the main thread by the
/// decode queue as pictures are, and prefetched as pictures are. A clip that cannot be played
/// is a ``DecodeFailure/clipFailed(_:)``. Safe from several threads at once (each clip its own
/// worker).
package struct ClipStillDecoder: PictureDecoder {
  /// The decoder of everything but clips.
  package let base: any PictureDecoder
  /// The binary started as the video worker (`carousel --video-worker`).
  package let executable: String
  /// The most a worker may take for the clip's facts and first frame, in s.
  package let deadline: Double
  /// Whether the machine's hardware may decode the clips (`--hwdec`).
  package let hardware: HardwareDecoding
  /// Where the clip a player will open next may be kept open after its first frame, instead
  /// of ended (a start on a clip).
  package let handoff: ClipHandoff?
  /// How the clips opened here keep time: on the real clock, but for tests.
  package let pacing: ClipPacing

  package init(
    base: any PictureDecoder, executable: String,
    deadline: Double = PipelineConstants.decoderDeadline, hardware: HardwareDecoding = .auto,
    handoff: ClipHandoff? = nil, pacing: ClipPacing = .realTime
  ) {
    self.base = base
    self.executable = executable
    self.deadline = deadline
    self.hardware = hardware
    self.handoff = handoff
    self.pacing = pacing
  }

  /// Whether `path` is decoded here: its name is a clip's.
  static func isClip(_ path: FilePath) -> Bool {
    CarouselItem.Kind(fileName: path.displayName) == .clip
  }

  package func decode(_ path: FilePath, fittingIn box: Size) throws(DecodeFailure)
    -> DecodedPicture
  {
    guard Self.isClip(path) else { return try base.decode(path, fittingIn: box) }
    return try still(of: path, fittingIn: box, handingOver: true)
  }

  /// A clip's region is its first frame's part: the still is decoded whole for the box (a
  /// zoomed clip's frame is not sharper).
  package func decode(_ path: FilePath, region: PictureRegion, fittingIn box: Size)
    throws(DecodeFailure) -> DecodedPicture
  {
    guard Self.isClip(path) else { return try base.decode(path, region: region, fittingIn: box) }
    throw .clipFailed("a clip's frame has no sharper detail")
  }

  /// A clip's thumbnail is its first frame, not cached (the grid's clips come later, issue 36).
  package func thumbnail(_ path: FilePath, size: ThumbnailSize, cache: ThumbnailCache)
    throws(DecodeFailure) -> DecodedPicture
  {
    guard Self.isClip(path) else { return try base.thumbnail(path, size: size, cache: cache) }
    var picture = try still(of: path, fittingIn: Size(width: size.side, height: size.side))
    picture.clip = nil
    return picture
  }

  package func codecFacts(of path: FilePath, format: PictureFormat, byteLimit: Int)
    -> CodecFacts
  {
    base.codecFacts(of: path, format: format, byteLimit: byteLimit)
  }

  package func toneMappedName(primariesCode: Int, transferCode: Int) -> String? {
    base.toneMappedName(primariesCode: primariesCode, transferCode: transferCode)
  }

  /// The clip at `path`'s first frame, fitted in `box`, with its facts; the clip is then ended,
  /// or kept open in ``handoff`` when `handingOver` and it is the one wanted there.
  private func still(of path: FilePath, fittingIn box: Size, handingOver: Bool = false)
    throws(DecodeFailure) -> DecodedPicture
  {
    do {
      let clip = try VideoClip(
        opening: ClipSource(path: path), box: box, pacing: pacing, executable: executable,
        deadline: deadline, hardware: hardware)
      var isKept = false
      defer { if !isKept { clip.close() } }
      var picture = DecodedPicture(
        pixels: try clip.frame(at: 0).pixels, originalSize: clip.facts.shownSize)
      picture.clip = clip.facts
      if handingOver, let handoff { isKept = handoff.keep(clip, box: box) }
      return picture
    } catch {
      throw .clipFailed(error.reason)
    }
  }
}
