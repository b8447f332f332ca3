/// How an outline is drawn.
public struct Stroke: Sendable, Hashable {
    /// The colour; style key `line-color`.
    public var color: Color
    /// The width in points; style key `line-width`.
    public var width: Double
    /// The cap at open ends; style key `line-cap`, default butt.
    public var cap: LineCap
    /// The join at corners; style key `line-join`, default miter.
    public var join: LineJoin
    /// Dash and gap lengths in points (empty for solid); style key `line-dasharray` (in line widths there).
    public var dash: [Double]

    /// Creates a stroke.
    public init(color: Color, width: Double, cap: LineCap = .butt, join: LineJoin = .miter, dash: [Double] = []) {
        self.color = color
        self.width = width
        self.cap = cap
        self.join = join
        self.dash = dash
    }
}
