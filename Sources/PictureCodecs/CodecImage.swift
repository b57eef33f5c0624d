/// A picture as a codec wrapper hands it over: 8-bit RGBA at full size, with what the file said
/// about its colours.
package struct CodecImage: Sendable {
  /// Width and height in pixels.
  package let width: Int
  package let height: Int
  /// Bytes R, G, B, A for each pixel, row by row from the top-left corner, `width * 4` a row;
  /// alpha straight (not premultiplied).
  package var rgba: [UInt8]
  /// The embedded ICC profile, if the file has one.
  package var iccProfile: [UInt8]?
  /// The Exif block (a TIFF structure), when the codec found one the container hides.
  package var exif: [UInt8]?
  /// Bits per sample in the file (8, 10, 12, 16), before the conversion to 8.
  package var bitsPerSample = 8
  /// The HDR encoding the file's samples had, when they were tone-mapped to these sRGB pixels
  /// (``HDRToneMapper``).
  package var hdr: HDREncoding?

  package init(width: Int, height: Int, rgba: [UInt8], iccProfile: [UInt8]? = nil) {
    self.width = width
    self.height = height
    self.rgba = rgba
    self.iccProfile = iccProfile
  }
}

/// Why a codec library refused a file, in its words.
package struct CodecError: Error, Sendable, Equatable {
  package let message: String

  package init(_ message: String) {
    self.message = message
  }

  /// The error of a library opened on demand that did not open (`load` is the C module's
  /// `carousel_NAME_load`, which returns 1 when the library is loaded), or nil when it is.
  static func unloaded(
    _ library: String, _ load: (UnsafeMutablePointer<CChar>, Int) -> Int32
  ) -> CodecError? {
    var reason = [CChar](repeating: 0, count: 256)
    guard load(&reason, reason.count) == 0 else { return nil }
    let text = String(
      decoding: reason.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    return CodecError("\(library) cannot be loaded (\(text))")
  }
}

/// What a decode may cost, checked by the codec wrappers before they allocate pixels.
package struct CodecLimits: Sendable {
  /// Pixels a picture may have (width × height).
  package var maximumPixels: Int
  /// Bytes an ancillary chunk or metadata block may take once decompressed.
  package var maximumMetadataBytes = 16 * 1_048_576

  package init(maximumPixels: Int) {
    self.maximumPixels = maximumPixels
  }
}
