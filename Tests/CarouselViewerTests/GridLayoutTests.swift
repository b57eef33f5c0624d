import Geometry
import Testing

@testable import CarouselViewer

/// The overview grid's geometry and scroll alone: cells at the smallest and largest window
/// sizes, rows that wrap both ways, hit tests, and the scroll on explicit times.
@Suite("Grid layout")
struct GridLayoutTests {
  @Test(
    "cells fill the width at every size, four and a half rows high on a landscape screen",
    arguments: [
      (320.0, 240.0, 4, 75.0), (1280.0, 720.0, 7, 171.0), (3840.0, 2160.0, 7, 515.0),
      (720.0, 1280.0, 4, 167.0),
    ])
  func columnsAndCells(width: Double, height: Double, columns: Int, side: Double) {
    let layout = GridLayout(width: width, height: height, count: 100_000)
    #expect(layout.columns == columns, "\(width)×\(height)")
    #expect(layout.cellSide == side, "\(width)×\(height)")
    #expect(layout.scrolls)
    // Every cell lies within the width, with at least a gap at each side.
    let cells = layout.visibleCells(scroll: 0)
    #expect(
      cells.allSatisfy {
        $0.frame.x >= layout.gap && $0.frame.x + $0.frame.width <= width - layout.gap + 1
      })
  }

  @Test("rows wrap both ways: above the first comes the last, partly empty, then the first again")
  func rowsWrap() {
    // 7 a row: 15 rows, 2 in the last.
    let layout = GridLayout(width: 1280, height: 720, count: 100)
    #expect(layout.rows == 15)
    #expect(layout.item(row: 0, column: 0) == 0)
    #expect(layout.item(row: 14, column: 1) == 99)
    #expect(layout.item(row: 14, column: 2) == nil, "the last row's empty places")
    #expect(layout.item(row: -1, column: 1) == 99)
    #expect(layout.item(row: 15, column: 0) == 0)
    #expect(layout.item(row: -15_000_001, column: 1) == 99)
    #expect(layout.item(row: -15_000_001, column: 3) == nil)
    #expect(layout.item(row: 1_000_000 * 15 + 3, column: 6) == 27)
    let top = layout.visibleCells(scroll: -0.5).map(\.item)
    #expect(top.prefix(2) == [98, 99], "half of the last row shows above the first")
    #expect(top.dropFirst(2).prefix(7) == [0, 1, 2, 3, 4, 5, 6])
  }

  @Test("a grid whose rows all fit does not scroll or wrap, and sits in the middle")
  func smallGrid() {
    let layout = GridLayout(width: 1280, height: 720, count: 9)
    #expect(!layout.scrolls)
    #expect(layout.item(row: -1, column: 0) == nil)
    #expect(layout.visibleCells(scroll: 0).map(\.item) == Array(0..<9))
    let first = layout.frame(row: 0, column: 0, scroll: 0)
    let last = layout.frame(row: 1, column: 0, scroll: 0)
    #expect(abs(first.y - (720 - (last.y + last.height))) < 1, "as much room above as below")
    #expect(layout.scroll(showing: 1, from: 0) == 0)
  }

  @Test("the cell under a point; the scroll that shows a row; a row near the view")
  func hitsAndScrolls() throws {
    let layout = GridLayout(width: 1280, height: 720, count: 1000)
    let frame = layout.frame(row: 2, column: 3, scroll: 0)
    let hit = try #require(layout.cell(atX: frame.x + 5, y: frame.y + 5, scroll: 0))
    #expect(hit.item == 2 * 7 + 3)
    #expect(layout.cell(atX: frame.x - layout.gap / 2, y: frame.y + 5, scroll: 0) == nil, "a gap")
    #expect(layout.scroll(showing: 10, from: 0) == 11 - layout.visibleRows)
    #expect(layout.scroll(showing: 1, from: 0) == 0, "in view already")
    #expect(layout.scroll(showing: -3, from: 0) == -3)
    #expect(layout.row(of: 7, near: 0) == 1)
    #expect(layout.row(of: 7, near: 1000) == 1 + 7 * 143, "the same picture's row a few turns on")
  }

  @Test("the scroll springs to a row, follows a drag 1:1, coasts after a fling and stays bounded")
  func scrollOnExplicitTimes() {
    var scroll = GridScroll()
    scroll.scroll(to: 3, at: 0)
    #expect(scroll.isMoving(at: 0.1))
    #expect(abs(scroll.position(at: 5) - 3) < 1e-6)
    #expect(!scroll.isMoving(at: 5))
    scroll.beginDrag(y: 400, time: 5, now: 5)
    scroll.drag(to: 300, time: 5.016, rowHeight: 100)
    #expect(scroll.position(at: 5.016) == 4, "100 points up is one row on")
    scroll.drag(to: 200, time: 5.032, rowHeight: 100)
    scroll.endDrag(rowHeight: 100, scrolls: true, now: 5.032)
    let coast = scroll.position(at: 5.3)
    #expect(coast > 5, "it goes on past where it was let go")
    #expect(scroll.position(at: 60) > coast)
    #expect(!scroll.isMoving(at: 60))
    scroll.jump(to: 1003.5)
    scroll.rebase(rows: 10, at: 0)
    #expect(scroll.position(at: 0) == 3.5, "whole turns of the rows dropped")
    scroll.jump(to: -21.25)
    scroll.rebase(rows: 10, at: 0)
    #expect(scroll.position(at: 0) == 8.75)
  }
}
