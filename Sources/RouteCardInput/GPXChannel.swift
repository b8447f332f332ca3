/// The per-point measurements read from GPX extensions into ``TrackSegment/channels``.
///
/// Element local names are matched case-insensitively, whatever their namespace prefix:
/// Garmin TrackPointExtension (`hr`, `cad`, `atemp`, `wtemp`), Garmin PowerExtension
/// (`PowerInWatts`), GPX 1.0's `speed` and the plain names other tools write (`heartrate`, `cadence`,
/// `power`, `temp`…).
enum GPXChannel: Int, CaseIterable {
    /// Heart rate in beats per minute: `hr`, `heartrate`, `heart_rate`.
    case heartRate
    /// Cadence in revolutions or steps per minute: `cad`, `cadence`.
    case cadence
    /// Power in watts: `power`, `PowerInWatts`, `watts`.
    case power
    /// Air temperature in °C: `atemp`, `temp`, `temperature`.
    case airTemperature
    /// Water temperature in °C: `wtemp`.
    case waterTemperature
    /// Speed in metres per second: `speed` (GPX 1.0 `trkpt/speed`, Garmin TrackPointExtension v2).
    case speed

    /// The channel's key in ``TrackSegment/channels``.
    var key: String {
        switch self {
        case .heartRate: "hr"
        case .cadence: "cad"
        case .power: "power"
        case .airTemperature: "atemp"
        case .waterTemperature: "wtemp"
        case .speed: "speed"
        }
    }

    /// The channel the local name `bytes[start..<end]` denotes, if any.
    init?(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) {
        let length = end - start
        guard length >= 2 && length <= 12 else { return nil }
        func matches(_ literal: StaticString) -> Bool {
            guard literal.utf8CodeUnitCount == length else { return false }
            let pointer = literal.utf8Start
            for k in 0..<length {
                var c = bytes[start + k]
                if c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z") { c += 32 }
                if c != pointer[k] { return false }
            }
            return true
        }
        if matches("hr") || matches("heartrate") || matches("heart_rate") {
            self = .heartRate
        } else if matches("cad") || matches("cadence") {
            self = .cadence
        } else if matches("power") || matches("powerinwatts") || matches("watts") {
            self = .power
        } else if matches("atemp") || matches("temp") || matches("temperature") {
            self = .airTemperature
        } else if matches("wtemp") {
            self = .waterTemperature
        } else if matches("speed") {
            self = .speed
        } else {
            return nil
        }
    }
}

extension GPXChannel {
    /// The channel a name such as `heartrate`, `heart_rate`, `cadence` or `power` denotes (the
    /// names of ``init(_:_:_:)``, case-insensitive), if any; used for KML's `gx:SimpleArrayData`.
    init?(name: String) {
        guard let channel = Array(name.utf8).withUnsafeBufferPointer({ GPXChannel($0, 0, $0.count) }) else { return nil }
        self = channel
    }
}

extension GPXChannel {
    /// The channel's name in messages (`heart rate`).
    var noun: String {
        switch self {
        case .heartRate: "heart rate"
        case .cadence: "cadence"
        case .power: "power"
        case .airTemperature: "temperature"
        case .waterTemperature: "water temperature"
        case .speed: "speed"
        }
    }

    /// The values a working sensor can report; anything else is a glitch, dropped with a warning:
    /// heart rate 0…300 bpm, cadence 0…300 rpm (or steps a minute), power 0…3000 W, temperatures
    /// −90…70 °C (the coldest and hottest air measured on Earth), speed 0…1000 m/s (faster than any aircraft a route comes from).
    var sensibleRange: ClosedRange<Double> {
        switch self {
        case .heartRate, .cadence: 0...300
        case .power: 0...3000
        case .airTemperature, .waterTemperature: -90...70
        case .speed: 0...1000
        }
    }

    /// ``sensibleRange`` with its unit, for messages (`0…300 bpm`).
    var rangeText: String {
        switch self {
        case .heartRate: "0…300 bpm"
        case .cadence: "0…300 rpm"
        case .power: "0…3000 W"
        case .airTemperature, .waterTemperature: "−90…70 °C"
        case .speed: "0…1000 m/s"
        }
    }

    /// `nil` when `value` (read from `text`, `nil` when it is no number) is a sensible reading of
    /// this channel, else the warning for dropping it: `heart rate "n/a" is not a number; dropped`,
    /// `power 9000 is out of range (0…3000 W); dropped`.
    /// `text` is only worked out for a message.
    func dropMessage(_ value: Double?, text: @autoclosure () -> String) -> String? {
        if let value, sensibleRange.contains(value) { return nil }
        let text = text()
        let shown = text.count > 40 ? String(text.prefix(40)) + "…" : text
        guard let value, value.isFinite else { return "\(noun) \"\(shown)\" is not a number; dropped" }
        return "\(noun) \(shown) is out of range (\(rangeText)); dropped"
    }
}
