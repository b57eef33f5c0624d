/// An XMP packet read as the XML it is (XMP Specification Part 1, RDF/XML): every simple
/// property with its namespace, whatever prefix the packet gives it, whether it is written as
/// an attribute (with either quote) or as an element, and the first item of an array (`rdf:Alt`,
/// `rdf:Seq`, `rdf:Bag`) as its property's value.
///
/// Not a validating parser: it reads tags, attributes, text, comments, processing instructions
/// and CDATA, resolves `xmlns` declarations, and takes what it understands. Hostile input is
/// expected: at most ``maximumBytes`` are read, ``maximumProperties`` kept, ``maximumDepth``
/// elements open at once, each value cut to ``maximumValueBytes``.
package struct XMPWalker: Sendable {
  /// One property: its namespace URI, its local name and its text, entities decoded.
  package struct Property: Equatable, Sendable {
    package let namespace: String
    package let name: String
    package let value: String
  }

  /// Bytes of a packet read at most (a JPEG holds 64 KiB of it; extended XMP is not read).
  static let maximumBytes = 1_048_576
  /// Properties kept at most.
  static let maximumProperties = 4_096
  /// Elements open at once at most; deeper ones are read past.
  static let maximumDepth = 64
  /// The longest value kept, in bytes before decoding.
  static let maximumValueBytes = 4_096

  /// The namespace of RDF's own elements and attributes.
  static let rdf = "http://www.w3.org/1999/02/22-rdf-syntax-ns#"
  /// The prefixes the specification names, for packets that use them without declaring them.
  static let conventionalPrefixes: [String: String] = [
    "x": "adobe:ns:meta/", "rdf": rdf, "dc": XMPNamespace.dublinCore,
    "xmp": XMPNamespace.basic, "exif": XMPNamespace.exif, "photoshop": XMPNamespace.photoshop,
    "tiff": "http://ns.adobe.com/tiff/1.0/", "exifEX": "http://cipa.jp/exif/1.0/",
    "GCamera": "http://ns.google.com/photos/1.0/camera/",
    "Camera": "http://ns.google.com/photos/1.0/camera/",
    "Container": "http://ns.google.com/photos/1.0/container/",
    "Item": "http://ns.google.com/photos/1.0/container/item/",
  ]

  /// The properties, in the packet's order.
  package private(set) var properties: [Property] = []

  /// Reads the packet `bytes` (the XMP text, or any bytes that hold it).
  package init(_ bytes: ArraySlice<UInt8>) {
    var reader = XMLReader(bytes.prefix(Self.maximumBytes))
    var scopes: [[String: String]] = []
    /// The open elements: their namespace and name, and whether each is a property.
    var open: [(namespace: String, name: String, isProperty: Bool)] = []
    var texts: [Int: [UInt8]] = [:]
    while properties.count < Self.maximumProperties, let token = reader.next() {
      switch token {
      case .start(let name, let attributes, let empty):
        var scope = scopes.last ?? [:]
        for (key, value) in attributes where key == "xmlns" || key.hasPrefix("xmlns:") {
          scope[String(key.dropFirst(6))] = XMLReader.decoded(value)
        }
        let (namespace, local) = Self.resolve(name, in: scope)
        for (key, value) in attributes where key != "xmlns" && !key.hasPrefix("xmlns:") {
          let (space, attribute) = Self.resolve(key, in: scope)
          if Self.isProperty(space), key.contains(":") {
            add(space, attribute, XMLReader.decoded(value))
          }
        }
        if !empty, open.count < Self.maximumDepth {
          scopes.append(scope)
          open.append((namespace, local, Self.isProperty(namespace)))
        } else if !empty {
          reader.skipElement()
        }
      case .end:
        guard let element = open.popLast() else { continue }
        scopes.removeLast()
        if element.isProperty, let text = texts.removeValue(forKey: open.count) {
          add(element.namespace, element.name, XMLReader.decoded(text[...]))
        }
      case .text(let text):
        // The text belongs to the innermost property open (through rdf:Alt/rdf:li to it).
        guard let depth = open.lastIndex(where: \.isProperty), texts[depth] == nil,
          !text.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 })
        else { continue }
        texts[depth] = Array(text.prefix(Self.maximumValueBytes))
      }
    }
  }

  /// Reads the packet in `bytes`.
  package init(_ bytes: [UInt8]) { self.init(bytes[...]) }

  /// The first value of the property `name` in `namespace`, or nil.
  package func value(_ namespace: String, _ name: String) -> String? {
    properties.first { $0.namespace == namespace && $0.name == name }?.value
  }

  private mutating func add(_ namespace: String, _ name: String, _ value: String) {
    let words = value.split(whereSeparator: \.isWhitespace)
    guard !words.isEmpty, properties.count < Self.maximumProperties else { return }
    properties.append(
      Property(namespace: namespace, name: name, value: words.joined(separator: " ")))
  }

  /// Whether an element or attribute in `namespace` is a property (not RDF's or XML's own, nor
  /// the `x:xmpmeta` wrapper's).
  private static func isProperty(_ namespace: String) -> Bool {
    !namespace.isEmpty && namespace != rdf && namespace != "adobe:ns:meta/"
      && namespace != "http://www.w3.org/XML/1998/namespace"
  }

  /// The namespace and local name of a qualified `name` in `scope`; an undeclared prefix is
  /// looked up among the conventional ones, else is no namespace.
  private static func resolve(_ name: String, in scope: [String: String]) -> (String, String) {
    guard let colon = name.firstIndex(of: ":") else { return (scope[""] ?? "", name) }
    let prefix = String(name[..<colon])
    let local = String(name[name.index(after: colon)...])
    if prefix == "xml" { return ("http://www.w3.org/XML/1998/namespace", local) }
    return (scope[prefix] ?? conventionalPrefixes[prefix] ?? "", local)
  }
}
