import InfinitePager

/// One page of the carousel, as the pager recycles it through its reuse queue.
///
/// It holds nothing: drawing asks the store for the content of the page's item (the pager's
/// `VisiblePage.index`) each frame, so the texture cache is the only owner of textures and its
/// byte budget their real bound. Main thread only.
package final class PageView: ReusablePage {
  package init() {}

  package func prepareForReuse() {}
}
