import CSDL2
import CSDL2OnDemand

/// SDL_image and SDL_ttf, opened on their first use instead of at start (CSDL2OnDemand): the
/// first picture needs neither (docs/architecture.md, "Libraries opened on demand").
///
/// Each library stays open once it opened (a call after a failure tries again: no descriptor
/// left is a passing reason), and is started then: SDL_image's optional codecs (the only place
/// they start), SDL_ttf by ``Font`` each time SDL is started again.
enum OnDemandLibrary {
  /// SDL_image's optional codecs started, once SDL_image is open; thread-safe (a `static` is
  /// made once), so that two decoder threads never start a codec at once.
  private static let imageCodecs: Void = {
    // Only the optional codecs the pipeline hands to SDL_image (its other formats need no
    // start-up).
    let formats = Int32(
      IMG_INIT_PNG.rawValue | IMG_INIT_JPG.rawValue | IMG_INIT_WEBP.rawValue
        | IMG_INIT_TIF.rawValue)
    _ = IMG_Init(formats)
  }()

  /// Opens SDL_image (and starts its codecs) for a call to `function`, or throws why it cannot
  /// be opened.
  static func openImage(for function: String) throws(SDLError) {
    if let error = opening("SDL_image", carousel_sdl_image_load) {
      throw SDLError(function: function, message: error.message)
    }
    _ = imageCodecs
  }

  /// Opens SDL_ttf for a call to `function` and starts it when SDL was started again since, or
  /// throws why it cannot.
  static func openTTF(for function: String) throws(SDLError) {
    if let error = opening("SDL_ttf", carousel_sdl_ttf_load) {
      throw SDLError(function: function, message: error.message)
    }
    if TTF_WasInit() == 0 { try check(TTF_Init(), "TTF_Init") }
  }

  /// Stops SDL_ttf if it was opened (``SDL/quit()``); never opens it.
  ///
  /// SDL_image stays started for the process: after `IMG_Quit` its loaders would start their
  /// codecs again themselves, and two decoder threads could then start one at once.
  static func quitOpened() {
    if carousel_sdl_ttf_opened() != 0, TTF_WasInit() != 0 { TTF_Quit() }
  }

  /// The error of a library that does not open ("SDL_ttf cannot be loaded (the loader's
  /// reason)"), or nil once it is open; `load` is CSDL2OnDemand's `carousel_sdl_NAME_load`.
  static func opening(_ library: String, _ load: (UnsafeMutablePointer<CChar>, Int) -> Int32)
    -> SDLError?
  {
    var reason = [CChar](repeating: 0, count: 256)
    guard load(&reason, reason.count) == 0 else { return nil }
    let text = String(
      decoding: reason.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    return SDLError(function: library, message: "\(library) cannot be loaded (\(text))")
  }
}
