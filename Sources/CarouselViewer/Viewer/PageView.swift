import InfinitePager

/// One page of the carousel: the item the data source configured it with.
///
/// It holds no picture: drawing asks the store for the item's content each frame, so the
/// texture cache is the only owner of textures and its byte budget their real bound. Owned by
/// the pager, which recycles it through its reuse queue. Main thread only.
package final class PageView: ReusablePage {
  /// The item shown (0 ..< count).
  private(set) var item: Int = 0

  func configure(item: Int) {
    self.item = item
  }

  package func prepareForReuse() {
    item = 0
  }
}
