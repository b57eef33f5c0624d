/// How an HDR picture's samples encode light: its transfer (PQ or HLG) and its primaries, as a
/// file's colour description (HEIF's `colr` nclx box, JPEG XL's colour encoding, a video
/// stream's colour tags) names them.
///
/// Only the encodings ``HDRToneMapper`` maps are values: SDR pictures (the sRGB or BT.709
/// curve) and HDR with other primaries are nil.
package struct HDREncoding: Sendable, Equatable, CustomStringConvertible {
  /// The curve from samples to light.
  package enum Transfer: Sendable, Equatable {
    /// SMPTE ST 2084 (perceptual quantizer): absolute light, 0 … 10000 cd/m².
    case pq
    /// ARIB STD-B67 / ITU-R BT.2100 hybrid log-gamma: scene light relative to the display.
    case hlg
  }

  /// The red, green and blue the samples are made of (all with D65 white).
  package enum Primaries: Sendable, Equatable {
    /// ITU-R BT.709, sRGB's own.
    case bt709
    /// ITU-R BT.2020 (and BT.2100).
    case bt2020
    /// DCI-P3's primaries with D65 white (Display P3, SMPTE EG 432-1).
    case displayP3
  }

  package let transfer: Transfer
  package let primaries: Primaries

  package init(transfer: Transfer, primaries: Primaries) {
    self.transfer = transfer
    self.primaries = primaries
  }

  /// The encoding of ITU-T H.273 code points, which JPEG XL's enumerations share.
  ///
  /// Transfer 16 (PQ) or 18 (HLG); primaries 1 (BT.709), 9 (BT.2020), 11 (P3, whose white JPEG XL
  /// gives apart and HEIF files write as D65 too) or 12 (Display P3); 2 (unspecified) is
  /// taken as BT.2020, the primaries of HDR. Nil for any other pair.
  package init?(primariesCode: Int, transferCode: Int) {
    switch transferCode {
    case 16: transfer = .pq
    case 18: transfer = .hlg
    default: return nil
    }
    switch primariesCode {
    case 1: primaries = .bt709
    case 2, 9: primaries = .bt2020
    case 11, 12: primaries = .displayP3
    default: return nil
    }
  }

  /// "HDR (PQ, BT.2020) mapped to sRGB": what the info panel says of such a picture.
  package var description: String {
    let curve = transfer == .pq ? "PQ" : "HLG"
    let gamut =
      switch primaries {
      case .bt709: "BT.709"
      case .bt2020: "BT.2020"
      case .displayP3: "Display P3"
      }
    return "HDR (\(curve), \(gamut)) mapped to sRGB"
  }
}
