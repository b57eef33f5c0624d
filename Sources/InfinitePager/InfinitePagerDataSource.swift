/// Supplies the pager's items as configured pages.
///
/// Held weakly by the pager.
public protocol InfinitePagerDataSource<Page>: AnyObject {
  /// The page type the pager shows.
  associatedtype Page: ReusablePage

  /// The number of items (pages of the loop); 0 shows an empty pager.
  func numberOfPages(in pager: InfinitePager<Page>) -> Int

  /// A page configured for item `index` (`0..<count`).
  ///
  /// Take it from ``InfinitePager/dequeueReusablePage()`` first (already prepared for reuse)
  /// and create one only when that returns `nil`. The pager owns the page afterwards.
  func pager(_ pager: InfinitePager<Page>, pageAt index: Int) -> Page

  /// The slideshow dwell on item `index` in s, or `nil` for the pager's interval. Optional.
  func pager(_ pager: InfinitePager<Page>, autoScrollIntervalForPageAt index: Int) -> Double?

  /// A stable identity for item `index` (a file path, say), so a reload can keep the current
  /// item when items are inserted or removed around it. Optional; `nil` disables that.
  func pager(_ pager: InfinitePager<Page>, keyForPageAt index: Int) -> AnyHashable?

  /// The index of the item with `key` in the current data, or `nil`. Optional: the default
  /// scans ``pager(_:keyForPageAt:)``.
  func pager(_ pager: InfinitePager<Page>, indexForKey key: AnyHashable) -> Int?
}

extension InfinitePagerDataSource {
  public func pager(_ pager: InfinitePager<Page>, autoScrollIntervalForPageAt index: Int)
    -> Double?
  { nil }

  public func pager(_ pager: InfinitePager<Page>, keyForPageAt index: Int) -> AnyHashable? { nil }

  public func pager(_ pager: InfinitePager<Page>, indexForKey key: AnyHashable) -> Int? {
    let count = numberOfPages(in: pager)
    return (0..<max(count, 0)).first { self.pager(pager, keyForPageAt: $0) == key }
  }
}
