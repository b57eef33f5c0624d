import Foundation
import Testing

@testable import PictureCodecs

/// A codec library opened on demand that does not open costs its files an error page naming
/// the library and the loader's reason (docs/architecture.md, "Codec libraries opened on
/// demand"); HEIC and JPEG XL files decoding through the opened libraries are tested elsewhere.
struct OnDemandLibraryTests {
  @Test("A library that does not open is an error naming it and the loader's reason")
  func unopenedLibraryIsAnError() {
    let failed = CodecError.unloaded("libheif") { buffer, size in
      _ = "libheif.so.1: cannot open shared object file".withCString { strncpy(buffer, $0, size) }
      return 0
    }
    #expect(
      failed?.message == "libheif cannot be loaded (libheif.so.1: cannot open shared object file)")
    #expect(CodecError.unloaded("libjxl") { _, _ in 1 } == nil)
  }
}
