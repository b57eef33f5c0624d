import PictureDecoding
import PictureFiles
import SystemKit

/// What the frame remembers across restarts as it runs (``FrameState``): each picture's
/// showing count, the picture shown and the one after it, the shuffle's round, and the hidden
/// pictures; written to the state file at most once a minute while something changed
/// (``ChoosingConstants/stateWriteInterval``), and at the end.
///
/// A picture counts as shown each time the carousel comes to rest on it. The pictures' lines of
/// the file read at the start wait until the first picture is on screen
/// (``readPictures()``); nothing is written before they are in. Main thread only, owned by the
/// ``PicturePlanner``.
final class FrameMemory {
  /// The state file, or nil when nothing is kept (tests, no home).
  private let path: String?
  private let reporter: Reporter
  /// What is remembered now.
  private(set) var state: FrameState
  /// The pictures' lines of the file read at the start, not read yet.
  private var unread: (body: ArraySlice<UInt8>, firstLine: Int)?
  /// The item the carousel last came to rest on.
  private var restingKey: ItemKey?
  /// Whether something changed since the last write.
  private(set) var isDirty = false
  /// When the state was last written, on the monotonic clock (s).
  private var lastWrite: Double?
  /// Whether a failed write was said (once, until one succeeds).
  private var hasReportedFailure = false
  /// A weighted shuffle's round as it is now (number, each picture's rank, the picture kept
  /// last), taken into each write; nil without one.
  var shuffle: (() -> (round: Int, ranks: [FilePath: Double], deferred: FilePath?))?

  /// - Parameters:
  ///   - path: the state file (nil: nothing is written).
  ///   - loaded: what the start read of it, if anything.
  ///   - reporter: told a state file set aside or not written.
  init(path: String?, loaded: StateFile.Loaded? = nil, reporter: Reporter) {
    self.path = path
    self.reporter = reporter
    state = loaded?.head ?? FrameState()
    unread = loaded.map { ($0.body, $0.firstLine) }
  }

  /// Reads the pictures' lines of the file read at the start, once; a damaged one is set aside
  /// and the counts start afresh.
  func readPictures() {
    guard let (body, firstLine) = unread else { return }
    unread = nil
    if let problem = state.readPictures(body, from: firstLine) {
      state.pictures = [:]
      if let path { StateFile.setAside(path, because: problem.description, reporter: reporter) }
    }
  }

  /// How often each picture was shown.
  var counts: [FilePath: Int] {
    readPictures()
    return state.pictures.mapValues(\.count)
  }

  /// How often the picture at `path` was shown.
  func count(of path: FilePath) -> Int {
    readPictures()
    return state.pictures[path]?.count ?? 0
  }

  /// The weighted shuffle's round the last run left, if it shuffled with `seed`.
  func restoredRound(seed: UInt64) -> ShuffleRound.Restored? {
    readPictures()
    guard state.seed == seed else { return nil }
    var ranks: [ItemKey: Double] = [:]
    for (path, picture) in state.pictures {
      if let rank = picture.rank { ranks[ItemKey(path)] = rank }
    }
    guard !ranks.isEmpty else { return nil }
    return ShuffleRound.Restored(
      number: state.round, ranks: ranks, deferred: state.deferred.map(ItemKey.init))
  }

  /// The carousel rests on `item`, and `next` comes after it: counted when it is another
  /// picture than the one it rested on last.
  func rest(on item: CarouselItem, next: CarouselItem?) {
    readPictures()
    guard item.key != restingKey else {
      if state.next != next?.path {
        state.next = next?.path
        isDirty = true
      }
      return
    }
    restingKey = item.key
    state.pictures[item.path, default: FrameState.Picture()].count += 1
    state.shown = item.path
    state.next = next?.path
    isDirty = true
  }

  /// Takes the hidden pictures as they are now.
  func take(hidden: HiddenPictures) {
    guard state.hidden != hidden.paths else { return }
    state.hidden = hidden.paths
    isDirty = true
  }

  /// Takes the pictures' turns for viewing as they are now, by absolute path.
  func take(turns: [FilePath: PictureTurn]) {
    guard state.turns != turns else { return }
    state.turns = turns
    isDirty = true
  }

  /// Takes the shuffle's seed (nil: no shuffle).
  func take(seed: UInt64?) {
    guard state.seed != seed else { return }
    state.seed = seed
    isDirty = true
  }

  /// Takes the shuffle as it is now: its seed, its round, each picture's rank in it, and the
  /// picture kept last until the carousel moves on.
  func take(seed: UInt64?, round: Int, ranks: [FilePath: Double], deferred: FilePath?) {
    readPictures()
    var changed = state.seed != seed || state.round != round || state.deferred != deferred
    state.seed = seed
    state.round = round
    state.deferred = deferred
    for (path, picture) in state.pictures where picture.rank != nil && ranks[path] == nil {
      state.pictures[path]?.rank = nil
      changed = true
    }
    for (path, rank) in ranks where state.pictures[path]?.rank != rank {
      state.pictures[path, default: FrameState.Picture()].rank = rank
      changed = true
    }
    if changed { isDirty = true }
  }

  /// When the next write is due, on the monotonic clock, while something changed; nil else.
  var deadline: Double? {
    guard isDirty, path != nil else { return nil }
    return (lastWrite ?? -Double.infinity) + ChoosingConstants.stateWriteInterval
  }

  /// Writes the state at `now` (monotonic, s) if something changed and the last write was a
  /// minute ago or more (or with `final`, at the end, whenever something changed), stamped
  /// with the wall clock's `wall`.
  func writeIfDue(now: Double, wall: Double, final: Bool = false) {
    guard let path, isDirty, final || (deadline.map { now >= $0 } ?? false) else { return }
    readPictures()
    if let (round, ranks, deferred) = shuffle?() {
      take(seed: state.seed, round: round, ranks: ranks, deferred: deferred)
    }
    state.saved = wall
    lastWrite = now
    isDirty = false
    do {
      try StateFile.write(state, to: path)
      hasReportedFailure = false
    } catch {
      guard !hasReportedFailure else { return }
      hasReportedFailure = true
      reporter.warning("the state file \(path) cannot be written: \(error); the show goes on")
    }
  }
}
