import Testing

@testable import SystemKit

/// The measurement system of glibc's locales (locales-all): US units in en_US, metric in
/// Germany, Britain and the C locale, and in a locale that is not installed.
@Suite("Locale measurement")
struct LocaleMeasurementTests {
  @Test(arguments: [
    ("en_US.UTF-8", true), ("de_DE.UTF-8", false), ("en_GB.UTF-8", false), ("C", false),
    ("xx_YY.UTF-8", false),
  ])
  func measuresAsTheLocaleSays(locale: String, imperial: Bool) {
    #expect(LocaleMeasurement.isImperial(localeName: locale) == imperial)
  }
}
