#if canImport(Glibc)
  import Glibc
#endif

/// What a picture is sorted by (``PictureOrder``), worked out once when it joins the catalog.
package struct OrderKey: Sendable {
  /// The file.
  let path: FilePath
  /// How many pictures were found before it: the order as given.
  package let sequence: Int
  /// The path's components as bytes, and as text for natural order.
  let components: [[UInt8]]
  let names: [String]
  /// Modification time in nanoseconds since 1970, and size in bytes; 0 when not asked for or
  /// when the file cannot be read (its page will say why).
  let modified: Int64
  let byteCount: Int64
  /// The place in a shuffle: a hash of the seed and the path.
  let shuffleRank: UInt64
  /// The place in a weighted shuffle's round (``ShuffleRound/rank(of:)``), smallest first.
  package let roundRank: Double

  /// The key of the `sequence`-th picture found, at `path`, for `order`; `roundRank` is its
  /// place in the weighted shuffle's round, if the order has one.
  package init(path: FilePath, sequence: Int, order: PictureOrder, roundRank: Double = 0) {
    self.roundRank = roundRank
    self.path = path
    self.sequence = sequence
    components = path.bytes.split(separator: UInt8(ascii: "/")).map(Array.init)
    names = components.map { String(decoding: $0, as: UTF8.self) }
    var modified: Int64 = 0
    var byteCount: Int64 = 0
    if order.needsFileInfo {
      var info = stat()
      if path.withCString({ stat($0, &info) }) == 0 {
        modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
        byteCount = Int64(info.st_size)
      }
    }
    self.modified = modified
    self.byteCount = byteCount
    shuffleRank = order.shuffleSeed.map { Self.rank(path.bytes, seed: $0) } ?? 0
  }

  /// Tree order: component by component; where two paths part, a file (the last component)
  /// comes before a folder, as a folder's own pictures come before its subfolders'.
  static func treePrecedes(_ left: OrderKey, _ right: OrderKey, natural: Bool) -> Bool {
    let a = left.components
    let b = right.components
    for index in 0..<min(a.count, b.count) where a[index] != b[index] {
      let leftIsFile = index == a.count - 1
      let rightIsFile = index == b.count - 1
      if leftIsFile != rightIsFile { return leftIsFile }
      if natural {
        let (x, y) = (left.names[index], right.names[index])
        if NaturalOrder.precedes(x, y) { return true }
        if NaturalOrder.precedes(y, x) { return false }
      }
      return a[index].lexicographicallyPrecedes(b[index])
    }
    if a.count != b.count { return a.count < b.count }
    return left.path.bytes.lexicographicallyPrecedes(right.path.bytes)  // "a//b" and "a/b"
  }

  /// A 64-bit hash of `bytes` under `seed` (FNV-1a, then SplitMix64's finaliser): the same seed
  /// and path always give the same rank, whatever else is in the folder.
  static func rank(_ bytes: [UInt8], seed: UInt64) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ mix(seed)
    for byte in bytes {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    return mix(hash)
  }

  private static func mix(_ value: UInt64) -> UInt64 {
    var z = value &+ 0x9e37_79b9_7f4a_7c15
    z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
    z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
    return z ^ (z >> 31)
  }
}
