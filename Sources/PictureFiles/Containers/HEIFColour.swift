/// The colour of a HEIF picture as its `colr` properties give it (ISO/IEC 23008-12): nclx code
/// points (ITU-T H.273: primaries, transfer, matrix) and an ICC profile, each when present.
///
/// Read from the boxes in Swift (``HEIFPrimaryItem``), so that the viewer can name a picture's
/// colour without a codec library; the decoder reads the same box through libheif.
package struct HEIFColour: Sendable, Equatable {
  /// The nclx colour primaries code point (1 BT.709, 9 BT.2020, 12 Display P3), when given.
  package var primaries: Int?
  /// The nclx transfer code point (13 sRGB, 16 PQ, 18 HLG), when given.
  package var transfer: Int?
  /// The nclx matrix coefficients code point, when given.
  package var matrix: Int?
  /// The ICC profile of a `prof` or `rICC` box.
  package var iccProfile: [UInt8]?

  package init(primaries: Int? = nil, transfer: Int? = nil, matrix: Int? = nil) {
    self.primaries = primaries
    self.transfer = transfer
    self.matrix = matrix
  }

  /// The colour of the `colr` boxes among `properties` (the first nclx and the first profile).
  init(properties: [ISOBoxes.Box], view: ByteView) {
    for box in properties where box.type == "colr" {
      let start = box.content.lowerBound
      if view.matches(ascii: "nclx", at: start), primaries == nil,
        let primaries = view.u16(start + 4), let transfer = view.u16(start + 6),
        let matrix = view.u16(start + 8)
      {
        (self.primaries, self.transfer, self.matrix) = (primaries, transfer, matrix)
      } else if view.matches(ascii: "prof", at: start) || view.matches(ascii: "rICC", at: start),
        iccProfile == nil, start + 4 < box.content.upperBound
      {
        iccProfile = Array(view.slice((start + 4)..<box.content.upperBound))
      }
    }
  }
}
