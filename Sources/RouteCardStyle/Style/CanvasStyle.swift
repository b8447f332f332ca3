import RouteCardGeo

/// The card's canvas: size, pixel density, padding and fit limits. Style key `canvas`.
public struct CanvasStyle: Sendable, Hashable {
    /// Width in points; key `width`, default 800.
    public var width: Double
    /// Height in points; key `height`, default 800.
    public var height: Double
    /// Output pixels per point for raster output; key `scale`, default 2. Does not change the SVG geometry.
    public var scale: Double
    /// Space between the drawn route and the canvas edges in points; key `padding`
    /// (a number or an array of 1, 2 or 4 numbers in CSS order), default 40.
    public var padding: EdgeInsets
    /// Whether raster output keeps a transparent background where no layer paints; key `transparent`, default false.
    public var transparent: Bool
    /// The largest zoom level a fit may choose (MapLibre's zoom, 512-point tiles); key `max-zoom`, default 18.
    public var maxZoom: Double
    /// Ground span in metres shown when everything is one position; key `default-span`, default 1000.
    public var defaultSpan: Double
    /// Simplification tolerance in output pixels; key `simplify`, default 0.25 (0 disables).
    public var simplify: Double

    /// Creates canvas settings; see each property for keys and defaults.
    public init(width: Double = 800, height: Double = 800, scale: Double = 2, padding: EdgeInsets = EdgeInsets(all: 40),
                transparent: Bool = false, maxZoom: Double = 18, defaultSpan: Double = 1000, simplify: Double = 0.25) {
        self.width = width
        self.height = height
        self.scale = scale
        self.padding = padding
        self.transparent = transparent
        self.maxZoom = maxZoom
        self.defaultSpan = defaultSpan
        self.simplify = simplify
    }

    /// The size in points.
    public var size: CanvasSize { CanvasSize(width: width, height: height) }

    /// The fit options these settings give.
    public var fitOptions: FitOptions {
        FitOptions(size: size, padding: padding, maxZoom: maxZoom, defaultSpan: defaultSpan)
    }

    /// Decodes a `canvas` object.
    public init(from object: StyleObject) {
        self.init()
        width = object.number("width", default: width, in: 1...20_000)
        height = object.number("height", default: height, in: 1...20_000)
        scale = object.number("scale", default: scale, in: 0.1...10)
        if let node = object.node("padding") {
            var values: [Double]?
            switch node.value {
            case .number(let value): values = [value]
            case .array(let elements):
                values = elements.compactMap { if case .number(let v) = $0.value { v } else { nil } }
                if values!.count != elements.count { values = nil }
            default: values = nil
            }
            if let values, let insets = EdgeInsets(cssValues: values) {
                padding = insets
            } else {
                object.mismatch("padding", node, expected: "a number ≥ 0 or an array of 1, 2 or 4 numbers ≥ 0")
            }
        }
        transparent = object.bool("transparent", default: transparent)
        maxZoom = object.number("max-zoom", default: maxZoom, in: 0...24)
        defaultSpan = object.number("default-span", default: defaultSpan, in: 1...40_000_000)
        simplify = object.number("simplify", default: simplify, in: 0...10)
    }
}
