import CSDL2

/// The mouse as a whole: capture during drags.
///
/// Main thread only.
public enum Mouse {
  /// Captures the mouse so that a drag keeps reporting motion and the button release outside
  /// the window (`SDL_CaptureMouse`); docs/physics.md §3 captures by hand because SDL's automatic
  /// capture is off (`SDL_HINT_MOUSE_AUTO_CAPTURE` "0", SDL issue #9709).
  ///
  /// Drivers without capture (offscreen, and Wayland where the compositor grabs implicitly
  /// while a button is held) refuse; that is not an error for a drag.
  /// - Returns: whether SDL did what was asked.
  @discardableResult
  public static func setCaptured(_ captured: Bool) -> Bool {
    SDL_CaptureMouse(captured ? SDL_TRUE : SDL_FALSE) == 0
  }

  /// Shows or hides the pointer over Carousel's windows (`SDL_ShowCursor`).
  public static func setCursorVisible(_ visible: Bool) {
    SDL_ShowCursor(visible ? SDL_ENABLE : SDL_DISABLE)
  }
}
