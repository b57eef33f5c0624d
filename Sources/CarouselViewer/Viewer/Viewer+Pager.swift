import InfinitePager
import PictureFiles

// MARK: - The pager's data source and delegate

extension Viewer: InfinitePagerDataSource {
  package func numberOfPages(in pager: InfinitePager<PageView>) -> Int {
    planner.pageCount
  }

  package func pager(_ pager: InfinitePager<PageView>, pageAt index: Int) -> PageView {
    pager.dequeueReusablePage() ?? PageView()
  }

  package func pager(_ pager: InfinitePager<PageView>, autoScrollIntervalForPageAt index: Int)
    -> Double?
  {
    // A pair stays as long as the longer of its two pictures asks.
    planner.items(onPage: index).compactMap { slideshow.dwell(onItem: $0) }.max()
  }

  package func pager(_ pager: InfinitePager<PageView>, keyForPageAt index: Int) -> AnyHashable? {
    planner.firstItem(onPage: index).map { catalog[$0].key }
  }

  package func pager(_ pager: InfinitePager<PageView>, indexForKey key: AnyHashable) -> Int? {
    (key.base as? ItemKey).flatMap(catalog.index(of:)).map(planner.page(ofItem:))
  }
}

extension Viewer: InfinitePagerDelegate {
  package func pager(_ pager: InfinitePager<PageView>, didScrollToNextPageAt index: Int) {
    planner.noteCrossing(toNext: true)
    hooks.onPagerEvent?(.page(index: index, isNext: true))
  }

  package func pager(_ pager: InfinitePager<PageView>, didScrollToPreviousPageAt index: Int) {
    planner.noteCrossing(toNext: false)
    hooks.onPagerEvent?(.page(index: index, isNext: false))
  }

  package func pager(_ pager: InfinitePager<PageView>, didSettleAt index: Int) {
    // A zoom belongs to its picture: settled on another, it is gone (docs/physics.md §17).
    if let zoomed = zoom.item, !planner.items(onPage: index).contains(zoomed) {
      zoom.reset()
    }
    planner.settled(onItem: planner.firstItem(onPage: index))
    hooks.onPagerEvent?(.settled(index: index))
  }

  package func pager(_ pager: InfinitePager<PageView>, shouldAutoScrollFrom index: Int) -> Bool {
    let goesOn = slideshow.mayGoOn(from: index)
    if !goesOn { isRunning = false }  // `--once`: the show is over
    return goesOn
  }

  package func pager(_ pager: InfinitePager<PageView>, didTapPageAt index: Int) {
    // A tap on a clip plays or pauses it, as on a phone; elsewhere it shows or hides the
    // display.
    if !togglePlayback(now: lastUpdate) { overlay.tap(at: lastUpdate) }
    markNeedsRedraw()
    hooks.onPagerEvent?(.tap(index: index))
  }
}
