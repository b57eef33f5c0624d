// libmicrohttpd's functions that HTTPSurface calls, forwarded to the library loaded on demand,
// and helpers for its variadic ones.
#include "CMicroHTTPD.h"

#include <CLazyLibrary.h>

// libmicrohttpd keeps soname 12 across its 0.9.x versions (Debian's libmicrohttpd12).
static struct carousel_lazy_library mhd = CAROUSEL_LAZY_LIBRARY("libmicrohttpd.so.12");

int carousel_http_load(char *error, size_t size) { return carousel_lazy_load(&mhd, error, size); }

CAROUSEL_FORWARD_VOID(mhd, MHD_stop_daemon, (struct MHD_Daemon * daemon), (daemon))
CAROUSEL_FORWARD(mhd, enum MHD_Result, MHD_run, (struct MHD_Daemon * daemon), (daemon))
CAROUSEL_FORWARD(mhd, const char *, MHD_lookup_connection_value,
                 (struct MHD_Connection * connection, enum MHD_ValueKind kind, const char *key),
                 (connection, kind, key))
CAROUSEL_FORWARD(mhd, int, MHD_get_connection_values,
                 (struct MHD_Connection * connection, enum MHD_ValueKind kind,
                  MHD_KeyValueIterator iterator, void *iterator_cls),
                 (connection, kind, iterator, iterator_cls))
CAROUSEL_FORWARD(mhd, struct MHD_Response *, MHD_create_response_from_buffer,
                 (size_t size, void *buffer, enum MHD_ResponseMemoryMode mode),
                 (size, buffer, mode))
CAROUSEL_FORWARD(mhd, struct MHD_Response *, MHD_create_response_from_callback,
                 (uint64_t size, size_t block_size, MHD_ContentReaderCallback reader,
                  void *reader_context, MHD_ContentReaderFreeCallback release),
                 (size, block_size, reader, reader_context, release))
CAROUSEL_FORWARD(mhd, enum MHD_Result, MHD_add_response_header,
                 (struct MHD_Response * response, const char *header, const char *content),
                 (response, header, content))
CAROUSEL_FORWARD(mhd, enum MHD_Result, MHD_queue_response,
                 (struct MHD_Connection * connection, unsigned int status_code,
                  struct MHD_Response *response),
                 (connection, status_code, response))
CAROUSEL_FORWARD_VOID(mhd, MHD_destroy_response, (struct MHD_Response * response), (response))
CAROUSEL_FORWARD_VOID(mhd, MHD_suspend_connection, (struct MHD_Connection * connection),
                      (connection))
CAROUSEL_FORWARD_VOID(mhd, MHD_resume_connection, (struct MHD_Connection * connection),
                      (connection))

// MHD_start_daemon's options, as the variadic list MHD_start_daemon_va reads.
static struct MHD_Daemon *start(unsigned int flags, MHD_AccessHandlerCallback handler,
                                void *context, ...) {
  CAROUSEL_LAZY_FUNCTION(mhd, MHD_start_daemon_va)
  va_list options;
  va_start(options, context);
  struct MHD_Daemon *daemon = lazy_function(flags, 0, NULL, NULL, handler, context, options);
  va_end(options);
  return daemon;
}

struct MHD_Daemon *carousel_http_start(const struct carousel_http_settings *settings) {
  int tls = settings->tls_key != NULL && settings->tls_certificate != NULL;
  struct MHD_OptionItem options[] = {
      {MHD_OPTION_LISTEN_SOCKET, settings->listen_socket, NULL},
      {MHD_OPTION_CONNECTION_LIMIT, (intptr_t)settings->connection_limit, NULL},
      {MHD_OPTION_PER_IP_CONNECTION_LIMIT, (intptr_t)settings->per_address_limit, NULL},
      {MHD_OPTION_CONNECTION_MEMORY_LIMIT, (intptr_t)settings->connection_memory, NULL},
      {MHD_OPTION_CONNECTION_TIMEOUT, (intptr_t)settings->idle_timeout, NULL},
      {MHD_OPTION_NOTIFY_COMPLETED, (intptr_t)settings->completed, settings->context},
      {MHD_OPTION_NOTIFY_CONNECTION, (intptr_t)settings->connection, settings->context},
      {tls ? MHD_OPTION_HTTPS_MEM_KEY : MHD_OPTION_END, 0, (void *)settings->tls_key},
      {tls ? MHD_OPTION_HTTPS_MEM_CERT : MHD_OPTION_END, 0, (void *)settings->tls_certificate},
      {MHD_OPTION_END, 0, NULL},
  };
  unsigned int flags = MHD_USE_EPOLL | MHD_ALLOW_SUSPEND_RESUME | (tls ? MHD_USE_TLS : 0);
  return start(flags, settings->handler, settings->context, MHD_OPTION_ARRAY, options,
               MHD_OPTION_END);
}

int carousel_http_epoll(struct MHD_Daemon *daemon) {
  CAROUSEL_LAZY_FUNCTION(mhd, MHD_get_daemon_info)
  const union MHD_DaemonInfo *info = lazy_function(daemon, MHD_DAEMON_INFO_EPOLL_FD);
  return info ? info->epoll_fd : -1;
}

long long carousel_http_timeout(struct MHD_Daemon *daemon) {
  CAROUSEL_LAZY_FUNCTION(mhd, MHD_get_timeout)
  MHD_UNSIGNED_LONG_LONG milliseconds = 0;
  if (lazy_function(daemon, &milliseconds) != MHD_YES) return -1;
  return milliseconds > (MHD_UNSIGNED_LONG_LONG)INT32_MAX ? INT32_MAX : (long long)milliseconds;
}

int carousel_http_socket(struct MHD_Connection *connection) {
  CAROUSEL_LAZY_FUNCTION(mhd, MHD_get_connection_info)
  const union MHD_ConnectionInfo *info =
      lazy_function(connection, MHD_CONNECTION_INFO_CONNECTION_FD);
  return info ? info->connect_fd : -1;
}

void *carousel_http_socket_context(struct MHD_Connection *connection) {
  CAROUSEL_LAZY_FUNCTION(mhd, MHD_get_connection_info)
  const union MHD_ConnectionInfo *info =
      lazy_function(connection, MHD_CONNECTION_INFO_SOCKET_CONTEXT);
  return info ? info->socket_context : NULL;
}

const struct sockaddr *carousel_http_client(struct MHD_Connection *connection) {
  CAROUSEL_LAZY_FUNCTION(mhd, MHD_get_connection_info)
  const union MHD_ConnectionInfo *info =
      lazy_function(connection, MHD_CONNECTION_INFO_CLIENT_ADDRESS);
  return info ? info->client_addr : NULL;
}

int carousel_http_has_tls(void) {
  CAROUSEL_LAZY_FUNCTION(mhd, MHD_is_feature_supported)
  return lazy_function(MHD_FEATURE_TLS) == MHD_YES;
}
