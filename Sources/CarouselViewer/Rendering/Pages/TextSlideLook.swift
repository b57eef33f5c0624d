/// How text slides are drawn: the colours and the face, resolved from ``TextSlideStyle``.
struct TextSlideLook: Equatable {
  var color = TextSlideStyle.defaultColor
  var background = TextSlideStyle.defaultBackground
  /// Nil when no font could be found: the background still draws.
  var face: FontFace?
}
