/// Name order in which runs of digits compare by their value (`img2` before `img10`), then by
/// their text, as file managers sort.
package enum NaturalOrder {
  /// Whether `left` comes before `right`.
  package static func precedes(_ left: String, _ right: String) -> Bool {
    var a = left.unicodeScalars[...]
    var b = right.unicodeScalars[...]
    while let x = a.first, let y = b.first {
      if isDigit(x), isDigit(y),
        let first = Int(String(a.prefix(while: isDigit))),
        let second = Int(String(b.prefix(while: isDigit)))
      {
        if first != second { return first < second }
        a = a.drop(while: isDigit)
        b = b.drop(while: isDigit)
        continue
      }
      if x != y { return x.value < y.value }
      a = a.dropFirst()
      b = b.dropFirst()
    }
    return a.isEmpty && !b.isEmpty || (a.isEmpty == b.isEmpty && left < right)
  }

  /// Whether file `left` comes before file `right`: their names in natural order, and the
  /// whole paths' bytes when the names read the same.
  package static func precedes(_ left: FilePath, _ right: FilePath) -> Bool {
    let a = left.displayName
    let b = right.displayName
    if a == b { return left.bytes.lexicographicallyPrecedes(right.bytes) }
    return precedes(a, b)
  }

  private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
    ("0"..."9").contains(scalar)
  }
}
