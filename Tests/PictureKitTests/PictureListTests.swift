import Foundation
import TestSupport
import Testing

@testable import PictureKit

@Suite("Picture list")
struct PictureListTests {
  @Test(arguments: [
    ("img2.png", "img10.png", true),
    ("img10.png", "img2.png", false),
    ("a.png", "b.png", true),
    ("a1b2.jpg", "a1b10.jpg", true),
    ("x.png", "x.png", false),
    ("photo.png", "photo1.png", true),
    ("007.png", "7.png", true),
  ])
  func naturalOrder(left: String, right: String, leftFirst: Bool) {
    #expect(PictureList.naturalOrder(left, right) == leftFirst)
  }

  @Test func folderExpandsToItsPicturesSortedByName() throws {
    let folder = try TemporaryFolder()
    for name in ["b10.png", "b2.JPG", ".hidden.png", "notes.txt", "a.webp"] {
      try folder.write(name, bytes: [1])
    }
    let list = PictureList(paths: [folder.path, "/missing/picture.png"])
    #expect(list.items.map(\.name) == ["a.webp", "b2.JPG", "b10.png", "picture.png"])
    #expect(list.items[0].path == folder.path + "/a.webp")
  }
}
