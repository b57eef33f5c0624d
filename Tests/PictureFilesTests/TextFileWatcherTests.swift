import Foundation
import TestSupport
import Testing

@testable import PictureFiles

/// The overlay file followed as it changes: written in place, replaced by a rename, removed and
/// made again, with inotify on its folder (no timer); bounded to its first lines.
@Suite(.serialized) struct TextFileWatcherTests {
  static let limits = TextFileWatcher.Limits(lines: 3, characters: 20, bytes: 4_096)

  @Test("its first lines that are not blank, control characters out, each cut with …")
  func firstLines() {
    let text =
      "\n  12 °C,\tlight rain  \n\n\u{1B}[31mDentist\u{7} at 15:00\nA notice that is far too long\nFourth\n"
    let lines = TextFileWatcher.lines(of: Array(text.utf8), limits: Self.limits)
    #expect(lines == ["12 °C, light rain", "[31mDentist at 15:00", "A notice that is fa…"])
    #expect(
      TextFileWatcher.lines(of: [0xFF, 0xFE, 0x41], limits: Self.limits) == ["\u{FFFD}\u{FFFD}A"])
  }

  @Test("written in place, renamed over, removed, made again: each change is read")
  func followsChanges() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("weather.txt")
    try Data("Sunny\n".utf8).write(to: URL(fileURLWithPath: path))
    let watcher = try TextFileWatcher(path: FilePath(path), limits: Self.limits) {}
    defer { watcher.stop() }
    watcher.sync()
    #expect(watcher.takeLines() == ["Sunny"])
    #expect(watcher.takeLines() == nil, "nothing new")
    // In place, as a shell's > does.
    let handle = try #require(FileHandle(forWritingAtPath: path))
    try handle.truncate(atOffset: 0)
    try handle.write(contentsOf: Data("Rain\nWind 20 km/h\n".utf8))
    try handle.close()
    watcher.sync()
    #expect(watcher.takeLines() == ["Rain", "Wind 20 km/h"])
    // Replaced by a rename, as editors and `mv` do.
    let spare = folder.file(".weather.tmp")
    try Data("Snow\n".utf8).write(to: URL(fileURLWithPath: spare))
    #expect(rename(spare, path) == 0)
    watcher.sync()
    #expect(watcher.takeLines() == ["Snow"])
    // Gone: no lines; back: its lines.
    try FileManager.default.removeItem(atPath: path)
    watcher.sync()
    #expect(watcher.takeLines() == [])
    try Data("Fog\n".utf8).write(to: URL(fileURLWithPath: path))
    watcher.sync()
    #expect(watcher.takeLines() == ["Fog"])
    // Another file in the folder changes nothing.
    try Data("x".utf8).write(to: URL(fileURLWithPath: folder.file("other.txt")))
    watcher.sync()
    #expect(watcher.takeLines() == nil)
  }

  @Test("a file in a folder that is not there cannot be followed, and says why")
  func missingFolder() {
    #expect(throws: TextFileWatcher.Failure.self) {
      try TextFileWatcher(path: FilePath("/nonexistent-carousel-folder/a.txt"), limits: Self.limits)
      {}
    }
  }
}
