/// What comes first in each round of a weighted shuffle (`--shuffle-weight`).
package enum ShuffleWeight: String, CaseIterable, Sendable {
  /// Pictures taken recently come first more often: the last weeks' well ahead of the rest.
  case recent
  /// The pictures the frame has shown least often come first.
  case unseen
}

/// What a picture's place in a weighted round depends on.
package struct ShuffleStanding: Equatable, Sendable {
  /// How long ago it was taken, in s; nil when not known.
  package var age: Double?
  /// How many times the frame has shown it.
  package var count: Int

  package init(age: Double? = nil, count: Int = 0) {
    self.age = age
    self.count = count
  }
}
