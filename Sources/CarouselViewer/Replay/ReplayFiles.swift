import Foundation
import ReplayFormat

/// Carries out a replay's "file" records: changes to files beside the replay file, for
/// live-folder replays.
///
/// The records' paths are relative and never climb out (``ReplayFileChange`` refuses others),
/// so a replay only touches the folder that holds it.
enum ReplayFiles {
  /// Makes `change` in `folder`.
  /// - Returns: nil, or why the change could not be made.
  static func perform(_ change: ReplayFileChange, in folder: String) -> String? {
    let path = folder + "/" + change.path
    do {
      switch change.operation {
      case .add:
        try contents(of: change.source, in: folder).write(to: URL(fileURLWithPath: path))
      case .replace:
        // As rsync and Syncthing do: a hidden file in the same folder, renamed over the name.
        let url = URL(fileURLWithPath: path)
        let hidden = url.deletingLastPathComponent()
          .appendingPathComponent("." + url.lastPathComponent + ".partial")
        try contents(of: change.source, in: folder).write(to: hidden)
        guard rename(hidden.path, path) == 0 else { return "cannot rename over \(change.path)" }
      case .remove:
        // A file, or an empty folder: never a whole tree.
        guard remove(path) == 0 else { return "cannot remove \(change.path)" }
      case .rename:
        guard let destination = change.destination,
          rename(path, folder + "/" + destination) == 0
        else { return "cannot rename \(change.path)" }
      case .mkdir:
        try FileManager.default.createDirectory(
          atPath: path, withIntermediateDirectories: false)
      }
    } catch {
      return "cannot \(change.operation.rawValue) \(change.path): \(error.localizedDescription)"
    }
    return nil
  }

  private static func contents(of source: String?, in folder: String) throws -> Data {
    try Data(contentsOf: URL(fileURLWithPath: folder + "/" + (source ?? "")))
  }
}
