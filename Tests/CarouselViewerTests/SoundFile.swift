import Foundation

/// What SDL's `disk` audio driver wrote: signed 16-bit little-endian stereo at 48 kHz, the sound
/// played among the silence (zeros) the driver writes while nothing is queued.
///
/// The left side is read with the driver's silence left out (runs of at least 16 zero samples,
/// a third of a millisecond, which no tone holds), so that what was queued reads as one signal.
struct SoundFile {
  /// Seconds of sound in the file, silence left out.
  let seconds: Double
  /// The loudest sample.
  let peak: Int
  /// Times a second the sound crosses zero (twice a tone's frequency).
  let crossingsPerSecond: Double

  init(path: String) throws {
    let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    let left = stride(from: 0, to: bytes.count - 3, by: 4).map {
      Int16(bitPattern: UInt16(bytes[$0]) | UInt16(bytes[$0 + 1]) << 8)
    }
    var sound: [Int16] = []
    var zeros = 0
    for sample in left + [1] {
      if sample == 0 {
        zeros += 1
        continue
      }
      if zeros < 16 { sound.append(contentsOf: repeatElement(0, count: zeros)) }
      zeros = 0
      sound.append(sample)
    }
    sound.removeLast()
    seconds = Double(sound.count) / 48_000
    peak = sound.map { abs(Int($0)) }.max() ?? 0
    let crossings = zip(sound, sound.dropFirst()).filter { ($0 < 0) != ($1 < 0) }.count
    crossingsPerSecond = sound.count > 1 ? Double(crossings) / Double(sound.count - 1) * 48_000 : 0
  }
}
