/// What the pager reports as it moves, for traces.
package enum PagerEvent: Equatable, Sendable {
  /// Item `index` came under the centre, one page forward (`isNext`) or back.
  case page(index: Int, isNext: Bool)
  /// The motion ended exactly on item `index`.
  case settled(index: Int)
  /// The user tapped item `index`.
  case tap(index: Int)
  /// The pictures changed (a live folder, a reload): `count` items now, item `index` shown
  /// (nil without items).
  case catalogChanged(count: Int, index: Int?)
}
