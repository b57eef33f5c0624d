#if canImport(Glibc)
  import Glibc
#endif

/// Reads the process environment.
package enum ProcessEnvironment {
  /// The value of an environment variable, or nil when it is unset or empty.
  static func value(_ name: String) -> String? {
    guard let raw = getenv(name) else { return nil }
    let value = String(cString: raw)
    return value.isEmpty ? nil : value
  }
}
