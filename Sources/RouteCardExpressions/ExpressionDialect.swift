/// Which rules a style's expressions are read by: RouteCard's own style files, or a MapLibre
/// style imported as a basemap. Chosen by whoever decodes the style and passed to every parser
/// (carried by `StyleObject`), never switched for a task.
package enum ExpressionDialect: Sendable, Equatable {
    /// RouteCard's style files: `["zoom"]` anywhere (a zoom curve inside `match` outputs, say);
    /// an array value inside an expression is always written `["literal", […]]`.
    case card
    /// A MapLibre style: in property values `["zoom"]` only as the input of a top-level `step` or
    /// `interpolate`, and a property value that is an array not starting with an operator name is
    /// a constant (`"line-dasharray": [2, 1]`, `"text-font": ["Noto Sans Regular"]`).
    case mapLibre

    /// Whether a property value's `["zoom"]` may only be the input of a top-level curve.
    package var zoomOnlyAtTop: Bool { self == .mapLibre }

    /// Whether a property value that is an array not naming an operator is a constant.
    package var arrayConstants: Bool { self == .mapLibre }
}
