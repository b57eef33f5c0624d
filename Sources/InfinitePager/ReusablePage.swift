/// A page object that the pager recycles through its reuse queue.
///
/// Pages are reference types owned by the pager while they are live or queued; the data source
/// configures them for an item. ``prepareForReuse()`` is called exactly once each time a page
/// is taken from the queue, before the data source configures it again.
public protocol ReusablePage: AnyObject {
  /// Resets item-specific state (image, text) before the page is configured for another item.
  func prepareForReuse()
}
