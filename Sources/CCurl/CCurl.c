// The transfers of HTTPTransfer's HTTPClient, on libcurl opened on demand: one easy handle a
// transfer, run by a multi handle of the client's own so that carousel_curl_cancel ends a
// wait in the middle (curl_multi_wakeup) instead of after the next second of it.
#include "CCurl.h"

#include <CLazyLibrary.h>

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

// Options are set through the pointers below, so curl's type-checking macros are not wanted.
#define CURL_DISABLE_TYPECHECK 1
#include <curl/curl.h>

// Debian's libcurl4 (the OpenSSL flavour); soname 4 since curl 7.16.
static struct carousel_lazy_library curl = CAROUSEL_LAZY_LIBRARY("libcurl.so.4");

/// libcurl's functions, found once it is open (`api_ready`).
static struct {
  CURLcode (*global_init)(long);
  CURL *(*easy_init)(void);
  CURLcode (*easy_setopt)(CURL *, CURLoption, ...);
  CURLcode (*easy_getinfo)(CURL *, CURLINFO, ...);
  void (*easy_cleanup)(CURL *);
  const char *(*easy_strerror)(CURLcode);
  struct curl_slist *(*slist_append)(struct curl_slist *, const char *);
  void (*slist_free_all)(struct curl_slist *);
  CURLM *(*multi_init)(void);
  CURLMcode (*multi_add_handle)(CURLM *, CURL *);
  CURLMcode (*multi_remove_handle)(CURLM *, CURL *);
  CURLMcode (*multi_perform)(CURLM *, int *);
  CURLMcode (*multi_poll)(CURLM *, struct curl_waitfd[], unsigned int, int, int *);
  CURLMcode (*multi_wakeup)(CURLM *);
  CURLMsg *(*multi_info_read)(CURLM *, int *);
  CURLMcode (*multi_cleanup)(CURLM *);
} api;
static pthread_mutex_t api_lock = PTHREAD_MUTEX_INITIALIZER;
static int api_ready;

#define FIND(field, symbol) api.field = carousel_lazy_symbol(&curl, #symbol)

int carousel_curl_load(char *error, size_t size) {
  if (__atomic_load_n(&api_ready, __ATOMIC_ACQUIRE)) return 1;
  if (!carousel_lazy_load(&curl, error, size)) return 0;
  pthread_mutex_lock(&api_lock);
  if (!api_ready) {
    FIND(global_init, curl_global_init);
    FIND(easy_init, curl_easy_init);
    FIND(easy_setopt, curl_easy_setopt);
    FIND(easy_getinfo, curl_easy_getinfo);
    FIND(easy_cleanup, curl_easy_cleanup);
    FIND(easy_strerror, curl_easy_strerror);
    FIND(slist_append, curl_slist_append);
    FIND(slist_free_all, curl_slist_free_all);
    FIND(multi_init, curl_multi_init);
    FIND(multi_add_handle, curl_multi_add_handle);
    FIND(multi_remove_handle, curl_multi_remove_handle);
    FIND(multi_perform, curl_multi_perform);
    FIND(multi_poll, curl_multi_poll);
    FIND(multi_wakeup, curl_multi_wakeup);
    FIND(multi_info_read, curl_multi_info_read);
    FIND(multi_cleanup, curl_multi_cleanup);
    // Under the lock, once: curl_global_init is not thread-safe in every build of libcurl.
    CURLcode code = api.global_init(CURL_GLOBAL_DEFAULT);
    if (code == CURLE_OK) {
      __atomic_store_n(&api_ready, 1, __ATOMIC_RELEASE);
    } else if (size > 0) {
      snprintf(error, size, "curl_global_init: %s", api.easy_strerror(code));
    }
  }
  int ready = api_ready;
  pthread_mutex_unlock(&api_lock);
  return ready;
}

struct carousel_curl_client {
  CURLM *multi;
  int cancelled;  // read and written atomically
};

struct carousel_curl_client *carousel_curl_client_new(void) {
  if (!__atomic_load_n(&api_ready, __ATOMIC_ACQUIRE)) return NULL;
  struct carousel_curl_client *client = calloc(1, sizeof *client);
  if (!client) return NULL;
  client->multi = api.multi_init();
  if (!client->multi) {
    free(client);
    return NULL;
  }
  return client;
}

void carousel_curl_client_free(struct carousel_curl_client *client) {
  if (!client) return;
  api.multi_cleanup(client->multi);
  free(client);
}

void carousel_curl_cancel(struct carousel_curl_client *client) {
  __atomic_store_n(&client->cancelled, 1, __ATOMIC_RELEASE);
  api.multi_wakeup(client->multi);
}

void carousel_curl_free_body(struct carousel_curl_response *response) {
  free(response->body);
  response->body = NULL;
}

/// Where the body goes while a transfer runs.
struct sink {
  const struct carousel_curl_request *request;
  struct carousel_curl_response *response;
  size_t capacity;
  struct carousel_curl_client *client;
};

static size_t write_body(char *data, size_t one, size_t count, void *context) {
  struct sink *sink = context;
  struct carousel_curl_response *response = sink->response;
  size_t size = one * count;
  if (response->length + (int64_t)size > sink->request->max_bytes) {
    response->too_large = 1;
    return 0;  // ends the transfer with CURLE_WRITE_ERROR
  }
  if (sink->request->output_fd >= 0) {
    size_t written = 0;
    while (written < size) {
      ssize_t done = write(sink->request->output_fd, data + written, size - written);
      if (done < 0 && errno == EINTR) continue;
      if (done <= 0) {
        response->write_failed = 1;
        response->write_errno = done < 0 ? errno : ENOSPC;
        return 0;
      }
      written += (size_t)done;
    }
  } else {
    size_t needed = (size_t)response->length + size;
    if (needed > sink->capacity) {
      size_t capacity = sink->capacity ? sink->capacity : 16384;
      while (capacity < needed) capacity *= 2;
      unsigned char *body = realloc(response->body, capacity);
      if (!body) return 0;
      response->body = body;
      sink->capacity = capacity;
    }
    memcpy(response->body + response->length, data, size);
  }
  response->length += (int64_t)size;
  return size;
}

/// Ends the transfer once the client is cancelled (between waits too, through the wake-up).
static int progress(void *context, curl_off_t a, curl_off_t b, curl_off_t c, curl_off_t d) {
  (void)a, (void)b, (void)c, (void)d;
  struct sink *sink = context;
  return __atomic_load_n(&sink->client->cancelled, __ATOMIC_ACQUIRE);
}

/// The easy handle for `request`, or NULL.
static CURL *make_handle(const struct carousel_curl_request *request, struct curl_slist *headers,
                         struct sink *sink) {
  CURL *easy = api.easy_init();
  if (!easy) return NULL;
  api.easy_setopt(easy, CURLOPT_URL, request->url);
  if (strcmp(request->method, "GET") != 0) {
    api.easy_setopt(easy, CURLOPT_CUSTOMREQUEST, request->method);
  }
  if (request->body) {
    api.easy_setopt(easy, CURLOPT_POSTFIELDSIZE_LARGE, (curl_off_t)request->body_length);
    api.easy_setopt(easy, CURLOPT_POSTFIELDS, request->body);
  }
  api.easy_setopt(easy, CURLOPT_HTTPHEADER, headers);
  if (request->user) {
    api.easy_setopt(easy, CURLOPT_HTTPAUTH, (long)CURLAUTH_BASIC);
    api.easy_setopt(easy, CURLOPT_USERNAME, request->user);
    api.easy_setopt(easy, CURLOPT_PASSWORD, request->password ? request->password : "");
  }
  // Only http and https, for the first request and every redirect.
  api.easy_setopt(easy, CURLOPT_PROTOCOLS_STR, "http,https");
  api.easy_setopt(easy, CURLOPT_REDIR_PROTOCOLS_STR, "http,https");
  api.easy_setopt(easy, CURLOPT_FOLLOWLOCATION, 1L);
  api.easy_setopt(easy, CURLOPT_MAXREDIRS, request->max_redirects);
  api.easy_setopt(easy, CURLOPT_SSL_VERIFYPEER, 1L);
  api.easy_setopt(easy, CURLOPT_SSL_VERIFYHOST, 2L);
  if (request->cafile) api.easy_setopt(easy, CURLOPT_CAINFO, request->cafile);
  api.easy_setopt(easy, CURLOPT_CONNECTTIMEOUT_MS, request->connect_timeout_ms);
  api.easy_setopt(easy, CURLOPT_TIMEOUT_MS, request->total_timeout_ms);
  api.easy_setopt(easy, CURLOPT_LOW_SPEED_LIMIT, request->low_speed_bytes);
  api.easy_setopt(easy, CURLOPT_LOW_SPEED_TIME, request->low_speed_seconds);
  api.easy_setopt(easy, CURLOPT_MAXFILESIZE_LARGE, (curl_off_t)request->max_bytes);
  // Threads of its own: no signals (SIGALRM for DNS timeouts would reach any thread).
  api.easy_setopt(easy, CURLOPT_NOSIGNAL, 1L);
  api.easy_setopt(easy, CURLOPT_WRITEFUNCTION, write_body);
  api.easy_setopt(easy, CURLOPT_WRITEDATA, sink);
  api.easy_setopt(easy, CURLOPT_NOPROGRESS, 0L);
  api.easy_setopt(easy, CURLOPT_XFERINFOFUNCTION, progress);
  api.easy_setopt(easy, CURLOPT_XFERINFODATA, sink);
  api.easy_setopt(easy, CURLOPT_ERRORBUFFER, sink->response->error);
  return easy;
}

/// Runs `easy` on the client's multi handle until it ends or the client is cancelled.
static CURLcode run(struct carousel_curl_client *client, CURL *easy) {
  if (api.multi_add_handle(client->multi, easy) != CURLM_OK) return CURLE_OUT_OF_MEMORY;
  CURLcode result = CURLE_ABORTED_BY_CALLBACK;
  int running = 1;
  while (!__atomic_load_n(&client->cancelled, __ATOMIC_ACQUIRE)) {
    if (api.multi_perform(client->multi, &running) != CURLM_OK) {
      result = CURLE_FAILED_INIT;
      break;
    }
    int left = 0;
    CURLMsg *message = api.multi_info_read(client->multi, &left);
    if (message && message->msg == CURLMSG_DONE) {
      result = message->data.result;
      break;
    }
    // The transfer's own timeouts bound this wait; 1 s caps it so a lost wake-up costs little.
    if (running) api.multi_poll(client->multi, NULL, 0, 1000, NULL);
  }
  api.multi_remove_handle(client->multi, easy);
  return result;
}

int carousel_curl_perform(struct carousel_curl_client *client,
                          const struct carousel_curl_request *request,
                          struct carousel_curl_response *response) {
  memset(response, 0, sizeof *response);
  struct sink sink = {request, response, 0, client};
  struct curl_slist *headers = NULL;
  for (size_t index = 0; index < request->header_count; index++) {
    struct curl_slist *more = api.slist_append(headers, request->headers[index]);
    if (!more) break;
    headers = more;
  }
  CURL *easy = make_handle(request, headers, &sink);
  if (!easy) {
    api.slist_free_all(headers);
    response->code = CURLE_OUT_OF_MEMORY;
    snprintf(response->error, sizeof response->error, "curl_easy_init failed");
    return response->code;
  }
  CURLcode code = run(client, easy);
  long status = 0;
  api.easy_getinfo(easy, CURLINFO_RESPONSE_CODE, &status);
  response->status = status;
  response->code = (int)code;
  response->cancelled = __atomic_load_n(&client->cancelled, __ATOMIC_ACQUIRE);
  if (code != CURLE_OK && response->error[0] == 0) {
    snprintf(response->error, sizeof response->error, "%s", api.easy_strerror(code));
  }
  api.easy_cleanup(easy);
  api.slist_free_all(headers);
  return response->code;
}
