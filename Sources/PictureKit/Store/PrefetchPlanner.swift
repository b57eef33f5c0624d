/// Which items to decode, most urgent first: the current one, then its neighbours in the direction
/// of travel, then those on the other side, then those a running slideshow comes to later.
///
/// Pure; no state.
package enum PrefetchPlanner {
  /// Items to decode in order, each once.
  ///
  /// - Parameters:
  ///   - visible: items on screen now (during a transition, two), decoded before any prefetch.
  ///   - current: the item under the centre.
  ///   - count: items in the carousel.
  ///   - direction: +1 when moving to higher items, -1 lower (the last move's direction).
  ///   - distance: items to prefetch on each side.
  ///   - ahead: items beyond `distance` in the direction of travel, after both sides: the
  ///     slideshow's next pictures, decoded early so that a decode slowed by other work has
  ///     time (they are the first a small cache leaves out).
  ///   - wraps: whether the carousel loops (else neighbours past the ends are left out). No
  ///     default: a carousel that stops at its ends must never prefetch from the far end.
  static func order(
    visible: [Int], current: Int, count: Int, direction: Int, distance: Int, ahead: Int = 0,
    wraps: Bool
  ) -> [Int] {
    guard count > 0 else { return [] }
    let forward = direction < 0 ? -1 : 1
    var steps: [Int] = []
    for step in 1...max(distance, 1) where distance > 0 { steps.append(step * forward) }
    for step in 1...max(distance, 1) where distance > 0 { steps.append(-step * forward) }
    for step in (distance + 1)...max(distance + ahead, distance + 1) where ahead > 0 {
      steps.append(step * forward)
    }
    var result: [Int] = []
    var seen: Set<Int> = []
    func add(_ item: Int) {
      guard wraps || (0..<count).contains(item) else { return }
      let wrapped = ((item % count) + count) % count
      if seen.insert(wrapped).inserted { result.append(wrapped) }
    }
    add(current)
    visible.forEach(add)
    steps.forEach { add(current + $0) }
    return result
  }
}
