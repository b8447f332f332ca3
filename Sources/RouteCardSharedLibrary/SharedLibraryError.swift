/// Why a ``SharedLibrary`` could not be opened or lacks a function.
package struct SharedLibraryError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong, e.g. `libcurl.so.4: cannot open shared object file: No such file or
    /// directory (on Debian: apt-get install libcurl4)`.
    package var message: String

    /// Creates an error.
    package init(_ message: String) {
        self.message = message
    }

    /// The message.
    package var description: String { message }
}
