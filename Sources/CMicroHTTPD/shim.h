// The C interface of the tests' local HTTP server: GNU libmicrohttpd. MHD_start_daemon is
// variadic, so Swift calls it through the wrapper below.
#ifndef ROUTECARD_CMICROHTTPD_SHIM_H
#define ROUTECARD_CMICROHTTPD_SHIM_H

#include <stdarg.h>
#include <stdint.h>
#include <sys/types.h>
#include <sys/select.h>
#include <sys/socket.h>
#include <netinet/in.h>
#include <microhttpd.h>

/// Starts a daemon on 127.0.0.1:`port` (0: a free port) with a thread per connection.
static inline struct MHD_Daemon *routecard_mhd_start(uint16_t port, MHD_AccessHandlerCallback handler, void *context) {
    struct sockaddr_in address = {0};
    address.sin_family = AF_INET;
    address.sin_port = htons(port);
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    return MHD_start_daemon(MHD_USE_THREAD_PER_CONNECTION | MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_ERROR_LOG,
                            port, NULL, NULL, handler, context,
                            MHD_OPTION_SOCK_ADDR, (struct sockaddr *)&address,
                            MHD_OPTION_CONNECTION_TIMEOUT, (unsigned int)30,
                            MHD_OPTION_END);
}

/// The port a daemon listens on.
static inline uint16_t routecard_mhd_port(struct MHD_Daemon *daemon) {
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_BIND_PORT);
    return info ? info->port : 0;
}

#endif
