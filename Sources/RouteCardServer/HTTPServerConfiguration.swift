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

    /// Creates a configuration (defaults: 127.0.0.1, a free port, 30 s, 256 connections, 128 KiB of
    /// headers, a 128 KiB send buffer, 10 MiB bodies).
    package init(host: String = "127.0.0.1", port: UInt16 = 0, connectionTimeout: Int = 30, connectionLimit: Int = 256,
                 connectionMemory: Int = 128 << 10, sendBufferBytes: Int = 128 << 10, maxBodyBytes: Int = 10 << 20) {
        self.host = host
        self.port = port
        self.connectionTimeout = connectionTimeout
        self.connectionLimit = connectionLimit
        self.connectionMemory = connectionMemory
        self.sendBufferBytes = sendBufferBytes
        self.maxBodyBytes = maxBodyBytes
    }
}
