/// Where and how the server listens, and what it accepts.
package struct HTTPServerConfiguration: Sendable, Hashable {
    /// A numeric IPv4 or IPv6 address: `127.0.0.1` (default; this machine only), `0.0.0.0` (every interface).
    package var host: String
    /// The port; 0 picks a free one (see `HTTPServer.port`).
    package var port: UInt16
    /// Seconds a connection may be silent (a slow or stalled client) before it is closed.
    package var connectionTimeout: Int
    /// The most connections at once (each has a thread); more wait in the kernel's backlog.
    package var connectionLimit: Int
    /// Bytes a connection has for its request line and headers (a longer URL is refused with 414).
    package var connectionMemory: Int
    /// The kernel's send buffer per connection (`SO_SNDBUF`; Linux doubles it): how much of a
    /// response waits in the kernel for a slow reader; 0 leaves the system's (which grows to megabytes).
    package var sendBufferBytes: Int
    /// The longest body kept; a longer one is not read into memory (`HTTPServerRequest.bodyTooLarge`).
    package var maxBodyBytes: Int
    /// The most connections at once from one client address (0: no limit), so one client cannot
    /// take every connection and leave none for a health probe.
    package var perClientLimit: Int
    /// The slowest average rate, in bytes a second, at which a body may arrive once
    /// ``bodyRateGrace`` seconds have passed since the request began (0: any rate): a client that
    /// sends a byte now and then, never silent for ``connectionTimeout``, is closed all the same.
    package var minimumBodyRate: Int
    /// Seconds a request's body may take before ``minimumBodyRate`` applies.
    package var bodyRateGrace: Double

    /// Creates a configuration (defaults: 127.0.0.1, a free port, 30 s, 256 connections, 128 KiB of
    /// headers, a 128 KiB send buffer, 10 MiB bodies, 64 connections a client, bodies at 1 KiB/s
    /// after 10 s).
    package init(host: String = "127.0.0.1", port: UInt16 = 0, connectionTimeout: Int = 30, connectionLimit: Int = 256,
                 connectionMemory: Int = 128 << 10, sendBufferBytes: Int = 128 << 10, maxBodyBytes: Int = 10 << 20,
                 perClientLimit: Int = 64, minimumBodyRate: Int = 1 << 10, bodyRateGrace: Double = 10) {
        self.perClientLimit = perClientLimit
        self.minimumBodyRate = minimumBodyRate
        self.bodyRateGrace = bodyRateGrace
        self.host = host
        self.port = port
        self.connectionTimeout = connectionTimeout
        self.connectionLimit = connectionLimit
        self.connectionMemory = connectionMemory
        self.sendBufferBytes = sendBufferBytes
        self.maxBodyBytes = maxBodyBytes
    }
}
