/// An Apple Live Photo found by its names: a still (HEIC, HEIF or JPEG) and a QuickTime clip
/// beside it with the same base name (`IMG_1234.HEIC` and `IMG_1234.MOV`, or
/// `IMG_1234_HEVC.MOV` as iCloud's exports write it), in either letter case.
///
/// The pair is one item, shown as its still; the clip is not listed on its own. Names first;
/// a pair whose names differ is found by the ``ContentIdentifier`` both halves carry
/// (``pairedByIdentifier(clips:stills:identifier:)``, ``clip(ofStill:identifier:inFolder:)``).
package enum LivePhotoPair {
  /// The extensions of a Live Photo's still, lower-cased.
  static let stillExtensions: Set<String> = ["heic", "heif", "jpg", "jpeg"]
  /// The suffixes (after the still's base name) of its clip's name, in the order tried.
  static let clipSuffixes = [".MOV", ".mov", "_HEVC.MOV", "_HEVC.mov", ".Mov", "_HEVC.Mov"]

  /// The names a still named `name` has its clip under, in the order tried; empty when `name`
  /// is no still's.
  package static func clipNames(ofStill name: String) -> [String] {
    guard let (stem, fileExtension) = split(name), stillExtensions.contains(fileExtension)
    else { return [] }
    return clipSuffixes.map { stem + $0 }
  }

  /// The clip of the still at `path`: the first of ``clipNames(ofStill:)`` that `exists`.
  package static func clip(ofStill path: FilePath, exists: (FilePath) -> Bool) -> FilePath? {
    let folder = path.splitLastComponent().folder
    return clipNames(ofStill: path.displayName).lazy.map { folder.appending(Array($0.utf8)) }
      .first(where: exists)
  }

  /// Whether a clip named `name` is the clip of a still beside it, one of whose names
  /// `hasSibling` says is there: then it is no item of its own.
  package static func isPairedClip(_ name: String, hasSibling: (String) -> Bool) -> Bool {
    still(ofClip: name, hasSibling: hasSibling) != nil
  }

  /// The name of the still beside it (one `hasSibling` says is there) whose clip a clip
  /// named `name` is; nil when it is none's.
  package static func still(ofClip name: String, hasSibling: (String) -> Bool) -> String? {
    guard let (stem, fileExtension) = split(name), fileExtension == "mov" else { return nil }
    var stems = [stem]
    if stem.hasSuffix("_HEVC") { stems.append(String(stem.dropLast(5))) }
    for base in stems {
      for still in ["HEIC", "heic", "JPG", "jpg", "JPEG", "jpeg", "HEIF", "heif"]
      where hasSibling(base + "." + still) {
        return base + "." + still
      }
    }
    return nil
  }

  /// The name's base and its lower-cased extension, or nil without one.
  static func split(_ name: String) -> (String, String)? {
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
    return (String(name[..<dot]), name[name.index(after: dot)...].lowercased())
  }

  /// Whether `name` is a clip that may be a Live Photo's (a QuickTime movie).
  static func isQuickTime(_ name: String) -> Bool {
    split(name)?.1 == "mov"
  }

  /// Whether `name` is a still that may be a Live Photo's.
  static func isStill(_ name: String) -> Bool {
    split(name).map { stillExtensions.contains($0.1) } ?? false
  }

  /// The clips among `clips` that are a Live Photo's clip of one of `stills` by their
  /// ``ContentIdentifier``.
  ///
  /// `clips` are a folder's MOVs that no still pairs by name, `stills` its stills that no clip
  /// pairs by name; `identifier` reads a name's identifier. The stills are read only when a
  /// clip has one.
  package static func pairedByIdentifier(
    clips: [String], stills: [String], identifier: (String) -> String?
  ) -> Set<String> {
    guard !stills.isEmpty else { return [] }
    let clipIdentifiers = clips.compactMap { name in identifier(name).map { (name, $0) } }
    guard !clipIdentifiers.isEmpty else { return [] }
    let stillIdentifiers = Set(stills.compactMap(identifier))
    return Set(clipIdentifiers.filter { stillIdentifiers.contains($0.1) }.map(\.0))
  }

  /// The MOV among `names` (the entries of the still's folder) whose content identifier is
  /// `stillIdentifier`, as `identifier` reads it for a name; nil when none is.
  package static func clip(
    withIdentifier stillIdentifier: String, among names: [String],
    identifier: (String) -> String?
  ) -> String? {
    names.sorted().first { isQuickTime($0) && identifier($0) == stillIdentifier }
  }
}
