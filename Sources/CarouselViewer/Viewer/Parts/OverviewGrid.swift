import Geometry
import Gestures
import SDLKit
import ScrollPhysics

#if canImport(Glibc)
  import Glibc
#endif

/// The overview grid: every picture as a thumbnail in an endless grid, the picture shown
/// highlighted; keys, the wheel, drags and flings move through it, and a tap, a click or Enter
/// opens a picture in the carousel with a zoom from its cell (and back into it when the grid is
/// asked for again).
///
/// It keeps its own layout (``GridLayout``), scroll (``GridScroll``), selection and the zoom
/// between a cell and the page, and routes input itself while it is shown; the viewer opens
/// and closes it and moves the pager. Main thread only, owned by the ``Viewer``; every call
/// takes `now` (s).
final class OverviewGrid {
  /// The zoom between a cell and the page.
  struct Transition {
    /// True from the page into the grid, false from the grid into the page.
    let intoGrid: Bool
    /// The picture that moves.
    let item: Int
    let tween: TweenSimulation
  }

  /// What the grid asks of the viewer after input.
  enum Request: Equatable {
    /// Nothing, but a frame (the grid moved).
    case redraw
    /// Open item `index` in the carousel.
    case open(Int)
  }

  /// Whether the grid is shown (from its opening to the end of the zoom into a picture).
  private(set) var isOpen = false
  private(set) var layout = GridLayout(width: 1, height: 1, count: 0)
  private(set) var scroll = GridScroll()
  /// The highlighted picture.
  private(set) var selected = 0
  private(set) var transition: Transition?
  /// A press on the grid not yet a drag: where and when, and which device's slop applies.
  private var press: (x: Double, y: Double, slop: Double, finger: Int64?)?

  /// Lays the grid out for a view of `width` × `height` points holding `count` pictures, at
  /// `scale` device pixels a point (the tolerances are a device pixel).
  func layOut(width: Double, height: Double, count: Int, scale: Double) {
    let new = GridLayout(width: width, height: height, count: count)
    guard new != layout else { return }
    layout = new
    let pixel = 1 / max(new.rowHeight * scale, 1)
    scroll.tolerance = Tolerance(distance: pixel, velocity: 20 * pixel)
    selected = count == 0 ? 0 : min(selected, count - 1)
    if !layout.scrolls { scroll.jump(to: 0) }
  }

  /// Opens the grid at `now` with `item` selected and in view, zooming it from the page into its
  /// cell.
  func open(selecting item: Int, at now: Double) {
    isOpen = true
    selected = item
    let row = layout.row(of: item, near: scroll.position(at: now))
    scroll.jump(to: centred(row))
    transition = Transition(intoGrid: true, item: item, tween: tween(at: now))
  }

  /// Zooms item `index` from its cell into the page at `now`; the grid closes at its end.
  func close(into index: Int, at now: Double) {
    selected = index
    transition = Transition(intoGrid: false, item: index, tween: tween(at: now))
  }

  /// Ends the zoom once it is over at `now`.
  /// - Returns: whether the grid closed.
  func update(now: Double) -> Bool {
    if !scroll.isMoving(at: now) { scroll.rebase(rows: layout.rows, at: now) }
    guard let transition, transition.tween.isDone(at: now) else { return false }
    self.transition = nil
    guard !transition.intoGrid else { return false }
    isOpen = false
    return true
  }

  /// Whether anything moves at `now` (the scroll or the zoom).
  func isMoving(at now: Double) -> Bool {
    scroll.isMoving(at: now) || transition.map { !$0.tween.isDone(at: now) } ?? false
  }

  /// How far the zoom has gone at `now`, 0 (the cell) to 1 (the page), with the item it moves;
  /// nil when none runs.
  func zoom(at now: Double) -> (item: Int, toPage: Double)? {
    guard let transition else { return nil }
    let done = transition.tween.position(at: now)
    return (transition.item, transition.intoGrid ? 1 - done : done)
  }

  /// The cells shown at `now`.
  func cells(at now: Double) -> [(row: Int, column: Int, item: Int, frame: Rect)] {
    layout.visibleCells(scroll: scroll.position(at: now))
  }

  /// The frame of `item`'s cell nearest the view at `now`.
  func frame(of item: Int, at now: Double) -> Rect {
    let position = scroll.position(at: now)
    return layout.frame(
      row: layout.row(of: item, near: position), column: item % max(layout.columns, 1),
      scroll: position)
  }

  // MARK: - Input

  /// Handles `event` (its time `time`, s) while the grid is shown.
  /// - Returns: what the viewer must do, or nil when the grid does not use the event (a key
  ///   it does not know: the key map has it).
  func handle(_ event: InputEvent, time: Double, now: Double) -> Request? {
    guard transition == nil || transition?.intoGrid == true else { return .redraw }
    switch event {
    case .key(let key): return handle(key, now: now)
    case .wheel(let wheel): return scroll(wheel, now: now)
    case .mouseButton(let button) where button.button == 1 && !button.isFromTouch:
      return button.isDown
        ? pressed(x: button.x, y: button.y, slop: PhysicsConstants.mouseSlop, time: time, now: now)
        : released(x: button.x, y: button.y, finger: nil, now: now)
    case .mouseMotion(let motion) where !motion.isFromTouch:
      return moved(x: motion.x, y: motion.y, finger: nil, time: time)
    case .finger(let finger):
      let point = finger.windowPoint(width: layout.viewport.width, height: layout.viewport.height)
      switch finger.phase {
      case .down:
        guard press == nil, !scroll.isDragging else { return .redraw }
        let request = pressed(
          x: point.x, y: point.y, slop: PhysicsConstants.touchSlop, time: time, now: now)
        press?.finger = finger.fingerID
        return request
      case .motion: return moved(x: point.x, y: point.y, finger: finger.fingerID, time: time)
      case .up: return released(x: point.x, y: point.y, finger: finger.fingerID, now: now)
      }
    case .pinch(let pinch)
    where pinch.phase == .update && pinch.scale >= GridConstants.pinchInScale:
      return .open(
        layout.cell(atX: pinch.x, y: pinch.y, scroll: scroll.position(at: now))?.item ?? selected)
    default:
      return nil
    }
  }

  /// A key: arrows (and h, j, k, l) move the selection, Page Up and Down a screen of rows,
  /// Home and End to the ends; Enter, Space, G, Escape, + and = open the selected picture.
  private func handle(_ key: KeyEvent, now: Double) -> Request? {
    guard key.isDown, layout.count > 0 else { return key.isDown ? nil : .redraw }
    let columns = layout.columns
    let page = max(1, Int(layout.visibleRows.rounded(.down))) * columns
    let move: Int?
    switch key.key {
    case .right, .l: move = 1
    case .left, .h: move = -1
    case .down, .j: move = columns
    case .up, .k: move = -columns
    case .pageDown: move = page
    case .pageUp: move = -page
    case .home: move = -selected
    case .end: move = layout.count - 1 - selected
    case .enter, .keypadEnter, .space, .g, .escape, .plus, .equals, .keypadPlus:
      return key.isRepeat ? .redraw : .open(selected)
    default: return nil
    }
    guard let move else { return nil }
    select(((selected + move) % layout.count + layout.count) % layout.count, at: now)
    return .redraw
  }

  /// Moves the highlight to `item`, scrolling its row into view.
  private func select(_ item: Int, at now: Double) {
    selected = item
    let row = layout.row(of: item, near: scroll.target)
    scroll.scroll(to: layout.scroll(showing: row, from: scroll.target), at: now)
  }

  /// The wheel scrolls a row a notch, a trackpad as its fingers move; Ctrl with the wheel away
  /// from the user opens the picture under the pointer.
  private func scroll(_ wheel: WheelEvent, now: Double) -> Request {
    let y = wheel.preciseY != 0 ? wheel.preciseY : Double(wheel.y)
    if wheel.modifiers.contains(.control) {
      guard y > 0 else { return .redraw }
      let cell = layout.cell(
        atX: wheel.pointerX, y: wheel.pointerY, scroll: scroll.position(at: now))
      return .open(cell?.item ?? selected)
    }
    guard layout.scrolls, y != 0 else { return .redraw }
    // Away from the user scrolls toward the first rows, as a page scrolls.
    if wheel.source == .sdl, WheelGesture.isNotchLike(y) {
      scroll.scroll(to: scroll.target - y * GridConstants.rowsPerNotch, at: now)
    } else {
      let points = y * WheelGesture.pixelsPerUnit(wheel.source)
      scroll.jump(to: scroll.position(at: now) - points / layout.rowHeight)
    }
    return .redraw
  }

  private func pressed(x: Double, y: Double, slop: Double, time: Double, now: Double) -> Request {
    press = (x, y, slop, nil)
    scroll.beginDrag(y: y, time: time, now: now)
    return .redraw
  }

  private func moved(x: Double, y: Double, finger: Int64?, time: Double) -> Request? {
    guard let press, press.finger == finger else { return nil }
    if hypot(x - press.x, y - press.y) >= press.slop {
      self.press?.slop = 0  // a drag now: it follows from here on
      scroll.drag(to: y, time: time, rowHeight: layout.rowHeight)
      return .redraw
    }
    return nil
  }

  private func released(x: Double, y: Double, finger: Int64?, now: Double) -> Request {
    guard let press, press.finger == finger else { return .redraw }
    self.press = nil
    let wasDrag = press.slop == 0
    scroll.endDrag(rowHeight: layout.rowHeight, scrolls: layout.scrolls, now: now)
    guard !wasDrag, let cell = layout.cell(atX: x, y: y, scroll: scroll.position(at: now)) else {
      return .redraw
    }
    return .open(cell.item)
  }

  // MARK: - Helpers

  /// The scroll that puts grid row `row` in the middle of the view (within a grid that scrolls).
  private func centred(_ row: Int) -> Double {
    layout.scrolls ? Double(row) - (layout.visibleRows - 1) / 2 : 0
  }

  private func tween(at now: Double) -> TweenSimulation {
    TweenSimulation(
      from: 0, to: 1, startTime: now, duration: GridConstants.transitionTime, curve: .easeOutCubic)
  }
}
