import Control
import PictureFiles

extension ShownKind {
  /// The kind of item `kind` is shown as.
  init(_ kind: CarouselItem.Kind) {
    switch kind {
    case .picture: self = .picture
    case .clip: self = .clip
    case .text: self = .text
    }
  }
}
