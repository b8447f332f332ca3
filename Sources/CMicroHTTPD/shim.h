// The C interface of the package's HTTP server (RouteCardServer): GNU libmicrohttpd.
// MHD_start_daemon and the info getters are variadic, so Swift calls them through the wrappers below.
#ifndef ROUTECARD_CMICROHTTPD_SHIM_H
#define ROUTECARD_CMICROHTTPD_SHIM_H

#include <stdarg.h>
#include <stdint.h>
#include <string.h>
#include <sys/types.h>
#include <sys/select.h>
#include <sys/socket.h>
#include <netinet/in.h>
#include <arpa/inet.h>
#include <poll.h>
#include <malloc.h>
#include <microhttpd.h>

/// What a daemon is started with (see routecard_mhd_start).
struct routecard_mhd_config {
    const char *host;                 // numeric IPv4 or IPv6 address, e.g. "127.0.0.1", "0.0.0.0", "::"
    uint16_t port;                    // 0: a free port
    unsigned int connection_timeout;  // seconds of inactivity before a connection is closed
    unsigned int connection_limit;    // most connections at once
    size_t connection_memory;         // bytes per connection for the request line and headers
    int send_buffer;                  // SO_SNDBUF of each connection's socket (0: the system's)
};

/// Gives each new connection's socket the send buffer passed as `cls`, so the kernel holds only
/// that much of a response for a slow or vanished reader.
static inline void routecard_mhd_connection_started(void *cls, struct MHD_Connection *connection, void **socket_context,
                                                    enum MHD_ConnectionNotificationCode code) {
    (void)socket_context;
    int size = (int)(intptr_t)cls;
    if (code != MHD_CONNECTION_NOTIFY_STARTED || size <= 0) return;
    const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CONNECTION_FD);
    if (info != NULL) setsockopt(info->connect_fd, SOL_SOCKET, SO_SNDBUF, &size, sizeof size);
}

typedef void *(*routecard_mhd_uri_callback)(void *cls, const char *uri, struct MHD_Connection *connection);

/// Starts a daemon with a thread per connection on host:port, or returns NULL (bad address,
/// port in use). `begin` sees each request's raw URI first and returns its request context,
/// `handler` answers, `completed` is told how it ended. The library's own error log is off:
/// the caller logs each exchange.
static inline struct MHD_Daemon *routecard_mhd_start(struct routecard_mhd_config config,
                                                     routecard_mhd_uri_callback begin,
                                                     MHD_AccessHandlerCallback handler,
                                                     MHD_RequestCompletedCallback completed, void *context) {
    struct sockaddr_in address4;
    struct sockaddr_in6 address6;
    struct sockaddr *address;
    unsigned int flags = MHD_USE_THREAD_PER_CONNECTION | MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_ITC;
    memset(&address4, 0, sizeof address4);
    memset(&address6, 0, sizeof address6);
    if (inet_pton(AF_INET, config.host, &address4.sin_addr) == 1) {
        address4.sin_family = AF_INET;
        address4.sin_port = htons(config.port);
        address = (struct sockaddr *)&address4;
    } else if (inet_pton(AF_INET6, config.host, &address6.sin6_addr) == 1) {
        address6.sin6_family = AF_INET6;
        address6.sin6_port = htons(config.port);
        address = (struct sockaddr *)&address6;
        flags |= MHD_USE_IPv6;
    } else {
        return NULL;
    }
    return MHD_start_daemon(flags, config.port, NULL, NULL, handler, context,
                            MHD_OPTION_SOCK_ADDR, address,
                            MHD_OPTION_CONNECTION_TIMEOUT, config.connection_timeout,
                            MHD_OPTION_CONNECTION_LIMIT, config.connection_limit,
                            MHD_OPTION_CONNECTION_MEMORY_LIMIT, config.connection_memory,
                            MHD_OPTION_URI_LOG_CALLBACK, begin, context,
                            MHD_OPTION_NOTIFY_COMPLETED, completed, context,
                            MHD_OPTION_NOTIFY_CONNECTION, routecard_mhd_connection_started, (void *)(intptr_t)config.send_buffer,
                            MHD_OPTION_END);
}

/// The port a daemon listens on.
static inline uint16_t routecard_mhd_port(struct MHD_Daemon *daemon) {
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_BIND_PORT);
    return info ? info->port : 0;
}

/// Whether the client of a connection has gone: its socket hung up, failed, or reads end-of-file
/// (data still waiting counts as there). Does not consume anything.
static inline int routecard_mhd_client_gone(struct MHD_Connection *connection) {
    const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CONNECTION_FD);
    if (info == NULL) return 1;
    struct pollfd descriptor = { .fd = info->connect_fd, .events = POLLIN, .revents = 0 };
    if (poll(&descriptor, 1, 0) <= 0) return 0;
    if (descriptor.revents & (POLLERR | POLLNVAL)) return 1;
    char byte;
    ssize_t peeked = recv(info->connect_fd, &byte, 1, MSG_PEEK | MSG_DONTWAIT);
    return peeked == 0 || (peeked < 0 && (descriptor.revents & POLLHUP));
}

/// Caps glibc's malloc arenas: with a thread per connection it would otherwise make up to 8 a
/// core, each keeping memory freed by its threads, so resident memory creeps up under load.
static inline void routecard_limit_malloc_arenas(int count) {
#ifdef M_ARENA_MAX
    mallopt(M_ARENA_MAX, count);
#else
    (void)count;
#endif
}

#endif
