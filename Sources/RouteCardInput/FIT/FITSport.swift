/// The names of the FIT profile's `sport` values (FIT SDK `Profile.xlsx`, type `sport`), as
/// ``RouteCardGeo/Track/activity`` shows them.
enum FITSport {
    private static let names: [String] = [
        "generic", "running", "cycling", "transition", "fitness_equipment", "swimming", "basketball",
        "soccer", "tennis", "american_football", "training", "walking", "cross_country_skiing",
        "alpine_skiing", "snowboarding", "rowing", "mountaineering", "hiking", "multisport", "paddling",
        "flying", "e_biking", "motorcycling", "boating", "driving", "golf", "hang_gliding",
        "horseback_riding", "hunting", "fishing", "inline_skating", "rock_climbing", "sailing",
        "ice_skating", "sky_diving", "snowshoeing", "snowmobiling", "stand_up_paddleboarding", "surfing",
        "wakeboarding", "water_skiing", "kayaking", "rafting", "windsurfing", "kitesurfing", "tactical",
        "jumpmaster", "boxing", "floor_climbing",
    ]

    /// The name of sport number `value` (`1` → `running`); `sport 53` style for numbers not listed.
    static func name(_ value: Int) -> String {
        if value == 53 { return "diving" }
        return names.indices.contains(value) ? names[value] : "sport \(value)"
    }
}
