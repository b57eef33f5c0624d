import FoundationEssentials
import Geometry
import PictureFiles

/// The messages between the app and a decoder worker, as bytes.
///
/// A request is `1`, the box's width and height (4 bytes each, big-endian), then the path's
/// bytes; a request for a region is `2`, the box, the region's x, y, width and height, then the
/// path; a request for a thumbnail is `3`, its size's side, the length of the thumbnail
/// cache's folder (0: no cache), that folder, then the path; a request for a file's codec facts
/// (``CodecFacts``) is `4`, the most bytes to read of it, its format's number in
/// ``PictureFormat/allCases``, then the path. A reply is `0`, the pixels' width
/// and height, the original width and height, the number of frames and each frame's delay in
/// µs, the backdrop's width and height (0 and 0 for none) and its pixels (4 bytes each,
/// big-endian `0xAARRGGBB`: a few hundred, ``Backdrop``), then the note's UTF-8, with the memory
/// file of the pixels (every frame, one after another) attached; or `1` and the failure as JSON;
/// or, to a request for codec facts, `2`, the size (0 and 0 for none), with a memory file of
/// the Exif block attached when there is one.
enum WorkerMessage {
  /// Asks for `path` decoded to fit `box`.
  static func request(_ path: FilePath, box: Size) -> [UInt8] {
    [1] + word(box.width) + word(box.height) + path.bytes
  }

  /// Asks for `region` of `path` decoded to fit `box`.
  static func request(_ path: FilePath, region: PictureRegion, box: Size) -> [UInt8] {
    [2] + word(box.width) + word(box.height) + word(region.x) + word(region.y)
      + word(region.width) + word(region.height) + path.bytes
  }

  /// Asks for the thumbnail of `path` of `size`, from `cache` or made there.
  static func thumbnail(_ path: FilePath, size: ThumbnailSize, cache: ThumbnailCache) -> [UInt8] {
    let root = cache.root?.bytes ?? []
    return [3] + word(size.side) + word(root.count) + root + path.bytes
  }

  /// Asks for the codec facts of the first `byteLimit` bytes of `path`, a picture in `format`.
  static func codecFacts(_ path: FilePath, format: PictureFormat, byteLimit: Int) -> [UInt8] {
    [4] + word(byteLimit) + word(PictureFormat.allCases.firstIndex(of: format) ?? 0) + path.bytes
  }

  /// What a worker is asked to do.
  enum Request: Equatable {
    /// The whole picture, or `region` of it (nil: all), fitted to `box`.
    case picture(FilePath, box: Size, region: PictureRegion?)
    /// Its thumbnail of `size`.
    case thumbnail(FilePath, size: ThumbnailSize, cache: ThumbnailCache)
    /// The codec facts of its first `byteLimit` bytes, a picture in `format`.
    case codecFacts(FilePath, format: PictureFormat, byteLimit: Int)
  }

  /// The request `bytes` make, or nil when they are not one.
  ///
  /// (Its file: ``Request/path``.)
  static func parseRequest(_ bytes: [UInt8]) -> Request? {
    let view = ByteView(bytes)
    guard let kind = view.u8(0), let first = view.u32(1), let second = view.u32(5) else {
      return nil
    }
    let box = Size(width: first, height: second)
    switch kind {
    case 1 where bytes.count > 9:
      return .picture(FilePath(bytes: Array(bytes[9...])), box: box, region: nil)
    case 2 where bytes.count > 25:
      guard let x = view.u32(9), let y = view.u32(13), let w = view.u32(17), let h = view.u32(21)
      else { return nil }
      return .picture(
        FilePath(bytes: Array(bytes[25...])), box: box,
        region: PictureRegion(x: x, y: y, width: w, height: h))
    case 3:
      // The side, then the cache folder's length and bytes, then the path.
      guard let size = ThumbnailSize(rawValue: first), 9 + second < bytes.count else {
        return nil
      }
      let root = second == 0 ? nil : FilePath(bytes: Array(bytes[9..<(9 + second)]))
      return .thumbnail(
        FilePath(bytes: Array(bytes[(9 + second)...])), size: size,
        cache: ThumbnailCache(root: root))
    case 4 where bytes.count > 9:
      guard PictureFormat.allCases.indices.contains(second) else { return nil }
      return .codecFacts(
        FilePath(bytes: Array(bytes[9...])), format: PictureFormat.allCases[second],
        byteLimit: first)
    default:
      return nil
    }
  }

  /// The header of a codec facts reply (the Exif block travels as the attached memory file).
  static func codecFacts(_ facts: CodecFacts) -> [UInt8] {
    [2] + word(facts.size?.width ?? 0) + word(facts.size?.height ?? 0)
  }

  /// The codec facts a reply tells of, reading the Exif block from `attached`; nil when the
  /// reply is garbled or not one of codec facts.
  static func parseCodecFacts(_ bytes: [UInt8], attached: Int32?) -> CodecFacts? {
    let view = ByteView(bytes)
    guard view.u8(0) == 2, let width = view.u32(1), let height = view.u32(5) else { return nil }
    var facts = CodecFacts()
    if width > 0, height > 0 { facts.size = Size(width: width, height: height) }
    if let attached {
      guard let block = SharedBytes.read(attached, limit: CodecFacts.maximumExifBytes) else {
        return nil
      }
      facts.exif = block
    }
    return facts
  }

  /// The header of a picture reply (the pixels travel as the attached memory file).
  static func picture(_ picture: DecodedPicture) -> [UInt8] {
    let delays = picture.animation?.delays ?? []
    return [0] + word(picture.pixels.size.width) + word(picture.pixels.size.height)
      + word(picture.originalSize.width) + word(picture.originalSize.height)
      + word(max(delays.count, 1)) + delays.flatMap { word(Int(($0 * 1e6).rounded())) }
      + backdrop(picture.backdrop) + Array((picture.note ?? "").utf8)
  }

  /// The most pixels a reply's backdrop may have: more is a garbled reply.
  static let maximumBackdropPixels = 64 * 64

  /// A backdrop's size and pixels, or a size of 0 by 0 for none.
  private static func backdrop(_ backdrop: PixelBuffer?) -> [UInt8] {
    guard let backdrop else { return word(0) + word(0) }
    return word(backdrop.size.width) + word(backdrop.size.height)
      + backdrop.pixels.flatMap { word(Int($0)) }
  }

  /// The backdrop a reply carries from byte `start` on, and the byte after it; nil when the
  /// bytes are garbled.
  private static func parseBackdrop(_ view: ByteView, from start: Int)
    -> (backdrop: PixelBuffer?, end: Int)?
  {
    guard let width = view.u32(start), let height = view.u32(start + 4) else { return nil }
    let count = width * height
    guard count <= maximumBackdropPixels else { return nil }
    guard count > 0 else { return (nil, start + 8) }
    var pixels: [UInt32] = []
    pixels.reserveCapacity(count)
    for index in 0..<count {
      guard let value = view.u32(start + 8 + index * 4) else { return nil }
      pixels.append(UInt32(value))
    }
    return (
      PixelBuffer(size: Size(width: width, height: height), pixels: pixels), start + 8 + count * 4
    )
  }

  /// The frames a picture reply carries, in the order they go into the memory file.
  static func frames(of picture: DecodedPicture) -> [PixelBuffer] {
    picture.animation?.frames ?? [picture.pixels]
  }

  static func failure(_ failure: DecodeFailure) -> [UInt8] {
    [1] + ((try? JSONEncoder().encode(failure)).map { [UInt8]($0) } ?? [])
  }

  /// The decode a reply tells of, reading the pixels from `attached`; nil when it is garbled.
  static func parseReply(_ bytes: [UInt8], attached: Int32?) -> Result<
    DecodedPicture, DecodeFailure
  >? {
    let view = ByteView(bytes)
    switch view.u8(0) {
    case 0:
      guard let width = view.u32(1), let height = view.u32(5), let originalWidth = view.u32(9),
        let originalHeight = view.u32(13), let count = view.u32(17), count >= 1,
        21 + (count > 1 ? count * 4 : 0) <= bytes.count, let attached,
        let frames = SharedPixels.read(
          attached, size: Size(width: width, height: height), frames: count)
      else { return nil }
      let delays = count > 1 ? (0..<count).compactMap { view.u32(21 + $0 * 4) } : []
      guard let (backdrop, noteStart) = parseBackdrop(view, from: 21 + delays.count * 4) else {
        return nil
      }
      let note = String(decoding: bytes[min(noteStart, bytes.count)...], as: UTF8.self)
      var picture = DecodedPicture(
        pixels: frames[0], originalSize: Size(width: originalWidth, height: originalHeight),
        animation: count > 1
          ? PictureAnimation(frames: frames, delays: delays.map { Double($0) / 1e6 }) : nil,
        note: note.isEmpty ? nil : note)
      picture.backdrop = backdrop
      return .success(picture)
    case 1:
      return (try? JSONDecoder().decode(DecodeFailure.self, from: Data(bytes.dropFirst())))
        .map { .failure($0) }
    default:
      return nil
    }
  }

  private static func word(_ value: Int) -> [UInt8] {
    let v = UInt32(clamping: value)
    return [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]
  }
}

extension WorkerMessage.Request {
  /// The file the request reads.
  var path: FilePath {
    switch self {
    case .picture(let path, _, _), .thumbnail(let path, _, _), .codecFacts(let path, _, _): path
    }
  }
}
