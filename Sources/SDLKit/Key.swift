import CSDL2

/// A key by its meaning in the current layout (an `SDL_Keycode`), not its position.
public struct Key: Hashable, Sendable, CustomStringConvertible {
  public let rawValue: Int32
  public init(rawValue: Int32) { self.rawValue = rawValue }

  /// The key with this name as `SDL_GetKeyFromName` accepts it ("Left", "Page Up", "Q"), or nil.
  public init?(name: String) {
    let code = SDL_GetKeyFromName(name)
    guard code != SDLK_UNKNOWN.rawValue else { return nil }
    self.rawValue = code
  }

  /// SDL's human-readable name of the key.
  public var name: String { String(cString: SDL_GetKeyName(rawValue)) }
  public var description: String { name }

  private init(_ code: SDL_KeyCode) { self.rawValue = Int32(bitPattern: code.rawValue) }

  public static let left = Key(SDLK_LEFT)
  public static let right = Key(SDLK_RIGHT)
  public static let up = Key(SDLK_UP)
  public static let down = Key(SDLK_DOWN)
  public static let pageUp = Key(SDLK_PAGEUP)
  public static let pageDown = Key(SDLK_PAGEDOWN)
  public static let home = Key(SDLK_HOME)
  public static let end = Key(SDLK_END)
  public static let space = Key(SDLK_SPACE)
  public static let escape = Key(SDLK_ESCAPE)
  public static let q = Key(SDLK_q)
  public static let s = Key(SDLK_s)
  public static let f = Key(SDLK_f)
  public static let f11 = Key(SDLK_F11)
  public static let f1 = Key(SDLK_F1)
  public static let i = Key(SDLK_i)
  /// The `/` key; Shift+/ is `?` on US and UK layouts.
  public static let slash = Key(SDLK_SLASH)
  /// `?` on layouts where it has a key of its own.
  public static let question = Key(SDLK_QUESTION)
  /// Zoom keys: + and = (the same key unshifted on most layouts), −, 0, and the keypad's.
  public static let plus = Key(SDLK_PLUS)
  public static let equals = Key(SDLK_EQUALS)
  public static let minus = Key(SDLK_MINUS)
  public static let zero = Key(SDLK_0)
  public static let keypadPlus = Key(SDLK_KP_PLUS)
  public static let keypadMinus = Key(SDLK_KP_MINUS)
  public static let keypadZero = Key(SDLK_KP_0)
  /// Media keys, as keyboards and IR receivers send them.
  public static let audioNext = Key(SDLK_AUDIONEXT)
  public static let audioPrevious = Key(SDLK_AUDIOPREV)
  /// Play/Pause (X11's XF86AudioPlay and XF86AudioPause both arrive as this).
  public static let audioPlay = Key(SDLK_AUDIOPLAY)
  /// A remote's or a browser keyboard's Back key.
  public static let back = Key(SDLK_AC_BACK)
  /// The keys feh, nsxiv and imv users page with: h / l, n / p, j / k, Backspace.
  public static let h = Key(SDLK_h)
  public static let l = Key(SDLK_l)
  public static let n = Key(SDLK_n)
  public static let p = Key(SDLK_p)
  public static let j = Key(SDLK_j)
  public static let k = Key(SDLK_k)
  public static let backspace = Key(SDLK_BACKSPACE)
  /// 1:1 and back: Z and 1.
  public static let z = Key(SDLK_z)
  public static let one = Key(SDLK_1)
  /// Turning and flipping: R, H, V.
  public static let r = Key(SDLK_r)
  public static let v = Key(SDLK_v)
  /// The overview grid: G and Enter (either Enter key).
  public static let g = Key(SDLK_g)
  public static let enter = Key(SDLK_RETURN)
  public static let keypadEnter = Key(SDLK_KP_ENTER)
  /// A clip's frame steps: `.` and `,` (mpv's).
  public static let period = Key(SDLK_PERIOD)
  public static let comma = Key(SDLK_COMMA)
  /// A clip's sound off and on: M (mpv's).
  public static let m = Key(SDLK_m)
  /// Trash: Delete.
  public static let delete = Key(SDLK_DELETE)

  /// The modifier keys themselves (either Shift, Ctrl, Alt or GUI), which press no key of
  /// their own.
  public static let modifierKeys: Set<Key> = [
    Key(SDLK_LSHIFT), Key(SDLK_RSHIFT), Key(SDLK_LCTRL), Key(SDLK_RCTRL), Key(SDLK_LALT),
    Key(SDLK_RALT), Key(SDLK_LGUI), Key(SDLK_RGUI),
  ]
}

/// Modifier keys held during a key event (`SDL_Keymod`).
public struct KeyModifiers: OptionSet, Hashable, Sendable {
  public let rawValue: UInt16
  public init(rawValue: UInt16) { self.rawValue = rawValue }

  public static let shift = KeyModifiers(rawValue: UInt16(KMOD_SHIFT.rawValue))
  public static let control = KeyModifiers(rawValue: UInt16(KMOD_CTRL.rawValue))
  public static let alt = KeyModifiers(rawValue: UInt16(KMOD_ALT.rawValue))
  public static let gui = KeyModifiers(rawValue: UInt16(KMOD_GUI.rawValue))

  /// SDL's modifier state `sdl` as every event carries it: a left or right Shift, Ctrl, Alt or
  /// GUI key held is both bits of it (``control`` is Ctrl on either side), and locks are
  /// dropped.
  ///
  /// SDL reports the side (`KMOD_LCTRL` alone for the left Ctrl key), while a replay or a
  /// binding names the modifier (`ctrl`): live events and replayed ones must read alike, or a
  /// test like `modifiers.contains(.control)` holds in a replay and fails live.
  init(sdl: UInt16) {
    var modifiers: KeyModifiers = []
    for modifier in [KeyModifiers.shift, .control, .alt, .gui]
    where sdl & modifier.rawValue != 0 {
      modifiers.insert(modifier)
    }
    self = modifiers
  }
}
