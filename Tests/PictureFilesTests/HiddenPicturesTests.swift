import Testing

@testable import PictureFiles

/// Hidden pictures are kept by absolute path (issue 35: by the path as given, so that
/// `./IMG_0001.JPG` hidden in one folder was hidden in every folder run from).
struct HiddenPicturesTests {
  @Test("a relative path is hidden from the root; a file of the same name elsewhere is not")
  func absolutePaths() {
    let here = FilePath("IMG_0001.JPG")
    var hidden = HiddenPictures([here])
    #expect(hidden.paths == [here.absolute])
    #expect(hidden.paths.allSatisfy { $0.isAbsolute })
    #expect(hidden.contains(here), "as given")
    #expect(hidden.contains(FilePath("./IMG_0001.JPG")), "spelled with ./")
    #expect(hidden.contains(here.absolute), "from the root")
    #expect(!hidden.contains(FilePath("/elsewhere/IMG_0001.JPG")))
    let again = hidden.insert(FilePath("./IMG_0001.JPG"))
    #expect(!again, "hidden already")
    let other = hidden.insert(FilePath("/elsewhere/IMG_0001.JPG"))
    #expect(other)
    let shownElsewhere = hidden.remove(named: "/elsewhere/IMG_0001.JPG")
    #expect(shownElsewhere == FilePath("/elsewhere/IMG_0001.JPG"))
    let shownHere = hidden.remove(named: "IMG_0001.JPG")
    #expect(shownHere == here.absolute)
    #expect(hidden.isEmpty)
  }
}
