/// A measurement that could not be made: what went wrong, said on one line.
struct BenchError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
