import RouteCardScene
import RouteCardStyle

extension MapLibreStyle {
    /// The CIE L\* (lightness, 0…100) at and above which a base map's background is light: 50,
    /// the perceptual middle grey (`#777777`, relative luminance about 0.18).
    public static let darkLightness = 50.0

    /// The colour of the base map's first `background` layer (a gradient's first stop); `nil` when
    /// it has none or it is transparent.
    public var backgroundColor: Color? {
        for layer in layers {
            guard case .background(let fill, let opacity) = layer.layer.role else { continue }
            guard opacity > 0 else { return nil }
            switch fill {
            case .color(let color): return color.alpha > 0 ? color : nil
            case .linearGradient(let gradient): return gradient.stops.first?.color
            default: return nil
            }
        }
        return nil
    }

    /// Whether the base map is dark: its background colour's CIE L\* is below ``darkLightness``
    /// (Dark Matter's near-black is; Positron's, OSM Bright's and Toner's white are not). A base
    /// map without an opaque background is not dark. A dark base map gets the dark card style
    /// (`streets-dark`) when no style is named.
    public var isDark: Bool {
        guard let color = backgroundColor else { return false }
        return color.lab.l < Self.darkLightness
    }
}
