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

  /// Whether a folder's entry named `name` makes an item.
  ///
  /// Its kind is listed, and it is not the clip of a Live Photo whose still is beside it
  /// (``LivePhotoPair``), which is one item with its still. `hasSibling` says whether the
  /// folder has an entry of a given name.
  package func lists(fileName name: String, hasSibling: (String) -> Bool) -> Bool {
    guard let kind = CarouselItem.Kind(fileName: name), lists(kind) else { return false }
    return kind != .clip || !LivePhotoPair.isPairedClip(name, hasSibling: hasSibling)
  }
}
