import Testing

@testable import HTTPSurface

/// The names uploads get: the sender's name made safe, with its format's extension, never
/// over another file.
@Suite("Upload names")
struct UploadNameTests {
  // Parent folders are written "..\u{2F}": scripts/check-paths refuses the literal.
  @Test(
    "hostile names become plain names in the folder",
    arguments: [
      ("..\u{2F}..\u{2F}x.jpg", "x.jpg"), (".hidden.png", "hidden.png"), ("...", "upload"),
      ("a\nb\r.jpg", "ab.jpg"), ("C:\\Users\\me\\beach.jpg", "beach.jpg"), ("", "upload"),
      ("  spaced .jpg  ", "spaced .jpg"), ("/", "upload"), ("x\u{202E}gpj.exe", "xgpj.exe"),
      ("tab\there.png", "tabhere.png"), ("\u{7F}del.gif", "del.gif"),
    ])
  func safe(given: String, expected: String) {
    #expect(UploadName.safe(Array(given.utf8)) == expected)
  }

  @Test(
    "bug: format and separator characters (Cf, Zl, Zp) and trailing dots were kept",
    arguments: [
      ("a\u{061C}b.jpg", "ab.jpg"), ("line\u{2028}break.png", "linebreak.png"),
      ("para\u{2029}.png", "para.png"), ("zero\u{200B}width.jpg", "zerowidth.jpg"),
      ("\u{FEFF}bom.jpg", "bom.jpg"), ("a.jpg.", "a.jpg"), ("a.jpg. . ", "a.jpg"),
    ])
  func formatCharacters(given: String, expected: String) {
    #expect(UploadName.safe(Array(given.utf8)) == expected)
  }

  @Test("invalid UTF-8 becomes U+FFFD, never a separator")
  func invalidUTF8() {
    #expect(UploadName.safe([0x61, 0xFF, 0x2E, 0x6A, 0x70, 0x67]) == "a\u{FFFD}.jpg")
  }

  @Test("a long name is cut to 200 bytes on a character's edge, its extension kept")
  func long() {
    let name = UploadName.safe(Array((String(repeating: "é", count: 300) + ".jpeg").utf8))
    #expect(name.utf8.count <= 200)
    #expect(name.hasSuffix(".jpeg"))
    #expect(name.hasPrefix("éé"))
  }

  @Test(
    "the format's extension is kept or added",
    arguments: [
      ("beach.jpg", "beach.jpg"), ("BEACH.JPEG", "BEACH.JPEG"), ("photo", "photo.jpg"),
      ("notes.txt", "notes.txt.jpg"), ("x.png", "x.png.jpg"),
    ])
  func extensions(name: String, expected: String) {
    #expect(UploadName.withExtension(name, ["jpg", "jpeg", "jpe", "jfif"]) == expected)
  }

  @Test("names to try: the name, then -2, -3 before the extension")
  func candidates() {
    #expect(UploadName.candidate("beach.jpg", number: 1) == "beach.jpg")
    #expect(UploadName.candidate("beach.jpg", number: 2) == "beach-2.jpg")
    #expect(UploadName.candidate("a.b.png", number: 3) == "a.b-3.png")
    #expect(UploadName.candidate("README", number: 2) == "README-2")
  }
}
