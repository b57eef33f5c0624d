/// Delta debugging (ddmin): the shortest sub-sequence of a failing input it can find that still
/// fails, by trying to drop ever smaller chunks.
enum Shrinker {
  /// A subsequence of `steps` for which `fails` still holds, 1-minimal with respect to chunk
  /// removal at the finest granularity tried.
  static func shrink<Step>(_ steps: [Step], maximumTries: Int = 5_000, fails: ([Step]) -> Bool)
    -> [Step]
  {
    var current = steps
    var chunks = 2
    var tries = 0
    while current.count >= 2, tries < maximumTries {
      let size = max(1, current.count / chunks)
      var reduced = false
      for start in stride(from: 0, to: current.count, by: size) {
        tries += 1
        let candidate = Array(current[..<start] + current[min(start + size, current.count)...])
        if !candidate.isEmpty, fails(candidate) {
          current = candidate
          chunks = max(chunks - 1, 2)
          reduced = true
          break
        }
      }
      if !reduced {
        if size == 1 { break }
        chunks = min(chunks * 2, current.count)
      }
    }
    return current
  }
}
