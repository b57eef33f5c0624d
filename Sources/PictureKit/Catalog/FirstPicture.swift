#if canImport(Glibc)
  import Glibc
#endif

/// The picture a carousel over some paths shows first, found before the folder scan, so that
/// its decode can start before the window opens.
///
/// Which picture comes first in an order is known only once every name of its folder is: the
/// first name a directory read returns is not the first in name order. So each folder named is
/// read whole, once (one `getdents` pass: about a millisecond for 10,000 names), and the least
/// picture in the order is taken; nothing is sorted. Where the first picture could be in a
/// subfolder not yet walked (a recursive walk of a folder without pictures of its own, a
/// reversed or shuffled recursive walk, or an order by time or size across subfolders), it
/// answers nil and the carousel starts from the scan as before.
package enum FirstPicture {
  /// The path of the picture that `roots`, expanded as ``FolderWalker`` does, shows first in
  /// `order`, or nil when that cannot be known without the whole walk.
  package static func find(in roots: [FilePath], recursive: Bool, order: PictureOrder)
    -> FilePath?
  {
    if order.sort == .none, order.shuffleSeed == nil {
      // As given: the first path named, or the last one reversed.
      guard let root = order.isReversed ? roots.last : roots.first else { return nil }
      let naturalOrder = PictureOrder(sort: .natural, isReversed: order.isReversed)
      guard case .picture(let path) = first(in: root, recursive: recursive, order: naturalOrder)
      else { return nil }
      return path
    }
    var best: (path: FilePath, key: OrderKey)?
    for root in roots {
      switch first(in: root, recursive: recursive, order: order) {
      case .unknown: return nil
      case .nothing: continue
      case .picture(let candidate):
        let key = OrderKey(path: candidate, sequence: 0, order: order)
        if let current = best, !order.precedes(key, current.key) { continue }
        best = (candidate, key)
      }
    }
    return best?.path
  }

  /// What one path contributes.
  private enum Candidate {
    /// Its first picture.
    case picture(FilePath)
    /// No picture at all (a folder without any).
    case nothing
    /// Its first picture could be in a subfolder not walked.
    case unknown
  }

  /// The first picture of one path: the path itself when it is not a folder, else the least of
  /// the folder's own pictures in `order`.
  private static func first(in root: FilePath, recursive: Bool, order: PictureOrder) -> Candidate {
    guard isFolder(root) else { return .picture(root) }
    if recursive, order.isReversed || order.shuffleSeed != nil || order.needsFileInfo {
      return .unknown  // the first could be anywhere in the tree
    }
    let names = FolderWalker.entries(of: root).filter { name in
      !name.isEmpty && name[0] != UInt8(ascii: ".")
        && CarouselItem.Kind(fileName: String(decoding: name, as: UTF8.self)) != nil
    }
    let least: FilePath?
    if order.shuffleSeed == nil, order.sort == .natural || order.sort == .name {
      least = leastByName(names, natural: order.sort == .natural, reversed: order.isReversed)
        .map(root.appending)
    } else {
      least = leastByKey(names.map(root.appending), order: order)
    }
    guard let least else { return recursive ? .unknown : .nothing }
    // A recursive walk lists a folder named like a picture as a subfolder, not a picture.
    if recursive, isFolder(least) { return .unknown }
    return .picture(least)
  }

  /// The least name in natural or byte order (the greatest when `reversed`): the order of
  /// ``OrderKey/treePrecedes(_:_:natural:)`` for files of one folder, each name read as text
  /// once.
  private static func leastByName(_ names: [[UInt8]], natural: Bool, reversed: Bool) -> [UInt8]? {
    var best: NamedEntry?
    for bytes in names {
      let entry = NamedEntry(
        bytes: bytes, text: natural ? String(decoding: bytes, as: UTF8.self) : "")
      guard let current = best else {
        best = entry
        continue
      }
      let isBetter =
        reversed
        ? current.precedes(entry, natural: natural) : entry.precedes(current, natural: natural)
      if isBetter { best = entry }
    }
    return best?.bytes
  }

  /// A folder entry's name as bytes, and as text for natural order.
  private struct NamedEntry {
    let bytes: [UInt8]
    let text: String

    func precedes(_ other: NamedEntry, natural: Bool) -> Bool {
      if natural, bytes != other.bytes {
        if NaturalOrder.precedes(text, other.text) { return true }
        if NaturalOrder.precedes(other.text, text) { return false }
      }
      return bytes.lexicographicallyPrecedes(other.bytes)
    }
  }

  /// The least path by its full ``OrderKey`` (times, sizes, shuffle ranks).
  private static func leastByKey(_ paths: [FilePath], order: PictureOrder) -> FilePath? {
    var best: (path: FilePath, key: OrderKey)?
    for path in paths {
      let key = OrderKey(path: path, sequence: 0, order: order)
      if let current = best, !order.precedes(key, current.key) { continue }
      best = (path, key)
    }
    return best?.path
  }

  private static func isFolder(_ path: FilePath) -> Bool {
    FileIdentity(path)?.isFolder ?? false
  }
}
