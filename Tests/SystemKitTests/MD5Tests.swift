import SystemKit
import Testing

/// MD5 against RFC 1321's test suite (appendix A.5).
@Suite("MD5")
struct MD5Tests {
  @Test(
    "the RFC's test suite",
    arguments: [
      ("", "d41d8cd98f00b204e9800998ecf8427e"),
      ("a", "0cc175b9c0f1b6a831c399e269772661"),
      ("abc", "900150983cd24fb0d6963f7d28e17f72"),
      ("message digest", "f96b697d7cb7938d525a2f31aaf161d0"),
      ("abcdefghijklmnopqrstuvwxyz", "c3fcd3d76192e4007dfb496cca67e13b"),
      (
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789",
        "d174ab98d277d9f5a5611c2c9f419d9f"
      ),
      (String(repeating: "1234567890", count: 8), "57edf4a22be3c955ac49da2e2107b67a"),
    ])
  func rfcSuite(text: String, digest: String) {
    #expect(MD5.hex(Array(text.utf8)) == digest)
  }

  @Test("the thumbnail specification's example: file:///home/jens/photos/me.png")
  func specificationExample() {
    #expect(
      MD5.hex(Array("file:///home/jens/photos/me.png".utf8)) == "c6ee772d9e49320e97ec29a7eb5b1697")
  }
}
