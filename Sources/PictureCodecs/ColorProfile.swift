import CLCMS2

/// ICC colour management with Little CMS 2.
///
/// Pixels tagged with an embedded profile (a phone's Display P3, a camera's Adobe RGB) are
/// converted to sRGB, which is what the screen is taken to show. Untagged pictures are sRGB
/// already and are left alone.
///
/// The only file that imports CLCMS2. Thread-safe: each call makes its own transform.
package enum ColorProfile {
  /// Converts packed `0xAARRGGBB` pixels (in memory B, G, R, A) from the RGB profile `icc` to
  /// sRGB, in place, with the perceptual intent; alpha is kept.
  ///
  /// - Returns: false when the profile cannot be read or is not an RGB profile, or Little CMS
  ///   cannot be loaded (the pixels are then left as they are, as if untagged).
  @discardableResult
  package static func convertToSRGB(_ pixels: inout [UInt32], from icc: [UInt8]) -> Bool {
    guard !pixels.isEmpty, FileBytesGate.admits("Little CMS (an embedded profile)"), opened,
      let source = icc.withUnsafeBytes({
        cmsOpenProfileFromMem($0.baseAddress, cmsUInt32Number(clamping: $0.count))
      })
    else { return false }
    defer { cmsCloseProfile(source) }
    guard cmsGetColorSpace(source) == cmsSigRgbData, let target = cmsCreate_sRGBProfile() else {
      return false
    }
    defer { cmsCloseProfile(target) }
    return transform(&pixels, from: source, to: target)
  }

  /// Converts sRGB pixels to the RGB profile `icc`, in place (tests make tagged pictures with
  /// it); false when the profile is unusable.
  @discardableResult
  package static func convertFromSRGB(_ pixels: inout [UInt32], to icc: [UInt8]) -> Bool {
    guard opened,
      let target = icc.withUnsafeBytes({
        cmsOpenProfileFromMem($0.baseAddress, cmsUInt32Number(clamping: $0.count))
      })
    else { return false }
    defer { cmsCloseProfile(target) }
    guard let source = cmsCreate_sRGBProfile() else { return false }
    defer { cmsCloseProfile(source) }
    return transform(&pixels, from: source, to: target)
  }

  /// A Display P3 profile (DCI-P3 primaries, D65 white, the sRGB tone curve), as phones tag
  /// their photos, made by lcms2.
  package static func displayP3() -> [UInt8]? {
    guard opened else { return nil }
    var white = cmsCIExyY(x: 0.3127, y: 0.3290, Y: 1)
    var primaries = cmsCIExyYTRIPLE(
      Red: cmsCIExyY(x: 0.680, y: 0.320, Y: 1), Green: cmsCIExyY(x: 0.265, y: 0.690, Y: 1),
      Blue: cmsCIExyY(x: 0.150, y: 0.060, Y: 1))
    // The sRGB curve: IEC 61966-2-1, parametric type 4.
    let parameters: [Double] = [2.4, 1 / 1.055, 0.055 / 1.055, 1 / 12.92, 0.04045]
    guard
      let curve = parameters.withUnsafeBufferPointer({
        cmsBuildParametricToneCurve(nil, 4, $0.baseAddress)
      })
    else { return nil }
    defer { cmsFreeToneCurve(curve) }
    var curves: [OpaquePointer?] = [curve, curve, curve]
    guard let profile = cmsCreateRGBProfile(&white, &primaries, &curves) else { return nil }
    defer { cmsCloseProfile(profile) }
    var size: cmsUInt32Number = 0
    guard cmsSaveProfileToMem(profile, nil, &size) != 0 else { return nil }
    var bytes = [UInt8](repeating: 0, count: Int(size))
    guard cmsSaveProfileToMem(profile, &bytes, &size) != 0 else { return nil }
    return bytes
  }

  /// Whether Little CMS is open (it is opened by the first picture with a profile).
  private static var opened: Bool { CodecError.unloaded("Little CMS", carousel_lcms2_load) == nil }

  private static func transform(
    _ pixels: inout [UInt32], from source: cmsHPROFILE, to target: cmsHPROFILE
  ) -> Bool {
    let format = carousel_type_bgra_8
    guard
      let transform = cmsCreateTransform(
        source, format, target, format, cmsUInt32Number(INTENT_PERCEPTUAL),
        cmsUInt32Number(cmsFLAGS_COPY_ALPHA))
    else { return false }
    defer { cmsDeleteTransform(transform) }
    let count = cmsUInt32Number(clamping: pixels.count)
    pixels.withUnsafeMutableBytes { raw in
      cmsDoTransform(transform, raw.baseAddress, raw.baseAddress, count)
    }
    return true
  }
}
