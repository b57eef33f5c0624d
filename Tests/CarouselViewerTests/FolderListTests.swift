import Control
import PictureFiles
import Testing

@testable import CarouselViewer

/// The folders the status lists, which Home Assistant offers as options (FolderChoice): one per
/// folder, whatever bytes its name is made of.
@Suite("Folder list")
struct FolderListTests {
  /// `/p/` followed by `name`'s bytes, then `/a.png`.
  static func picture(in name: [UInt8]) -> CarouselItem {
    CarouselItem(picture: FilePath(bytes: Array("/p/".utf8) + name + Array("/a.png".utf8)))
  }

  @Test("bug: folders whose names are not valid UTF-8 collapsed into one Home Assistant option")
  func invalidUTF8() {
    let catalog = Catalog(items: [
      Self.picture(in: [0x61, 0xFF]), Self.picture(in: [0x61, 0xFE]),
      Self.picture(in: Array("a\u{FFFD}".utf8)), Self.picture(in: Array("été".utf8)),
    ])
    var list = FolderList()
    let folders = list.folders(of: catalog)
    #expect(folders == ["/p/a\\xFF", "/p/a\\xFE", "/p/a\u{FFFD}", "/p/été"])
  }

  @Test(
    "a path's distinct text: valid UTF-8 as it is; else bad bytes as \\xHH, backslashes doubled",
    arguments: [
      ([0x2F, 0x61], "/a"), (Array("/é".utf8), "/é"), ([0x2F, 0xC3], "/\\xC3"),
      ([0x2F, 0xC3, 0xA9, 0xFF], "/é\\xFF"), ([0x5C, 0x78, 0x46, 0x46], "\\\\xFF"),
      ([0x5C, 0xFF], "\\\\\\xFF"), ([0xED, 0xA0, 0x80], "\\xED\\xA0\\x80"),
    ] as [([UInt8], String)])
  func distinctText(bytes: [UInt8], expected: String) {
    #expect(FilePath(bytes: bytes).distinctText == expected)
  }
}
