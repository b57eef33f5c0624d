import Geometry
import PictureDecoding
import PictureFiles
import PictureKit
import SDLKit
import SystemKit

/// The clip the carousel rests on, played (issue 36).
///
/// A clip's page shows its first frame, decoded as its picture (``ClipStillDecoder``), while it
/// slides in; meanwhile this opens the clip in a video worker of its own, off the main thread
/// (``ClipOpening``; the worker started ahead, FFmpeg loaded, ``VideoWorkerSpare``), and once
/// the carousel rests on it plays it from its first frame: frame k is shown
/// k / fps after it started, each one an ordinary deadline of the loop (``deadline``). While the
/// carousel moves the clip holds its frame; resting on another page ends it, and its page shows
/// its first frame again. A paused or ended clip asks for no frame: idle costs nothing. A
/// clip that fails while it plays keeps its last frame and says one line. Its sound is heard
/// while it plays unless muted (``ClipSpeaker``, ``ClipPlayer+Sound``). Main thread only,
/// owned by the ``Viewer``.
///
/// A picture may carry a clip (a Live Photo's MOV beside it, a Motion Photo's inside it:
/// ``StillClip``, found on the opening thread): as `--live` says (``LiveMode``), it is opened
/// when the carousel rests on the picture and played once (`once`), or played while a finger,
/// the mouse button or Space is held on it (`hold`, ``ClipPlayer+Hold``). Its frames show only
/// while it plays; before and after, the page shows the still. A picture found to have no clip
/// is not looked at again.
final class ClipPlayer {
  /// How clips keep time: on the virtual clock (headless runs, replays, tests: the decoder is
  /// waited for, so every run shows the same frames) or the real one (the live loop).
  var pacing = ClipPacing.virtual
  /// The binary that runs video workers; nil when clips are not shown.
  let executable: String?
  /// Whether the machine's hardware may decode clips (`--hwdec`).
  var hardware = HardwareDecoding.auto
  /// Whether a clip's worker said why hardware did not decode it: said once a run.
  var saidHardwareFallback = false
  private let renderer: Renderer
  private let reporter: Reporter
  /// Runs on the opening thread when a clip opened (the inbox's wake-up).
  private let opened: @Sendable () -> Void
  /// The clip being opened, if any.
  private var opening: ClipOpening?
  /// The clip on screen, playing or paused.
  private(set) var shown: ShownClip?
  /// Where clips are opened: one thread for the player's life, whose children the workers are.
  private let queue = SerialQueue(name: "carousel-clips")
  /// A worker started while the carousel heads for a clip or shows its first frame, FFmpeg
  /// loaded by the time it rests there; nil when clips are not shown.
  private let spare: VideoWorkerSpare?
  /// Where a clip opened for its first frame may wait to be played (a start on a clip).
  private let handoff: ClipHandoff?
  /// The clip the spare was last started for: one start per clip approached.
  private var sparedFor: CarouselItem?
  /// Clips (at a revision) that failed to open or play: not opened again.
  private var failed: Set<CarouselItem> = []
  /// `--live`: how a Live or Motion Photo's clip plays; nil for the mode's default, which the
  /// viewer gives each ``follow(item:atRest:stillShown:box:live:now:)``.
  var live: LiveMode?
  /// Whether a finger or the left button rests on the page without dragging (`--live hold`).
  var isPointerHeld = false
  /// Whether the key that plays and pauses (Space) is held on a Live or Motion Photo.
  var isKeyHeld = false
  /// Pictures (at a revision) found to carry no clip: not looked at again.
  private var stills: Set<CarouselItem> = []
  /// Whether clips are heard, and how loud: `--videos`, then `m`, `mute`, `unmute`, `volume`.
  var sound = ClipSound(isMuted: true)
  /// Where the clip on screen is heard.
  let speaker: ClipSpeaker
  /// Where `--timing` says each clip's first new frame and, at its end, its frames shown and
  /// dropped (what the bench reads); nil without `--timing`.
  var timing: Reporter?

  /// A clip on screen: its texture holds the frame shown.
  final class ShownClip {
    let item: CarouselItem
    let clip: VideoClip
    let texture: Texture
    var frameIndex: Int
    /// Whether the user paused it (a tap, Space): it stays paused until they play it again.
    var isHeld: Bool
    /// Whether it is a picture's clip (a Live or Motion Photo's): its frames show only while
    /// it plays, and holding it does not hold a slideshow.
    var isLive: Bool { item.kind != .clip }
    /// Whether a picture's clip has played to its end or the user played or paused it: a
    /// change of `--live`'s default (a slideshow started) no longer plays it.
    var wasPlayed = false
    /// Whether the hold under way (`--live hold`) played it: it plays once per hold.
    var isHoldPlayed = false
    /// When the carousel came to rest on it, in s.
    let restedAt: Double
    /// The frames shown so far, the first included.
    var framesShown = 1
    /// Whether `--timing` said its first new frame, and its end.
    var saidFirstFrame = false
    var saidEnd = false

    init(
      item: CarouselItem, clip: VideoClip, texture: Texture, frameIndex: Int, isHeld: Bool,
      restedAt: Double
    ) {
      self.item = item
      self.clip = clip
      self.texture = texture
      self.frameIndex = frameIndex
      self.isHeld = isHeld
      self.restedAt = restedAt
    }
  }

  /// - Parameter handoff: where the start's first clip waits, opened for its first frame.
  init(
    executable: String?, handoff: ClipHandoff? = nil, renderer: Renderer, reporter: Reporter,
    opened: @escaping @Sendable () -> Void
  ) {
    self.executable = executable
    self.handoff = handoff
    spare = executable.map { VideoWorkerSpare(executable: $0) }
    self.renderer = renderer
    self.reporter = reporter
    self.opened = opened
    speaker = ClipSpeaker(reporter: reporter)
  }

  deinit {
    queue.stop()
  }

  /// Follows the carousel at `now`: plays the clip `item` when the carousel rests on it (`item`
  /// is the current one, `atRest`) and its first frame is on screen (`stillShown`), holds it
  /// while the carousel moves, ends it when the carousel rests elsewhere; shows the frame due.
  /// - Parameters:
  ///   - box: the size frames are made for, in pixels (the store's decode box).
  ///   - live: how a picture's clip plays (`--live`, or the mode's default).
  /// - Returns: whether what the page shows changed (a frame is due).
  func follow(
    item: CarouselItem?, atRest: Bool, stillShown: Bool, box: Size, live: LiveMode = .off,
    now: Double
  ) -> Bool {
    guard let executable else { return false }
    if let item { handoff?.drop(unless: item.path) }  // the carousel left the start's clip
    prepareSpare(for: item)
    let wanted = item.flatMap { wants($0, live: live) ? $0 : nil }
    guard atRest else {
      openAhead(wanted, box: box, executable: executable)
      // A drag or a transition: the clip holds its frame (and plays on if the carousel
      // springs back to it).
      if let shown, shown.clip.isPlaying { shown.clip.pause(at: now) }
      followSound(now: now)
      return false
    }
    var changed = false
    if let shown, shown.item != wanted {
      shown.clip.close()  // not ``end()``: an opening of `wanted` started ahead is kept
      self.shown = nil
      changed = true
    }
    if let opening, opening.item != wanted { self.opening = nil }  // its clip closes unseen
    // At rest with its first frame on screen: where `--timing` counts from.
    if let opening, opening.restedAt == nil, stillShown { opening.restedAt = now }
    if let shown {
      if shown.isLive, live == .hold { followHold(shown, now: now) }
      if shown.isLive, shown.isHeld, !shown.wasPlayed, live == .once {
        shown.isHeld = false  // opened held on the desktop, and a slideshow started since
      }
      if !shown.isHeld, !shown.clip.isPlaying, !shown.clip.isEnded { shown.clip.play(at: now) }
    } else if let wanted, stillShown, opening == nil, !failed.contains(wanted) {
      let opening = ClipOpening(
        wanted, box: box, pacing: pacing, executable: executable, hardware: hardware, on: queue,
        spare: spare, handoff: handoff, listening: isHeard(wanted), opened: opened)
      opening.restedAt = now
      opening.isHeld = wanted.kind != .clip && live == .hold
      self.opening = opening
    }
    if takeOpened(now: now) { changed = true }
    changed = advance(now: now) || changed
    changed = settleLive(now: now) || changed
    followSound(now: now)
    return changed
  }

  /// Opens the clip `item` while the carousel heads for it (a clip item not yet on screen,
  /// opening or failed), so that it plays as soon as the carousel rests on it; an opening of
  /// another item is dropped (its clip closes unseen).
  private func openAhead(_ item: CarouselItem?, box: Size, executable: String) {
    guard let item, item.kind == .clip, shown?.item != item, opening?.item != item,
      !failed.contains(item)
    else { return }
    opening = ClipOpening(
      item, box: box, pacing: pacing, executable: executable, hardware: hardware, on: queue,
      spare: spare, handoff: handoff, listening: isHeard(item), opened: opened)
  }

  /// Starts a worker for `item` ahead of its opening when it is a clip the carousel heads for
  /// or shows the first frame of, not yet opened, failed or on screen (pictures do not: most
  /// carry no clip, and a spare waiting costs a process).
  private func prepareSpare(for item: CarouselItem?) {
    guard let spare, let item, item.kind == .clip, item != sparedFor, shown?.item != item,
      opening?.item != item, !failed.contains(item), handoff?.covers(item.path) != true
    else { return }
    sparedFor = item
    _ = queue.run { spare.prepare() }
  }

  /// Whether the carousel resting on `item` opens a clip: a clip's, or a picture's as `live`
  /// says, unless it was found to have none.
  private func wants(_ item: CarouselItem, live: LiveMode) -> Bool {
    switch item.kind {
    case .clip: true
    case .picture: live != .off && !stills.contains(item)
    case .text: false
    }
  }

  /// A picture's clip that reached its end: held there, and its still shows again.
  /// - Returns: whether what the page shows changed.
  private func settleLive(now: Double) -> Bool {
    guard let shown, shown.isLive, !shown.isHeld, shown.clip.isEnded else { return false }
    shown.clip.pause(at: now)
    shown.isHeld = true
    shown.wasPlayed = true
    return true
  }

  /// Blocks until the clip being opened is open (headless runs and replays), then shows it.
  /// - Returns: whether what the page shows changed.
  func waitForOpening(now: Double) -> Bool {
    // One opened ahead is waited for once the carousel rests on it.
    guard let opening, opening.restedAt != nil else { return false }
    opening.wait()
    let took = takeOpened(now: now)
    return advance(now: now) || took
  }

  /// The item whose clip is being opened, if any (tests).
  var openingItem: CarouselItem? { opening?.item }

  /// When the next frame is due, in s; nil while no clip plays (paused, ended, none).
  var deadline: Double? {
    [shown?.clip.nextDeadline, speaker.deadline].compactMap { $0 }.min()
  }

  /// What `item`'s page shows instead of its picture: the clip's frame, while it is on screen.
  func content(for item: CarouselItem) -> PictureContent? {
    guard let shown, shown.item == item else { return nil }
    if shown.isLive, shown.isHeld || !shown.clip.isPlaying { return nil }  // the still
    return .picture(shown.texture, originalSize: shown.clip.facts.shownSize)
  }

  /// Where the clip on screen is at `now`, as a fraction of its length (0...1); nil without one.
  func progress(of item: CarouselItem, at now: Double) -> Double? {
    guard let shown, shown.item == item, !shown.isLive, shown.clip.facts.duration > 0 else {
      return nil
    }
    if shown.clip.isEnded { return 1 }
    return min(1, shown.clip.position(at: now) / shown.clip.facts.duration)
  }

  /// Whether the clip `item` (not a picture's) is opening, or playing short of its end and of
  /// `limit` s, at `now`: a slideshow's slide waits for it.
  func playsOn(_ item: CarouselItem?, upTo limit: Double, at now: Double) -> Bool {
    guard let item, item.kind == .clip else { return false }
    if let opening, opening.item == item { return true }
    guard let shown, shown.item == item, shown.clip.isPlaying, !shown.clip.isEnded else {
      return false
    }
    return shown.clip.position(at: now) < min(shown.clip.facts.duration, limit)
  }

  /// Whether the user holds a clip paused on `item` (a slideshow waits for it).
  func isHeld(_ item: CarouselItem?) -> Bool {
    guard let item else { return false }
    if let shown, shown.item == item { return shown.isHeld && !shown.isLive }
    if let opening, opening.item == item { return opening.isHeld && item.kind == .clip }
    return false
  }

  /// Pauses the clip `item` at `now`, or plays it (from its start when it ended): a tap, a
  /// click or Space on it.
  /// - Returns: false when `item` is no clip this plays (the key does what it does elsewhere).
  func togglePause(_ item: CarouselItem?, now: Double) -> Bool {
    guard let item, executable != nil else { return false }
    if item.kind == .clip, let opening, opening.item == item {
      opening.isHeld.toggle()
      return true
    }
    guard let shown, shown.item == item else { return false }
    shown.wasPlayed = true
    if shown.clip.isEnded {
      shown.clip.seek(to: 0, at: now)
      shown.isHeld = false
      shown.clip.play(at: now)
    } else if shown.isHeld || !shown.clip.isPlaying {
      shown.isHeld = false
      shown.clip.play(at: now)
    } else {
      shown.isHeld = true
      shown.clip.pause(at: now)
    }
    return true
  }

  /// Ends the clip on screen, if any, and any opening (the display sleeps, the viewer ends).
  func end() {
    speaker.end()
    shown?.clip.close()
    shown = nil
    opening = nil
    spare?.discard()
    sparedFor = nil
  }

  /// Takes the clip opened, if the opening is done: shown from its first frame and played from
  /// `now` (unless the user paused it meanwhile); a failure is said once.
  private func takeOpened(now: Double) -> Bool {
    guard let opening, let outcome = opening.take() else { return false }
    self.opening = nil
    switch outcome {
    case .opened(let clip):
      sayHardwareFallback(clip.facts)
      let first: ClipFrame
      do throws(ClipError) {
        first = try clip.frame(at: now)
      } catch {
        fail(opening.item, error)
        return false
      }
      do throws(SDLError) {
        let texture = try Texture(
          renderer: renderer, argbPixels: first.pixels.pixels, size: first.pixels.size,
          isOpaque: true)
        shown = ShownClip(
          item: opening.item, clip: clip, texture: texture, frameIndex: first.index,
          isHeld: opening.isHeld, restedAt: opening.restedAt ?? now)
        if !opening.isHeld { clip.play(at: now) }
        return true
      } catch {
        clip.close()
        fail(opening.item, "\(opening.item.name): \(error.message)")
      }
    case .failed(let error):
      fail(opening.item, error)
    case .none:
      stills.insert(opening.item)
    }
    return false
  }

  /// Says why hardware that a clip's worker tried did not decode it (software did).
  ///
  /// Once a run, with `--verbose`. A machine without a device says nothing: nothing was tried.
  private func sayHardwareFallback(_ facts: ClipFacts) {
    guard !saidHardwareFallback, !facts.hardwareFallback.isEmpty else { return }
    saidHardwareFallback = true
    reporter.info(
      "hardware decoding failed, software decodes the clips it fails: \(facts.hardwareFallback)"
        .escapingControlCharacters)
  }

  /// Shows the frame due at `now` of the clip on screen: while it plays, or a seek's frame.
  func advance(now: Double) -> Bool {
    guard let shown, shown.clip.isPlaying || shown.clip.isSeeking else { return false }
    do throws(ClipError) {
      // Uploaded from the worker's ring, where the frame is.
      let index = try shown.clip.showFrame(at: now) { try? shown.texture.update(argbBytes: $0) }
      defer { sayTiming(of: shown, at: now) }
      guard index != shown.frameIndex else { return false }
      shown.frameIndex = index
      shown.framesShown += 1
      return true
    } catch {
      // The frame shown stays; the clip is over.
      fail(shown.item, error)
      return false
    }
  }

  /// Never opens `item` again at this revision, and says why once, unless its worker was
  /// stopped from outside.
  private func fail(_ item: CarouselItem, _ error: ClipError) {
    // A worker stopped by the signal that is stopping the viewer too is no failure to say.
    guard !error.isStop else {
      failed.insert(item)
      return
    }
    fail(item, error.description)
  }

  /// Says once that `item` cannot play, and never opens it again at this revision.
  private func fail(_ item: CarouselItem, _ line: String) {
    guard failed.insert(item).inserted else { return }
    reporter.error("cannot play \(line)".escapingControlCharacters)
  }
}
