import Localization

/// Why a path cannot be a picture, found before any decoding is tried.
package enum FileProblem: Equatable, Sendable, Codable, CustomStringConvertible {
  case danglingLink
  case folder
  case notRegularFile
  case empty
  case unreadable

  package var description: String {
    switch self {
    case .danglingLink: localized("broken symbolic link (its target does not exist)")
    case .folder: localized("it is a folder, not a picture")
    case .notRegularFile: localized("not a regular file")
    case .empty: localized("empty file (0 bytes)")
    case .unreadable: localized("permission denied")
    }
  }
}
