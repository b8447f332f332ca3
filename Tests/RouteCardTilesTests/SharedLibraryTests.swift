import RouteCardSharedLibrary
import Testing

/// `SharedLibrary`, the dlopen seam libcurl and libmicrohttpd are opened through: a library that is
/// not installed is named with the Debian package to install, a function is called through its
/// looked-up pointer, and a missing symbol is named.
@Suite struct SharedLibraryTests {
    @Test func aMissingLibraryIsNamedWithItsPackage() {
        #expect(!SharedLibrary.isLoaded("libroutecard-absent.so.7"))
        #expect {
            _ = try SharedLibrary("libroutecard-absent.so.7", debianPackage: "libroutecard-absent7")
        } throws: { error in
            let message = (error as? SharedLibraryError)?.message ?? ""
            return message.hasPrefix("libroutecard-absent.so.7: ") && message.hasSuffix("(on Debian: apt-get install libroutecard-absent7)")
        }
    }

    @Test func aFunctionIsCalledThroughItsPointer() throws {
        // zlib is linked into every RouteCard process (RouteCardCompression), so it is mapped already.
        #expect(SharedLibrary.isLoaded("libz.so.1"))
        let zlib = try SharedLibrary("libz.so.1", debianPackage: "zlib1g")
        typealias Adler32 = @convention(c) (UInt, UnsafePointer<UInt8>?, UInt32) -> UInt
        let adler32: Adler32 = try zlib.function("adler32")
        // RFC 1950's Adler-32 of "Wikipedia" is 0x11E60398.
        let text = Array("Wikipedia".utf8)
        #expect(adler32(1, text, UInt32(text.count)) == 0x11E6_0398)
        #expect(throws: SharedLibraryError("libz.so.1 has no routecard_no_such_function")) {
            _ = try zlib.address("routecard_no_such_function")
        }
    }
}
