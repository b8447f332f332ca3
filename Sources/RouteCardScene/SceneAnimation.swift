/// How a node moves or appears over time, for viewers that play SVG animation (browsers).
///
/// Plain values like the rest of the scene. The node's own attributes always describe the final
/// state, so static renderers (librsvg, rasterizers, print) show the finished picture.
public enum SceneAnimation: Sendable, Hashable {
    /// A stroked path drawn progressively from its first point: its visible length grows from 0
    /// to `length` points between the fractions `start` and `end` (0…1) of `duration` seconds,
    /// then stays complete. Written as an `<animate>` of `stroke-dasharray`.
    case draw(length: Double, duration: Double, start: Double, end: Double)
    /// A group moved along `path` over `duration` seconds at constant speed, then left at its
    /// place. The path is in points relative to the group's final position (it ends at 0,0).
    /// Written as an `<animateMotion>`.
    case motion(path: PathData, duration: Double)
}
