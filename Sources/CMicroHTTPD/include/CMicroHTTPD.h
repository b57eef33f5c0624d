// libmicrohttpd (libmicrohttpd-dev): the HTTP server of the web page and its API. Only the
// files of HTTPSurface's MHD/ folder import this module.
//
// The library is loaded when the server starts (after the first picture is on screen), not at
// every start: libmicrohttpd brings GnuTLS and its seven libraries, about 2 ms of every start
// for a server most runs never open (docs/architecture.md, "Codec libraries opened on
// demand"). Call carousel_http_load() before anything else; the functions this module declares
// forward to the loaded library. libmicrohttpd's variadic functions, which Swift cannot call,
// are reached through the carousel_http_ helpers below.
#ifndef CAROUSEL_CMICROHTTPD_H
#define CAROUSEL_CMICROHTTPD_H

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/socket.h>
#include <sys/types.h>

#include <microhttpd.h>

/// Loads libmicrohttpd (thread-safe; a call after a failure tries again). Returns 1 when it is
/// loaded; otherwise 0, with the loader's reason in `error` (`size` bytes, always terminated).
int carousel_http_load(char *error, size_t size);

/// What the server is made with.
struct carousel_http_settings {
  /// The listening socket, bound and listening already; the daemon takes it over.
  int listen_socket;
  /// Connections served at once; more wait in the socket's backlog.
  unsigned int connection_limit;
  /// Connections from one client address at once; more are closed as they are accepted.
  unsigned int per_address_limit;
  /// Bytes of memory per connection: the request line and headers must fit in it.
  size_t connection_memory;
  /// Seconds a connection may sit idle before it is closed.
  unsigned int idle_timeout;
  /// PEM key and certificate for TLS, both NULL without TLS.
  const char *tls_key;
  const char *tls_certificate;
  MHD_AccessHandlerCallback handler;
  MHD_RequestCompletedCallback completed;
  MHD_NotifyConnectionCallback connection;
  /// Handed to the three callbacks.
  void *context;
};

/// Starts a daemon run from outside (MHD_run on the caller's thread, after waiting on
/// carousel_http_epoll()), with suspend and resume allowed; NULL when libmicrohttpd refuses.
struct MHD_Daemon *carousel_http_start(const struct carousel_http_settings *settings);

/// The daemon's epoll descriptor: readable when MHD_run has work.
int carousel_http_epoll(struct MHD_Daemon *daemon);

/// Milliseconds until MHD_run must run though nothing is ready (a connection's timeout), or -1
/// for no such time.
long long carousel_http_timeout(struct MHD_Daemon *daemon);

/// The connection's socket, or -1.
int carousel_http_socket(struct MHD_Connection *connection);

/// What the connection callback stored for the connection (its socket context), or NULL.
void *carousel_http_socket_context(struct MHD_Connection *connection);

/// The client's address, or NULL.
const struct sockaddr *carousel_http_client(struct MHD_Connection *connection);

/// 1 when the loaded library was built with TLS (GnuTLS), else 0.
int carousel_http_has_tls(void);

#endif
