#if canImport(Glibc)
import Glibc
#endif

/// A C library opened with `dlopen` when it is first needed instead of being linked.
///
/// A linked library is mapped, relocated and initialised, with all the libraries it depends on,
/// at the start of every process; one opened here costs nothing until something calls it. Each
/// caller looks its functions up once (``function(_:)``) into pointers of their prototypes' types
/// and keeps them for the life of the process (the library is never closed).
package struct SharedLibrary: @unchecked Sendable {
    /// The soname opened, e.g. `libcurl.so.4`.
    package let name: String
    private let handle: UnsafeMutableRawPointer

    /// Opens `name` and binds all its symbols now; when it cannot be opened the error gives the
    /// loader's reason and the Debian package that installs it (`debianPackage`).
    package init(_ name: String, debianPackage: String) throws(SharedLibraryError) {
        guard let handle = dlopen(name, RTLD_NOW | RTLD_LOCAL) else {
            let reason = dlerror().map { String(cString: $0) } ?? "\(name): cannot be opened"
            throw SharedLibraryError("\(reason) (on Debian: apt-get install \(debianPackage))")
        }
        self.name = name
        self.handle = handle
    }

    /// The function `symbol` as `T`, a C function pointer type that must be its prototype's.
    package func function<T>(_ symbol: String) throws(SharedLibraryError) -> T {
        unsafeBitCast(try address(symbol), to: T.self)
    }

    /// The address of `symbol`: what the C shims' wrappers of variadic functions take.
    package func address(_ symbol: String) throws(SharedLibraryError) -> UnsafeMutableRawPointer {
        guard let address = dlsym(handle, symbol) else { throw SharedLibraryError("\(name) has no \(symbol)") }
        return address
    }

    /// Whether the library `name` is mapped into this process (it is not loaded to find out).
    package static func isLoaded(_ name: String) -> Bool {
        guard let handle = dlopen(name, RTLD_NOW | RTLD_NOLOAD) else { return false }
        dlclose(handle)
        return true
    }
}
