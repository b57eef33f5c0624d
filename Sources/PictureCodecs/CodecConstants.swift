/// Tuning constants of the codec wrappers, with their unit and where the value comes from.
package enum CodecConstants {
  /// The luminance of reference (diffuse) white in an HDR picture, in cd/m²: HDR light is
  /// measured against it before tone mapping, so that it becomes 1.
  ///
  /// ITU-R BT.2408 ("HDR reference white", 203 cd/m²), which Chrome and Firefox also take for
  /// PQ and HLG pictures; an HLG signal of 75 % is this white on a display of
  /// ``hdrPeakLuminance``.
  package static let hdrReferenceWhite = 203.0
  /// The brightest light an HDR picture is taken to hold, in cd/m²: tone mapping brings it to
  /// the screen's white, and brighter light is clipped there.
  ///
  /// The nominal peak of an HLG display in ITU-R BT.2100 (1000 cd/m², for which the HLG system
  /// gamma is 1.2), and the mastering peak phones and most HDR stills are graded for. Files
  /// rarely say theirs (`mdcv`/`clli` are optional), so one value serves all.
  package static let hdrPeakLuminance = 1000.0
  /// Entries in the table of the sRGB curve that tone-mapped light goes through, spanning
  /// linear light 0 … 1.
  ///
  /// 16384: the curve is steepest at its foot (12.92 sRGB per linear unit), where one step of
  /// the table is then 0.2 of an 8-bit level; 64 KiB per mapper.
  package static let hdrCurveTableSize = 16_384
}
