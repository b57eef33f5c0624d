import InfinitePager

/// One page of the carousel: the content the data source configured it with.
///
/// Owned by the pager, which recycles it through its reuse queue. Main thread only.
final class PageView: ReusablePage {
  /// The item shown (0 ..< count), and what to draw for it.
  private(set) var item: Int = 0
  private(set) var content: PictureContent?

  func configure(item: Int, content: PictureContent) {
    self.item = item
    self.content = content
  }

  func prepareForReuse() {
    content = nil
  }
}
