import CSDL2

/// A failed SDL call: the C function that failed and the text of `SDL_GetError` at that moment.
public struct SDLError: Error, Equatable, CustomStringConvertible {
  /// The name of the SDL function that failed, such as `SDL_CreateWindow`.
  public let function: String
  /// SDL's own explanation, read with `SDL_GetError` right after the failure.
  public let message: String

  public init(function: String, message: String) {
    self.function = function
    self.message = message
  }

  /// Captures `SDL_GetError` for a call to `function` that just failed, and clears it.
  static func last(_ function: String) -> SDLError {
    let message = String(cString: SDL_GetError())
    SDL_ClearError()
    return SDLError(function: function, message: message.isEmpty ? "unknown error" : message)
  }

  public var description: String { "\(function): \(message)" }
}

/// Throws the pending SDL error when a C call returned a negative status.
@inline(__always)
func check(_ status: Int32, _ function: String) throws(SDLError) {
  if status < 0 { throw SDLError.last(function) }
}
