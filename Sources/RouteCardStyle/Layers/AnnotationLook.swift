import RouteCardExpressions
import RouteCardGeo
import RouteCardScene

/// The data-driven part of a `markers` layer with source `annotations`: colour and opacity per
/// annotation, from style properties (constants or MapLibre expressions, the same ones map layers
/// use) over its properties.
///
/// Paint keys:
/// - `icon-color`: a colour or an expression, e.g. `["match", ["get", "status"], "matched",
///   "#ff9500", "#0a84ff"]` (default `#0a84ff`).
/// - `icon-opacity`: 0…1 or an expression, e.g. the distance ramp
///   `["interpolate", ["linear"], ["get", "distance-ratio"], 0.5, 1, 1, 0.35]` — fully opaque
///   within half the radius, fading linearly to 0.35 at its edge (default 1).
///
/// Properties an expression can `get`: every property of the annotation (`status`, …), `id`,
/// `heading` (degrees, 0 until known), `distance` (metres from the region's centre) and
/// `distance-ratio` (distance over radius, 0…1); without a region, the last two are null.
public struct AnnotationLook: Sendable {
    /// The icon colour.
    public var color: StyleProperty<Color>
    /// The whole annotation's opacity (icon, shadow and label), 0…1.
    public var opacity: StyleProperty<Double>

    /// Tokens an annotation label (`text-field`) may use: the card's tokens, plus `{id}`,
    /// `{status}`, `{label}` and `{name}` (properties, `–` when missing), `{heading}` (degrees) and
    /// `{distance}` (from the centre, e.g. `3.2 km`).
    public static let tokens = TokenValues.names + ["id", "status", "label", "heading"]

    /// The default look: blue, opaque.
    public init(color: StyleProperty<Color> = StyleProperty(constant: AnnotationLook.defaultColor),
                opacity: StyleProperty<Double> = StyleProperty(constant: 1)) {
        self.color = color
        self.opacity = opacity
    }

    /// The icon colour when the style sets none: `#0a84ff`.
    public static let defaultColor = Color(r: 10, g: 132, b: 255)

    /// What expressions read for an annotation: its properties (strings, as they came), `id`,
    /// `heading`, `distance` and `distance-ratio` (numbers; null without a region).
    public static func expressionInput(for annotation: Annotation, distance: Double?, region: GeoRegion?) -> ExpressionInput {
        var properties = annotation.properties.mapValues(FeatureValue.string)
        properties["id"] = .string(annotation.id)
        properties["heading"] = .number(annotation.heading ?? 0)
        properties["distance"] = distance.map(FeatureValue.number) ?? .null
        if let distance, let region, region.radius > 0 {
            properties["distance-ratio"] = .number(distance / region.radius)
        } else {
            properties["distance-ratio"] = .null
        }
        return ExpressionInput(properties: properties, id: .string(annotation.id))
    }

    /// Degrees as short text with at most one decimal (`45`, `123.4`), 0…360 exclusive.
    public static func degrees(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        // A live update's heading may be any JSON number (1e300): reduce it to one turn before converting.
        var tenths = Int((value.truncatingRemainder(dividingBy: 360) * 10).rounded()) % 3600
        if tenths < 0 { tenths += 3600 }
        return tenths % 10 == 0 ? String(tenths / 10) : "\(tenths / 10).\(tenths % 10)"
    }

    /// An annotation id made safe for an XML id and a CSS selector: letters, digits and `-` stay;
    /// every other UTF-8 byte (`_` included) becomes `_` and two hex digits, so distinct ids stay distinct.
    public static func sanitizedID(_ id: String) -> String {
        let hex = Array("0123456789abcdef".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(id.utf8.count)
        for byte in id.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"):
                out.append(byte)
            default:
                out.append(UInt8(ascii: "_"))
                out.append(hex[Int(byte >> 4)])
                out.append(hex[Int(byte & 15)])
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Whether a property name can be written as a `data-*` attribute (lowercase letters, digits,
    /// `-`, `_`, starting with a letter).
    static func isDataKey(_ key: String) -> Bool {
        guard let first = key.utf8.first, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first), !key.hasPrefix("xml") else {
            return false
        }
        return key.utf8.allSatisfy { byte in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
        }
    }
}
