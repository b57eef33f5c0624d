import Geometry
import SDLKit
import Testing

@testable import CarouselViewer
@testable import Gestures

/// The overview grid as a part, alone: its zoom between a cell and the page on the virtual
/// clock, the selection the keys move, and a click against a drag, over 100 pictures in a
/// 1280 × 720 view (7 columns, 15 rows).
@Suite("OverviewGrid part")
struct OverviewGridTests {
  static func grid(selecting item: Int = 9) -> OverviewGrid {
    let grid = OverviewGrid()
    grid.layOut(width: 1280, height: 720, count: 100, scale: 1)
    grid.open(selecting: item, at: 0)
    return grid
  }

  static func key(_ key: Key) -> InputEvent { .key(KeyEvent(key: key, isDown: true)) }

  @Test("the picture zooms from the page into its cell, then the grid rests; back out on close")
  func zoomIntoTheCellAndBack() throws {
    let grid = Self.grid()
    let time = GridConstants.transitionTime
    #expect(grid.isOpen)
    #expect(grid.zoom(at: 0)?.item == 9)
    #expect(grid.zoom(at: 0)?.toPage == 1)
    let halfway = try #require(grid.zoom(at: time / 2)?.toPage)
    #expect(halfway > 0 && halfway < 1)
    #expect(grid.isMoving(at: time / 2))
    #expect(!grid.update(now: time + 0.01), "into the grid: it stays open")
    #expect(grid.transition == nil && !grid.isMoving(at: time + 0.01))
    grid.close(into: 12, at: 1)
    #expect(grid.zoom(at: 1)?.item == 12)
    #expect(grid.zoom(at: 1)?.toPage == 0)
    #expect(grid.isOpen)
    #expect(!grid.update(now: 1 + time / 2))
    #expect(grid.update(now: 1 + time + 0.01), "out of the grid: it closes")
    #expect(!grid.isOpen)
  }

  @Test("keys move the selection a cell, a row, to the ends, wrapping; Enter opens it")
  func keysMoveTheSelection() {
    let grid = Self.grid()
    _ = grid.update(now: 1)
    #expect(grid.layout.columns == 7)
    #expect(grid.handle(Self.key(.right), time: 1, now: 1) == .redraw)
    #expect(grid.selected == 10)
    _ = grid.handle(Self.key(.down), time: 1, now: 1)
    #expect(grid.selected == 17)
    _ = grid.handle(Self.key(.up), time: 1, now: 1)
    _ = grid.handle(Self.key(.up), time: 1, now: 1)
    #expect(grid.selected == 3)
    _ = grid.handle(Self.key(.up), time: 1, now: 1)
    #expect(grid.selected == 96, "3 − 7 wraps to the end of the 100")
    _ = grid.handle(Self.key(.home), time: 1, now: 1)
    #expect(grid.selected == 0)
    _ = grid.handle(Self.key(.left), time: 1, now: 1)
    #expect(grid.selected == 99)
    #expect(grid.handle(Self.key(.enter), time: 1, now: 1) == .open(99))
    #expect(grid.handle(Self.key(.f), time: 1, now: 1) == nil, "the key map's: fullscreen")
  }

  @Test("a click opens the cell under it; a press dragged past the slop scrolls and opens none")
  func clickAgainstDrag() throws {
    let grid = Self.grid()
    _ = grid.update(now: 1)
    let cell = try #require(grid.cells(at: 1).first { $0.item == 23 })
    let x = cell.frame.x + cell.frame.width / 2
    let y = cell.frame.y + cell.frame.height / 2
    func button(_ isDown: Bool, y: Double) -> InputEvent {
      .mouseButton(MouseButtonEvent(button: 1, isDown: isDown, x: x, y: y))
    }
    #expect(grid.handle(button(true, y: y), time: 1, now: 1) == .redraw)
    #expect(grid.handle(button(false, y: y), time: 1.05, now: 1.05) == .open(23))
    _ = grid.handle(button(true, y: y), time: 2, now: 2)
    let moved = InputEvent.mouseMotion(MouseMotionEvent(x: x, y: y - 100))
    #expect(grid.handle(moved, time: 2.05, now: 2.05) == .redraw)
    #expect(grid.handle(button(false, y: y - 100), time: 2.1, now: 2.1) == .redraw)
  }
}
