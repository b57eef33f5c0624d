#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Integrates the critically damped spring x″ = −2ω·x′ − ω²·x by fourth-order Runge-Kutta.
///
/// x is the displacement from the target; `visit(t, x, v)` runs after every step. Independent of
/// the closed form under test.
func integrateSpring(
  omega: Double, displacement: Double, velocity: Double, step: Double, until end: Double,
  visit: (_ t: Double, _ x: Double, _ v: Double) -> Void
) {
  func acceleration(_ x: Double, _ v: Double) -> Double { -2 * omega * v - omega * omega * x }
  var x = displacement
  var v = velocity
  let steps = Int((end / step).rounded())
  for index in 1...steps {
    let k1x = v
    let k1v = acceleration(x, v)
    let k2x = v + step / 2 * k1v
    let k2v = acceleration(x + step / 2 * k1x, v + step / 2 * k1v)
    let k3x = v + step / 2 * k2v
    let k3v = acceleration(x + step / 2 * k2x, v + step / 2 * k2v)
    let k4x = v + step * k3v
    let k4v = acceleration(x + step * k3x, v + step * k3v)
    x += step / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
    v += step / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
    visit(Double(index) * step, x, v)
  }
}

/// Whole SDL milliseconds as seconds, the way the viewer converts event timestamps.
func sdlSeconds(_ milliseconds: Int) -> Double { Double(milliseconds) / 1000 }
