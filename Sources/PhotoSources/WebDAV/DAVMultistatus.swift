import PictureFiles
import SystemKit

/// A PROPFIND answer read: the `response` elements of a `multistatus` in the `DAV:` namespace,
/// whatever prefix it is given (or as the default namespace).
///
/// Hostile input is expected (a fuzz target): at most ``maximumResponses`` kept,
/// ``maximumDepth`` elements open at once, each value cut to ``maximumValueBytes``; anything
/// not understood is stepped over.
package struct DAVMultistatus: Sendable {
  /// The namespace of WebDAV's elements.
  static let dav = "DAV:"
  /// Responses kept at most.
  static let maximumResponses = 100_000
  /// Elements open at once at most; deeper ones are read past.
  static let maximumDepth = 32
  /// The longest value kept, in bytes.
  static let maximumValueBytes = 4096

  /// The responses, in the answer's order.
  package private(set) var responses: [DAVResponse] = []
  /// Whether a `multistatus` element was found.
  package private(set) var isMultistatus = false

  /// Reads the answer `bytes`.
  package init(_ bytes: [UInt8]) {
    var reader = XMLReader(bytes[...])
    var scopes: [[String: String]] = []
    var open: [String] = []  // the local names of the open DAV: elements ("" for others)
    var current: DAVResponse?
    var text: [UInt8] = []
    while responses.count < Self.maximumResponses, let token = reader.next() {
      switch token {
      case .start(let name, let attributes, let empty):
        var scope = scopes.last ?? [:]
        for (key, value) in attributes where key == "xmlns" || key.hasPrefix("xmlns:") {
          scope[String(key.dropFirst(6))] = XMLReader.decoded(value)
        }
        let local = Self.davName(name, in: scope) ?? ""
        if local == "multistatus" { isMultistatus = true }
        if local == "response" { current = DAVResponse() }
        if local == "collection", open.last == "resourcetype" { current?.isCollection = true }
        text = []
        if empty {
          if local == "response", let response = current { responses.append(response) }
        } else if open.count < Self.maximumDepth {
          scopes.append(scope)
          open.append(local)
        } else {
          reader.skipElement()
        }
      case .end:
        guard let local = open.popLast() else { continue }
        scopes.removeLast()
        let value = XMLReader.decoded(text[...]).trimmingWhitespace()
        text = []
        if local == "response", let response = current {
          responses.append(response)
          current = nil
        } else if !value.isEmpty {
          Self.set(local, value, parent: open.last, in: &current)
        }
      case .text(let bytes):
        text.append(contentsOf: bytes.prefix(max(Self.maximumValueBytes - text.count, 0)))
      }
    }
  }

  /// Sets the property `local` of `response` to `value` (the element's text).
  private static func set(
    _ local: String, _ value: String, parent: String?, in response: inout DAVResponse?
  ) {
    switch local {
    case "href" where parent == "response": response?.href = value
    case "getetag": response?.etag = value
    case "getlastmodified": response?.lastModified = value
    case "getcontentlength": response?.contentLength = Int(value).flatMap { $0 >= 0 ? $0 : nil }
    default: break
    }
  }

  /// The local name of `name` when it is in the DAV: namespace under `scope`, else nil.
  private static func davName(_ name: String, in scope: [String: String]) -> String? {
    guard let colon = name.firstIndex(of: ":") else {
      return scope[""] == dav ? name : nil
    }
    let prefix = String(name[..<colon])
    return scope[prefix] == dav ? String(name[name.index(after: colon)...]) : nil
  }
}
