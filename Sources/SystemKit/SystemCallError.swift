#if canImport(Glibc)
  import Glibc
#endif

/// A Linux call that failed, and the reason it gave (`errno`).
package struct SystemCallError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The call's name, as its manual page has it (`pipe2`).
  package let call: String
  /// `errno` as the call left it.
  package let code: Int32

  /// The failure of `call`, with the reason `code` (by default `errno` now: make this right
  /// after the call, before anything else can change it).
  package init(_ call: String, code: Int32 = errno) {
    self.call = call
    self.code = code
  }

  /// `call: reason`, the reason in the C library's words (`pipe2: Too many open files`).
  package var description: String {
    "\(call): \(strerror(code).map { String(cString: $0) } ?? "error \(code)")"
  }
}
