/// The loading spinner's clock: while a page on screen is loading, it asks for a frame each
/// ``RenderingConstants/spinnerFrameInterval`` and gives the loop that deadline; otherwise it rests.
struct LoadingSpinner {
  /// When the spinner next moves, in s; nil while nothing visible is loading.
  private(set) var deadline: Double?

  /// Whether the spinner needs a frame at `now` (s), given whether a visible page is `loading`.
  mutating func needsFrame(loading: Bool, now: Double) -> Bool {
    guard loading else {
      deadline = nil
      return false
    }
    guard let deadline, now < deadline else {
      self.deadline = now + RenderingConstants.spinnerFrameInterval
      return true
    }
    return false
  }

  /// The spinner's frame at `now`: which of its dots is brightest.
  static func frame(at now: Double) -> Int {
    Int((now / RenderingConstants.spinnerFrameInterval).rounded(.down))
  }
}
