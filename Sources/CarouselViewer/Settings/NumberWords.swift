/// Small counts as English words, for help texts that say a constant in prose ("at most two
/// pictures ahead") and must follow it when it changes.
enum NumberWords {
  private static let words = [
    "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    "eleven", "twelve",
  ]

  /// `count` as a word from zero to twelve, else in digits (as English prose writes them).
  static func word(_ count: Int) -> String {
    words.indices.contains(count) ? words[count] : String(count)
  }
}
