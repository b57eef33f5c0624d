import PictureFiles

/// What Carousel does with one format.
///
/// The library that decodes it, the bit depths it shows, where the orientation comes from and
/// whether animations play. The README's format table is made from it, and the tests check its
/// claims (`FormatTableTests`).
package struct FormatSupport: Sendable {
  package let format: PictureFormat
  package let library: String
  /// Bits per sample shown (deeper samples are scaled to 8 for the screen).
  package let bitDepths: String
  /// Where the orientation is read from, or nil when the format carries none.
  package let orientation: String?
  /// Whether animations play (all frames, their own delays).
  package let animates: Bool
  /// Where an embedded ICC profile is read from, or nil.
  package let colourProfile: String?
}

extension PictureFormat {
  /// How the format is read.
  package var support: FormatSupport {
    switch self {
    case .png:
      FormatSupport(
        format: self, library: "libpng (APNG frames cut by Carousel)", bitDepths: "1, 2, 4, 8, 16",
        orientation: "`eXIf` chunk", animates: true, colourProfile: "`iCCP`")
    case .jpeg:
      FormatSupport(
        format: self, library: "libjpeg-turbo (decoded at the size shown)", bitDepths: "8",
        orientation: "Exif (APP1)", animates: false, colourProfile: "APP2")
    case .gif:
      FormatSupport(
        format: self, library: "giflib", bitDepths: "1 to 8 (palette)", orientation: nil,
        animates: true, colourProfile: nil)
    case .bmp:
      FormatSupport(
        format: self, library: "SDL_image", bitDepths: "8", orientation: nil,
        animates: false, colourProfile: nil)
    case .webp:
      FormatSupport(
        format: self, library: "libwebp (animation decoder)", bitDepths: "8",
        orientation: "`EXIF` chunk", animates: true, colourProfile: "`ICCP` chunk")
    case .tiff:
      FormatSupport(
        format: self, library: "libtiff (through SDL_image)", bitDepths: "8, 16",
        orientation: "Orientation tag", animates: false, colourProfile: "tag 34675")
    case .qoi, .tga, .pcx:
      FormatSupport(
        format: self, library: "SDL_image", bitDepths: "8", orientation: nil, animates: false,
        colourProfile: nil)
    case .pnm:
      FormatSupport(
        format: self, library: "Carousel", bitDepths: "1, 8, 16", orientation: nil,
        animates: false, colourProfile: nil)
    case .svg:
      FormatSupport(
        format: self, library: "nanosvg (through SDL_image)", bitDepths: "vector",
        orientation: nil, animates: false, colourProfile: nil)
    case .heic:
      FormatSupport(
        format: self, library: "libheif (HEVC: libde265)", bitDepths: "8, 10, 12",
        orientation: "`irot`/`imir`, else Exif", animates: false, colourProfile: "ICC or nclx")
    case .avif:
      FormatSupport(
        format: self, library: "libheif (AV1: dav1d or aom)", bitDepths: "8, 10, 12",
        orientation: "`irot`/`imir`, else Exif", animates: false, colourProfile: "ICC or nclx")
    case .jxl:
      FormatSupport(
        format: self, library: "libjxl", bitDepths: "8 to 16",
        orientation: "codestream (libjxl)", animates: false, colourProfile: "ICC")
    }
  }

  /// The README's format table, in Markdown.
  package static var markdownTable: String {
    let header = [
      "| Format | Names | Library | Bit depths | Orientation | Animation | ICC profile |",
      "|---|---|---|---|---|---|---|",
    ]
    let rows = allCases.map { format in
      let s = format.support
      let names = format.fileExtensions.map { "`.\($0)`" }.joined(separator: " ")
      return "| \(format.rawValue) | \(names) | \(s.library) | \(s.bitDepths) | "
        + "\(s.orientation ?? "—") | \(s.animates ? "plays" : "—") | \(s.colourProfile ?? "—") |"
    }
    return (header + rows).joined(separator: "\n")
  }
}
