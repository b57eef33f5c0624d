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
  /// `order`, or nil when that cannot be known without the whole walk (or when, with
  /// `listing`, the first is a text file or a clip the walk leaves out).
  package static func find(
    in roots: [FilePath], recursive: Bool, listing: ItemListing = ItemListing(),
    order: PictureOrder
  ) -> FilePath? {
    let found = firstPath(in: roots, recursive: recursive, order: order)
    // A text file or a clip found in a folder (not named itself) that the walk leaves out.
    guard let found, !roots.contains(found),
      let kind = CarouselItem.Kind(fileName: found.displayName), !listing.lists(kind)
    else { return found }
    return nil
  }

  private static func firstPath(in roots: [FilePath], recursive: Bool, order: PictureOrder)
    -> FilePath?
  {
    guard !order.isWeighted else { return nil }  // its round is known once every picture is
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
    let least: FilePath?
    if order.shuffleSeed == nil, order.sort == .natural || order.sort == .name {
      least = leastByName(in: root, natural: order.sort == .natural, reversed: order.isReversed)
        .map(root.appending)
    } else {
      least = leastByKey(itemNames(in: root).map(root.appending), order: order)
    }
    guard let least else { return recursive ? .unknown : .nothing }
    // A recursive walk lists a folder named like a picture as a subfolder, not a picture.
    if recursive, isFolder(least) { return .unknown }
    return .picture(least)
  }

  /// The least name in natural or byte order (the greatest when `reversed`): the order of
  /// ``OrderKey/treePrecedes(_:_:natural:)`` for files of one folder, each name read as text
  /// once.
  private static func leastByName(in folder: FilePath, natural: Bool, reversed: Bool)
    -> [UInt8]?
  {
    var best: [UInt8]?
    forEachItemName(in: folder) { name in
      guard let current = best else {
        best = Array(name)
        return
      }
      let isBetter =
        reversed
        ? precedes(current, name, natural: natural) : precedes(name, current, natural: natural)
      if isBetter { best = Array(name) }
    }
    return best
  }

  /// The names in `folder` that make items (as ``FolderWalker`` lists them).
  private static func itemNames(in folder: FilePath) -> [[UInt8]] {
    var names: [[UInt8]] = []
    forEachItemName(in: folder) { names.append(Array($0)) }
    return names
  }

  /// Calls `body` with each name in `folder` that makes an item, read in place from the
  /// directory (nothing is kept but what `body` keeps).
  private static func forEachItemName(
    in folder: FilePath, _ body: (UnsafeBufferPointer<UInt8>) -> Void
  ) {
    guard let directory = folder.withCString({ opendir($0) }) else { return }
    defer { closedir(directory) }
    while let entry = readdir(directory) {
      withUnsafeBytes(of: &entry.pointee.d_name) { raw in
        let bytes = raw.bindMemory(to: UInt8.self)
        let name = UnsafeBufferPointer(rebasing: bytes.prefix { $0 != 0 })
        guard let first = name.first, first != UInt8(ascii: "."),
          CarouselItem.Kind(fileName: String(decoding: name, as: UTF8.self)) != nil
        else { return }  // hidden (and . and ..), or not named like an item
        body(name)
      }
    }
  }

  private static func precedes(
    _ left: some RandomAccessCollection<UInt8>, _ right: some RandomAccessCollection<UInt8>,
    natural: Bool
  ) -> Bool {
    if natural, !left.elementsEqual(right) {
      if NaturalOrder.precedes(bytes: left, right) { return true }
      if NaturalOrder.precedes(bytes: right, left) { return false }
    }
    return left.lexicographicallyPrecedes(right)
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
