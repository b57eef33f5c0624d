/// The order of the catalog's items, as the folder scan makes it: where a picture that appears
/// later (a live folder) belongs.
///
/// Items follow the paths given (the roots), in order; inside a folder, its pictures come first,
/// compared by ``namesPrecede`` (natural name order by default), then its subfolders in natural
/// order, each depth first, as ``FolderWalker`` lists them.
///
/// This is the one place a sort order other than names plugs in: a different ``namesPrecede``
/// (by date or size, reversed) places new pictures where that order puts them.
package struct CatalogOrder: Sendable {
  /// The files and folders given, in order.
  package let roots: [FilePath]
  /// Whether the file at the first path comes before the one at the second, both in one folder.
  package var namesPrecede: @Sendable (FilePath, FilePath) -> Bool

  package init(
    roots: [FilePath],
    namesPrecede: @escaping @Sendable (FilePath, FilePath) -> Bool = NaturalOrder.precedes
  ) {
    self.roots = roots
    self.namesPrecede = namesPrecede
  }

  /// Where the picture at `path` goes in `catalog`, which is in this order: the index of the
  /// first item that comes after it (binary search), or the count.
  package func insertionIndex(of path: FilePath, in catalog: Catalog) -> Int {
    var low = 0
    var high = catalog.count
    while low < high {
      let middle = (low + high) / 2
      if precedes(catalog[middle].path, path) {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return low
  }

  /// Whether the item at `left` comes before the one at `right`.
  package func precedes(_ left: FilePath, _ right: FilePath) -> Bool {
    let (leftRoot, leftParts) = place(of: left)
    let (rightRoot, rightParts) = place(of: right)
    if leftRoot != rightRoot { return leftRoot < rightRoot }
    for index in 0..<min(leftParts.count, rightParts.count) {
      let a = leftParts[index]
      let b = rightParts[index]
      let aIsFile = index == leftParts.count - 1
      let bIsFile = index == rightParts.count - 1
      if aIsFile, bIsFile { return a != b && namesPrecede(left, right) }
      if a == b { continue }
      if aIsFile != bIsFile { return aIsFile }  // a folder's pictures before its subfolders
      return NaturalOrder.precedes(FilePath(bytes: Array(a)), FilePath(bytes: Array(b)))
    }
    return leftParts.count < rightParts.count
  }

  /// The index of the root `path` comes from (the roots' count when none), and its components
  /// below that root (none for a root itself).
  private func place(of path: FilePath) -> (root: Int, parts: [ArraySlice<UInt8>]) {
    for (index, root) in roots.enumerated() {
      if root == path { return (index, []) }
      if let parts = path.components(after: root) { return (index, parts) }
    }
    return (roots.count, [])
  }
}
