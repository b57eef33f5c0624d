import SystemKit
import Testing

/// The least-recently-used container the caches share: tables of operations with the order,
/// cost and evictions they must leave, and random operations against a plain model.
@Suite("Least recently used")
struct LeastRecentlyUsedTests {
  enum Operation: CustomStringConvertible {
    case insert(String, cost: Int)
    case touch(String)
    case peek(String)
    case remove(String)
    case pin(Set<String>)
    case budget(Int)

    var description: String {
      switch self {
      case .insert(let key, let cost): "insert \(key) (\(cost))"
      case .touch(let key): "touch \(key)"
      case .peek(let key): "peek \(key)"
      case .remove(let key): "remove \(key)"
      case .pin(let keys): "pin \(keys.sorted())"
      case .budget(let budget): "budget \(budget)"
      }
    }
  }

  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let budget: Int
    let operations: [Operation]
    /// The keys left, the least recently used first, and their total cost.
    let kept: [String]
    let cost: Int
    /// Every key evicted, in order.
    let evicted: [String]

    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "within the budget nothing goes", budget: 3,
      operations: [.insert("a", cost: 1), .insert("b", cost: 1), .insert("c", cost: 1)],
      kept: ["a", "b", "c"], cost: 3, evicted: []),
    Case(
      name: "over the budget the least recently stored goes first", budget: 3,
      operations: [
        .insert("a", cost: 1), .insert("b", cost: 1), .insert("c", cost: 1),
        .insert("d", cost: 1), .insert("e", cost: 1),
      ],
      kept: ["c", "d", "e"], cost: 3, evicted: ["a", "b"]),
    Case(
      name: "a touch makes an entry the most recently used", budget: 3,
      operations: [
        .insert("a", cost: 1), .insert("b", cost: 1), .insert("c", cost: 1), .touch("a"),
        .insert("d", cost: 1),
      ],
      kept: ["c", "a", "d"], cost: 3, evicted: ["b"]),
    Case(
      name: "a peek does not", budget: 3,
      operations: [
        .insert("a", cost: 1), .insert("b", cost: 1), .insert("c", cost: 1), .peek("a"),
        .insert("d", cost: 1),
      ],
      kept: ["b", "c", "d"], cost: 3, evicted: ["a"]),
    Case(
      name: "costs add up: one large entry evicts several small ones", budget: 10,
      operations: [
        .insert("a", cost: 3), .insert("b", cost: 3), .insert("c", cost: 3),
        .insert("d", cost: 6),
      ],
      kept: ["c", "d"], cost: 9, evicted: ["a", "b"]),
    Case(
      name: "an entry over the budget alone stays, and everything else goes", budget: 5,
      operations: [.insert("a", cost: 2), .insert("b", cost: 2), .insert("c", cost: 8)],
      kept: ["c"], cost: 8, evicted: ["a", "b"]),
    Case(
      name: "pinned entries are never evicted, even past the budget", budget: 2,
      operations: [
        .pin(["a", "b"]), .insert("a", cost: 1), .insert("b", cost: 1), .insert("c", cost: 1),
        .insert("d", cost: 1),
      ],
      kept: ["a", "b", "d"], cost: 3, evicted: ["c"]),
    Case(
      name: "unpinned, they go at the next eviction", budget: 2,
      operations: [
        .pin(["a", "b"]), .insert("a", cost: 1), .insert("b", cost: 1), .insert("c", cost: 1),
        .pin([]), .budget(2),
      ],
      kept: ["b", "c"], cost: 2, evicted: ["a"]),
    Case(
      name: "a lowered budget evicts down to it, pins kept", budget: 10,
      operations: [
        .insert("a", cost: 2), .insert("b", cost: 2), .insert("c", cost: 2), .pin(["a"]),
        .budget(3),
      ],
      kept: ["a"], cost: 2, evicted: ["b", "c"]),
    Case(
      name: "removal frees its cost; removing a key not held does nothing", budget: 3,
      operations: [
        .insert("a", cost: 1), .insert("b", cost: 1), .insert("c", cost: 1), .remove("b"),
        .remove("z"), .insert("d", cost: 1),
      ],
      kept: ["a", "c", "d"], cost: 3, evicted: []),
    Case(
      name: "storing a key again replaces it at its new cost, as the newest", budget: 4,
      operations: [
        .insert("a", cost: 1), .insert("b", cost: 1), .insert("c", cost: 1),
        .insert("a", cost: 3),
      ],
      kept: ["c", "a"], cost: 4, evicted: ["b"]),
  ]

  /// Runs `operations` on a container of `budget`: what it holds after, and what it evicted.
  static func run(_ operations: [Operation], budget: Int) -> (
    cache: LeastRecentlyUsed<String, Int>, evicted: [String]
  ) {
    var cache = LeastRecentlyUsed<String, Int>(budget: budget)
    var evicted: [String] = []
    for (number, operation) in operations.enumerated() {
      switch operation {
      case .insert(let key, let cost): evicted += cache.insert(number, cost: cost, for: key)
      case .touch(let key): cache.touch(key)
      case .peek(let key): _ = cache.peek(key)
      case .remove(let key): cache.removeValue(for: key)
      case .pin(let keys): cache.pinned = keys
      case .budget(let budget):
        cache.budget = budget
        evicted += cache.evictToBudget()
      }
    }
    return (cache, evicted)
  }

  @Test("eviction order, touches, costs, pins and removal", arguments: cases)
  func table(_ test: Case) {
    let (cache, evicted) = Self.run(test.operations, budget: test.budget)
    #expect(cache.keysOldestFirst == test.kept)
    #expect(cache.totalCost == test.cost)
    #expect(cache.count == test.kept.count)
    #expect(evicted == test.evicted)
  }

  @Test("a value read marks it used; peek, cost and value agree")
  func lookups() {
    var cache = LeastRecentlyUsed<String, Int>(budget: 10)
    cache.insert(7, cost: 4, for: "a")
    cache.insert(8, cost: 5, for: "b")
    #expect(cache.peek("a") == 7 && cache.cost(of: "a") == 4)
    #expect(cache.keysOldestFirst == ["a", "b"])
    #expect(cache.value(for: "a") == 7)
    #expect(cache.keysOldestFirst == ["b", "a"])
    #expect(cache.value(for: "z") == nil && !cache.touch("z") && cache.cost(of: "z") == nil)
    #expect(cache.removeValue(for: "a") == 7 && cache.peek("a") == nil)
  }

  /// A seeded generator, so that a failure repeats.
  struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  /// The container against the sort it replaces: after each of 20,000 random operations on 12
  /// keys, the same keys in the same order, at the same cost.
  @Test("random operations match a model that sorts by last use")
  func matchesTheSortingModel() {
    var random = SplitMix(state: 19)
    var cache = LeastRecentlyUsed<Int, Int>(budget: 20)
    var model: [(key: Int, cost: Int, lastUse: Int)] = []
    for clock in 0..<20_000 {
      let key = Int.random(in: 0..<12, using: &random)
      switch Int.random(in: 0..<10, using: &random) {
      case 0..<5:
        let cost = Int.random(in: 0...8, using: &random)
        cache.insert(clock, cost: cost, for: key)
        model.removeAll { $0.key == key }
        model.append((key, cost, clock))
        var total = model.reduce(0) { $0 + $1.cost }
        for entry in model.sorted(by: { $0.lastUse < $1.lastUse }) where total > cache.budget {
          guard entry.key != key, !cache.pinned.contains(entry.key) else { continue }
          model.removeAll { $0.key == entry.key }
          total -= entry.cost
        }
      case 5..<8:
        cache.touch(key)
        if let at = model.firstIndex(where: { $0.key == key }) { model[at].lastUse = clock }
      case 8:
        cache.removeValue(for: key)
        model.removeAll { $0.key == key }
      default:
        cache.pinned = Set((0..<12).filter { _ in Int.random(in: 0..<4, using: &random) == 0 })
      }
      let expected = model.sorted { $0.lastUse < $1.lastUse }
      guard cache.keysOldestFirst == expected.map(\.key),
        cache.totalCost == expected.reduce(0, { $0 + $1.cost })
      else {
        Issue.record("after operation \(clock): \(cache.keysOldestFirst) vs \(expected)")
        return
      }
    }
  }
}
