/// The names of the FIT profile's `sub_sport` values (FIT SDK `Profile.xlsx`, type `sub_sport`)
/// that say more than the sport (`trail` running, `indoor_cycling` on fitness equipment), as
/// ``RouteCardGeo/Track/activity`` shows them after the sport (`running/trail`).
enum FITSubSport {
    private static let names: [String] = [
        "generic", "treadmill", "street", "trail", "track", "spin", "indoor_cycling", "road", "mountain", "downhill",
        "recumbent", "cyclocross", "hand_cycling", "track_cycling", "indoor_rowing", "elliptical", "stair_climbing",
        "lap_swimming", "open_water", "flexibility_training", "strength_training", "warm_up", "match", "exercise",
        "challenge", "indoor_skiing", "cardio_training", "indoor_walking", "e_bike_fitness", "bmx", "casual_walking",
        "speed_walking", "bike_to_run_transition", "run_to_bike_transition", "swim_to_bike_transition", "atv",
        "motocross", "backcountry", "resort", "rc_drone", "wingsuit", "whitewater", "skate_skiing", "yoga", "pilates",
        "indoor_running", "gravel_cycling", "e_bike_mountain", "commuting", "mixed_surface",
    ]

    /// The name of sub-sport number `value`, or `nil` for `generic` (0), an invalid value (255)
    /// and numbers not listed.
    static func name(_ value: Int) -> String? {
        value > 0 && names.indices.contains(value) ? names[value] : nil
    }
}
