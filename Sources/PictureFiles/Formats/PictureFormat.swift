/// A picture format, found from the file's first bytes (its magic number), not its name.
package enum PictureFormat: String, Sendable, Codable, CaseIterable {
  case png = "PNG"
  case jpeg = "JPEG"
  case gif = "GIF"
  case bmp = "BMP"
  case webp = "WebP"
  case tiff = "TIFF"
  case qoi = "QOI"
  case pnm = "PNM"
  case tga = "TGA"
  case pcx = "PCX"
  case svg = "SVG"
  case heic = "HEIC"
  case avif = "AVIF"
  case jxl = "JPEG XL"

  /// The file name extensions of the format, lower case, without the dot: what folder scans
  /// list (the content decides the format once a file is read).
  package var fileExtensions: [String] {
    switch self {
    case .png: ["png"]
    case .jpeg: ["jpg", "jpeg", "jpe", "jfif"]
    case .gif: ["gif"]
    case .bmp: ["bmp"]
    case .webp: ["webp"]
    case .tiff: ["tif", "tiff"]
    case .qoi: ["qoi"]
    case .pnm: ["pnm", "ppm", "pgm", "pbm"]
    case .tga: ["tga"]
    case .pcx: ["pcx"]
    case .svg: ["svg"]
    case .heic: ["heic", "heif", "hif"]
    case .avif: ["avif"]
    case .jxl: ["jxl"]
    }
  }

  /// The format a file name extension (lower case, without the dot) usually holds, or nil.
  package init?(fileExtension: String) {
    guard let format = Self.byExtension[fileExtension] else { return nil }
    self = format
  }

  private static let byExtension: [String: PictureFormat] = Dictionary(
    uniqueKeysWithValues: allCases.flatMap { format in format.fileExtensions.map { ($0, format) } })

  /// The format of `bytes` (at least the file's first 4 KiB when it has them).
  ///
  /// Formats with no magic number (TGA) and weak ones (PCX) are accepted only when `fileExtension`
  /// agrees. - Returns: nil when the content is not a format Carousel reads.
  package static func sniff(_ bytes: ByteView, fileExtension: String) -> PictureFormat? {
    if bytes.matches([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
    if bytes.matches([0xFF, 0xD8, 0xFF]) { return .jpeg }
    if bytes.matches(ascii: "GIF87a") || bytes.matches(ascii: "GIF89a") { return .gif }
    if bytes.matches(ascii: "BM") { return .bmp }
    if bytes.matches(ascii: "RIFF"), bytes.matches(ascii: "WEBP", at: 8) { return .webp }
    if bytes.matches(ascii: "II*\0") || bytes.matches(ascii: "MM\0*") { return .tiff }
    if bytes.matches(ascii: "qoif") { return .qoi }
    if let format = isoMediaFormat(bytes) { return format }
    if bytes.matches([0xFF, 0x0A])
      || bytes.matches([0, 0, 0, 0x0C, 0x4A, 0x58, 0x4C, 0x20, 0x0D, 0x0A, 0x87, 0x0A])
    {
      return .jxl
    }
    if isPNM(bytes) { return .pnm }
    if looksLikeSVG(bytes) { return .svg }
    switch fileExtension {
    case "tga" where isPlausibleTGA(bytes): return .tga
    case "pcx" where bytes.u8(0) == 0x0A && bytes.u8(2) == 1: return .pcx
    default: return nil
    }
  }

  /// HEIC or AVIF from the brands of an ISO media file's `ftyp` box: AVIF when the major brand
  /// or a compatible one is `avif` or `avis`, HEIC for the HEIF brands (ISO/IEC 23008-12).
  private static func isoMediaFormat(_ bytes: ByteView) -> PictureFormat? {
    guard bytes.matches(ascii: "ftyp", at: 4), let size = bytes.u32(0), size >= 16 else {
      return nil
    }
    let end = min(size, bytes.count, 4096)
    let brands = stride(from: 8, to: end - 3, by: 4).filter { $0 != 12 }.map { offset in
      String(decoding: bytes.bytes[offset..<(offset + 4)], as: UTF8.self)
    }
    if brands.contains(where: { $0 == "avif" || $0 == "avis" }) { return .avif }
    let heif: Set = ["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1"]
    return brands.contains(where: heif.contains) ? .heic : nil
  }

  private static func isPNM(_ bytes: ByteView) -> Bool {
    guard bytes.u8(0) == Int(UInt8(ascii: "P")), let kind = bytes.u8(1), let next = bytes.u8(2)
    else { return false }
    let digit = kind - Int(UInt8(ascii: "0"))
    return (1...6).contains(digit) && [9, 10, 13, 32].contains(next)
  }

  /// An SVG or XML text whose first 4 KiB (``PipelineConstants/svgSniffBytes``) contain an
  /// `<svg` tag.
  private static func looksLikeSVG(_ bytes: ByteView) -> Bool {
    let head = bytes.bytes.prefix(PipelineConstants.svgSniffBytes)
    guard let first = head.first(where: { ![9, 10, 13, 32, 0xEF, 0xBB, 0xBF].contains($0) }),
      first == UInt8(ascii: "<")
    else { return false }
    let svg = Array("<svg".utf8)
    return head.indices.contains { i in
      i + svg.count <= head.endIndex && head[i..<(i + svg.count)].elementsEqual(svg)
    }
  }

  /// TGA has no magic number: check the header fields that have few valid values.
  private static func isPlausibleTGA(_ bytes: ByteView) -> Bool {
    guard bytes.count >= 18, let mapType = bytes.u8(1), let imageType = bytes.u8(2),
      let depth = bytes.u8(16)
    else { return false }
    return mapType <= 1 && [1, 2, 3, 9, 10, 11].contains(imageType)
      && [8, 15, 16, 24, 32].contains(depth)
  }
}
