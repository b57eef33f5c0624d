@testable import PictureFiles

/// Where a new picture joins a catalog in natural tree order (`--sort natural`, the default),
/// found as the feed finds it: a binary search on order keys.
enum NaturalPlacement {
  static func place(_ path: FilePath, in catalog: Catalog) -> Int {
    let order = PictureOrder(sort: .natural)
    let key = OrderKey(path: path, sequence: 0, order: order)
    var low = 0
    var high = catalog.count
    while low < high {
      let middle = (low + high) / 2
      let other = OrderKey(path: catalog[middle].path, sequence: 0, order: order)
      if order.precedes(other, key) { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
