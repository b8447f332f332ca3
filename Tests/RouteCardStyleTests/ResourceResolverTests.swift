import Foundation
@testable import RouteCard
import RouteCardGeo
import RouteCardMap
import RouteCardStyle
import RouteCardTestSupport
import Testing

/// The resource policy: icons and map data reach the style decoder and the renderer only through a
/// `ResourceResolver`; the file-system resolver reads only inside the style's folder and the
/// granted folders, symbolic links resolved; icons are what their extension says.
@Suite struct ResourceResolverTests {
    static let svg = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 30 20"><circle cx="15" cy="10" r="9"/></svg>"#

    /// A style whose only layer is a `markers` layer with `icon-image` set to `icon`, on line 3.
    static func markerStyle(_ icon: String) -> String {
        """
        {"version": 1,
         "layers": [
          {"id": "m", "type": "markers", "source": "start", "layout": {"icon-image": "\(icon)"}}]}
        """
    }

    /// A style with one map source whose `data` is `data`, on line 2.
    static func mapStyle(_ data: String) -> String {
        """
        {"version": 1,
         "sources": {"osm": {"type": "geojson", "data": "\(data)"}},
         "layers": [{"id": "l", "type": "line", "source": "osm"}, {"id": "a", "type": "attribution"}]}
        """
    }

    /// The messages of decoding `json` as `style.json` (none when it decodes).
    static func problems(_ json: String, _ resources: ResourceResolver) -> [String] {
        do {
            _ = try Style.decode(Array(json.utf8), file: "style.json", resources: resources)
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    /// `style.json:LINE:COL` of the first `"value"` on that line, found in the text itself.
    static func location(of value: String, line: Int, in text: String) -> String {
        let lineText = text.split(separator: "\n", omittingEmptySubsequences: false)[line - 1]
        let column = lineText.distance(from: lineText.startIndex, to: lineText.range(of: "\"\(value)\"")!.lowerBound) + 1
        return "style.json:\(line):\(column)"
    }

    /// The icon of the first layer, or `nil` when it is a built-in shape.
    static func image(_ style: Style) -> IconImage? {
        guard let layer = style.layers.first?.layer as? MarkersLayer, case .image(let image) = layer.icon else { return nil }
        return image
    }

    // MARK: In memory and nothing at all

    @Test func anIconComesFromAnInMemoryResolverAndIsEmbedded() throws {
        let bytes = Array(Self.svg.utf8)
        let style = try Style.decode(Array(Self.markerStyle("icons/dot.svg").utf8), resources: .inMemory(["icons/dot.svg": bytes]))
        let image = try #require(Self.image(style))
        #expect(image.bytes == bytes)
        #expect(image.mediaType == "image/svg+xml")
        #expect(image.aspectRatio == 1.5, "viewBox 30 × 20")
        let track = Track(segments: [TrackSegment(points: [TrackPoint(latitude: 60.17, longitude: 24.94),
                                                           TrackPoint(latitude: 60.18, longitude: 24.95)])])
        let svg = String(decoding: try CardRenderer().svg(for: track, style: style), as: UTF8.self)
        #expect(svg.contains("data:image/svg+xml;base64," + Data(bytes).base64EncodedString()))
    }

    @Test func theDefaultResolverReadsNothingAndSaysWhere() {
        let json = Self.markerStyle("dot.svg")
        #expect(Self.problems(json, .none) == [
            Self.location(of: "dot.svg", line: 3, in: json) + ": error: layers[0].layout.icon-image: cannot read icon file "
                + "\"dot.svg\": this style may read no files (no folder to read from was given)",
        ])
        let map = Self.mapStyle("map.geojson")
        #expect(Self.problems(map, .none) == [
            Self.location(of: "map.geojson", line: 2, in: map) + ": error: sources.osm.data: cannot read map data "
                + "\"map.geojson\": this style may read no files (no folder to read from was given)",
        ])
    }

    @Test func aMissingInMemoryIconIsReported() {
        let json = Self.markerStyle("gone.png")
        #expect(Self.problems(json, .inMemory([:])) == [
            Self.location(of: "gone.png", line: 3, in: json) + ": error: layers[0].layout.icon-image: cannot read icon file \"gone.png\": no such file",
        ])
    }

    // MARK: The file system: the style's folder, granted folders, symbolic links

    /// `base/style/` (the root) with `icons/dot.svg`, a link `inside.svg` to it, a link
    /// `escape.svg` to `base/outside/secret.svg`, a folder link `linked` to `base/outside`, a
    /// folder `folder.svg` and a FIFO `pipe.svg`; `base/outside/` holds `secret.svg` and `map.geojson`.
    /// Call `remove()` when done.
    struct Folders {
        let base: URL, root: URL, outside: URL
        init() throws {
            base = FileManager.default.temporaryDirectory.appendingPathComponent("routecard-resources-\(UUID().uuidString)")
            root = base.appendingPathComponent("style")
            outside = base.appendingPathComponent("outside")
            let files = FileManager.default
            try files.createDirectory(at: root.appendingPathComponent("icons"), withIntermediateDirectories: true)
            try files.createDirectory(at: root.appendingPathComponent("folder.svg"), withIntermediateDirectories: true)
            try files.createDirectory(at: outside, withIntermediateDirectories: true)
            try Data(ResourceResolverTests.svg.utf8).write(to: root.appendingPathComponent("icons/dot.svg"))
            try Data(ResourceResolverTests.svg.utf8).write(to: outside.appendingPathComponent("secret.svg"))
            try Data(#"{"type": "Point", "coordinates": [24.94, 60.17]}"#.utf8).write(to: outside.appendingPathComponent("map.geojson"))
            try files.createSymbolicLink(atPath: root.appendingPathComponent("inside.svg").path, withDestinationPath: "icons/dot.svg")
            try files.createSymbolicLink(atPath: root.appendingPathComponent("escape.svg").path, withDestinationPath: "../outside/secret.svg")
            try files.createSymbolicLink(atPath: root.appendingPathComponent("linked").path, withDestinationPath: outside.path)
            guard mkfifo(root.appendingPathComponent("pipe.svg").path, 0o600) == 0 else { throw CocoaError(.fileWriteUnknown) }
        }
        func remove() { try? FileManager.default.removeItem(at: base) }
    }

    @Test func filesInsideTheStylesFolderAreRead() throws {
        let folders = try Folders()
        defer { folders.remove() }
        for name in ["icons/dot.svg", "./icons/../icons/dot.svg", "inside.svg", folders.root.path + "/icons/dot.svg"] {
            let style = try Style.decode(Array(Self.markerStyle(name).utf8), resources: .fileSystem(root: folders.root))
            #expect(Self.image(style)?.bytes == Array(Self.svg.utf8), "\(name)")
        }
    }

    @Test func pathsLeavingTheStylesFolderAreRefusedWithTheirLocation() throws {
        let folders = try Folders()
        defer { folders.remove() }
        let resolver = ResourceResolver.fileSystem(root: folders.root)
        let cases = [
            ("../outside/secret.svg", "outside the style's folder"),
            (folders.outside.path + "/secret.svg", "outside the style's folder"),
            ("icons/../../outside/secret.svg", "outside the style's folder"),
            ("escape.svg", "a symbolic link leads outside the style's folder"),
            ("linked/secret.svg", "a symbolic link leads outside the style's folder"),
        ]
        for (name, reason) in cases {
            let json = Self.markerStyle(name)
            #expect(Self.problems(json, resolver) == [
                Self.location(of: name, line: 3, in: json) + ": error: layers[0].layout.icon-image: cannot read icon file \"\(name)\": \(reason)",
            ])
        }
        let map = Self.mapStyle("../outside/map.geojson")
        #expect(Self.problems(map, resolver) == [
            Self.location(of: "../outside/map.geojson", line: 2, in: map)
                + ": error: sources.osm.data: cannot read map data \"../outside/map.geojson\": outside the style's folder",
        ])
    }

    @Test func grantedFoldersMayBeRead() throws {
        let folders = try Folders()
        defer { folders.remove() }
        let resolver = ResourceResolver.fileSystem(root: folders.root, granted: [folders.outside])
        for name in ["../outside/secret.svg", "escape.svg", "linked/secret.svg"] {
            let style = try Style.decode(Array(Self.markerStyle(name).utf8), resources: resolver)
            #expect(Self.image(style)?.bytes == Array(Self.svg.utf8), "\(name)")
        }
        let style = try Style.decode(Array(Self.mapStyle("../outside/map.geojson").utf8), resources: resolver)
        let sources = try MapSourceLoader().load(style)
        #expect(sources["osm"]?.data.features.count == 1)
        let json = Self.markerStyle("/etc/passwd.svg")
        #expect(Self.problems(json, resolver) == [
            Self.location(of: "/etc/passwd.svg", line: 3, in: json) + ": error: layers[0].layout.icon-image: cannot read icon file "
                + "\"/etc/passwd.svg\": outside the style's folder and the folders granted to it",
        ])
    }

    @Test func onlyRegularFilesThatExistAreRead() throws {
        let folders = try Folders()
        defer { folders.remove() }
        let resolver = ResourceResolver.fileSystem(root: folders.root)
        #expect(throws: ResourceError(.notFound, name: "icons/none.svg", reason: "no such file")) { try resolver.read("icons/none.svg") }
        #expect(throws: ResourceError(.unreadable, name: "folder.svg", reason: "a folder, not a file")) { try resolver.read("folder.svg") }
        #expect(throws: ResourceError(.refused, name: "icons/dot.svg\0x", reason: "not a file path (it contains a NUL character)")) {
            try resolver.read("icons/dot.svg\0x")
        }
        // A FIFO would block a reader forever: it is refused before it is opened.
        #expect(throws: ResourceError(.unreadable, name: "pipe.svg", reason: "not a regular file")) { try resolver.read("pipe.svg") }
    }

    @Test func builtInDataIsReadByNameFromEveryResolverThatAllowsIt() throws {
        let folders = try Folders()
        defer { folders.remove() }
        for resolver in [ResourceResolver.fileSystem(root: folders.root), .builtIn] {
            #expect(try resolver.read("builtin:helsinki.geojson") == BuiltInMapData.bytes(named: "helsinki.geojson"))
            #expect(try resolver.locate("builtin:helsinki.geojson") == "<built-in map data helsinki.geojson>")
        }
        let json = Self.mapStyle("builtin:nowhere.geojson")
        #expect(Self.problems(json, .builtIn) == [
            Self.location(of: "builtin:nowhere.geojson", line: 2, in: json) + ": error: sources.osm.data: cannot read map data "
                + "\"builtin:nowhere.geojson\": no such built-in data (built-in: builtin:helsinki.geojson)",
        ])
        #expect(throws: ResourceError.self) { try ResourceResolver.builtIn.read(folders.root.path + "/icons/dot.svg") }
    }

    // MARK: Icons are what their extension says

    static let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
                               0, 0, 0, 4, 0, 0, 0, 2, 8, 6, 0, 0, 0]

    static func decodeError(_ text: String, name: String = "icon.svg") -> String? {
        decodeError(Array(text.utf8), name: name)
    }

    static func decodeError(_ bytes: [UInt8], name: String) -> String? {
        if case .failure(let error) = IconImage.decode(bytes, name: name) { return error.message }
        return nil
    }

    @Test func aPNGNeedsItsSignatureAndHeader() throws {
        #expect(try IconImage.decode(Self.png, name: "a.PNG").get().aspectRatio == 2, "4 × 2 pixels")
        #expect(Self.decodeError(Self.svg, name: "a.png") == "\"a.png\" is not a PNG file (no PNG signature)")
        var noHeader = Self.png
        noHeader[12] = 0x41
        #expect(Self.decodeError(noHeader, name: "a.png") == "\"a.png\" is not a PNG file (no IHDR header)")
        #expect(Self.decodeError(Array(Self.png.prefix(20)), name: "a.png") == "\"a.png\" is not a PNG file (no IHDR header)")
        #expect(Self.decodeError(Self.png, name: "a.gif") == "icon files must be .png or .svg, got \"a.gif\"")
    }

    @Test func anSVGNeedsAnSVGRootElement() throws {
        let prolog = "\u{FEFF}<?xml version=\"1.0\"?>\n<!-- drawn by hand -->\n<!DOCTYPE svg PUBLIC \"-//W3C//DTD SVG 1.1//EN\" \"x.dtd\">\n"
        #expect(try IconImage.decode(Array((prolog + Self.svg + "\n<!-- end -->\n").utf8), name: "a.svg").get().aspectRatio == 1.5)
        #expect(try IconImage.decode(Array(#"<svg width="10" height="40"/>"#.utf8), name: "a.svg").get().aspectRatio == 0.25)
        #expect(try IconImage.decode(Array(#"<s:svg xmlns:s="http://www.w3.org/2000/svg"></s:svg>"#.utf8), name: "a.svg").get().aspectRatio == 1)
        #expect(Self.decodeError("a note that mentions <svg> somewhere") == "\"icon.svg\" is not an SVG file (text before the root element: a note that mentions…)")
        #expect(Self.decodeError("<html><svg></svg></html>") == "\"icon.svg\" is not an SVG file (its root element is <html>, not <svg>)")
        #expect(Self.decodeError("<svg><rect/>") == "\"icon.svg\" is not an SVG file (the root element is not closed with </svg> at the end)")
        #expect(Self.decodeError("<svg") == "\"icon.svg\" is not an SVG file (the <svg> tag is not closed)")
        #expect(Self.decodeError("") == "\"icon.svg\" is not an SVG file (no root element)")
        #expect(Self.decodeError("<!DOCTYPE svg [<!ENTITY a \"aaaa\">]><svg>&a;</svg>")
            == "\"icon.svg\" is not an SVG file (a DOCTYPE with an internal subset)")
        #expect(Self.decodeError(Self.png, name: "icon.svg") == "\"icon.svg\" is not an SVG file (not UTF-8 text)")
    }

    // MARK: Messages quote at most a short excerpt of a file

    @Test func messagesQuoteOnlyAnExcerpt() throws {
        let secret = String(repeating: "s3cr3t", count: 2000)
        for text in ["<\(secret)>", "\(secret)<svg/>", "<svg>\(secret)"] {
            let message = try #require(Self.decodeError(text))
            #expect(message.count < 120 && !message.contains(String(repeating: "s3cr3t", count: 5)), "\(message.prefix(200))")
        }
        for geojson in [#"{"type": "\#(secret)"}"#, #"{"\#(secret)" 1}"#, #"{"type": "Feature", "\#(secret)": 1, "\#(secret)": 2}"#] {
            var style = try Style.decode(Array(Self.mapStyle("map.geojson").utf8), resources: .inMemory([:]))
            style.resources = .inMemory(["map.geojson": Array(geojson.utf8)])
            #expect(throws: MapSourceError.self) { try MapSourceLoader().load(style) }
            do {
                _ = try MapSourceLoader().load(style)
            } catch {
                #expect(error.description.count < 200 && !error.description.contains(String(repeating: "s3cr3t", count: 10)),
                        "\(error.description.prefix(300))")
            }
        }
    }

    // MARK: The decoder itself opens no file

    @Test func theStyleTargetContainsNoFileAccess() throws {
        let folder = TestPaths.file("Sources/RouteCardStyle")
        let files = try #require(FileManager.default.enumerator(atPath: folder.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }
        #expect(files.count > 40, "the style target's sources were found")
        let forbidden = ["FileManager", "FileHandle", "Data(contentsOf", "String(contentsOf", "contentsOfFile", "contents(atPath",
                         "fopen", "opendir", "realpath", "currentDirectoryPath", "import Glibc"]
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for word in forbidden {
                #expect(!text.contains(word), "\(file) uses \(word)")
            }
        }
    }
}
