import Foundation

/// Photo-like pictures for the benchmark, made from a seed: a sky with a sun over a horizon,
/// land of several octaves of value noise, tree trunks with sharp edges, and sensor grain.
///
/// Compressors and decoders see what they see in photos: smooth gradients, texture at every
/// scale, hard edges, and noise that keeps JPEG and PNG files at camera sizes (a 24-megapixel
/// JPEG at quality 90 is about 10 MB). Flat colours would make both formats unrealistically
/// cheap.
struct PhotoSynth {
  let width: Int
  let height: Int
  let seed: UInt64
  /// How far the grain strays, in levels of 255 (its range); 0: none, a smooth picture.
  var grain = 16
  /// Whether each channel has a grain of its own (a camera's colour noise, which fills a PNG
  /// as a photo saved as PNG is filled) rather than one for all three.
  var colourGrain = false
  /// Whether the picture fades to 25 % opaque towards its corners (a PNG with transparency).
  var fadesOut = false

  /// The pixels, packed `0xAARRGGBB` (opaque unless ``fadesOut``), row by row.
  func pixels() -> [UInt32] {
    var pixels = [UInt32](repeating: 0, count: width * height)
    let octaves = (0..<4).map { ValueNoise(cells: 6 << $0, seed: seed &+ UInt64($0) * 7919) }
    var state = seed | 1
    let horizon = Double(height) * (0.38 + 0.2 * Double(seed % 7) / 7)
    let sun = (x: Double(width) * (0.2 + 0.6 * Double(seed % 5) / 5), y: horizon * 0.45)
    let sunRadius = Double(height) * 0.06
    let trunks: [(x: Double, width: Double)] = (0..<6).map { index in
      let place = 0.08 + 0.16 * Double(index)
      let x: Double = Double(width) * place + Double(seed % 97)
      return (x, 6 + 4 * Double(index % 3))
    }
    pixels.withUnsafeMutableBufferPointer { out in
      for y in 0..<height {
        let v = Double(y) / Double(height)
        for x in 0..<width {
          let u = Double(x) / Double(width)
          var texture = 0.0
          var amplitude = 0.5
          for noise in octaves {
            texture += noise.value(u, v) * amplitude
            amplitude *= 0.5
          }
          var (red, green, blue): (Double, Double, Double)
          let wave = horizon + 18 * sin(u * 9 + Double(seed))
          if Double(y) < wave {
            red = 90 + 80 * v + 20 * texture
            green = 140 + 60 * v + 20 * texture
            blue = 235 - 40 * v + 10 * texture
            let dx = Double(x) - sun.x
            let dy = Double(y) - sun.y
            if dx * dx + dy * dy < sunRadius * sunRadius { (red, green, blue) = (255, 244, 200) }
          } else {
            red = 70 + 110 * texture
            green = 90 + 120 * texture
            blue = 40 + 50 * texture
            if trunks.contains(where: { abs(Double(x) - $0.x) < $0.width }) {
              (red, green, blue) = (60 + 30 * texture, 42 + 20 * texture, 30)
            }
          }
          let noise = nextGrain(&state)
          let (greenNoise, blueNoise) =
            colourGrain ? (nextGrain(&state), nextGrain(&state)) : (noise, noise)
          out[y * width + x] =
            alpha(u, v) << 24 | Self.channel(red + noise) << 16
            | Self.channel(green + greenNoise) << 8 | Self.channel(blue + blueNoise)
        }
      }
    }
    return pixels
  }

  /// The next grain value from the xorshift `state`, centred on 0.
  private func nextGrain(_ state: inout UInt64) -> Double {
    state ^= state << 13
    state ^= state >> 7
    state ^= state << 17
    guard grain > 0 else { return 0 }
    return Double(Int(state % UInt64(grain)) - grain / 2)
  }

  /// The opacity at `u`, `v` in 0...1: 255, or with ``fadesOut`` 255 in the middle down to 64
  /// in the corners.
  private func alpha(_ u: Double, _ v: Double) -> UInt32 {
    guard fadesOut else { return 255 }
    let distance = min(((u - 0.5) * (u - 0.5) + (v - 0.5) * (v - 0.5)) * 2, 1)
    return UInt32(255 - 191 * distance)
  }

  private static func channel(_ value: Double) -> UInt32 {
    UInt32(min(max(value, 0), 255))
  }
}

/// Smooth noise: random values on a grid of `cells` × `cells`, bilinearly interpolated.
private struct ValueNoise {
  let cells: Int
  let values: [Double]

  init(cells: Int, seed: UInt64) {
    self.cells = cells
    var state = seed &* 0x9E37_79B9_7F4A_7C15 | 1
    values = (0..<((cells + 1) * (cells + 1))).map { _ in
      state ^= state << 13
      state ^= state >> 7
      state ^= state << 17
      return Double(state % 1000) / 1000
    }
  }

  /// The noise at `u`, `v` in 0...1, in 0...1.
  func value(_ u: Double, _ v: Double) -> Double {
    let x = u * Double(cells)
    let y = v * Double(cells)
    let column = min(Int(x), cells - 1)
    let row = min(Int(y), cells - 1)
    let fx = x - Double(column)
    let fy = y - Double(row)
    let stride = cells + 1
    let top = values[row * stride + column] * (1 - fx) + values[row * stride + column + 1] * fx
    let bottom =
      values[(row + 1) * stride + column] * (1 - fx) + values[(row + 1) * stride + column + 1] * fx
    return top * (1 - fy) + bottom * fy
  }
}
