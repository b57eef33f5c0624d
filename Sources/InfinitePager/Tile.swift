/// A live page in a slot, with the key of the item it was configured for.
struct Tile<Page: ReusablePage> {
  var slot: Int
  var page: Page
  var index: Int
  /// The data source's stable key for the item, remembered for reloads.
  var key: AnyHashable?
  /// Leading edge in pages from the viewport's leading edge (set by the place step).
  var offset: Double = 0
  /// Whether the page intersects the viewport (set by the place step).
  var isVisible = false
}
