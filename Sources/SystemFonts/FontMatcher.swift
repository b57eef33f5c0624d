import CFontconfig

/// A font file that fontconfig chose for a name.
package struct FontMatch: Hashable, Sendable {
  /// The font file.
  package let path: String
  /// The face within the file (collections such as `.ttc` hold several).
  package let faceIndex: Int
  /// The family of the face chosen.
  package let family: String
  /// Whether the face is of the family asked for (or the name asked for no family, or a
  /// generic one such as `sans-serif`): fontconfig always answers with its best match, which
  /// for an unknown name is the system's default font.
  package let isRequestedFamily: Bool
}

/// Finds fonts by name the way Linux programs do, through fontconfig (the one place Carousel
/// calls it).
///
/// Names are fontconfig patterns: a family (`DejaVu Serif`), optionally with properties
/// (`Noto Sans:bold`, `monospace:size=12`). Fontconfig is thread-safe; its configuration is
/// loaded on the first call.
package enum FontMatcher {
  /// The generic families fontconfig resolves through its aliases.
  static let genericFamilies: Set<String> = [
    "sans-serif", "sans", "serif", "monospace", "mono", "system-ui", "cursive", "fantasy",
    "emoji",
  ]

  /// The font fontconfig chooses for `name`, or nil when it has no configuration or no font
  /// file at all, or fontconfig cannot be loaded (it is opened on the first call).
  package static func match(_ name: String) -> FontMatch? {
    var reason = [CChar](repeating: 0, count: 256)
    guard carousel_fontconfig_load(&reason, reason.count) != 0,
      let config = FcConfigGetCurrent(),
      let pattern = name.withCString({
        FcNameParse(UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self))
      })
    else { return nil }
    defer { FcPatternDestroy(pattern) }
    let requested = string(FC_FAMILY, in: pattern, at: 0)
    FcConfigSubstitute(config, pattern, FcMatchPattern)
    FcDefaultSubstitute(pattern)
    var result = FcResultNoMatch
    guard let found = FcFontMatch(config, pattern, &result), result == FcResultMatch else {
      return nil
    }
    defer { FcPatternDestroy(found) }
    guard let path = string(FC_FILE, in: found, at: 0) else { return nil }
    var index: Int32 = 0
    if FcPatternGetInteger(found, FC_INDEX, 0, &index) != FcResultMatch { index = 0 }
    let families = (0..<8).compactMap { string(FC_FAMILY, in: found, at: $0) }
    let isRequested =
      requested.map { wanted in
        genericFamilies.contains(wanted.lowercased())
          || families.contains { $0.lowercased() == wanted.lowercased() }
      } ?? true
    return FontMatch(
      path: path, faceIndex: Int(index), family: families.first ?? "",
      isRequestedFamily: isRequested)
  }

  /// The `index`th string value of `property` in `pattern`, or nil.
  private static func string(_ property: String, in pattern: OpaquePointer, at index: Int32)
    -> String?
  {
    var value: UnsafeMutablePointer<FcChar8>?
    guard FcPatternGetString(pattern, property, index, &value) == FcResultMatch, let value else {
      return nil
    }
    return String(cString: UnsafeRawPointer(value).assumingMemoryBound(to: CChar.self))
  }
}
