/// Hears about the pager's motion and may veto a direction.
///
/// Every method is optional. Held weakly by the pager. Indices are items, in `0..<count`.
///
/// - "will" fires when a motion toward another page is committed (drag release, step,
///   programmatic scroll, slideshow transition), after the veto allowed it.
/// - "did" fires in ``InfinitePager/update(now:)`` each time the item under the viewport
///   centre changes, once per page crossed. Jumps without animation do not fire it.
/// - "should" is asked once per commit, with the item the motion is measured from; `false`
///   keeps the pager on that item (a step is dropped, a drag springs back).
public protocol InfinitePagerDelegate<Page>: AnyObject {
  /// The page type the pager shows.
  associatedtype Page: ReusablePage

  /// A motion toward the next item `index` was committed.
  func pager(_ pager: InfinitePager<Page>, willScrollToNextPageAt index: Int)
  /// Item `index`, the next one, is now under the viewport centre.
  func pager(_ pager: InfinitePager<Page>, didScrollToNextPageAt index: Int)
  /// A motion toward the previous item `index` was committed.
  func pager(_ pager: InfinitePager<Page>, willScrollToPreviousPageAt index: Int)
  /// Item `index`, the previous one, is now under the viewport centre.
  func pager(_ pager: InfinitePager<Page>, didScrollToPreviousPageAt index: Int)
  /// Whether the pager may move forward from item `index`. Default `true`.
  func pager(_ pager: InfinitePager<Page>, shouldScrollToNextPageFrom index: Int) -> Bool
  /// Whether the pager may move backward from item `index`. Default `true`.
  func pager(_ pager: InfinitePager<Page>, shouldScrollToPreviousPageFrom index: Int) -> Bool
  /// Whether the slideshow may go on from item `index` now that its time has come. Default
  /// `true`; `false` stops the slideshow there (a slideshow that shows each item once).
  func pager(_ pager: InfinitePager<Page>, shouldAutoScrollFrom index: Int) -> Bool
  /// The user tapped item `index` (only when taps are enabled).
  func pager(_ pager: InfinitePager<Page>, didTapPageAt index: Int)
  /// A drag began (including one that caught a running motion).
  func pagerDidBeginDragging(_ pager: InfinitePager<Page>)
  /// A drag ended with the pointer's `velocity` along the axis, in points/s.
  func pager(_ pager: InfinitePager<Page>, didEndDraggingWithVelocity velocity: Double)
  /// The pager came to rest exactly on item `index`.
  func pager(_ pager: InfinitePager<Page>, didSettleAt index: Int)
}

extension InfinitePagerDelegate {
  public func pager(_ pager: InfinitePager<Page>, willScrollToNextPageAt index: Int) {}
  public func pager(_ pager: InfinitePager<Page>, didScrollToNextPageAt index: Int) {}
  public func pager(_ pager: InfinitePager<Page>, willScrollToPreviousPageAt index: Int) {}
  public func pager(_ pager: InfinitePager<Page>, didScrollToPreviousPageAt index: Int) {}
  public func pager(_ pager: InfinitePager<Page>, shouldScrollToNextPageFrom index: Int) -> Bool {
    true
  }
  public func pager(_ pager: InfinitePager<Page>, shouldScrollToPreviousPageFrom index: Int)
    -> Bool
  { true }
  public func pager(_ pager: InfinitePager<Page>, shouldAutoScrollFrom index: Int) -> Bool {
    true
  }
  public func pager(_ pager: InfinitePager<Page>, didTapPageAt index: Int) {}
  public func pagerDidBeginDragging(_ pager: InfinitePager<Page>) {}
  public func pager(_ pager: InfinitePager<Page>, didEndDraggingWithVelocity velocity: Double) {}
  public func pager(_ pager: InfinitePager<Page>, didSettleAt index: Int) {}
}
