import InfinitePager
import SDLKit

// MARK: - Gestures and what the pager tells

extension Viewer {
  /// Device pixels per logical pixel, for the pager's settle tolerance (HiDPI).
  static func displayScale(window: Window, renderer: Renderer) -> Double {
    Double(renderer.outputSize.width) / Double(max(window.size.width, 1))
  }
}

extension Viewer: InfinitePagerDelegate {
  package func pager(_ pager: InfinitePager<PageView>, didScrollToNextPageAt index: Int) {
    onPagerEvent?(.page(index: index, isNext: true))
  }

  package func pager(_ pager: InfinitePager<PageView>, didScrollToPreviousPageAt index: Int) {
    onPagerEvent?(.page(index: index, isNext: false))
  }

  package func pager(_ pager: InfinitePager<PageView>, didSettleAt index: Int) {
    onPagerEvent?(.settled(index: index))
  }

  package func pager(_ pager: InfinitePager<PageView>, didTapPageAt index: Int) {
    onPagerEvent?(.tap(index: index))
  }
}
