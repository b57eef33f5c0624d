// The client side of the wlr-output-power-management-unstable-v1 protocol (version 1), which
// wlroots compositors (sway, cage, labwc) offer to turn outputs off and on: the interfaces,
// their requests and the power object's events, written by hand from the protocol's
// documentation in the form wayland-scanner gives them, since Debian 12 ships no wlr-protocols
// XML to generate them from. Only WaylandProbe's WaylandOutputPower uses it.
#ifndef CAROUSEL_CWLROUTPUTPOWER_H
#define CAROUSEL_CWLROUTPUTPOWER_H

#include <stdint.h>
#include <wayland-client.h>

struct zwlr_output_power_manager_v1;
struct zwlr_output_power_v1;

extern const struct wl_interface zwlr_output_power_manager_v1_interface;
extern const struct wl_interface zwlr_output_power_v1_interface;

/// The interfaces' addresses, for binding globals and making objects (Swift takes a C global's
/// address only through a copy, and libwayland keeps the pointer it is given).
static inline const struct wl_interface *carousel_wlr_output_power_manager_interface(void) {
  return &zwlr_output_power_manager_v1_interface;
}
static inline const struct wl_interface *carousel_wl_output_interface(void) {
  return &wl_output_interface;
}

/// The power modes of an output (the protocol's enum `zwlr_output_power_v1.mode`).
enum zwlr_output_power_v1_mode {
  ZWLR_OUTPUT_POWER_V1_MODE_OFF = 0,
  ZWLR_OUTPUT_POWER_V1_MODE_ON = 1,
};

/// The power object's events: the output's mode (sent at once when the object is made, then on
/// each change), and `failed` (the output has no power management, another client controls it,
/// or the output went): the object is then no longer valid and is destroyed.
struct zwlr_output_power_v1_listener {
  void (*mode)(void *data, struct zwlr_output_power_v1 *power, uint32_t mode);
  void (*failed)(void *data, struct zwlr_output_power_v1 *power);
};

/// Request 0 of the manager: a power object for `output`.
static inline struct zwlr_output_power_v1 *zwlr_output_power_manager_v1_get_output_power(
    struct zwlr_output_power_manager_v1 *manager, struct wl_output *output) {
  struct wl_proxy *proxy = (struct wl_proxy *)manager;
  return (struct zwlr_output_power_v1 *)wl_proxy_marshal_flags(
      proxy, 0, &zwlr_output_power_v1_interface, wl_proxy_get_version(proxy), 0, NULL, output);
}

/// Request 1 of the manager, its destructor (the power objects it made stay valid).
static inline void zwlr_output_power_manager_v1_destroy(
    struct zwlr_output_power_manager_v1 *manager) {
  struct wl_proxy *proxy = (struct wl_proxy *)manager;
  wl_proxy_marshal_flags(proxy, 1, NULL, wl_proxy_get_version(proxy), WL_MARSHAL_FLAG_DESTROY);
}

/// Request 0 of the power object: the output's mode, effective at once (a mode the output does
/// not support gets `failed`).
static inline void zwlr_output_power_v1_set_mode(struct zwlr_output_power_v1 *power,
                                                 uint32_t mode) {
  struct wl_proxy *proxy = (struct wl_proxy *)power;
  wl_proxy_marshal_flags(proxy, 0, NULL, wl_proxy_get_version(proxy), 0, mode);
}

/// Request 1 of the power object, its destructor.
static inline void zwlr_output_power_v1_destroy(struct zwlr_output_power_v1 *power) {
  struct wl_proxy *proxy = (struct wl_proxy *)power;
  wl_proxy_marshal_flags(proxy, 1, NULL, wl_proxy_get_version(proxy), WL_MARSHAL_FLAG_DESTROY);
}

/// Listens to the power object's events with `data`; 0 when set, -1 when one was set before.
static inline int zwlr_output_power_v1_add_listener(
    struct zwlr_output_power_v1 *power, const struct zwlr_output_power_v1_listener *listener,
    void *data) {
  return wl_proxy_add_listener((struct wl_proxy *)power, (void (**)(void))listener, data);
}

#endif
