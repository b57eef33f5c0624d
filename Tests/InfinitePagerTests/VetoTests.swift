import InfinitePager
import ScrollPhysics
import Testing

struct VetoTests {
  enum Direction: String, CaseIterable, Sendable { case next, previous }

  struct VetoCase: CustomTestStringConvertible, Sendable {
    let vetoed: Direction
    let command: Command
    /// The index after the command, starting on item 5 of 10.
    let expected: Int
    var testDescription: String { "veto \(vetoed.rawValue): \(command.rawValue) → \(expected)" }
  }

  @Test(arguments: [
    VetoCase(vetoed: .next, command: .stepForward, expected: 5),
    VetoCase(vetoed: .next, command: .dragForward, expected: 5),
    VetoCase(vetoed: .next, command: .flickForward, expected: 5),
    VetoCase(vetoed: .next, command: .autoScroll, expected: 5),
    VetoCase(vetoed: .next, command: .stepBack, expected: 4),
    VetoCase(vetoed: .next, command: .dragBack, expected: 4),
    VetoCase(vetoed: .previous, command: .stepBack, expected: 5),
    VetoCase(vetoed: .previous, command: .dragBack, expected: 5),
    VetoCase(vetoed: .previous, command: .previous, expected: 5),
    VetoCase(vetoed: .next, command: .scrollToFirst, expected: 5),
    VetoCase(vetoed: .previous, command: .scrollToFirst, expected: 0),
    VetoCase(vetoed: .previous, command: .stepForward, expected: 6),
    VetoCase(vetoed: .previous, command: .autoScroll, expected: 6),
  ])
  func vetoHoldsOneDirectionOnly(_ c: VetoCase) {
    let h = Harness(count: 10, initialPage: 5)
    h.delegate.allowsNext = c.vetoed != .next
    h.delegate.allowsPrevious = c.vetoed != .previous
    c.command.run(on: h)
    #expect(h.pager.currentIndex == c.expected)
    #expect(h.pager.position.offset == 0)
    let blocked = c.vetoed == .next ? "willNext" : "willPrevious"
    #expect(h.delegate.count(blocked) == 0)
  }

  @Test func vetoedDragSpringsBackThroughTheCrossedPage() {
    let h = Harness(count: 10, initialPage: 5)
    h.delegate.allowsNext = false
    h.pager.beginDrag(at: 0)
    h.pager.drag(to: -70, at: 0)
    // The centre crossed into item 6 during the drag …
    #expect(h.pager.currentIndex == 6)
    h.pager.endDrag(velocity: 0, rule: .touch, at: 0)
    h.settle()
    // … and the veto brings it back on release.
    #expect(h.pager.currentIndex == 5)
    #expect(h.delegate.events.contains("didNext 6"))
    #expect(h.delegate.events.last == "settle 5")
  }
}
