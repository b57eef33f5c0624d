import CWaylandClient

#if canImport(Glibc)
  import Glibc
#endif

/// Asks a Wayland compositor, before SDL starts, whether it offers an input seat.
///
/// SDL 2.26's Wayland driver dereferences the seat while it starts and dies with SIGSEGV in
/// `SDL_Init` under a compositor that has none (a display-only signage screen; weston's headless
/// backend), so the app asks first and picks another driver. This module is the only user of
/// libwayland-client.
public enum WaylandProbe {
  /// What the compositor answered.
  public enum Answer: Equatable, Sendable {
    /// It offers a `wl_seat`: SDL's Wayland driver can start.
    case seat
    /// It answered, without a seat.
    case noSeat
    /// No compositor answered at that name.
    case unreachable
  }

  /// Connects to the compositor `name` (nil: `$WAYLAND_DISPLAY`, else `wayland-0`), reads its
  /// registry in one round trip, and disconnects.
  public static func seat(display name: String? = nil) -> Answer {
    guard let display = wl_display_connect(name) else { return .unreachable }
    defer { wl_display_disconnect(display) }
    guard let registry = wl_display_get_registry(display) else { return .unreachable }
    defer { wl_registry_destroy(registry) }
    var listener = wl_registry_listener(
      global: { data, _, _, interface, _ in
        guard let data, let interface, strcmp(interface, "wl_seat") == 0 else { return }
        data.assumingMemoryBound(to: Bool.self).pointee = true
      },
      global_remove: { _, _, _ in })
    var found = false
    let answered = withUnsafeMutablePointer(to: &found) { flag in
      wl_registry_add_listener(registry, &listener, flag) == 0
        && wl_display_roundtrip(display) >= 0
    }
    guard answered else { return .unreachable }
    return found ? .seat : .noSeat
  }
}
