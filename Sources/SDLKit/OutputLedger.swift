import CSDL2
import Geometry
import Synchronization

/// What a software renderer's output holds: the textures copied into it exactly, and the
/// textures parked on it (``Renderer/parkShownTextures(minimumBytes:)``).
///
/// Main thread only, except ``WindowWatch``, which SDL calls on any thread that posts an event.
final class OutputLedger {
  /// A texture whose pixels the output holds at `place` exactly, nothing drawn over them since.
  struct Copy {
    weak var texture: Texture?
    var place: Rect
  }

  /// The exact copies in the output now, oldest first.
  var copies: [Copy] = []
  /// The textures whose own memory was given back: their pixels are only in the output.
  var parked: [Copy] = []
  /// Tells when the window's frame buffer is made again, losing what it held; nil for a
  /// renderer that draws into a surface of its own, which keeps its pixels.
  let watch: WindowWatch?

  init(window: Window?) {
    watch = window.map { WindowWatch(windowID: $0.id) }
  }

  /// Forgets the copies that drawing over `area` spoils (nil: the whole output).
  func spoil(_ area: Rect?) {
    guard let area else { return copies.removeAll() }
    copies.removeAll { copy in
      let overlap = copy.place.intersection(area)
      return copy.texture == nil || (overlap.width > 0 && overlap.height > 0)
    }
  }

  /// Whether the output was made again since the last call (the window changed size): every
  /// copy in it is gone, and the parked textures' pixels with them.
  func takeOutputLoss() -> Bool {
    guard let watch, watch.sawResize.exchange(false, ordering: .acquiringAndReleasing) else {
      return false
    }
    copies.removeAll()
    return true
  }
}

/// An SDL event watch that notes when a window changes size.
///
/// A window that changes size makes SDL's software renderer draw into a new frame buffer. The
/// watch is removed from SDL when released.
final class WindowWatch: Sendable {
  let windowID: UInt32
  /// Set when a size change of the window was posted; taken by ``OutputLedger``.
  let sawResize = Atomic<Bool>(false)

  init(windowID: UInt32) {
    self.windowID = windowID
    SDL_AddEventWatch(Self.callback, Unmanaged.passUnretained(self).toOpaque())
  }

  deinit {
    SDL_DelEventWatch(Self.callback, Unmanaged.passUnretained(self).toOpaque())
  }

  /// Called by SDL for every event posted, on the posting thread; reads only the event and the
  /// watch's constant window id, and stores into the atomic.
  private static let callback: SDL_EventFilter = { userdata, event in
    guard let userdata, let event, event.pointee.type == SDL_WINDOWEVENT.rawValue,
      event.pointee.window.event == UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue)
    else { return 1 }
    let watch = Unmanaged<WindowWatch>.fromOpaque(userdata).takeUnretainedValue()
    if event.pointee.window.windowID == watch.windowID {
      watch.sawResize.store(true, ordering: .releasing)
    }
    return 1
  }
}
