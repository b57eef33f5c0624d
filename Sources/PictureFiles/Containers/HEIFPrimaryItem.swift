import Geometry

/// The primary picture of a HEIF file (HEIC, AVIF; ISO/IEC 23008-12), as its `meta` box says.
///
/// Its size as shown, whether it is turned or mirrored, and where the Exif and XMP
/// items that describe it lie. Read by walking the file's top-level boxes to `meta` wherever it
/// is (phones write it before or after the picture data), with no codec library.
///
/// Hostile input is expected: `meta` is read only up to ``maximumMetaBytes``, every count is
/// capped at ``maximumEntries``, every read goes through ``ByteView``.
package struct HEIFPrimaryItem: Sendable {
  /// The largest `meta` box read, in bytes (phones write a few KiB; a grid of tiles some more).
  package static let maximumMetaBytes = 4 * 1_048_576
  /// Top-level boxes looked at before `meta`, at most.
  static let maximumTopLevelBoxes = 256
  /// The largest Exif or XMP item read, in bytes.
  static let maximumItemBytes = 1_048_576
  /// Items, properties, references and extents read from one box at most.
  static let maximumEntries = 4_096

  /// The size as the decoder (libheif) gives it: the `ispe` size, cropped by `clap`, turned by
  /// `irot`, in their order; nil when the primary item has no `ispe`.
  package var size: Size?
  /// Whether the primary item is turned (`irot`) or mirrored (`imir`): the decoder applies
  /// them, so the Exif orientation, which says the same, must not be applied again.
  package var hasTransforms = false
  /// The primary item's colour, from its `colr` properties.
  package var colour = HEIFColour()
  /// The Exif item describing the primary one, as ranges of the file.
  var exifExtents: [Range<Int>] = []
  /// The XMP item (`mime` "application/rdf+xml") describing the primary one, as file ranges.
  var xmpExtents: [Range<Int>] = []

  /// The primary item of the HEIF file `source`, or nil when it has no readable `meta` box.
  package static func read(from source: some ByteSource) -> HEIFPrimaryItem? {
    guard let (bytes, offset) = metaBox(in: source) else { return nil }
    return HEIFPrimaryItem(metaBox: bytes, at: offset)
  }

  /// The primary item of a HEIF file's `bytes` (all of them, or its first ones).
  package init?(_ bytes: [UInt8]) {
    guard let item = Self.read(from: InMemoryBytes(all: bytes)) else { return nil }
    self = item
  }

  /// The Exif block (a TIFF structure) of the item, without the 4-byte offset HEIF puts before
  /// it; nil when there is none or it cannot be read.
  package func exif(from source: some ByteSource) -> [UInt8]? {
    guard let item = Self.data(exifExtents, from: source), item.count > 4,
      let skip = ByteView(item).u32(0), skip < item.count - 4
    else { return nil }
    return Array(item[(4 + skip)...])
  }

  /// The XMP packet of the item, or nil.
  package func xmp(from source: some ByteSource) -> [UInt8]? {
    Self.data(xmpExtents, from: source)
  }

  /// The Exif block of the HEIF file `bytes`, or nil.
  package static func exif(in bytes: [UInt8]) -> [UInt8]? {
    let source = InMemoryBytes(all: bytes)
    return read(from: source)?.exif(from: source)
  }

  // MARK: - Reading

  /// The whole `meta` box (its header included) and where it starts in the file.
  private static func metaBox(in source: some ByteSource) -> ([UInt8], Int)? {
    var offset = 0
    for _ in 0..<maximumTopLevelBoxes {
      guard let head = source.bytes(at: offset, count: 16),
        let (type, size, _) = ISOBoxes.header(at: 0, in: ByteView(head))
      else { return nil }
      let length = size ?? (source.byteCount - offset)
      guard length <= source.byteCount - offset else { return nil }  // past the end
      if type == "meta" {
        guard length <= maximumMetaBytes, let bytes = source.bytes(at: offset, count: length),
          bytes.count == length
        else { return nil }
        return (bytes, offset)
      }
      guard size != nil else { return nil }
      offset += length
    }
    return nil
  }

  /// Reads the `meta` box `bytes`, which start at `fileOffset` in the file.
  private init?(metaBox bytes: [UInt8], at fileOffset: Int) {
    let view = ByteView(bytes)
    guard let meta = ISOBoxes(bytes).first("meta") else { return nil }
    let boxes = ISOBoxes(view, in: meta.fullBoxContent)
    guard let primary = boxes.first("pitm").flatMap({ Self.primaryID(view, $0) }) else {
      return nil
    }
    let properties = boxes.first("iprp").map { Self.properties(of: primary, view, $0) } ?? []
    (size, hasTransforms) = Self.shape(properties, view)
    colour = HEIFColour(properties: properties, view: view)
    let types = boxes.first("iinf").map { Self.itemTypes(view, $0) } ?? [:]
    let described = boxes.first("iref").map { Self.descriptions(of: primary, view, $0) } ?? []
    let idat = boxes.first("idat").map { ($0.content.lowerBound + fileOffset) }
    let locations = boxes.first("iloc").map { Self.locations(view, $0, idat: idat) } ?? [:]
    func extents(_ matches: (HEIFItemType) -> Bool) -> [Range<Int>] {
      let candidates = types.keys.sorted().filter { types[$0].map(matches) ?? false }
      let chosen = candidates.first(where: described.contains) ?? candidates.first
      return chosen.flatMap { locations[$0] } ?? []
    }
    exifExtents = extents { $0.type == "Exif" }
    xmpExtents = extents { $0.type == "mime" && $0.contentType == "application/rdf+xml" }
  }

  /// The bytes of `extents` joined, within ``maximumItemBytes``; nil when any cannot be read.
  private static func data(_ extents: [Range<Int>], from source: some ByteSource) -> [UInt8]? {
    guard !extents.isEmpty, extents.reduce(0, { $0 + $1.count }) <= maximumItemBytes else {
      return nil
    }
    var data: [UInt8] = []
    for extent in extents {
      guard let piece = source.bytes(at: extent.lowerBound, count: extent.count),
        piece.count == extent.count
      else { return nil }
      data += piece
    }
    return data
  }

  /// `pitm`: the primary item's id (16 bits in version 0, else 32).
  private static func primaryID(_ view: ByteView, _ box: ISOBoxes.Box) -> Int? {
    let version = view.u8(box.content.lowerBound)
    return view.unsigned(box.fullBoxContent.lowerBound, width: version == 0 ? 2 : 4)
  }

  /// The size and transforms the primary item's properties give, in their order.
  private static func shape(_ properties: [ISOBoxes.Box], _ view: ByteView) -> (Size?, Bool) {
    var size: Size?
    var transformed = false
    for property in properties {
      let start = property.content.lowerBound
      switch property.type {
      case "ispe":
        if let width = view.u32(start + 4), let height = view.u32(start + 8), width > 0,
          height > 0
        {
          size = Size(width: width, height: height)
        }
      case "clap":
        if let width = rounded(view, start), let height = rounded(view, start + 8) {
          size = size.map { _ in Size(width: width, height: height) }
        }
      case "irot":
        transformed = true
        if let angle = view.u8(start), angle & 1 == 1, let turned = size {
          size = Size(width: turned.height, height: turned.width)
        }
      case "imir": transformed = true
      default: break
      }
    }
    return (size, transformed)
  }

  /// The fraction (32-bit numerator and denominator) at `offset`, rounded as libheif rounds a
  /// clean aperture's size; nil unless it is positive.
  private static func rounded(_ view: ByteView, _ offset: Int) -> Int? {
    guard let numerator = view.u32(offset), let denominator = view.u32(offset + 4),
      denominator > 0, numerator > 0
    else { return nil }
    return (numerator + denominator / 2) / denominator
  }
}
