// libcurl (libcurl4-openssl-dev), the HTTP client. Only HTTPTransfer's HTTPClient.swift imports
// this module.
//
// The library is opened on the first request (--webdav, --immich, --calendar), not at every start: it
// brings OpenSSL, nghttp2, libssh2, librtmp, LDAP and Kerberos (docs/architecture.md,
// "Libraries opened on demand"). libcurl's options are set through a variadic function, which Swift
// cannot call, so the whole transfer is made here: Swift sees only the carousel_curl_ calls
// below and none of curl's own types.
#ifndef CAROUSEL_CCURL_H
#define CAROUSEL_CCURL_H

#include <stddef.h>
#include <stdint.h>

/// Opens libcurl and initialises it once (thread-safe; a call after a failure tries again).
/// Returns 1 when it is ready; otherwise 0, with the reason in `error` (`size` bytes, always
/// terminated).
int carousel_curl_load(char *error, size_t size);

/// One request: what is asked, of whom, and its bounds.
struct carousel_curl_request {
  /// The absolute http:// or https:// URL.
  const char *url;
  /// "GET", "PROPFIND", ...
  const char *method;
  /// Header lines ("Depth: 1"), `header_count` of them.
  const char *const *headers;
  size_t header_count;
  /// The request's body (NULL for none), `body_length` bytes.
  const char *body;
  size_t body_length;
  /// HTTP Basic credentials; NULL for none. Never sent to another host a redirect names.
  const char *user;
  const char *password;
  /// A PEM file of the authorities to trust instead of the system's; NULL for the system's.
  const char *cafile;
  /// Milliseconds to connect (TCP and TLS) at most, and for the whole transfer at most.
  long connect_timeout_ms;
  long total_timeout_ms;
  /// A transfer slower than `low_speed_bytes` a second for `low_speed_seconds` ends.
  long low_speed_bytes;
  long low_speed_seconds;
  /// Redirects followed at most (to http or https only).
  long max_redirects;
  /// The body's bytes accepted at most; a larger one ends the transfer (`too_large`).
  int64_t max_bytes;
  /// The body goes to this descriptor; -1 keeps it in memory (`response.body`).
  int output_fd;
};

/// What came back.
struct carousel_curl_response {
  /// The last response's HTTP status (0 when none came).
  long status;
  /// The body in memory (malloc'd, the caller frees it with carousel_curl_free_body), or NULL.
  unsigned char *body;
  /// The body's bytes received (in memory or written to `output_fd`).
  int64_t length;
  /// libcurl's result (0: the transfer completed, whatever its status).
  int code;
  /// 1 when the body was larger than `max_bytes`.
  int too_large;
  /// 1 when carousel_curl_cancel ended it.
  int cancelled;
  /// 1 when writing to `output_fd` failed (errno in `write_errno`).
  int write_failed;
  int write_errno;
  /// libcurl's words for `code`, or empty.
  char error[256];
};

/// A client: one transfer at a time, which another thread may cancel.
struct carousel_curl_client;

/// A new client, or NULL (no memory, or carousel_curl_load not called successfully).
struct carousel_curl_client *carousel_curl_client_new(void);

/// Frees the client; no transfer may be running.
void carousel_curl_client_free(struct carousel_curl_client *client);

/// Makes `request` and fills `response` (zeroed first); blocks until it ends. Returns libcurl's
/// result (0 on a completed transfer, whatever its status).
int carousel_curl_perform(struct carousel_curl_client *client,
                          const struct carousel_curl_request *request,
                          struct carousel_curl_response *response);

/// Ends the transfer running on `client` at once, and every later one (from any thread).
void carousel_curl_cancel(struct carousel_curl_client *client);

/// Frees a response's body.
void carousel_curl_free_body(struct carousel_curl_response *response);

#endif
