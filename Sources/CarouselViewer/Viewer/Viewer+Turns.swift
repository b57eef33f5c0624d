import Gestures

// MARK: - Turning and flipping the picture shown, for viewing

extension Viewer {
  /// Turns or flips the picture under the centre as `action` says (R, Shift+R, Shift+H,
  /// Shift+V), kept in the frame's state file across restarts; its file is never written.
  ///
  /// The picture is decoded again turned (its old picture shows until then), and a zoom of it
  /// goes: its geometry was the picture's before the turn.
  func turnPicture(_ action: Action) {
    guard let index = pager.currentIndex, index < catalog.count, catalog[index].kind == .picture
    else { return }
    let turn = pictures.turn(ofItem: index)
    let turned =
      switch action {
      case .rotateRight: turn.rotated(clockwise: true)
      case .rotateLeft: turn.rotated(clockwise: false)
      case .flipHorizontal: turn.flipped(horizontally: true)
      default: turn.flipped(horizontally: false)
      }
    pictures.setTurn(turned, ofItem: index)
    if zoom.item == index { zoom.reset() }
    markNeedsRedraw()
  }
}
