/// JSON number text, as trace lines and status answers write numbers.
package enum JSONNumber {
  /// `value` rounded to `decimals` places, printed as Swift prints a Double ("433.3", "1.0").
  package static func format(_ value: Double, decimals: Int = 1) -> String {
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let rounded = (value * scale).rounded() / scale + 0.0  // + 0.0 turns -0.0 into 0.0
    return rounded.description
  }
}
