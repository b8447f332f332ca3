import CRsvg
import Foundation

/// Every call into fontconfig, in one place: loading its configuration and font caches early, and
/// asking whether any installed font has a character.
///
/// fontconfig is not linked: it is opened with `dlopen` (it is one of librsvg's dependencies, so
/// once librsvg is loaded this only finds the library already mapped), and each function is looked
/// up once with `dlsym`. Each query owns the objects it creates and destroys them on every path.
enum Fontconfig {
    /// The soname opened (Debian's `libfontconfig1`).
    static let libraryName = "libfontconfig.so.1"

    /// The functions RouteCardRaster calls.
    struct Functions: @unchecked Sendable {
        let initialize: routecard_fc_init_t
        let nameParse: routecard_fc_name_parse_t
        let objectSetCreate: routecard_fc_object_set_create_t
        let fontList: routecard_fc_font_list_t
        let fontSetDestroy: routecard_fc_font_set_destroy_t
        let patternDestroy: routecard_fc_pattern_destroy_t
        let objectSetDestroy: routecard_fc_object_set_destroy_t

        /// Opens fontconfig and looks every function up; `nil` when the library or one of them is missing.
        init?() {
            guard let library = dlopen(Fontconfig.libraryName, RTLD_NOW | RTLD_LOCAL) else { return nil }
            func symbol<T>(_ name: String) -> T? { dlsym(library, name).map { unsafeBitCast($0, to: T.self) } }
            guard let initialize: routecard_fc_init_t = symbol("FcInit"),
                  let nameParse: routecard_fc_name_parse_t = symbol("FcNameParse"),
                  let objectSetCreate: routecard_fc_object_set_create_t = symbol("FcObjectSetCreate"),
                  let fontList: routecard_fc_font_list_t = symbol("FcFontList"),
                  let fontSetDestroy: routecard_fc_font_set_destroy_t = symbol("FcFontSetDestroy"),
                  let patternDestroy: routecard_fc_pattern_destroy_t = symbol("FcPatternDestroy"),
                  let objectSetDestroy: routecard_fc_object_set_destroy_t = symbol("FcObjectSetDestroy") else { return nil }
            self.initialize = initialize
            self.nameParse = nameParse
            self.objectSetCreate = objectSetCreate
            self.fontList = fontList
            self.fontSetDestroy = fontSetDestroy
            self.patternDestroy = patternDestroy
            self.objectSetDestroy = objectSetDestroy
        }
    }

    /// The functions, looked up on first use (`nil`: no fontconfig on this system).
    private static let functions: Functions? = Functions()

    /// What `hasFont(for:)` answered before, by code point (a process asks about few characters).
    nonisolated(unsafe) private static var known: [UInt32: Bool] = [:]
    private static let lock = NSLock()

    /// Loads fontconfig's configuration and font caches (~12 ms), so that the first text drawn does not wait for it.
    static func initialize() {
        _ = functions?.initialize()
    }

    /// Whether some installed font has `scalar` (fontconfig's `FcFontList` of the fonts whose
    /// charset holds it); `nil` when fontconfig cannot be asked.
    static func hasFont(for scalar: Unicode.Scalar) -> Bool? {
        guard let functions else { return nil }
        lock.lock()
        let cached = known[scalar.value]
        lock.unlock()
        if let cached { return cached }
        let name = ":charset=" + String(scalar.value, radix: 16)
        guard let pattern = name.withCString({ functions.nameParse(UnsafeRawPointer($0).assumingMemoryBound(to: UInt8.self)) }) else {
            return nil
        }
        defer { functions.patternDestroy(pattern) }
        guard let objects = functions.objectSetCreate() else { return nil }
        defer { functions.objectSetDestroy(objects) }
        guard let fonts = functions.fontList(nil, pattern, objects) else { return nil }
        defer { functions.fontSetDestroy(fonts) }
        let found = fonts.pointee.nfont > 0
        lock.lock()
        known[scalar.value] = found
        lock.unlock()
        return found
    }
}
