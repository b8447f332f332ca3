/// Map data compiled into the library and the `routecard` binary for the built-in map styles.
///
/// A style names one as `builtin:FILE` (e.g. `builtin:helsinki.geojson`, from `Examples/data/`);
/// `ResourceResolver.builtIn` and `.fileSystem` read it. `make resources` regenerates the embedded copies.
public enum BuiltInMapData {
    /// What a style's `data` starts with to name embedded data: `builtin:`.
    public static let prefix = "builtin:"

    /// The embedded file names, sorted.
    public static var names: [String] { sources.keys.sorted() }

    /// The GeoJSON bytes of an embedded file, or `nil` for an unknown name.
    public static func bytes(named name: String) -> [UInt8]? {
        sources[name].map { Array($0.utf8) }
    }

    /// The GeoJSON text of an embedded file, or `nil` for an unknown name.
    public static func source(named name: String) -> String? {
        sources[name]
    }
}
