/// Something the MPRIS surface cannot do; the message says why.
package struct MPRISError: Error, Equatable, Sendable {
  package let message: String

  package init(_ message: String) {
    self.message = message
  }
}
