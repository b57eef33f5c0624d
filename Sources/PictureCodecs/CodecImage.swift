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
