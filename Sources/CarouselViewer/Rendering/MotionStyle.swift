/// How pictures move while a slideshow shows them (`--motion`).
package enum MotionStyle: String, CaseIterable, Sendable {
  /// Still, at their fit.
  case none
  /// Each picture at rest slowly zooms and pans over its interval (``KenBurns``).
  case kenburns
}
