/// The kind of activity a card is made for, which decides its numbers: speed for rides and ski
/// runs, pace for runs, walks and swims, climb first for hikes (see the README's "Sports").
///
/// ``init(activity:)`` maps the activity type a file names (``Track/activity``: GPX `type`, FIT
/// `sport`/`sub_sport`, TCX `Sport`, KML's type, Strava's `Activity Type`) through ``table``.
public enum Sport: String, Sendable, Hashable, CaseIterable {
    /// Running, jogging, trail and treadmill runs.
    case run
    /// Cycling of every kind: road, mountain, gravel, e-bike, indoor and virtual rides.
    case ride
    /// Walking.
    case walk
    /// Hiking, mountaineering, snowshoeing.
    case hike
    /// Swimming, in a pool or open water.
    case swim
    /// Skiing and snowboarding: alpine, backcountry, cross-country, roller skis.
    case ski
    /// Anything else, or no activity type at all.
    case other

    /// How activity types map to sports, tried in order on the type's words: the text is
    /// lowercased and everything but letters and digits removed (`Trail Run`, `trail_running` and
    /// `TrailRun` all read `trailrun…`); a rule with a number matches exactly that number (Strava's
    /// GPX `type`), a rule with a word matches any text containing it.
    public static let table: [(pattern: String, sport: Sport)] = [
        // Strava's numeric GPX types (its activity type ids).
        ("1", .ride), ("2", .ski), ("3", .ski), ("4", .hike), ("7", .ski), ("8", .ski), ("9", .run), ("10", .walk),
        ("12", .ski), ("13", .hike), ("16", .swim), ("17", .ride), ("18", .ride), ("53", .run),
        // FIT sub-sports that change the sport (fitness_equipment/indoor_cycling is a ride).
        ("indoorcycling", .ride), ("spin", .ride), ("treadmill", .run), ("indoorrunning", .run), ("indoorwalking", .walk),
        ("lapswimming", .swim), ("openwater", .swim),
        // Words of GPX, FIT, TCX, KML and Strava types.
        ("motorcycl", .other), ("driv", .other), ("skating", .other), ("skate", .other), ("rowing", .other), ("paddl", .other), ("ski", .ski), ("snowboard", .ski),
        ("snowshoe", .hike), ("hik", .hike), ("mountaineer", .hike), ("trek", .hike),
        ("walk", .walk), ("run", .run), ("jog", .run),
        ("cycl", .ride), ("bik", .ride), ("ride", .ride), ("velomobile", .ride),
        ("swim", .swim),
    ]

    /// The sport of an activity type as a file names it (see ``table``); `.other` for a type the
    /// table does not know, or none.
    public init(activity: String?) {
        guard let activity else {
            self = .other
            return
        }
        let word = String(activity.lowercased().unicodeScalars.filter { $0.properties.isAlphabetic || ("0"..."9").contains($0) })
        let isNumber = !word.isEmpty && word.allSatisfy(\.isNumber)
        for (pattern, sport) in Self.table {
            let numeric = pattern.allSatisfy(\.isNumber)
            if numeric ? (isNumber && word == pattern) : (!isNumber && word.contains(pattern)) {
                self = sport
                return
            }
        }
        self = .other
    }

    /// The noun of an untitled card's title: `run`, `ride`, `walk`, `hike`, `swim`, `ski`; `route` for other.
    public var noun: String {
        self == .other ? "route" : rawValue
    }
}
