#if canImport(Glibc)
  import Glibc
#endif

/// Maps HDR samples (PQ or HLG, ``HDREncoding``) to 8-bit sRGB for a screen taken to be SDR,
/// as browsers show HDR pictures on one: written once for pictures and video frames.
///
/// Per pixel: the samples become display light relative to reference white
/// (``CodecConstants/hdrReferenceWhite`` becomes 1) by PQ's EOTF, or by HLG's inverse OETF and
/// its OOTF for a display whose peak is ``CodecConstants/hdrPeakLuminance``; a 3×3 matrix in
/// linear light takes the primaries to BT.709's, clipping what falls outside; extended Reinhard
/// on the largest channel (x · (1 + x / peak²) / (1 + x), with the peak relative to white)
/// brings the peak to 1 and white to about half, keeping hue; then the sRGB curve.
///
/// Immutable and Sendable: made once per picture (its tables cost ~0.3 MiB at 16 bits) and
/// used from any thread.
package struct HDRToneMapper: Sendable {
  package let encoding: HDREncoding
  /// The largest sample code (1023 for 10 bits, 65535 for 16).
  package let maximumCode: Int
  /// Light of each code: display light relative to white (PQ), or scene light 0 … 1 (HLG).
  private let light: [Float]
  /// The primaries' linear RGB to BT.709's, row by row.
  private let matrix: [Float]
  /// The luminance weights of the source primaries (HLG's OOTF is driven by luminance).
  private let luminance: (Float, Float, Float)
  /// The sRGB curve's 8-bit code of linear light 0 … 1, in ``CodecConstants/hdrCurveTableSize``
  /// steps.
  private let curve: [UInt8]
  /// The peak's light relative to white.
  private let peak: Float

  /// A mapper of samples `0 … maximumCode` encoded as `encoding`.
  package init(encoding: HDREncoding, maximumCode: Int) {
    self.encoding = encoding
    self.maximumCode = max(maximumCode, 1)
    let white = CodecConstants.hdrReferenceWhite
    let top = Double(self.maximumCode)
    light = (0...self.maximumCode).map { code in
      let signal = Double(code) / top
      return Float(
        encoding.transfer == .pq ? Self.pqLight(signal) / white : Self.hlgSceneLight(signal))
    }
    (matrix, luminance) = Self.conversion(from: encoding.primaries)
    peak = Float(CodecConstants.hdrPeakLuminance / white)
    let steps = CodecConstants.hdrCurveTableSize - 1
    curve = (0...steps).map { step in
      UInt8((Self.srgbEncoded(Double(step) / Double(steps)) * 255).rounded())
    }
  }

  /// The sRGB codes of one pixel's sample codes (each clamped to `0 … maximumCode`).
  @inline(__always)
  package func map(red: Int, green: Int, blue: Int) -> (red: UInt8, green: UInt8, blue: UInt8) {
    let top = maximumCode
    var r = light[min(max(red, 0), top)]
    var g = light[min(max(green, 0), top)]
    var b = light[min(max(blue, 0), top)]
    if encoding.transfer == .hlg { (r, g, b) = hlgDisplayLight(r, g, b) }
    let m = matrix
    let x = max(0, m[0] * r + m[1] * g + m[2] * b)
    let y = max(0, m[3] * r + m[4] * g + m[5] * b)
    let z = max(0, m[6] * r + m[7] * g + m[8] * b)
    let largest = max(x, y, z)
    guard largest > 0 else { return (0, 0, 0) }
    // Extended Reinhard of the largest channel; the others scaled by the same factor.
    let scale = (1 + largest / (peak * peak)) / (1 + largest)
    return (encoded(x * scale), encoded(y * scale), encoded(z * scale))
  }

  /// Maps `pixels` pixels of 16-bit little-endian samples (`channels` of them each: R, G, B,
  /// and alpha when 4, at ``maximumCode`` like the colours) from `source` to 8-bit RGBA at
  /// `destination`; alpha is scaled, 3 channels give opaque pixels.
  package func mapRow(
    _ source: UnsafeRawPointer, pixels: Int, channels: Int,
    into destination: UnsafeMutablePointer<UInt8>
  ) {
    let top = Float(maximumCode)
    for index in 0..<pixels {
      func sample(_ channel: Int) -> Int {
        let offset = (index * channels + channel) * 2
        return Int(
          UInt16(littleEndian: source.loadUnaligned(fromByteOffset: offset, as: UInt16.self)))
      }
      let (r, g, b) = map(red: sample(0), green: sample(1), blue: sample(2))
      let alpha = channels > 3 ? UInt8(min(255, (Float(sample(3)) * 255 / top).rounded())) : 255
      let out = destination + index * 4
      (out[0], out[1], out[2], out[3]) = (r, g, b, alpha)
    }
  }

  // MARK: - Steps

  /// HLG's OOTF: scene light to display light relative to white, for a display of the peak
  /// (BT.2100: Fd = Lw · Ys^(γ − 1) · E, γ = 1.2 + 0.42 · log10(Lw / 1000)).
  @inline(__always)
  private func hlgDisplayLight(_ r: Float, _ g: Float, _ b: Float) -> (Float, Float, Float) {
    let sceneLuminance = luminance.0 * r + luminance.1 * g + luminance.2 * b
    guard sceneLuminance > 0 else { return (0, 0, 0) }
    let factor = peak * powf(sceneLuminance, Self.hlgGamma - 1)
    return (r * factor, g * factor, b * factor)
  }

  /// The 8-bit sRGB code of linear light (clipped to 0 … 1).
  @inline(__always)
  private func encoded(_ value: Float) -> UInt8 {
    let steps = Float(curve.count - 1)
    return curve[Int(min(max(value, 0), 1) * steps + 0.5)]
  }

  /// HLG's system gamma for a display of the peak (BT.2100, 1.2 at 1000 cd/m²).
  private static let hlgGamma = Float(
    1.2 + 0.42 * log10(CodecConstants.hdrPeakLuminance / 1000))

  /// PQ's EOTF (SMPTE ST 2084): the light of a signal 0 … 1, in cd/m² (0 … 10000).
  static func pqLight(_ signal: Double) -> Double {
    let m1 = 2610.0 / 16384, m2 = 2523.0 / 4096 * 128
    let c1 = 3424.0 / 4096, c2 = 2413.0 / 4096 * 32, c3 = 2392.0 / 4096 * 32
    let p = pow(max(signal, 0), 1 / m2)
    return 10000 * pow(max(p - c1, 0) / (c2 - c3 * p), 1 / m1)
  }

  /// HLG's inverse OETF (ARIB STD-B67, BT.2100): the scene light 0 … 1 of a signal 0 … 1.
  static func hlgSceneLight(_ signal: Double) -> Double {
    let a = 0.178_832_77, b = 1 - 4 * 0.178_832_77
    let c = 0.5 - a * log(4 * a)
    let e = max(signal, 0)
    return e <= 0.5 ? e * e / 3 : (exp((e - c) / a) + b) / 12
  }

  /// The sRGB curve (IEC 61966-2-1): the encoded value of linear light 0 … 1.
  static func srgbEncoded(_ linear: Double) -> Double {
    linear <= 0.003_130_8 ? 12.92 * linear : 1.055 * pow(linear, 1 / 2.4) - 0.055
  }

  /// The matrix from `primaries`' linear RGB to BT.709's and the luminance weights of
  /// `primaries` (ITU-R BT.2087 for BT.2020; Display P3's derived the same way from its
  /// chromaticities and D65).
  private static func conversion(from primaries: HDREncoding.Primaries) -> (
    [Float], (Float, Float, Float)
  ) {
    switch primaries {
    case .bt709:
      ([1, 0, 0, 0, 1, 0, 0, 0, 1], (0.2126, 0.7152, 0.0722))
    case .bt2020:
      (
        [
          1.660_491, -0.587_641, -0.072_850,
          -0.124_550, 1.132_900, -0.008_349,
          -0.018_151, -0.100_579, 1.118_730,
        ], (0.2627, 0.6780, 0.0593)
      )
    case .displayP3:
      (
        [
          1.224_940, -0.224_940, 0,
          -0.042_057, 1.042_057, 0,
          -0.019_638, -0.078_636, 1.098_274,
        ], (0.228_975, 0.691_739, 0.079_287)
      )
    }
  }
}
