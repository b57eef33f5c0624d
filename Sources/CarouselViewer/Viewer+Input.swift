import InfinitePager
import SDLKit

// MARK: - Gestures and what the pager tells

/// What the pager reports as it moves, for traces.
enum PagerEvent: Equatable {
  /// Item `index` came under the centre, one page forward (`isNext`) or back.
  case page(index: Int, isNext: Bool)
  /// The motion ended exactly on item `index`.
  case settled(index: Int)
  /// The user tapped item `index`.
  case tap(index: Int)
}

extension Viewer {
  /// Device pixels per logical pixel, for the pager's settle tolerance (HiDPI).
  static func displayScale(window: Window, renderer: Renderer) -> Double {
    Double(renderer.outputSize.width) / Double(max(window.size.width, 1))
  }
}

extension Viewer: InfinitePagerDelegate {
  func pager(_ pager: InfinitePager<PageView>, didScrollToNextPageAt index: Int) {
    onPagerEvent?(.page(index: index, isNext: true))
  }

  func pager(_ pager: InfinitePager<PageView>, didScrollToPreviousPageAt index: Int) {
    onPagerEvent?(.page(index: index, isNext: false))
  }

  func pager(_ pager: InfinitePager<PageView>, didSettleAt index: Int) {
    onPagerEvent?(.settled(index: index))
  }

  func pager(_ pager: InfinitePager<PageView>, didTapPageAt index: Int) {
    onPagerEvent?(.tap(index: index))
  }
}
