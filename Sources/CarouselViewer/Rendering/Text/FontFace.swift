/// A font face to open: a file and the face within it (collections hold several).
package struct FontFace: Hashable, Sendable {
  package let path: String
  package let index: Int

  package init(path: String, index: Int = 0) {
    self.path = path
    self.index = index
  }
}
