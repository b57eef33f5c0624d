/// How the slideshow goes from one picture to the next (`--transition`).
///
/// Swipes, keys and the wheel always slide: the picture follows the hand.
package enum TransitionStyle: String, CaseIterable, Sendable {
  /// The next picture slides in.
  case slide
  /// The two pictures are mixed, the new one growing stronger (a crossfade).
  case fade
  /// An instant cut: no motion at all (what a user who asks for reduced motion wants).
  case none
}
