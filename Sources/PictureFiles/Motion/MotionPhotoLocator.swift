/// Finds the clip a Motion Photo carries after its still, in the same file: Google's (XMP,
/// ``GoogleMotionPhoto``), Samsung's JPEG trailer (``SamsungTrailer``) and Samsung's HEIC
/// `mpvd` box.
///
/// Where the metadata says the clip starts there must be an MP4's `ftyp` box; when there is
/// none (an editor moved the bytes and left the numbers), the bytes around that place are
/// scanned for one, at most ``scanBytes`` each way. Reads only what it needs (the file's head,
/// its tail, box headers), bounds-checked: any file gives a clip that lies inside it, or nil.
package enum MotionPhotoLocator {
  /// Bytes read from the start of the file for its XMP (as the metadata reader reads).
  static let headBytes = 1_048_576
  /// How far from where the metadata says the clip starts an `ftyp` box is looked for, each
  /// way, in bytes: a padding or an editor's shift is a few KiB.
  static let scanBytes = 65_536
  /// The most top-level boxes of a HEIC walked to find `mpvd`.
  static let maximumTopLevelBoxes = 64

  /// The clip in `source`, a whole file in `format` (JPEG or HEIC; nil for a file of another
  /// format or without a clip).
  package static func clip(in source: some ByteSource, format: PictureFormat?) -> EmbeddedClip? {
    guard let found = declaredClip(in: source, format: format) else { return nil }
    guard let start = ftypStart(near: found.range.lowerBound, in: source) else { return nil }
    let end = found.range.upperBound > start ? found.range.upperBound : source.byteCount
    return EmbeddedClip(origin: found.origin, range: start..<end)
  }

  /// The clip where the file's metadata says it is, not yet checked.
  static func declaredClip(in source: some ByteSource, format: PictureFormat?) -> EmbeddedClip? {
    switch format {
    case .jpeg:
      if let head = source.bytes(at: 0, count: headBytes),
        let packet = XMPLocator.packet(in: head, format: .jpeg),
        let clip = GoogleMotionPhoto.clip(in: XMPWalker(packet), fileSize: source.byteCount)
      {
        return clip
      }
      return SamsungTrailer.clip(in: source)
    case .heic:
      if let packet = HEIFPrimaryItem.read(from: source)?.xmp(from: source),
        let clip = GoogleMotionPhoto.clip(in: XMPWalker(packet), fileSize: source.byteCount)
      {
        return clip
      }
      return mpvdBox(in: source).map { EmbeddedClip(origin: .samsungBox, range: $0) }
    default:
      return nil
    }
  }

  /// The content of a HEIC's top-level `mpvd` box, or nil.
  static func mpvdBox(in source: some ByteSource) -> Range<Int>? {
    ISOBoxes.topLevelBox("mpvd", in: source, maximumBoxes: maximumTopLevelBoxes).map {
      ($0.offset + $0.header)..<($0.offset + $0.length)
    }
  }

  /// Where the `ftyp` box nearest `offset` starts: at `offset` itself, else within
  /// ``scanBytes`` of it; nil when there is none.
  static func ftypStart(near offset: Int, in source: some ByteSource) -> Int? {
    if isFTYP(at: offset, in: source) { return offset }
    let low = max(0, offset - scanBytes)
    let high = min(source.byteCount, offset + scanBytes)
    guard low < high, let window = source.bytes(at: low, count: high - low) else { return nil }
    let view = ByteView(window)
    var best: Int?
    for index in 0..<window.count where window[index] == UInt8(ascii: "f") {
      guard index >= 4, view.matches(ascii: "ftyp", at: index), let size = view.u32(index - 4),
        size >= 8, size <= 4_096
      else { continue }
      let start = low + index - 4
      if best.map({ abs($0 - offset) > abs(start - offset) }) ?? true { best = start }
    }
    return best
  }

  /// Whether an `ftyp` box of a plausible size starts at `offset`.
  static func isFTYP(at offset: Int, in source: some ByteSource) -> Bool {
    guard offset >= 0, let head = source.bytes(at: offset, count: 8), head.count == 8 else {
      return false
    }
    let view = ByteView(head)
    guard let size = view.u32(0) else { return false }
    return view.matches(ascii: "ftyp", at: 4) && size >= 8 && size <= 4_096
  }
}
