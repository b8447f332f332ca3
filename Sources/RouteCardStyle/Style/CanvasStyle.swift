import RouteCardGeo
import RouteCardText

/// The card's canvas: size, pixel density, padding and fit limits. Style key `canvas`.
public struct CanvasStyle: Sendable, Hashable {
    /// Width in points; key `width`, default 800.
    public var width: Double
    /// Height in points; key `height`, default 800.
    public var height: Double
    /// Output pixels per point for raster output; key `scale`, default 2. Does not change the SVG geometry.
    public var scale: Double
    /// Space between the drawn route and the canvas edges in points; key `padding`
    /// (a length or an array of 1, 2 or 4 lengths in CSS order, each points or a string such as
    /// `"5vmin"`, see `CardLength`), default 40. Relative padding follows the canvas size;
    /// setting this property replaces it with fixed points.
    public var padding: EdgeInsets {
        get {
            guard let relativePadding, let insets = EdgeInsets(cssValues: relativePadding.map { $0.points(shortSide: shortSide) })
            else { return fixedPadding }
            return insets
        }
        set {
            fixedPadding = newValue
            relativePadding = nil
        }
    }
    /// The padding in points when it is not relative.
    private var fixedPadding: EdgeInsets
    /// The padding as written (1, 2 or 4 lengths in CSS order) when one of them is relative.
    public private(set) var relativePadding: [CardLength]?
    /// Bands along the edges that a platform covers with its own buttons (a story's top 250 and
    /// bottom 250 px), in points: text is placed inside them and the route fitted inside them
    /// (the padding still applies); the background still fills the whole canvas. Set by a
    /// `CanvasPreset`; default none.
    public var safeArea = EdgeInsets(all: 0)
    /// Whether raster output keeps a transparent background where no layer paints; key `transparent`, default false.
    public var transparent: Bool
    /// The largest zoom level a fit may choose (MapLibre's zoom, 512-point tiles); key `max-zoom`, default 18.
    public var maxZoom: Double
    /// Ground span in metres shown when everything is one position; key `default-span`, default 1000.
    public var defaultSpan: Double
    /// Simplification tolerance in output pixels; key `simplify`, default 0.25 (0 disables).
    public var simplify: Double
    /// A fixed view (`--center` and `--zoom`, or `--bounds`): the map shows it instead of a view
    /// fitted to the route, which is drawn over it where it falls; default none.
    public var camera: Camera?

    /// Creates canvas settings; see each property for keys and defaults.
    public init(width: Double = 800, height: Double = 800, scale: Double = 2, padding: EdgeInsets = EdgeInsets(all: 40),
                transparent: Bool = false, maxZoom: Double = 18, defaultSpan: Double = 1000, simplify: Double = 0.25) {
        self.width = width
        self.height = height
        self.scale = scale
        self.fixedPadding = padding
        self.transparent = transparent
        self.maxZoom = maxZoom
        self.defaultSpan = defaultSpan
        self.simplify = simplify
    }

    /// The size in points.
    public var size: CanvasSize { CanvasSize(width: width, height: height) }

    /// The short side in points (`min(width, height)`): what `vmin` lengths are a percent of.
    public var shortSide: Double { min(width, height) }

    /// The canvas inside its safe area.
    public var safeBox: CanvasBox {
        CanvasBox(minX: safeArea.left, minY: safeArea.top, maxX: max(safeArea.left, width - safeArea.right),
                  maxY: max(safeArea.top, height - safeArea.bottom))
    }

    /// The safe area as bands the fit keeps the route out of.
    public var safeAreaBands: [ReservedBand] {
        [ReservedBand(edge: .top, depth: safeArea.top), ReservedBand(edge: .right, depth: safeArea.right),
         ReservedBand(edge: .bottom, depth: safeArea.bottom), ReservedBand(edge: .left, depth: safeArea.left)]
            .filter { $0.depth > 0 }
    }

    /// The fit options these settings give.
    public var fitOptions: FitOptions {
        FitOptions(size: size, padding: padding, maxZoom: maxZoom, defaultSpan: defaultSpan)
    }

    /// Why `padding` leaves no room to draw on a `width`×`height` canvas (the left and right, or
    /// the top and bottom, insets together reach across it), or `nil` when it leaves room.
    public static func roomProblem(_ padding: EdgeInsets, width: Double, height: Double) -> String? {
        func show(_ value: Double) -> String {
            guard abs(value) < 1e9 else { return "more than 1e9" }
            return value == value.rounded() ? String(Int(value)) : String(value)
        }
        if padding.left + padding.right >= width {
            return "padding leaves no room to draw: left + right = \(show(padding.left + padding.right)) pt on a canvas \(show(width)) pt wide"
        }
        if padding.top + padding.bottom >= height {
            return "padding leaves no room to draw: top + bottom = \(show(padding.top + padding.bottom)) pt on a canvas \(show(height)) pt high"
        }
        return nil
    }

    /// Decodes a `canvas` object.
    public init(from object: StyleObject) {
        self.init()
        width = object.number("width", default: width, in: 1...20_000)
        height = object.number("height", default: height, in: 1...20_000)
        scale = object.number("scale", default: scale, in: 0.1...10)
        if let node = object.node("padding") {
            func length(_ node: JSONNode) -> CardLength? {
                switch node.value {
                case .number(let value): .points(value)
                case .string(let text): CardLength(text: text)
                default: nil
                }
            }
            var lengths: [CardLength]?
            switch node.value {
            case .array(let elements):
                lengths = elements.compactMap(length)
                if lengths!.count != elements.count { lengths = nil }
            default: lengths = length(node).map { [$0] }
            }
            if let lengths, let insets = EdgeInsets(cssValues: lengths.map { $0.points(shortSide: shortSide) }) {
                if let problem = Self.roomProblem(insets, width: width, height: height) {
                    object.error("padding", at: node, code: .outOfRange, problem)
                } else {
                    padding = insets
                    if lengths.contains(where: \.isRelative) { relativePadding = lengths }
                }
            } else {
                object.mismatch("padding", node, expected: "a length ≥ 0 (points or a string such as \"5vmin\") or an array of 1, 2 or 4 of them")
            }
        }
        transparent = object.bool("transparent", default: transparent)
        maxZoom = object.number("max-zoom", default: maxZoom, in: 0...24)
        defaultSpan = object.number("default-span", default: defaultSpan, in: 1...40_000_000)
        simplify = object.number("simplify", default: simplify, in: 0...10)
    }
}
