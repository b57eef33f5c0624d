import Control
import Localization
import PictureFiles
import PictureKit
import SystemKit

/// What the frame shows of the pictures found: those the filters by date let through
/// (``PictureFilter``), and not the hidden ones (the `hide` command; all with `--show-hidden`).
///
/// It decides which pictures the feed admits (``PictureFeed/admits``) and when that must be
/// worked out again (a picture hidden, the index's news, midnight, a reload); the
/// ``PicturePlanner`` applies it once the carousel rests, keeping the picture shown in view. A
/// picture not dated yet is shown until the index has read it. When nothing would be left to
/// show it shows more rather than a black frame, and says so (``notice``). Main thread only,
/// owned by the ``PicturePlanner``.
final class Chooser {
  private let feed: PictureFeed
  /// The pictures hidden, shown again only with ``showsHidden``.
  private(set) var hidden = HiddenPictures()
  /// `--show-hidden`: hidden pictures are shown (and stay listed).
  private(set) var showsHidden = false
  /// The filters by date.
  private(set) var filter = PictureFilter()
  /// The frame's time zone, which dates without an offset and midnight are read in.
  var zone = LocalZone.system
  /// The picture index, made by ``makeIndex`` the first time a filter needs dates.
  private(set) var index: PictureIndex?
  /// Makes the index (the app gives it its cache file); nil: dates are never read.
  var makeIndex: (() -> PictureIndex)?
  /// Whether something needs dates: the index is made once the first picture is on screen
  /// (``beginIndexing()``), so that it never competes with it.
  private var wantsIndex = false
  /// The dates of the pictures the index has read, in ``zone``.
  private var dates: [FilePath: PictureDate] = [:]
  /// Whether what the feed admits must be worked out again at the next rest.
  private(set) var isStale = false
  /// Whether pictures were found or dated since the selection was last worked out: it is done
  /// again at most once every ``ChoosingConstants/reselectionInterval`` for them.
  private var hasNews = false
  /// When the selection was last worked out, on the loop's clock (s).
  private var lastReselection: Double?
  /// The picture left on screen although it is no longer admitted: it goes once the carousel
  /// has moved on.
  private var pinned: ItemKey?
  /// How much of the rule could be kept: everything, or a fallback that shows more.
  private(set) var level = Level.chosen
  /// When, on the wall clock, the filters may next give other answers (s since 1970).
  private var nextChange: Double?
  /// What the screen says while a fallback is in force.
  private(set) var notice: String?
  /// When the index cache was last written, on the monotonic clock (s).
  private var lastSave: Double?
  /// The wall clock's reading minus the loop's `now` when last looked at (s): a change is the
  /// clock being set.
  private var wallOffset: Double?

  /// What the feed admits, from the narrowest rule to the widest; the narrowest that leaves
  /// some picture to show is used.
  enum Level: Equatable {
    /// The pictures the filters let through that are not hidden.
    case chosen
    /// The pictures that are not hidden: no picture passes the filters.
    case unmatched
    /// Every picture, hidden ones included: every picture found is hidden.
    case everything
  }

  init(feed: PictureFeed) {
    self.feed = feed
  }

  /// Takes the filters, the hidden pictures and `--show-hidden` (the start, a reload).
  func configure(filter: PictureFilter, hidden: HiddenPictures? = nil, showsHidden: Bool) {
    if filter != self.filter || showsHidden != self.showsHidden || hidden != nil {
      isStale = true
    }
    if let hidden { self.hidden = hidden }
    self.filter = filter
    self.showsHidden = showsHidden
    if !filter.isEmpty { startIndex() }
  }

  /// Takes the hidden pictures the last run left (the state file).
  func restore(hidden: HiddenPictures) {
    self.hidden = hidden
    isStale = true
  }

  /// Hides the picture at `path` from the frame; it leaves the carousel at the next rest
  /// (the next picture shows).
  func hide(_ path: FilePath) {
    if hidden.insert(path), !showsHidden { isStale = true }
  }

  /// Shows the hidden picture `name` names (file name or path) again, at its place.
  /// - Returns: its path, or a failure naming `name` when no hidden picture has it.
  func unhide(named name: String) -> Result<FilePath, ControlError> {
    guard let path = hidden.remove(named: name) else {
      return .failure(ControlError("no hidden picture named '\(name)'"))
    }
    if !showsHidden { isStale = true }
    return .success(path)
  }

  /// The pictures found changed (a scan's batch, live folders, a reload): the new ones are
  /// dated, and those with `changed` files dated again.
  func libraryChanged(changed: [FilePath] = []) {
    if level != .chosen || feed.catalog.isEmpty {
      isStale = true
    } else if !filter.isEmpty || !hidden.isEmpty {
      hasNews = true
    }
    requestDates()
    if !changed.isEmpty { index?.request(changed, again: true) }
  }

  /// Asks the index, if one runs, for the dates of every picture found.
  private func requestDates() {
    index?.request(feed.catalog.items.map(\.path) + feed.excluded.keys.map(\.path))
  }

  /// The carousel settled on the item with `key`: a picture pinned on screen can go.
  func settled(on key: ItemKey?) {
    if let pinned, pinned != key { isStale = true }
  }

  /// Takes the dates the index has read since the last call, at `now` (s); the first time it
  /// has every picture asked for, tells ``onIndexComplete``.
  func takeIndexNews(now: Double = 0) {
    guard let index else { return }
    let arrived = index.takeFinished()
    learn(Dictionary(uniqueKeysWithValues: arrived.map { ($0, index.facts[$0]?.taken) }))
    reportIfIndexComplete(now: now)
  }

  /// Told once, when the index first has every picture found: its counts, and when (s).
  var onIndexComplete: ((PictureIndex.Counts, Double) -> Void)?

  /// Tells ``onIndexComplete`` at `now` (s), once the scan is over and every picture is dated.
  ///
  /// Called with the index's news and after the scan's: the index can date the last pictures
  /// before the scan says it ended.
  func reportIfIndexComplete(now: Double) {
    guard let onIndexComplete, let index, !feed.hasScanResultsToCome, index.isComplete else {
      return
    }
    self.onIndexComplete = nil
    onIndexComplete(index.counts, now)
  }

  /// Takes the dates taken of pictures (nil: a file that went), as the index read them.
  func learn(_ taken: [FilePath: TakenDate?]) {
    for (path, date) in taken { dates[path] = date.map { PictureDate($0, in: zone) } }
    if !taken.isEmpty, !filter.isEmpty { hasNews = true }
  }

  /// The wall clock reads `wall` (s since 1970) at `now` on the loop's clock: the filters'
  /// answers may have changed, at their next change or when the clock was set.
  func tick(wall: Double, now: Double) {
    if let nextChange, wall >= nextChange { isStale = true }
    let offset = wall - now
    if let wallOffset, abs(offset - wallOffset) > 1, filter.movesWithTime { isStale = true }
    wallOffset = offset
  }

  /// Whether the selection is to be worked out again at `now` (s, the loop's clock): at once
  /// for a change asked for, at most once a ``ChoosingConstants/reselectionInterval`` for
  /// pictures found or dated.
  func isDue(now: Double) -> Bool {
    isStale || (hasNews && newsDeadline.map { now >= $0 } ?? false)
  }

  /// When news waiting for the selection is taken, on the loop's clock; nil without any.
  private var newsDeadline: Double? {
    guard hasNews else { return nil }
    return (lastReselection ?? -.infinity) + ChoosingConstants.reselectionInterval
  }

  /// When the frame must next look at the wall clock or its news, as a time on the monotonic
  /// clock of `now`, the wall clock reading `wall`; nil when nothing waits.
  func deadline(now: Double, wall: Double) -> Double? {
    let news = newsDeadline.map { max($0, now) }
    guard filter.movesWithTime else { return news }
    let wait = min((nextChange ?? wall) - wall, ChoosingConstants.wallClockRecheck)
    return min(now + max(wait, 0), news ?? .infinity)
  }

  /// Writes the index cache once a minute at most while the index reads new pictures (on the
  /// index's thread), or with `final` (the end of the run) whatever the time, at once.
  func saveIndex(now: Double, final: Bool = false) {
    guard let index, index.hasUnsavedEntries else { return }
    guard final || lastSave.map({ now - $0 >= ChoosingConstants.stateWriteInterval }) ?? true
    else { return }
    lastSave = now
    if final { index.saveNow() } else { index.save() }
  }

  /// Blocks until every picture asked for is dated, then takes the dates (headless runs and
  /// replays, which show what a fast machine would).
  func waitForIndex() {
    beginIndexing()
    guard let index else { return }
    requestDates()
    index.waitUntilIdle()
    takeIndexNews()
  }

  /// Whether filters choose the pictures, and whether any picture passed them.
  var filterState: FilterState {
    guard !filter.isEmpty else { return .off }
    return level == .chosen ? .on : .unmatched
  }

  /// Sets what the feed admits at wall-clock time `wall` (`now` on the loop's clock), for a
  /// reselection with the item `current` on screen.
  /// - Returns: the item to leave on screen although it is not admitted (never a hidden one).
  func prepareReselection(current: CarouselItem?, now: Double, wall: Double) -> ItemKey? {
    isStale = false
    hasNews = false
    lastReselection = now
    let visible = visibility
    let passes = passing(at: wall)
    let admits: (FilePath) -> Bool
    // No picture at all is no fallback: the screen says there are none.
    if feed.libraryCount == 0
      || feed.libraryContains(where: { visible($0.path) && passes($0.path) })
    {
      level = .chosen
      admits = { visible($0) && passes($0) }
    } else if feed.libraryContains(where: { visible($0.path) }) {
      level = filter.isEmpty ? .chosen : .unmatched
      admits = visible
    } else {
      level = .everything
      admits = { _ in true }
    }
    feed.admits = admits
    nextChange = nextChange(after: wall, admits: admits)
    notice = notice(at: wall)
    pinned = current.flatMap { admits($0.path) || hidden.contains($0.path) ? nil : $0.key }
    return pinned
  }

  /// Whether a picture is shown as far as hiding goes.
  private var visibility: (FilePath) -> Bool {
    guard !showsHidden, !hidden.isEmpty else { return { _ in true } }
    let hidden = hidden
    return { !hidden.contains($0) }
  }

  /// Whether a picture passes the filters at `wall`; one not dated yet does.
  private func passing(at wall: Double) -> (FilePath) -> Bool {
    guard !filter.isEmpty else { return { _ in true } }
    let (filter, dates) = (filter, dates)
    let moment = PictureFilter.Moment(now: wall, zone: zone)
    return { path in dates[path].map { filter.admits($0, at: moment) } ?? true }
  }

  /// The next wall-clock time the filters' answers change: midnight, or the moment the
  /// oldest picture shown grows older than `--newer-than`.
  private func nextChange(after wall: Double, admits: (FilePath) -> Bool) -> Double? {
    var next = filter.nextMidnight(after: wall, zone: zone)
    if filter.newerThan != nil {
      for (path, date) in dates {
        guard let out = filter.agesOut(date), out > wall, admits(path) else { continue }
        next = min(next ?? out, out)
      }
    }
    return next
  }

  /// The line the screen shows at `wall` while a fallback is in force, else nil.
  private func notice(at wall: Double) -> String? {
    switch level {
    case .chosen: return nil
    case .unmatched:
      return localized("No picture %s: showing them all", filter.words(now: wall, zone: zone))
    case .everything: return localized("Every picture is hidden: showing them all")
    }
  }

  /// Something other than a filter needs the pictures' dates (a shuffle weighted by age).
  func needsDates() {
    startIndex()
  }

  /// How long before `wall` (s since 1970) the picture at `path` was taken, in s: its date as
  /// the index read it, else its modification time; nil when neither is known.
  func age(of path: FilePath, wall: Double) -> Double? {
    if let date = dates[path] { return wall - Double(date.instant) }
    return FileStamp(of: path).map { wall - Double($0.modifiedSeconds) }
  }

  /// Asks for the index, made by ``beginIndexing()``.
  private func startIndex() {
    wantsIndex = true
  }

  /// Makes the index if something needs dates and none runs, and asks it for every picture
  /// found: once the first picture is on screen.
  func beginIndexing() {
    guard wantsIndex, index == nil, let makeIndex else { return }
    index = makeIndex()
    requestDates()
  }
}
