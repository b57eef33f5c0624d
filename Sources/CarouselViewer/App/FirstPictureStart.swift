import Geometry
import PictureDecoding
import PictureFiles
import SDLKit
import X11Probe

/// The first picture's decode, started before SDL and the window so that the two overlap.
///
/// Made by the app before any thread starts but the decoder processes: it finds the first
/// picture (``FirstPicture``: the file named, or the first of its folder in the order asked
/// for), starts the decode threads with the inbox the viewer will drain, and asks for the
/// picture as soon as the size it is shown at is known: at once for a window of the size asked
/// for or a fullscreen one on X11 (the X server's screen), after SDL has started elsewhere (the
/// display's size). The viewer then starts
/// with that picture alone in its catalog and adopts the decode (the same item and box), while
/// the scan of the rest waits until it is on screen. Main thread only.
final class FirstPictureStart {
  /// Where the decode threads and the folder scan post.
  let inbox: Inbox<AppEvent>
  /// The decode threads, handed to the viewer's store.
  let queue: DecodeQueue
  /// Where a first clip's worker waits for the player once its first frame is shown, handed
  /// to the viewer's player.
  let clipHandoff = ClipHandoff()
  /// The first picture, when it was known before the scan.
  let item: CarouselItem?
  private let timeline: StartupTimeline
  private let lowerWorkers: () -> Void
  /// The decoder, which reads a HEIF or JPEG XL picture's size in its processes.
  private let codecs: any CodecFactsReader
  private(set) var requestedBox: Size?
  /// The X server's connection that told the screen's size, kept until the first picture is on
  /// screen, when it tells whether a window manager runs.
  private var x11Probe: X11Probe?

  /// Finds the first picture of `roots` and starts the decode threads over `decoder`.
  ///
  /// Until ``firstPictureShown()`` the decode threads run at normal priority, and so do the
  /// decoder's processes until `lowerWorkers` lowers them: the first picture's decode is the
  /// start's critical path, not something to give way to.
  /// - Parameter resume: the picture a kiosk goes on from (``Resumption``), which comes first.
  init(
    roots: [FilePath], options: Options, decoder: any PictureDecoder, stop: StopSignal,
    timeline: StartupTimeline, resume: FilePath? = nil, lowerWorkers: @escaping () -> Void = {}
  ) {
    let inbox = Inbox<AppEvent>(wake: EventQueue.wake)
    self.inbox = inbox
    self.timeline = timeline
    self.lowerWorkers = lowerWorkers
    codecs = decoder
    // A clip's first frame is its picture (``ClipStillDecoder``).
    let decodes = options.showingClipStills(decoder, handoff: clipHandoff)
    queue = DecodeQueue(
      decoder: decodes, workerCount: DecodeQueue.defaultWorkerCount, stop: stop, lowered: false,
      notify: {
        timeline.mark(.firstDecodeFinished)
        inbox.post(.decodeFinished)
      })
    let first =
      resume
      ?? Self.order(options).flatMap { order in
        FirstPicture.find(
          in: roots, recursive: options.isRecursive, listing: options.listing, order: order)
      }
    item = first.map { CarouselItem(file: $0, clips: options.listing.clips) }
    if item != nil { timeline.mark(.firstPictureFound) }
    if !options.isFullscreen {
      request(box: options.windowSize)
    } else if let probe = Self.probeBeforeSDL(options) {
      x11Probe = probe
      request(box: Size(width: probe.screenSize.width, height: probe.screenSize.height))
    }
  }

  /// Whether a window manager runs on the X server the probe asked, true when unknown (no
  /// probe): on a bare X server, a fullscreen request waits for an answer that never comes.
  var windowManagerRuns: Bool { x11Probe?.hasWindowManager ?? true }

  /// The X server's answer about the screen a fullscreen window will cover, if SDL will use X11.
  ///
  /// ``X11Probe`` gives the whole X screen, a guess where monitors stand side by side. Nil
  /// elsewhere: the app asks SDL once it has started.
  private static func probeBeforeSDL(_ options: Options) -> X11Probe? {
    let driver = ProcessEnvironment.value("SDL_VIDEODRIVER")?.lowercased()
    guard ProcessEnvironment.value("WAYLAND_DISPLAY") == nil || driver?.hasPrefix("x11") == true,
      driver == nil || driver?.hasPrefix("x11") == true, (options.display ?? 0) == 0,
      ProcessEnvironment.value("DISPLAY") != nil
    else { return nil }
    return X11Probe()
  }

  /// The catalog the viewer starts with: the first picture alone, or nothing.
  var catalog: Catalog { Catalog(items: item.map { [$0] } ?? []) }

  /// Asks for the first picture decoded to fit `box` (device pixels), once.
  ///
  /// A text slide is read by the store instead. A clip's first frame is its picture, and its
  /// worker is kept for the player, which plays it next.
  ///
  /// A guess that proves wrong (a HiDPI display doubles the drawable) costs a second decode
  /// when the viewer plans its real box; the first one is then dropped.
  func request(box: Size) {
    guard requestedBox == nil, let item, item.kind != .text else { return }
    requestedBox = box
    if item.kind == .clip { clipHandoff.want(item.path, box: box) }
    // Marked before a worker can take it: a worker that ran first once marked its end before
    // this thread marked the start (`--timing` then printed them out of order).
    timeline.mark(.firstDecodeStarted)
    queue.setWanted([DecodeRequest(item: item, box: box)])
  }

  /// The size the first picture's decode will have, from its header and the box asked for, or
  /// nil when either is unknown: what its texture is made at ahead of the pixels.
  var expectedPictureSize: Size? {
    guard let item, item.kind == .picture, let box = requestedBox,
      let upright = PictureShape.read(item.path, codecs: codecs)
    else { return nil }
    return PixelBuffer.fittedSize(upright, in: box)
  }

  /// The first picture is on screen: decoding gives way to drawing and input from now on.
  func firstPictureShown() {
    queue.lowerPriority()
    lowerWorkers()
    x11Probe?.close()
    x11Probe = nil
  }

  /// The order pictures are shown in, or nil when it is not settled before the scan (a
  /// shuffle whose seed is drawn later) or a `--start` picture comes first instead.
  private static func order(_ options: Options) -> PictureOrder? {
    guard options.startPicture == nil else { return nil }
    if options.isShuffled {
      // A weighted shuffle's first picture is known once every picture's weight is.
      guard let seed = options.shuffleSeed, options.shuffleWeight == nil else { return nil }
      return PictureOrder(
        sort: options.sort, isReversed: options.isReversed, shuffleSeed: UInt64(seed))
    }
    return PictureOrder(sort: options.sort, isReversed: options.isReversed)
  }
}
