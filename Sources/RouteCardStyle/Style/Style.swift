import Foundation
import RouteCardGeo
import RouteCardMap
import RouteCardText

/// A decoded, validated style: canvas settings, units and an ordered list of layers.
///
/// Style files are JSON (see the README's "Style format"): `version` (1), optional `name`,
/// `units` (`metric` or `imperial`), `canvas` (see `CanvasStyle`), `sources` (map data, see
/// `SourceDeclaration`), `privacy` (see `TrackPrivacy`), `basemap` (a MapLibre style drawn under the card's
/// layers, read by the `BasemapDecoder` given to `decode`, see `applying(basemap:)`) and `layers`, each with `id`, `type`, optional `source`, `sport` (see `SportSelection`), `paint` and `layout`.
public struct Style: Sendable {
    /// The style's name, if given; key `name`.
    public var name: String?
    /// Units for text; key `units`, default metric.
    public var units: UnitSystem
    /// Canvas settings; key `canvas`. Lengths relative to it (`"4.5vmin"`) are kept as decoded and
    /// resolved on it when the card is placed (`CardLayer.resolved(on:)`); only the layers that read
    /// one through a property not yet kept as decoded (an expression's relative outputs, `text-offset`,
    /// a plugin's `LayerProperty.number`) are decoded again when its size changes.
    public var canvas: CanvasStyle {
        didSet {
            guard canvas.shortSide != oldValue.shortSide else { return }
            for index in layers.indices { layers[index].resolveLengths(shortSide: canvas.shortSide) }
        }
    }
    /// The layers in drawing order; key `layers`.
    public var layers: [StyleLayer]
    /// Warnings found while decoding (a style with errors does not decode).
    public var warnings: [Diagnostic]
    /// The zone dates and times in text are shown in; key `timezone` (an IANA name such as
    /// `Asia/Seoul`, or `UTC`). `nil` (the default): the zone where the route's first timed point
    /// lies (`CardTimeZone`, from `TimeZoneMap`), UTC for a route without one.
    public var timeZone: TimeZone?
    /// The sport the card is made for instead of the track's (``Track/sport``), when given
    /// (`--sport`); it picks the layers and cells written for a sport (their `sport` key) and the
    /// untitled title's word. No style key: a style is for every sport.
    public var sport: Sport?
    /// A maximum heart rate (`--max-hr`): a route whose `line-color-range` is `track` draws a
    /// heart-rate ramp in its zones (see `RouteLayer`). No style key.
    public var maxHeartRate: Double?
    /// What of the route a card hides (zones around private places, the first and last metres);
    /// key `privacy` (see `TrackPrivacy`), default nothing. Applied when the layer context is made.
    public var privacy = TrackPrivacy()
    /// The map data sources, by id; key `sources` (see `SourceDeclaration`).
    public var sources: [String: SourceDeclaration] = [:]
    /// Where the files the style names come from (the one given to `decode`); the renderer reads
    /// the sources' map data through it, unless `sourceResources` names another for a source.
    public var resources: ResourceResolver = .none
    /// Where the files of particular sources come from, by source id: a base map's sources
    /// (`applying(basemap:)`) are read through the resolver of the MapLibre file that declares
    /// them, which may allow other folders than the card style's (a built-in card style reads
    /// only built-in data).
    public var sourceResources: [String: ResourceResolver] = [:]

    /// The resolver the data and tiles of source `id` are read through.
    public func resources(forSource id: String) -> ResourceResolver {
        sourceResources[id] ?? resources
    }
    /// How much of the base map (`basemap`, a MapLibre style) is drawn; `nil` without one.
    public var basemapCompatibility: BasemapCompatibility?

    /// Creates a style from decoded parts.
    public init(name: String? = nil, units: UnitSystem = .metric, canvas: CanvasStyle = CanvasStyle(), layers: [StyleLayer],
                warnings: [Diagnostic] = []) {
        self.name = name
        self.units = units
        self.canvas = canvas
        self.layers = layers
        self.warnings = warnings
    }

    /// Decodes a style file's bytes, reporting every problem at once.
    ///
    /// - Parameters:
    ///   - bytes: the JSON text.
    ///   - file: the name used in messages (e.g. the path as the user typed it).
    ///   - resources: where icons and map data the style names come from, and which it may read
    ///     (default `.none`: a style that names a file is an error). Decoding reads icons through
    ///     it and opens no file itself.
    ///   - registry: the layer types a `"type"` may name.
    ///   - spriteLoader: reads a `basemap.sprite` (without one, a sprite there is a warning and icons are not drawn).
    ///   - basemapDecoder: reads the `basemap` object (RouteCardMapLibre's `MapLibreBasemapDecoder`;
    ///     without one a `basemap` is an error).
    public static func decode(_ bytes: [UInt8], file: String? = nil, resources: ResourceResolver = .none,
                              registry: LayerRegistry = .builtIn, spriteLoader: SpriteLoader? = nil,
                              basemapDecoder: (any BasemapDecoder)? = nil) throws(StyleError) -> Style {
        let log = DiagnosticLog(file: file, text: bytes)
        let root = try log.parse(bytes)
        let object = StyleObject(root, keyPath: "", log: log)
        if let version = object.node("version") {
            if case .number(1) = version.value {} else { object.mismatch("version", version, expected: "1", code: .unsupportedVersion) }
        } else {
            log.report(code: .missingKey, at: root, keyPath: "version", "missing key \"version\" (use 1)")
        }
        let name = object.optionalString("name")
        let units = object.choice("units", default: UnitSystem.metric)
        var timeZone: TimeZone?
        if let zoneName = object.optionalString("timezone") {
            timeZone = TimeZone(identifier: zoneName)
            if timeZone == nil {
                object.error("timezone", at: object.node("timezone"), code: .unknownTimeZone,
                             "unknown time zone \"\(zoneName)\" (use an IANA name such as \"Europe/Helsinki\" or \"UTC\")")
            }
        }
        let canvasObject = object.object("canvas")
        let canvas = CanvasStyle(from: canvasObject)
        canvasObject.reportUnknownKeys()
        let sources = SourceDeclaration.decodeAll(object.object("sources"), resources: resources)
        let privacyObject = object.object("privacy")
        let privacy = TrackPrivacy(style: privacyObject)
        privacyObject.reportUnknownKeys()

        var layers: [StyleLayer] = []
        if let layersNode = object.node("layers") {
            if case .array(let elements) = layersNode.value {
                var seen: Set<String> = []
                for (index, element) in elements.enumerated() {
                    if let layer = decodeLayer(element, keyPath: "layers[\(index)]", log: log, resources: resources,
                                               registry: registry, seen: &seen, sources: sources,
                                               lengths: LengthResolution(shortSide: canvas.shortSide)) {
                        layers.append(layer)
                    }
                }
            } else {
                object.mismatch("layers", layersNode, expected: "an array of layers")
            }
        } else {
            log.report(code: .missingKey, at: root, keyPath: "layers", "missing key \"layers\"")
        }
        var basemap: Basemap?
        if object.has("basemap") {
            let basemapObject = object.object("basemap")
            if let basemapDecoder {
                basemap = basemapDecoder.decodeBasemap(basemapObject, resources: resources, spriteLoader: spriteLoader, scale: canvas.scale)
            } else {
                object.error("basemap", at: object.node("basemap"), code: .unsupported,
                             "a base map is not read here: decode the style with a basemap decoder (RouteCardMapLibre's MapLibreBasemapDecoder)")
            }
        }
        object.reportUnknownKeys()
        AttributionLayer.checkAttribution(layers, at: log.location(of: root), log: log)
        if log.hasErrors { throw StyleError(diagnostics: log.sorted) }
        var style = Style(name: name, units: units, canvas: canvas, layers: layers, warnings: log.sorted)
        if let timeZone { style.timeZone = timeZone }
        style.sources = sources
        style.privacy = privacy
        style.resources = resources
        if let basemap { style = style.applying(basemap: basemap) }
        return style
    }

    private static func decodeLayer(_ node: JSONNode, keyPath: String, log: DiagnosticLog, resources: ResourceResolver,
                                    registry: LayerRegistry, seen: inout Set<String>,
                                    sources: [String: SourceDeclaration], lengths: LengthResolution) -> StyleLayer? {
        let object = StyleObject(node, keyPath: keyPath, log: log, lengths: lengths)
        guard case .object = node.value else { return nil }
        let id = object.optionalString("id")
        if !object.has("id") { log.report(code: .missingKey, at: node, keyPath: object.path("id"), "missing key \"id\"") }
        if let id {
            if id.isEmpty { object.error("id", at: object.node("id"), "an id must not be empty") }
            if !seen.insert(id).inserted { object.error("id", at: object.node("id"), code: .duplicateID, "duplicate layer id \"\(id)\"") }
        }
        let typeName = object.optionalString("type")
        var type: (any CardLayer.Type)?
        if let typeName {
            type = registry.layerType(named: typeName)
            if type == nil {
                object.error("type", at: object.node("type"), code: .unknownLayerType, "unknown layer type \"\(typeName)\"; known types: "
                    + registry.typeNames.joined(separator: ", "))
            }
        } else if !object.has("type") {
            log.report(code: .missingKey, at: node, keyPath: object.path("type"), "missing key \"type\"")
        }
        guard let type, let typeName else {
            // Still mark the common keys as known so only the real problems are reported.
            for key in ["source", "paint", "layout", "filter", "minzoom", "maxzoom", "schema", "sport"] { _ = object.node(key) }
            object.reportUnknownKeys()
            return nil
        }
        let paint = object.object("paint")
        let layout = object.object("layout")
        let style = LayerStyle(id: id ?? "", root: object, paint: paint, layout: layout, resources: resources, sources: sources)
        let layer = type.init(style: style)
        let schema = decodeSchema(object, source: layer.role.mapData?.source, sources: sources)
        let sports = SportSelection.decode(object)
        paint.reportUnknownKeys()
        layout.reportUnknownKeys()
        object.reportUnknownKeys()
        var entry = StyleLayer(id: id ?? "", type: typeName, layer: layer, schema: schema)
        entry.sports = sports
        if lengths.usesRelative {
            // Decoded again (already validated, so into a log nobody reads) for another canvas.
            entry.redecode = { shortSide in
                var none: Set<String> = []
                return decodeLayer(node, keyPath: keyPath, log: DiagnosticLog(file: nil), resources: resources, registry: registry,
                                   seen: &none, sources: sources, lengths: LengthResolution(shortSide: shortSide))?.layer
            }
        }
        return entry
    }

    /// A layer's `schema`: one of the `schemas` its source declares, else reported.
    private static func decodeSchema(_ object: StyleObject, source: String?, sources: [String: SourceDeclaration]) -> String? {
        guard let name = object.optionalString("schema") else { return nil }
        guard let source else {
            object.error("schema", at: object.node("schema"), "\"schema\" is for map layers, which draw a vector source's tiles")
            return nil
        }
        // An unknown source is reported by the layer itself.
        guard let declaration = sources[source] else { return nil }
        let declared = declaration.schemas.map(\.name)
        guard declared.contains(name) else {
            object.error("schema", at: object.node("schema"), code: .unknownSchema, declared.isEmpty
                ? "the source \"\(source)\" declares no schemas: add \"schemas\": { \"\(name)\": {} } to it, or remove the key"
                : "unknown schema \"\(name)\" of the source \"\(source)\"" + SpellingSuggestion.hint(for: name, among: declared)
                    + "; it declares: " + declared.joined(separator: ", "))
            return nil
        }
        return name
    }
}
