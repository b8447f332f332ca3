import RouteCardMap
import RouteCardStyle
import RouteCardText

/// Decodes one MapLibre style into RouteCard layers (see `MapLibreStyle`); lives for one decoding.
final class MapLibreDecoder {
    private let log: DiagnosticLog
    private let resources: ResourceResolver
    private let tiles: [String: VectorSourceDeclaration.Tiles]
    private let sprite: Sprite?
    private var compatibility = MapLibreCompatibility()
    /// Sources whose layers cannot be drawn, with the reason.
    private var unusable: [String: String] = [:]
    /// The first use of each approximated or ignored kind, with the number of uses.
    private var notes: [String: (location: SourceLocation?, keyPath: String, message: String, count: Int)] = [:]
    private var noteOrder: [String] = []
    /// The sources the drawn layers read.
    private var usedSources: Set<String> = []

    /// The top-level keys of the specification that change nothing on a card.
    private static let quietKeys: Set<String> = ["version", "name", "metadata", "center", "zoom", "bearing", "pitch", "id",
                                                 "owner", "created", "modified", "draft", "visibility", "protected", "transition",
                                                 "state", "sources", "layers", "sprite", "glyphs", "light", "sky", "terrain",
                                                 "projection", "fog", "centerAltitude", "roll", "font-faces"]
    /// The keys of a layer object.
    private static let layerKeys = ["id", "type", "source", "source-layer", "filter", "minzoom", "maxzoom", "metadata", "layout", "paint"]

    init(log: DiagnosticLog, resources: ResourceResolver, tiles: [String: VectorSourceDeclaration.Tiles], sprite: Sprite? = nil) {
        self.log = log
        self.sprite = sprite
        self.resources = resources
        self.tiles = tiles
    }

    /// Decodes the whole style.
    func decode(_ root: JSONNode) -> MapLibreStyle {
        let object = StyleObject(root, keyPath: "", log: log)
        if let version = object.node("version") {
            if case .number(8) = version.value {} else {
                object.mismatch("version", version, expected: "8 (a MapLibre style, specification v8)", code: .unsupportedVersion)
            }
        } else {
            log.report(code: .missingKey, at: root, keyPath: "version", "missing key \"version\" (a MapLibre style has version 8)")
        }
        let name = object.optionalString("name")
        noteTopLevel(object)
        let sources = decodeSources(object.object("sources"))
        var layers: [StyleLayer] = []
        if let layersNode = object.node("layers") {
            if case .array(let elements) = layersNode.value {
                var seen: Set<String> = []
                for (index, element) in elements.enumerated() {
                    if let layer = decodeLayer(element, keyPath: "layers[\(index)]", sources: sources, seen: &seen) { layers.append(layer) }
                }
            } else {
                object.mismatch("layers", layersNode, expected: "an array of layers")
            }
        } else {
            log.report(code: .missingKey, at: root, keyPath: "layers", "missing key \"layers\"")
        }
        if case .object(let members) = root.value {
            for member in members where !Self.quietKeys.contains(member.key) {
                log.report(.warning, code: .unknownKey, at: log.location(ofOffset: member.keyOffset), keyPath: member.key,
                           "unknown key \"\(member.key)\" (not in the MapLibre style specification; ignored)"
                               + SpellingSuggestion.hint(for: member.key, among: Self.quietKeys.sorted()))
            }
        }
        for kind in noteOrder {
            guard let note = notes[kind] else { continue }
            let more = note.count > 1 ? " (\(note.count) uses; only the first is reported)" : ""
            log.report(.warning, code: .unsupported, at: note.location, keyPath: note.keyPath, note.message + more)
        }
        return MapLibreStyle(name: name, layers: layers, sources: sources.filter { usedSources.contains($0.key) },
                             warnings: log.sorted.filter { $0.severity == .warning }, compatibility: compatibility)
    }

    /// Warnings for the top-level keys a card does not use in MapLibre's way.
    private func noteTopLevel(_ object: StyleObject) {
        let notes: [(key: String, message: String)] = [
            ("sprite", sprite == nil ? "the sprite is not fetched: icons and patterns are not drawn (give a local one with --sprite)"
                : "the sprite is not fetched: icons come from the sprite given (\(sprite!.name)); patterns are not drawn"),
            ("glyphs", "glyphs are not fetched: text is set in installed fonts (see text-font)"),
            ("light", "lighting is for 3D extrusions, which are not drawn"),
            ("sky", "the sky is not drawn on a flat card"),
            ("terrain", "terrain is not drawn on a flat card"),
            ("fog", "fog is not drawn on a flat card"),
            ("projection", "a card is always drawn in Web Mercator"),
        ]
        for (key, message) in notes {
            guard let node = object.node(key) else { continue }
            log.report(.warning, code: .unsupported, at: node, keyPath: key, message)
        }
        for key in ["bearing", "pitch"] {
            guard let node = object.node(key), case .number(let value) = node.value, value != 0 else { continue }
            log.report(.warning, code: .unsupported, at: node, keyPath: key, "a card is drawn north up and flat: \(key) \(node.summary) is not used")
        }
    }

    // MARK: Sources

    private func decodeSources(_ object: StyleObject) -> [String: SourceDeclaration] {
        var sources: [String: SourceDeclaration] = [:]
        for id in object.keys {
            guard let node = object.node(id), case .object(let members) = node.value else {
                if let node = object.node(id) { object.mismatch(id, node, expected: "a source object") }
                continue
            }
            let source = StyleObject(node, keyPath: object.path(id), log: log)
            let type = source.optionalString("type")
            switch type {
            case "vector", "raster":
                // A hosted TileJSON or tile URLs are not passed on: the source gets the tiles it is
                // bound to, or none (then the program asks for them, naming the source).
                let hosted = Self.isHosted(node)
                let passed = !hosted && tiles[id] == nil
                let dropped = Set(["promoteId", "volatile", "encoding"] + (passed ? [] : ["url", "tiles"]))
                var kept = members.filter { !dropped.contains($0.key) }
                if type == "vector" { kept.removeAll { $0.key == "tileSize" } }
                let trimmed = StyleObject(JSONNode(.object(kept), at: node.offset), keyPath: object.path(id), log: log)
                _ = trimmed.node("type")
                var tiled = VectorSourceDeclaration.decode(trimmed, resources: resources, raster: type == "raster")
                if let bound = tiles[id] { tiled.tiles = bound }
                let attribution = trimmed.optionalString("attribution") ?? Self.schemaCredit(id: id, source: node)
                trimmed.reportUnknownKeys(ignored: true)
                let location = log.location(of: node)
                sources[id] = type == "raster"
                    ? SourceDeclaration(id: id, raster: tiled, attribution: attribution, styleFile: log.file, location: location)
                    : SourceDeclaration(id: id, vector: tiled, attribution: attribution, styleFile: log.file, location: location)
            case "geojson":
                let attribution = source.optionalString("attribution")
                guard let data = source.node("data") else {
                    log.report(code: .missingKey, at: node, keyPath: source.path("data"), "missing key \"data\" (a GeoJSON file or object)")
                    continue
                }
                guard case .string(let name) = data.value else {
                    unusable[id] = "its GeoJSON source \"\(id)\" has inline data, which a card does not read (give a file)"
                    continue
                }
                if VectorSourceDeclaration.isRemote(name) {
                    unusable[id] = "its GeoJSON source \"\(id)\" is on a server, which is not fetched"
                    continue
                }
                do {
                    _ = try resources.locate(name)
                } catch {
                    source.error("data", at: data, code: .unreadableResource, "cannot read map data \(error.description)")
                }
                sources[id] = SourceDeclaration(id: id, data: name, attribution: attribution, styleFile: log.file,
                                                location: log.location(of: data))
            case "raster-dem", "image", "video":
                unusable[id] = "its source \"\(id)\" is of type \(type!), which is not drawn"
            case nil:
                if !source.has("type") {
                    log.report(code: .missingKey, at: node, keyPath: source.path("type"), "missing key \"type\"")
                }
            case let other?:
                source.error("type", at: source.node("type"), "unknown source type \"\(other)\" (MapLibre's: vector, raster, raster-dem, geojson, image, video)")
            }
        }
        return sources
    }

    /// The credit the OpenMapTiles schema asks for, for a source that is OpenMapTiles' (its id is
    /// `openmaptiles`, or its URL names OpenMapTiles or MapTiler) and declares none: its TileJSON,
    /// which would say it, is not fetched.
    static let openMapTilesCredit = "© OpenMapTiles © OpenStreetMap contributors"

    private static func schemaCredit(id: String, source: JSONNode) -> String? {
        let url: String = if case .string(let text)? = source.member("url")?.value { text.lowercased() } else { "" }
        return id == "openmaptiles" || url.contains("openmaptiles") || url.contains("maptiler") ? openMapTilesCredit : nil
    }

    /// Whether a tile source's `url` or `tiles` are on a server (TileJSON, `mapbox://`, URL templates).
    private static func isHosted(_ node: JSONNode) -> Bool {
        if case .string(let url)? = node.member("url")?.value {
            return VectorSourceDeclaration.isRemote(url) || url.hasPrefix("mapbox://") || url.hasPrefix("pmtiles://http")
        }
        if case .array(let list)? = node.member("tiles")?.value {
            return list.contains { if case .string(let t) = $0.value { VectorSourceDeclaration.isRemote(t) } else { false } }
        }
        return false
    }

    // MARK: Layers

    private func decodeLayer(_ node: JSONNode, keyPath: String, sources: [String: SourceDeclaration],
                             seen: inout Set<String>) -> StyleLayer? {
        let object = StyleObject(node, keyPath: keyPath, log: log)
        guard case .object(let members) = node.value else { return nil }
        compatibility.layers += 1
        let id = object.optionalString("id") ?? ""
        if !object.has("id") { log.report(code: .missingKey, at: node, keyPath: object.path("id"), "missing key \"id\"") }
        if !id.isEmpty, !seen.insert(id).inserted {
            object.error("id", at: object.node("id"), code: .duplicateID, "duplicate layer id \"\(id)\"")
        }
        for key in Self.layerKeys { _ = object.node(key) }
        object.reportUnknownKeys(ignored: true)
        let typeName = object.optionalString("type")
        guard let typeName else {
            if !object.has("type") { log.report(code: .missingKey, at: node, keyPath: object.path("type"), "missing key \"type\"") }
            return nil
        }
        guard let kind = MapLibreLayerType.named(typeName) else {
            object.error("type", at: object.node("type"), code: .unknownLayerType, "unknown layer type \"\(typeName)\"; MapLibre's types: "
                + MapLibreLayerType.all.map(\.name).joined(separator: ", ") + SpellingSuggestion.hint(for: typeName, among: MapLibreLayerType.all.map(\.name)))
            return nil
        }
        let paintNode = node.member("paint"), layoutNode = node.member("layout")
        let hidden: Bool = if case .string("none")? = layoutNode?.member("visibility")?.value { true } else { false }
        if hidden { compatibility.hidden.append(id) }
        guard let target = kind.target else {
            note(kind: "type \(typeName)", at: object.node("type"), keyPath: object.path("type"),
                 "\"\(typeName)\" layers are not drawn (\(kind.note)); first: layer \"\(id)\"")
            if !hidden {
                compatibility.skip(id, type: typeName, reason: kind.note)
                for group in [paintNode, layoutNode] {
                    if case .object(let properties)? = group?.value {
                        for property in properties { compatibility.count(property.key, .ignored) }
                    }
                }
            }
            return nil
        }
        // The properties, each through its declaration.
        var paint: [JSONMember] = [], layout: [JSONMember] = []
        var translate: JSONNode?
        var hasPattern = false
        let targetSpecs = Self.targetSpecs[target] ?? [:]
        for (group, groupNode) in [(PropertyGroup.paint, paintNode), (.layout, layoutNode)] {
            guard let groupNode else { continue }
            let groupObject = StyleObject(groupNode, keyPath: object.path(group.rawValue), log: log)
            guard case .object(let properties) = groupNode.value else { continue }
            for member in properties {
                let path = groupObject.path(member.key)
                let location = member.keyOffset
                guard let property = kind.property(member.key, in: group)?.given(sprite: sprite != nil) else {
                    let other: PropertyGroup = group == .paint ? .layout : .paint
                    let hint = kind.property(member.key, in: other) != nil
                        ? " (it is a \(other.rawValue) property: move it to \"\(other.rawValue)\")"
                        : SpellingSuggestion.hint(for: member.key, among: kind.keys(in: group))
                    log.report(code: .unknownKey, at: log.location(ofOffset: location), keyPath: path,
                               "unknown \(group.rawValue) property \"\(member.key)\" of a \(typeName) layer" + hint)
                    continue
                }
                if !hidden { compatibility.count(member.key, property.support) }
                if member.key.hasPrefix("icon-"), sprite == nil {
                    note(kind: "icon-*", offset: location, keyPath: path, "icons (icon-*) are not drawn: \(property.note); first: layer \"\(id)\"")
                } else if property.support != .supported {
                    let verb = property.support == .ignored ? "is not drawn" : "is approximated"
                    note(kind: member.key, offset: location, keyPath: path,
                         "\(member.key) \(verb): \(property.note); first: layer \"\(id)\"")
                }
                if member.key.hasSuffix("-translate") {
                    translate = member.value
                    checkTranslate(member.value, keyPath: path)
                }
                if member.key == "fill-pattern" { hasPattern = true }
                guard let key = property.target, let spec = targetSpecs[key] else { continue }
                let moved = JSONMember(key: key, keyOffset: member.keyOffset, value: member.value)
                if spec.group == .layout { layout.append(moved) } else { paint.append(moved) }
            }
        }
        guard !hidden else { return nil }
        let rootSpecs = Self.rootKeys[target] ?? []
        var root: [JSONMember] = []
        for member in members where ["id", "type"].contains(member.key) || rootSpecs.contains(member.key) {
            root.append(member)
        }
        for member in members where ["source", "source-layer", "filter", "minzoom", "maxzoom"].contains(member.key) && !rootSpecs.contains(member.key) {
            note(kind: "\(typeName) \(member.key)", offset: member.keyOffset, keyPath: object.path(member.key),
                 "\(member.key) is not used by \(typeName) layers; first: layer \"\(id)\"")
        }
        if let source = object.optionalString("source"), let reason = unusable[source] {
            compatibility.skip(id, type: typeName, reason: reason)
            note(kind: "source \(source)", at: object.node("source"), keyPath: object.path("source"),
                 "layers of source \"\(source)\" are not drawn: \(reason.replacingOccurrences(of: "its ", with: "the "))")
            return nil
        }
        if hasPattern, !paint.contains(where: { $0.key == "fill-color" }) {
            compatibility.skip(id, type: typeName, reason: "a fill-pattern without fill-color (sprite patterns are not drawn)")
            return nil
        }
        var plan = MapLibreLayerPlan(id: id, keyPath: keyPath, root: root, offset: node.offset,
                                     paint: (paint, paintNode?.offset ?? node.offset), layout: (layout, layoutNode?.offset ?? node.offset),
                                     translate: translate, resources: resources, sources: sources, sprite: sprite)
        plan.findFunctions(expressions: Set(targetSpecs.values.filter(\.allowsExpressions).map(\.key)))
        let layer: any CardLayer = switch target {
        case BackgroundLayer.type: plan.layer(BackgroundLayer.self, log: log)
        case FillLayer.type: plan.layer(FillLayer.self, log: log)
        case LineLayer.type: plan.layer(LineLayer.self, log: log)
        case CircleLayer.type: plan.layer(CircleLayer.self, log: log)
        case SymbolLayer.type: plan.layer(SymbolLayer.self, log: log)
        default: plan.layer(RasterLayer.self, log: log)
        }
        compatibility.drawn += 1
        if rootSpecs.contains("source"), case .string(let source)? = node.member("source")?.value { usedSources.insert(source) }
        return StyleLayer(id: id, type: target, layer: layer)
    }

    /// The properties of the RouteCard layer type a MapLibre type becomes, by key.
    /// The most a `*-translate` offset may move a layer, in points (as RouteCard's `icon-offset`):
    /// beyond it nothing of the layer could be on any card.
    static let maximumTranslate = 10_000.0

    /// Reports each `[x, y]` of a `*-translate` value (a literal pair, or a zoom function's stop
    /// values) with a number beyond ±``maximumTranslate``, at that number.
    private func checkTranslate(_ node: JSONNode, keyPath: String) {
        guard case .array(let items) = node.value else {
            if case .object = node.value, let stops = node.member("stops"), case .array(let list) = stops.value {
                for stop in list { if case .array(let pair) = stop.value, pair.count == 2 { checkTranslate(pair[1], keyPath: keyPath) } }
            }
            return
        }
        for item in items {
            guard case .number(let number) = item.value, abs(number) > Self.maximumTranslate else { continue }
            log.report(code: .outOfRange, at: item, keyPath: keyPath,
                       "an array of 2 numbers in -10000…10000 expected, \(item.summary) found")
            return
        }
    }

    static let targetSpecs: [String: [String: PropertySpec]] = {
        let types: [any CardLayer.Type] = [BackgroundLayer.self, FillLayer.self, LineLayer.self, CircleLayer.self, SymbolLayer.self, RasterLayer.self]
        return Dictionary(uniqueKeysWithValues: types.map { type in
            (type.type, Dictionary(type.properties.map { ($0.key, $0) }) { first, _ in first })
        })
    }()

    /// The layer-object keys (`source`, `filter`, …) each RouteCard type reads.
    static let rootKeys: [String: Set<String>] = targetSpecs.mapValues { Set($0.values.filter { $0.group == .root }.map(\.key)) }

    /// Records a use of an approximated or unsupported kind; the first is reported at the end.
    private func note(kind: String, at node: JSONNode?, keyPath: @autoclosure () -> String, _ message: @autoclosure () -> String) {
        note(kind: kind, offset: node?.offset, keyPath: keyPath(), message())
    }

    /// Records a use at a byte offset (turned into line:column only for the first use of a kind).
    private func note(kind: String, offset: Int?, keyPath: @autoclosure () -> String, _ message: @autoclosure () -> String) {
        if notes[kind] != nil { notes[kind]!.count += 1; return }
        notes[kind] = (log.location(ofOffset: offset), keyPath(), message(), 1)
        noteOrder.append(kind)
    }
}
