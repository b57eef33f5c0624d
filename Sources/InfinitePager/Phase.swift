/// What the pager is doing.
enum Phase {
  /// At rest on a whole slot.
  case idle
  /// Following the pointer.
  case dragging(DragState)
  /// Running a snap, step or slideshow transition.
  case animating(Motion)
}
