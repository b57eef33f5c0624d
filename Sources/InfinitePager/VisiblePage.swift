/// One page to draw: what the renderer reads from ``InfinitePager/visiblePages``.
///
/// The pager owns `page`; the renderer must not keep it past the frame.
public struct VisiblePage<Page: ReusablePage> {
  /// The page object, configured by the data source for ``index``.
  public let page: Page
  /// The slot (whole page of the endless strip) the page sits in.
  public let slot: Int
  /// The item shown: `slot mod count`, in `0..<count`.
  public let index: Int
  /// Where the page starts, in pages from the viewport's leading edge (in `-1...1`).
  public let offset: Double
  /// Where the page starts, in points from the viewport's leading edge along the scroll axis.
  public let leadingEdge: Double
  /// The page's top-left corner in viewport points (x is `leadingEdge` when horizontal).
  public let x: Double
  /// The page's top-left corner in viewport points (y is `leadingEdge` when vertical).
  public let y: Double
}
