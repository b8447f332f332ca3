import RouteCardMap
import RouteCardStyle

extension ResourceResolver {
    /// Only the data compiled into the library: `builtin:NAME` for each of `BuiltInMapData.names`
    /// (e.g. `builtin:helsinki.geojson`); every other name is refused. The built-in styles use it.
    public static let builtIn = ResourceResolver(
        locate: { name throws(ResourceError) in "<built-in map data \(try builtInFile(name))>" },
        read: { name throws(ResourceError) in BuiltInMapData.bytes(named: try builtInFile(name))! })

    /// The embedded file a `builtin:` name stands for.
    private static func builtInFile(_ name: String) throws(ResourceError) -> String {
        guard name.hasPrefix(BuiltInMapData.prefix) else {
            throw ResourceError(.refused, name: name, reason: "this style may read only built-in data (\(BuiltInMapData.prefix)NAME)")
        }
        let file = String(name.dropFirst(BuiltInMapData.prefix.count))
        guard BuiltInMapData.source(named: file) != nil else {
            throw ResourceError(.notFound, name: name, reason: "no such built-in data (built-in: "
                + BuiltInMapData.names.map { BuiltInMapData.prefix + $0 }.joined(separator: ", ") + ")")
        }
        return file
    }
}
