// The C interface of the package's HTTP server (RouteCardServer): GNU libmicrohttpd (libmicrohttpd.so.12).
//
// RouteCardServer does not link libmicrohttpd: it opens it with dlopen when the first server starts
// (see HTTPServer.swift), so commands that serve nothing never map it and the libraries it brings
// (GnuTLS, …). microhttpd.h is included for its types and constants only (the -dev package stays a
// build dependency); nothing here links to its functions, so a direct call would fail to link. Each
// function is looked up once with dlsym and called through a pointer of its prototype's type: the
// typedefs below restate those of microhttpd.h. MHD_start_daemon, MHD_set_response_options and the info getters are variadic,
// which Swift cannot call: the wrappers below take their looked-up address and call it through a
// pointer of the variadic type.
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

typedef MHD_socket (*routecard_mhd_quiesce_daemon_t)(struct MHD_Daemon *daemon);
typedef void (*routecard_mhd_stop_daemon_t)(struct MHD_Daemon *daemon);
typedef int (*routecard_mhd_get_connection_values_t)(struct MHD_Connection *connection, enum MHD_ValueKind kind,
                                                     MHD_KeyValueIterator iterator, void *iterator_cls);
typedef enum MHD_Result (*routecard_mhd_queue_response_t)(struct MHD_Connection *connection, unsigned int status_code,
                                                          struct MHD_Response *response);
typedef struct MHD_Response *(*routecard_mhd_create_response_from_callback_t)(uint64_t size, size_t block_size,
                                                                              MHD_ContentReaderCallback crc, void *crc_cls,
                                                                              MHD_ContentReaderFreeCallback crfc);
typedef struct MHD_Response *(*routecard_mhd_create_response_from_buffer_t)(size_t size, void *buffer,
                                                                            enum MHD_ResponseMemoryMode mode);
typedef void (*routecard_mhd_destroy_response_t)(struct MHD_Response *response);
typedef enum MHD_Result (*routecard_mhd_add_response_header_t)(struct MHD_Response *response, const char *header,
                                                               const char *content);

/// MHD_start_daemon, MHD_get_connection_info and MHD_get_daemon_info as they are declared: variadic.
typedef struct MHD_Daemon *(*routecard_mhd_start_daemon_t)(unsigned int flags, uint16_t port, MHD_AcceptPolicyCallback apc,
                                                           void *apc_cls, MHD_AccessHandlerCallback dh, void *dh_cls, ...);
typedef const union MHD_ConnectionInfo *(*routecard_mhd_get_connection_info_t)(struct MHD_Connection *connection,
                                                                               enum MHD_ConnectionInfoType info_type, ...);
typedef const union MHD_DaemonInfo *(*routecard_mhd_get_daemon_info_t)(struct MHD_Daemon *daemon,
                                                                       enum MHD_DaemonInfoType info_type, ...);

/// The socket of a connection, or -1 (MHD_get_connection_info at `get_connection_info`, its looked-up address).
static inline int routecard_mhd_connection_fd(void *get_connection_info, struct MHD_Connection *connection) {
    const union MHD_ConnectionInfo *info =
        ((routecard_mhd_get_connection_info_t)get_connection_info)(connection, MHD_CONNECTION_INFO_CONNECTION_FD);
    return info != NULL ? info->connect_fd : -1;
}

typedef enum MHD_Result (*routecard_mhd_set_response_options_t)(struct MHD_Response *response, enum MHD_ResponseFlags flags, ...);

/// MHD_RF_HTTP_1_0_COMPATIBLE_STRICT, as a plain constant for Swift.
static const enum MHD_ResponseFlags MHD_RF_HTTP_1_0_COMPATIBLE_STRICT_FLAG = MHD_RF_HTTP_1_0_COMPATIBLE_STRICT;

/// Sets a response's flags through MHD_set_response_options (at `set_response_options`, its looked-up
/// address), with no further options.
static inline enum MHD_Result routecard_mhd_set_response_flags(void *set_response_options, struct MHD_Response *response,
                                                               enum MHD_ResponseFlags flags) {
    return ((routecard_mhd_set_response_options_t)set_response_options)(response, flags, MHD_RO_END);
}

/// What a daemon is started with (see routecard_mhd_start).
struct routecard_mhd_config {
    const char *host;                 // numeric IPv4 or IPv6 address, e.g. "127.0.0.1", "0.0.0.0", "::"
    uint16_t port;                    // 0: a free port
    unsigned int connection_timeout;  // seconds of inactivity before a connection is closed
    unsigned int connection_limit;    // most connections at once
    size_t connection_memory;         // bytes per connection for the request line and headers
    unsigned int per_ip_limit;        // most connections at once from one client address (0: no limit)
};

/// What each new connection of a daemon is set up with; lives as long as the daemon.
struct routecard_mhd_connection_setup {
    int send_buffer;             // SO_SNDBUF of each connection's socket (0: the system's)
    void *get_connection_info;   // MHD_get_connection_info's address
};

/// Gives each new connection's socket the send buffer of the routecard_mhd_connection_setup passed
/// as `cls`, so the kernel holds only that much of a response for a slow or vanished reader.
static inline void routecard_mhd_connection_started(void *cls, struct MHD_Connection *connection, void **socket_context,
                                                    enum MHD_ConnectionNotificationCode code) {
    (void)socket_context;
    const struct routecard_mhd_connection_setup *setup = cls;
    int size = setup->send_buffer;
    if (code != MHD_CONNECTION_NOTIFY_STARTED || size <= 0) return;
    int fd = routecard_mhd_connection_fd(setup->get_connection_info, connection);
    if (fd >= 0) setsockopt(fd, SOL_SOCKET, SO_SNDBUF, &size, sizeof size);
}

typedef void *(*routecard_mhd_uri_callback)(void *cls, const char *uri, struct MHD_Connection *connection);

/// Starts a daemon with a thread per connection on host:port through MHD_start_daemon (at
/// `start_daemon`, its looked-up address), or returns NULL (bad address, port in use). `begin` sees
/// each request's raw URI first and returns its request context, `handler` answers, `completed` is
/// told how it ended; `setup` is applied to each new connection and must outlive the daemon. The
/// library's own error log is off: the caller logs each exchange.
static inline struct MHD_Daemon *routecard_mhd_start(void *start_daemon, struct routecard_mhd_config config,
                                                     routecard_mhd_uri_callback begin,
                                                     MHD_AccessHandlerCallback handler,
                                                     MHD_RequestCompletedCallback completed, void *context,
                                                     struct routecard_mhd_connection_setup *setup) {
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
    return ((routecard_mhd_start_daemon_t)start_daemon)(flags, config.port, NULL, NULL, handler, context,
                            MHD_OPTION_SOCK_ADDR, address,
                            MHD_OPTION_CONNECTION_TIMEOUT, config.connection_timeout,
                            MHD_OPTION_CONNECTION_LIMIT, config.connection_limit,
                            MHD_OPTION_CONNECTION_MEMORY_LIMIT, config.connection_memory,
                            MHD_OPTION_PER_IP_CONNECTION_LIMIT, config.per_ip_limit,
                            MHD_OPTION_URI_LOG_CALLBACK, begin, context,
                            MHD_OPTION_NOTIFY_COMPLETED, completed, context,
                            MHD_OPTION_NOTIFY_CONNECTION, routecard_mhd_connection_started, (void *)setup,
                            MHD_OPTION_END);
}

/// The port a daemon listens on (MHD_get_daemon_info at `get_daemon_info`, its looked-up address).
static inline uint16_t routecard_mhd_port(void *get_daemon_info, struct MHD_Daemon *daemon) {
    const union MHD_DaemonInfo *info = ((routecard_mhd_get_daemon_info_t)get_daemon_info)(daemon, MHD_DAEMON_INFO_BIND_PORT);
    return info ? info->port : 0;
}

/// Whether the client of a connection has gone: its socket hung up, failed, or reads end-of-file
/// (data still waiting counts as there). Does not consume anything. `get_connection_info` is
/// MHD_get_connection_info's address.
static inline int routecard_mhd_client_gone(void *get_connection_info, struct MHD_Connection *connection) {
    int fd = routecard_mhd_connection_fd(get_connection_info, connection);
    if (fd < 0) return 1;
    struct pollfd descriptor = { .fd = fd, .events = POLLIN, .revents = 0 };
    if (poll(&descriptor, 1, 0) <= 0) return 0;
    if (descriptor.revents & (POLLERR | POLLNVAL)) return 1;
    char byte;
    ssize_t peeked = recv(fd, &byte, 1, MSG_PEEK | MSG_DONTWAIT);
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
