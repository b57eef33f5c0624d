/// One frame of an animation as a codec hands it over: the whole canvas composited so far
/// (what shows while the frame lasts), 8-bit RGBA, and how long it lasts as the file says.
///
/// The canvas is only valid during the call that receives it.
package struct AnimationFrame {
  /// Bytes R, G, B, A, row by row, `width * 4` a row.
  package let rgba: UnsafeRawBufferPointer
  package let width: Int
  package let height: Int
  /// The delay the file gives, in ms (may be 0).
  package let delayMilliseconds: Int

  package init(rgba: UnsafeRawBufferPointer, width: Int, height: Int, delayMilliseconds: Int) {
    self.rgba = rgba
    self.width = width
    self.height = height
    self.delayMilliseconds = delayMilliseconds
  }
}
