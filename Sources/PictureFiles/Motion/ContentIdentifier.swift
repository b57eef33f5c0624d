/// The content identifier Apple writes into both halves of a Live Photo, which pairs them when
/// their names differ (``LivePhotoPair``): the MOV's QuickTime metadata item
/// `com.apple.quicktime.content.identifier`, and the still's Apple MakerNote tag 0x11 in its
/// Exif (JPEG or HEIC).
///
/// Reads bounded: the clip's `moov` box only (found box header by box header, at most
/// ``maximumMoovBytes``), the still's Exif as the metadata reader finds it.
package enum ContentIdentifier {
  /// The QuickTime metadata key of a Live Photo clip's identifier.
  static let clipKey = "com.apple.quicktime.content.identifier"
  /// The largest `moov` read, in bytes: a Live Photo's (3 s) is a few KiB, a long clip's
  /// sample tables a few MiB — proposal.
  static let maximumMoovBytes = 8 * 1_048_576
  /// Top-level boxes stepped over before the `moov` at most (`ftyp`, `wide`, `mdat`…) —
  /// proposal, as ``MotionPhotoLocator/maximumTopLevelBoxes``.
  static let maximumTopLevelBoxes = 64
  /// Bytes read from a JPEG's start for its Exif (it precedes the picture data).
  static let headBytes = 1_048_576

  /// The identifier of the clip (a MOV or MP4) in `source`, or nil.
  package static func ofClip(in source: some ByteSource) -> String? {
    guard
      let moov = ISOBoxes.topLevelBox("moov", in: source, maximumBoxes: maximumTopLevelBoxes),
      moov.length <= maximumMoovBytes,
      let bytes = source.bytes(at: moov.offset, count: moov.length), bytes.count == moov.length
    else { return nil }
    let top = ISOBoxes(bytes)
    guard let box = top.first("moov") else { return nil }
    // Apple writes `moov/meta`; ffmpeg (`-movflags use_metadata_tags`) `moov/udta/meta`.
    let boxes = top.children(of: box)
    let text =
      boxes.quickTimeText(forKey: clipKey)
      ?? boxes.first("udta").flatMap { boxes.children(of: $0).quickTimeText(forKey: clipKey) }
    return nonEmpty(text)
  }

  /// The identifier in the Exif block `exif` (a TIFF structure): its Apple MakerNote's tag
  /// 0x11, or nil.
  package static func ofStill(exif: [UInt8]) -> String? {
    guard let ifd0 = TIFFStructure(exif)?.firstDirectory,
      case .bytes(let note) = ifd0.subdirectory(ExifTag.exifDirectory)?.value(ExifTag.makerNote),
      let apple = TIFFStructure(appleMakerNote: note)?.directory(
        at: TIFFStructure.appleMakerNoteDirectory)
    else { return nil }
    return nonEmpty(apple.value(ExifTag.appleContentIdentifier)?.text)
  }

  /// The identifier of the file at `path`: a clip's by its name, a JPEG's or HEIC's by its
  /// bytes; nil for anything else, or when it has none or cannot be read.
  package static func of(_ path: FilePath) -> String? {
    guard let file = try? PictureFile(opening: path, limit: .max) else { return nil }
    if CarouselItem.Kind(fileName: path.displayName) == .clip { return ofClip(in: file) }
    guard let head = file.bytes(at: 0, count: headBytes),
      let format = PictureFormat.sniff(ByteView(head), fileExtension: path.fileExtension)
    else { return nil }
    switch format {
    case .jpeg: return ExifLocator.block(in: head, format: .jpeg).flatMap(ofStill(exif:))
    case .heic: return HEIFPrimaryItem.read(from: file)?.exif(from: file).flatMap(ofStill(exif:))
    default: return nil
    }
  }

  private static func nonEmpty(_ text: String?) -> String? {
    text.flatMap { $0.isEmpty ? nil : $0 }
  }
}
