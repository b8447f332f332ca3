/// What a node shows, for the framework's own passes (animation), independent of CSS classes.
///
/// A layer that draws the route marks its paths with `.routeLine` (and outlines with
/// `.routeCasing`); `RouteAnimator` draws every such path progressively, whatever its layer type —
/// so a plugin's route is animated too, and a plugin's path with the class `route` is not.
public struct SceneRole: RawRepresentable, Sendable, Hashable {
    /// The role's name.
    public let rawValue: String

    /// A role by name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A path along the route itself (the moving marker follows these).
    public static let routeLine = SceneRole(rawValue: "route-line")
    /// An outline or glow drawn under a route line (drawn progressively too).
    public static let routeCasing = SceneRole(rawValue: "route-casing")
}
