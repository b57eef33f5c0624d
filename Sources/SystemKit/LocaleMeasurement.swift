#if canImport(Glibc)
  import Glibc
#endif

/// The measurement system a locale uses (`LC_MEASUREMENT`), as the C library's locales say it.
package enum LocaleMeasurement {
  /// Whether the locale `localeName` (such as `en_US.UTF-8`) measures in US units: glibc's
  /// `_NL_MEASUREMENT_MEASUREMENT` is 2 there (en_US), 1 for metric.
  ///
  /// - Parameter localeName: nil takes the environment's, as the C library does (`LC_ALL`,
  ///   `LC_MEASUREMENT`, `LANG`); a locale that is not installed counts as metric.
  package static func isImperial(localeName: String?) -> Bool {
    guard let locale = newlocale(LC_MEASUREMENT_MASK, localeName ?? "", nil) else {
      return false
    }
    defer { freelocale(locale) }
    guard let answer = nl_langinfo_l(nl_item(_NL_MEASUREMENT_MEASUREMENT), locale) else {
      return false
    }
    return answer[0] == usMeasurement
  }

  /// glibc's value of `_NL_MEASUREMENT_MEASUREMENT` for US units (its `measurement` of
  /// `en_US`, locales/en_US).
  private static let usMeasurement: CChar = 2
}
