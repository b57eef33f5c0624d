/// A bounded queue of pages waiting to be configured again.
///
/// The queue owns the pages it holds. A page enqueued when the queue is full is dropped (and
/// freed if nothing else holds it), so memory stays bounded however far the pager scrolls.
struct ReuseQueue<Page: ReusablePage> {
  /// The most pages kept.
  let capacity: Int
  private var pages: [Page] = []

  init(capacity: Int) {
    self.capacity = capacity
  }

  /// The number of pages waiting.
  var count: Int { pages.count }

  /// Keeps `page` for reuse unless the queue is full.
  /// - Returns: whether the page was kept.
  @discardableResult
  mutating func enqueue(_ page: Page) -> Bool {
    guard pages.count < capacity else { return false }
    pages.append(page)
    return true
  }

  /// A queued page after ``ReusablePage/prepareForReuse()`` has been called on it once, or `nil`.
  mutating func dequeue() -> Page? {
    guard let page = pages.popLast() else { return nil }
    page.prepareForReuse()
    return page
  }

  /// Drops every queued page.
  mutating func removeAll() {
    pages.removeAll()
  }
}
