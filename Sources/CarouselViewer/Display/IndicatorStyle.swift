/// How the on-screen display says which page this is (`--indicator`).
package enum IndicatorStyle: String, CaseIterable, Sendable {
  /// A row of dots, the current one bright; many pages collapse to at most
  /// ``DisplayConstants/maximumVisibleDots`` visible dots whose ends shrink, as iOS does.
  case dots
  /// `12 / 340`.
  case count
  /// Nothing.
  case none
}
