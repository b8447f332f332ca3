/// Map data compiled into the library and the `routecard` binary for the built-in map styles.
///
/// A built-in style's source `data` names one of these by file name (e.g. `helsinki.geojson`,
/// from `Examples/data/`); `make resources` regenerates the embedded copies.
public enum BuiltInMapData {
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
