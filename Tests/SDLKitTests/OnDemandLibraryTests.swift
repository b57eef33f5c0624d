import Testing

@testable import SDLKit

#if canImport(Glibc)
  import Glibc
#endif

/// SDL_image and SDL_ttf are opened on their first use (docs/architecture.md, "Libraries opened
/// on demand"); one that does not open is an error naming it and the loader's reason, which the
/// call that needed it throws (fonts and pictures decoded through the opened libraries are
/// tested elsewhere).
struct OnDemandLibraryTests {
  @Test("A library that does not open is an error naming it and the loader's reason")
  func unopenedLibraryIsAnError() {
    let failed = OnDemandLibrary.opening("SDL_ttf") { buffer, size in
      _ = "libSDL2_ttf-2.0.so.0: cannot open shared object file".withCString {
        strncpy(buffer, $0, size)
      }
      return 0
    }
    #expect(
      failed?.message
        == "SDL_ttf cannot be loaded (libSDL2_ttf-2.0.so.0: cannot open shared object file)")
    #expect(OnDemandLibrary.opening("SDL_image") { _, _ in 1 } == nil)
  }
}
