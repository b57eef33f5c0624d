import CWaylandClient
import CWlrOutputPower

#if canImport(Glibc)
  import Glibc
#endif

/// Turns a wlroots compositor's outputs off and on (sway, cage, labwc) with the
/// `zwlr_output_power_manager_v1` protocol, on a Wayland connection of its own, opened on first
/// use and kept.
///
/// Each output the compositor announces gets a power object; ``setPower(on:)`` sets every one's
/// mode and waits for the compositor's answer. What arrives while nobody asks (an output
/// plugged in, another client's change) waits in the socket until the next call: nothing polls.
/// The only user of the protocol's glue (CWlrOutputPower). Main thread only.
public final class WaylandOutputPower {
  /// An output and its power object.
  private struct Output {
    let proxy: OpaquePointer
    var power: OpaquePointer?
    /// The mode the compositor last said (`ZWLR_OUTPUT_POWER_V1_MODE_…`), nil before it did.
    var mode: UInt32?
    /// The compositor refused this output's power object (no power management, another client
    /// holds it, or the output went).
    var failed = false
  }

  private let name: String?
  private var display: OpaquePointer?
  private var registry: OpaquePointer?
  private var manager: OpaquePointer?
  /// The outputs by their global's name.
  private var outputs: [UInt32: Output] = [:]
  /// The listeners, alive as long as the objects they listen to.
  private let registryListener: UnsafeMutablePointer<wl_registry_listener>
  private let powerListener: UnsafeMutablePointer<zwlr_output_power_v1_listener>

  /// The switch of the compositor `display` (nil: `$WAYLAND_DISPLAY`, else `wayland-0`);
  /// nothing is opened yet.
  public init(display: String? = nil) {
    name = display
    registryListener = .allocate(capacity: 1)
    registryListener.initialize(
      to: wl_registry_listener(
        global: { data, _, name, interface, version in
          guard let data, let interface else { return }
          WaylandOutputPower.from(data).announced(
            name, interface: String(cString: interface), version: version)
        },
        global_remove: { data, _, name in
          guard let data else { return }
          WaylandOutputPower.from(data).removed(name)
        }))
    powerListener = .allocate(capacity: 1)
    powerListener.initialize(
      to: zwlr_output_power_v1_listener(
        mode: { data, power, mode in
          guard let data, let power else { return }
          WaylandOutputPower.from(data).update(power) { $0.mode = mode }
        },
        failed: { data, power in
          guard let data, let power else { return }
          WaylandOutputPower.from(data).update(power) { $0.failed = true }
        }))
  }

  deinit {
    disconnect()
    registryListener.deallocate()
    powerListener.deallocate()
  }

  /// Whether the compositor answers and offers output power for at least one output.
  public var isCapable: Bool {
    guard roundTrip() else { return false }
    return manager != nil && outputs.values.contains { $0.power != nil && !$0.failed }
  }

  /// The outputs' modes as the compositor last said them: true for on; one per output with a
  /// power object it has not refused.
  public var modes: [Bool] {
    _ = roundTrip()
    return outputs.values.filter { !$0.failed }.compactMap { $0.mode }.map {
      $0 == ZWLR_OUTPUT_POWER_V1_MODE_ON.rawValue
    }
  }

  /// Turns every output on or off.
  /// - Returns: nil when the compositor did it for at least one output, else why not.
  public func setPower(on: Bool) -> String? {
    guard roundTrip() else { return "no Wayland compositor answers" }
    guard manager != nil else {
      return "the compositor offers no zwlr_output_power_manager_v1"
    }
    let mode = on ? ZWLR_OUTPUT_POWER_V1_MODE_ON : ZWLR_OUTPUT_POWER_V1_MODE_OFF
    let usable = outputs.values.filter { !$0.failed }.compactMap(\.power)
    guard !usable.isEmpty else { return "the compositor manages the power of no output" }
    for power in usable { zwlr_output_power_v1_set_mode(power, mode.rawValue) }
    // The compositor answers a mode it cannot set with `failed`, and a mode it set with a
    // `mode` event, both before the round trip's end (wlroots applies the mode at once). One
    // that accepts the request and changes nothing (sway 1.7 on wlroots 0.15's headless and
    // X11 backends, which cannot disable an output) is caught by the mode it reports.
    guard roundTrip() else { return "the compositor stopped answering" }
    let live = outputs.values.filter { !$0.failed && $0.power != nil }
    guard !live.isEmpty else { return "the compositor refused to set the outputs' power" }
    guard live.contains(where: { $0.mode == mode.rawValue }) else {
      return "the compositor left its outputs \(on ? "off" : "on")"
    }
    return nil
  }

  // MARK: - The connection

  /// Connects when not connected, then lets the compositor answer what was sent so far.
  ///
  /// The compositor tells what changed meanwhile (outputs, modes). False when no compositor
  /// answers; the connection is then dropped, to be made again at the next call.
  private func roundTrip() -> Bool {
    if display == nil { connect() }
    guard let display else { return false }
    // Twice: the first brings the globals, the second what binding them brought.
    guard wl_display_roundtrip(display) >= 0, wl_display_roundtrip(display) >= 0 else {
      disconnect()
      return false
    }
    return true
  }

  private func connect() {
    guard let display = wl_display_connect(name) else { return }
    guard let registry = wl_display_get_registry(display) else {
      wl_display_disconnect(display)
      return
    }
    self.display = display
    self.registry = registry
    wl_registry_add_listener(registry, registryListener, Unmanaged.passUnretained(self).toOpaque())
  }

  private func disconnect() {
    for output in outputs.values { release(output) }
    outputs = [:]
    if let manager { zwlr_output_power_manager_v1_destroy(manager) }
    manager = nil
    if let registry { wl_registry_destroy(registry) }
    registry = nil
    if let display { wl_display_disconnect(display) }
    display = nil
  }

  // MARK: - Events

  private static func from(_ data: UnsafeMutableRawPointer) -> WaylandOutputPower {
    Unmanaged<WaylandOutputPower>.fromOpaque(data).takeUnretainedValue()
  }

  /// A global was announced: the manager and the outputs are bound (version 1 of each).
  private func announced(_ global: UInt32, interface: String, version: UInt32) {
    guard let registry else { return }
    switch interface {
    case "zwlr_output_power_manager_v1" where manager == nil:
      manager = OpaquePointer(
        wl_registry_bind(registry, global, carousel_wlr_output_power_manager_interface(), 1))
      for global in outputs.keys { makePower(for: global) }
    case "wl_output":
      guard let proxy = wl_registry_bind(registry, global, carousel_wl_output_interface(), 1)
      else { return }
      outputs[global] = Output(proxy: OpaquePointer(proxy))
      makePower(for: global)
    default: break
    }
  }

  /// An output went: its objects go with it.
  private func removed(_ global: UInt32) {
    guard let output = outputs.removeValue(forKey: global) else { return }
    release(output)
  }

  /// Makes the power object of output `global`, once the manager is bound.
  private func makePower(for global: UInt32) {
    guard let manager, let output = outputs[global], output.power == nil,
      let power = zwlr_output_power_manager_v1_get_output_power(manager, output.proxy)
    else { return }
    zwlr_output_power_v1_add_listener(
      power, powerListener, Unmanaged.passUnretained(self).toOpaque())
    outputs[global]?.power = power
  }

  /// Changes the output whose power object is `power`.
  private func update(_ power: OpaquePointer, _ change: (inout Output) -> Void) {
    guard let global = outputs.first(where: { $0.value.power == power })?.key,
      var output = outputs[global]
    else { return }
    change(&output)
    outputs[global] = output
  }

  private func release(_ output: Output) {
    if let power = output.power { zwlr_output_power_v1_destroy(power) }
    wl_proxy_destroy(output.proxy)
  }
}
