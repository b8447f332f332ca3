// The C interface RouteCardTiles uses to fetch tiles over HTTP: Debian's libcurl (libcurl.so.4).
//
// RouteCardTiles does not link libcurl: it opens it with dlopen on the first transfer (see
// CurlTransfer.swift), so start-up, `info` and cards without tiles over HTTP pay nothing for it
// and the ~35 libraries it brings (TLS, Kerberos, LDAP, …). curl.h is included for its types and
// constants only (the -dev package stays a build dependency); nothing here links to its functions,
// so a direct call from Swift would fail to link. Each function is looked up once with dlsym and
// called through a pointer of its prototype's type: the typedefs below restate those of curl.h.
// curl_easy_setopt and curl_easy_getinfo are variadic, which Swift cannot call: the wrappers below
// take their looked-up address and call it through a pointer of the variadic type.
#ifndef ROUTECARD_CCURL_SHIM_H
#define ROUTECARD_CCURL_SHIM_H

#include <curl/curl.h>

typedef CURLcode (*routecard_curl_global_init_t)(long flags);
typedef CURL *(*routecard_curl_easy_init_t)(void);
typedef void (*routecard_curl_easy_cleanup_t)(CURL *curl);
typedef CURLcode (*routecard_curl_easy_perform_t)(CURL *curl);
typedef const char *(*routecard_curl_easy_strerror_t)(CURLcode code);
typedef struct curl_slist *(*routecard_curl_slist_append_t)(struct curl_slist *list, const char *string);
typedef void (*routecard_curl_slist_free_all_t)(struct curl_slist *list);

/// curl_easy_setopt and curl_easy_getinfo as they are declared: variadic.
typedef CURLcode (*routecard_curl_easy_setopt_t)(CURL *curl, CURLoption option, ...);
typedef CURLcode (*routecard_curl_easy_getinfo_t)(CURL *curl, CURLINFO info, ...);

typedef size_t (*routecard_curl_callback)(char *data, size_t size, size_t count, void *context);

/// curl_easy_setopt (at `setopt`, its looked-up address) with a long value.
static inline CURLcode routecard_curl_set_long(void *setopt, CURL *curl, CURLoption option, long value) {
    return ((routecard_curl_easy_setopt_t)setopt)(curl, option, value);
}

/// curl_easy_setopt with a pointer value.
static inline CURLcode routecard_curl_set_pointer(void *setopt, CURL *curl, CURLoption option, void *value) {
    return ((routecard_curl_easy_setopt_t)setopt)(curl, option, value);
}

/// curl_easy_setopt with a string value (libcurl copies it).
static inline CURLcode routecard_curl_set_string(void *setopt, CURL *curl, CURLoption option, const char *value) {
    return ((routecard_curl_easy_setopt_t)setopt)(curl, option, value);
}

/// curl_easy_setopt with a callback.
static inline CURLcode routecard_curl_set_callback(void *setopt, CURL *curl, CURLoption option, routecard_curl_callback callback) {
    return ((routecard_curl_easy_setopt_t)setopt)(curl, option, callback);
}

/// curl_easy_getinfo (at `getinfo`, its looked-up address) of a long.
static inline CURLcode routecard_curl_get_long(void *getinfo, CURL *curl, CURLINFO info, long *value) {
    return ((routecard_curl_easy_getinfo_t)getinfo)(curl, info, value);
}

#endif
