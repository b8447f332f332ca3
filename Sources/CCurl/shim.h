// The C interface RouteCardTiles uses to fetch tiles over HTTP: Debian's libcurl. curl_easy_setopt
// and curl_easy_getinfo are variadic, so Swift calls them through the typed wrappers below.
#ifndef ROUTECARD_CCURL_SHIM_H
#define ROUTECARD_CCURL_SHIM_H

#include <curl/curl.h>

static inline CURLcode routecard_curl_set_long(CURL *curl, CURLoption option, long value) {
    return curl_easy_setopt(curl, option, value);
}

static inline CURLcode routecard_curl_set_pointer(CURL *curl, CURLoption option, void *value) {
    return curl_easy_setopt(curl, option, value);
}

static inline CURLcode routecard_curl_set_string(CURL *curl, CURLoption option, const char *value) {
    return curl_easy_setopt(curl, option, value);
}

typedef size_t (*routecard_curl_callback)(char *data, size_t size, size_t count, void *context);

static inline CURLcode routecard_curl_set_callback(CURL *curl, CURLoption option, routecard_curl_callback callback) {
    return curl_easy_setopt(curl, option, callback);
}

static inline CURLcode routecard_curl_get_long(CURL *curl, CURLINFO info, long *value) {
    return curl_easy_getinfo(curl, info, value);
}

#endif
