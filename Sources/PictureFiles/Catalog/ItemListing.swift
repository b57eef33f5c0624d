/// Which entries of a folder make items: pictures always; text slides and clips as the options
/// say (`--no-text-slides`, `--videos off`).
package struct ItemListing: Sendable, Equatable {
  /// Whether a folder's `.txt` and `.md` files are text slides.
  package var textSlides: Bool
  /// Whether a folder's clips (``CarouselItem/Kind/clipExtensions``) are items.
  package var clips: Bool

  package init(textSlides: Bool = true, clips: Bool = false) {
    self.textSlides = textSlides
    self.clips = clips
  }

  /// Whether items of `kind` are listed.
  package func lists(_ kind: CarouselItem.Kind) -> Bool {
    switch kind {
    case .picture: true
    case .text: textSlides
    case .clip: clips
    }
  }
}
