import FoundationEssentials
import PictureFiles

/// Finds the picture `--start` names: a number from 1, a file name, or a path.
enum StartPicture {
  /// The index of the item `wanted` names in `catalog`, or nil.
  static func index(of wanted: String, in catalog: Catalog) -> Int? {
    if let number = Int(wanted) {
      return (1...max(catalog.count, 1)).contains(number) && number <= catalog.count
        ? number - 1 : nil
    }
    let name = FilePath(wanted).displayName
    let named = catalog.items.indices.filter { catalog[$0].name == name }
    guard wanted.contains("/") else { return named.first }
    let target = standardized(wanted)
    return named.first { standardized(catalog[$0].path.description) == target }
  }

  private static func standardized(_ path: String) -> String {
    URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
  }
}
