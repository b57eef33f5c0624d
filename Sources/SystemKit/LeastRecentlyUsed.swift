/// Values by key within a budget of cost, the least recently used evicted first: the one cache
/// policy of the app's caches (textures by item, rendered text, metadata).
///
/// Each entry has a cost (bytes, or 1 to count entries) in the unit of ``budget``. Storing an
/// entry makes it the most recently used and then evicts the least recently used others, never
/// a ``pinned`` one, until the total fits the budget; the entry just stored stays even when it
/// alone is over. Pinned entries may keep the total over the budget while they are pinned.
///
/// A doubly linked list from the oldest entry to the newest, threaded through an array of
/// nodes whose free slots are reused, and a dictionary from key to node: looking up, touching,
/// storing and removing are O(1); eviction is O(1) for each entry evicted and each pinned one
/// passed over.
package struct LeastRecentlyUsed<Key: Hashable, Value> {
  private struct Node {
    var key: Key
    var value: Value
    var cost: Int
    /// The next older and next newer nodes, by slot.
    var older: Int?
    var newer: Int?
  }

  /// The most the entries may cost, in their unit, before the oldest unpinned ones go.
  package var budget: Int
  /// Keys never evicted while in this set; a key not stored yet is pinned once stored.
  package var pinned: Set<Key> = []
  /// What the entries cost now, in the unit of ``budget``.
  package private(set) var totalCost = 0

  private var nodes: [Node?] = []
  private var freeSlots: [Int] = []
  private var slots: [Key: Int] = [:]
  private var oldest: Int?
  private var newest: Int?

  /// An empty cache holding at most `budget` of cost (unpinned).
  package init(budget: Int) {
    self.budget = budget
  }

  /// The entries held.
  package var count: Int { slots.count }

  /// The keys held, the least recently used first.
  package var keysOldestFirst: [Key] {
    var keys: [Key] = []
    var cursor = oldest
    while let slot = cursor, let node = nodes[slot] {
      keys.append(node.key)
      cursor = node.newer
    }
    return keys
  }

  /// The value for `key`, without marking it used.
  package func peek(_ key: Key) -> Value? {
    slots[key].flatMap { nodes[$0]?.value }
  }

  /// The cost of the entry for `key`, if there is one.
  package func cost(of key: Key) -> Int? {
    slots[key].flatMap { nodes[$0]?.cost }
  }

  /// The value for `key`, marking it the most recently used.
  package mutating func value(for key: Key) -> Value? {
    guard let slot = slots[key] else { return nil }
    moveToNewest(slot)
    return nodes[slot]?.value
  }

  /// Marks the entry for `key` the most recently used.
  /// - Returns: whether there is one.
  @discardableResult
  package mutating func touch(_ key: Key) -> Bool {
    value(for: key) != nil
  }

  /// Stores `value` for `key` at `cost` (≥ 0) as the most recently used, replacing any entry
  /// for `key`, then evicts least recently used entries other than this one and not pinned
  /// until the total fits the budget.
  /// - Returns: the keys evicted, the oldest first.
  @discardableResult
  package mutating func insert(_ value: Value, cost: Int, for key: Key) -> [Key] {
    removeValue(for: key)
    let node = Node(key: key, value: value, cost: cost, older: newest, newer: nil)
    let slot: Int
    if let free = freeSlots.popLast() {
      slot = free
      nodes[slot] = node
    } else {
      slot = nodes.count
      nodes.append(node)
    }
    if let newest { nodes[newest]?.newer = slot }
    newest = slot
    if oldest == nil { oldest = slot }
    slots[key] = slot
    totalCost += cost
    return evictToBudget(sparing: key)
  }

  /// Drops the entry for `key`, if any.
  /// - Returns: its value.
  @discardableResult
  package mutating func removeValue(for key: Key) -> Value? {
    guard let slot = slots.removeValue(forKey: key), let node = nodes[slot] else { return nil }
    unlink(slot)
    nodes[slot] = nil
    freeSlots.append(slot)
    totalCost -= node.cost
    return node.value
  }

  /// Evicts least recently used entries that are not pinned until the total fits the budget
  /// (after the budget or the pins changed).
  /// - Returns: the keys evicted, the oldest first.
  @discardableResult
  package mutating func evictToBudget() -> [Key] {
    evictToBudget(sparing: nil)
  }

  // MARK: - The list

  private mutating func evictToBudget(sparing spared: Key?) -> [Key] {
    var evicted: [Key] = []
    var cursor = oldest
    while totalCost > budget, let slot = cursor, let node = nodes[slot] {
      cursor = node.newer
      guard node.key != spared, !pinned.contains(node.key) else { continue }
      removeValue(for: node.key)
      evicted.append(node.key)
    }
    return evicted
  }

  private mutating func moveToNewest(_ slot: Int) {
    guard slot != newest else { return }
    unlink(slot)
    nodes[slot]?.older = newest
    if let newest { nodes[newest]?.newer = slot }
    newest = slot
    if oldest == nil { oldest = slot }
  }

  /// Takes the node at `slot` out of the list, joining its neighbours.
  private mutating func unlink(_ slot: Int) {
    guard let node = nodes[slot] else { return }
    if let older = node.older { nodes[older]?.newer = node.newer } else { oldest = node.newer }
    if let newer = node.newer { nodes[newer]?.older = node.older } else { newest = node.older }
    nodes[slot]?.older = nil
    nodes[slot]?.newer = nil
  }
}
