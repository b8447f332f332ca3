import Foundation
import RouteCardGeo

/// Reads Garmin Training Center XML (`.tcx`) into a ``Track``.
///
/// `Activity/Lap/Track/Trackpoint` become points of ``Track/segments`` (a new `Track` inside a
/// lap, written after a pause, starts a new segment; laps otherwise continue one another);
/// `Courses/Course/Track` become ``Track/routes`` and `CoursePoint`s ``Track/waypoints``.
/// A trackpoint keeps `Position` (`LatitudeDegrees`, `LongitudeDegrees`), `AltitudeMeters` and
/// `Time`; `HeartRateBpm/Value`, `Cadence` (or the extension's `RunCadence`) and the `TPX`
/// extension's `Speed` and `Watts` become the channels `hr`, `cad`, `speed`, `power`.
/// A trackpoint without a position goes to ``Track/unplacedSamples``. `Activity@Sport` gives
/// ``Track/activity``, `Activity/Notes` the description, a course's `Name` the track name.
///
/// It uses the GPX reader's strict XML scanner, with the same safety (no DTD, no entities).
public struct TCXReader: Sendable {
    /// Creates a reader. A reader has no state; one reader can be shared.
    public init() {}

    /// Reads a TCX document from its bytes.
    ///
    /// - Parameter path: the file name used in error messages; `nil` shows as `<input>`.
    /// - Throws: ``InputError`` with line and column for malformed XML, a root other than
    ///   `<TrainingCenterDatabase>`, a position, altitude or time that is not a valid value.
    public func read(_ bytes: [UInt8], path: String? = nil) throws(InputError) -> Track {
        var warnings = InputWarnings(limit: 0)
        return try read(bytes, path: path, warnings: &warnings)
    }

    /// Reads a TCX document, adding the sensor values it drops (`n/a`, 900 bpm: see
    /// the ranges ``InputWarning`` lists) to `warnings`; otherwise as ``read(_:path:)``.
    public func read(_ bytes: [UInt8], path: String? = nil, warnings: inout InputWarnings) throws(InputError) -> Track {
        var walker = try XMLTreeWalker(bytes, path: path)
        var track = Track()
        var points: [TrackPoint] = []
        var columns = ChannelColumns()
        var unplacedTimes: [Date?] = []
        var unplacedColumns = ChannelColumns()
        var inCourse = false
        // The trackpoint being read.
        var latitude: Double?, longitude: Double?, elevation: Double?, time: Date?
        var readingValues: [(GPXChannel, Double)] = []
        var pointName: String?
        var courseName: String?
        var tracksInLap = 0

        func finishSegment() {
            guard !points.isEmpty else { return }
            let segment = TrackSegment(points: points, channels: columns.take())
            if inCourse { track.routes.append(segment) } else { track.segments.append(segment) }
            points = []
        }

        while let event = try walker.next() {
            switch event {
            case .start(let name):
                let names = walker.names
                if names.count == 1 && name != "TrainingCenterDatabase" {
                    throw walker.error("not a TCX document: the root element is <\(name)>, expected <TrainingCenterDatabase>",
                                       at: walker.currentOffset)
                }
                switch name {
                case "Activity":
                    if track.activity == nil, let sport = try walker.shownAttribute("Sport"), !sport.isEmpty { track.activity = sport }
                case "Course":
                    inCourse = true
                case "Lap":
                    tracksInLap = 0
                case "Track":
                    // A lap's first track continues the previous lap; a later one follows a pause.
                    if tracksInLap > 0 || inCourse { finishSegment() }
                    tracksInLap += 1
                case "Trackpoint", "CoursePoint":
                    latitude = nil
                    longitude = nil
                    elevation = nil
                    time = nil
                    pointName = nil
                    readingValues.removeAll(keepingCapacity: true)
                default:
                    break
                }
            case let .end(name, parent, offset):
                switch name {
                case "LatitudeDegrees" where parent == "Position":
                    latitude = try Self.number(walker, offset: offset, what: "<LatitudeDegrees>", limit: 90)
                case "LongitudeDegrees" where parent == "Position":
                    longitude = try Self.number(walker, offset: offset, what: "<LongitudeDegrees>", limit: 180)
                case "AltitudeMeters" where parent == "Trackpoint" || parent == "CoursePoint":
                    elevation = try Self.elevation(walker, offset: offset, what: "<AltitudeMeters>")
                case "Time" where parent == "Trackpoint" || parent == "CoursePoint":
                    time = try Self.time(walker, offset: offset)
                case "Value" where parent == "HeartRateBpm":
                    if let value = walker.reading(.heartRate, at: offset, warnings: &warnings) { readingValues.append((.heartRate, value)) }
                case "Cadence" where parent == "Trackpoint", "RunCadence":
                    if let value = walker.reading(.cadence, at: offset, warnings: &warnings) { readingValues.append((.cadence, value)) }
                case "Speed" where parent == "TPX":
                    if let value = walker.reading(.speed, at: offset, warnings: &warnings) { readingValues.append((.speed, value)) }
                case "Watts" where parent == "TPX":
                    if let value = walker.reading(.power, at: offset, warnings: &warnings) { readingValues.append((.power, value)) }
                case "Name" where parent == "CoursePoint":
                    let name = try walker.shownText("<Name>", at: offset)
                    pointName = name.isEmpty ? nil : name
                case "Name" where parent == "Course":
                    let name = try walker.shownText("<Name>", at: offset)
                    if courseName == nil && !name.isEmpty { courseName = name }
                case "Notes" where parent == "Activity":
                    let notes = try walker.shownText("<Notes>", at: offset)
                    if track.description == nil && !notes.isEmpty { track.description = notes }
                case "Trackpoint":
                    if let latitude, let longitude {
                        points.append(TrackPoint(latitude: latitude, longitude: longitude, elevation: elevation, time: time))
                        for (channel, value) in readingValues { columns.set(channel, value) }
                        columns.commit(row: points.count - 1)
                    } else {
                        unplacedTimes.append(time)
                        for (channel, value) in readingValues { unplacedColumns.set(channel, value) }
                        unplacedColumns.commit(row: unplacedTimes.count - 1)
                    }
                case "CoursePoint":
                    if let latitude, let longitude {
                        track.waypoints.append(Waypoint(coordinate: GeoCoordinate(latitude: latitude, longitude: longitude),
                                                        name: pointName, elevation: elevation, time: time))
                    }
                case "Activity":
                    finishSegment()
                case "Course":
                    finishSegment()
                    inCourse = false
                default:
                    break
                }
            }
        }
        finishSegment()
        track.name = courseName
        track.unplacedSamples = UnplacedSamples(times: unplacedTimes, channels: unplacedColumns.take())
        return track
    }

    /// The element's text as a finite number (within ±`limit` when given); blank is `nil`.
    static func number(_ walker: XMLTreeWalker, offset: Int, what: String, limit: Double?) throws(InputError) -> Double? {
        let text = walker.text
        guard !text.isEmpty else { return nil }
        guard let value = Double(text), value.isFinite else {
            throw walker.error("\(what) \"\(snippet(text))\" is not a number", at: offset)
        }
        if let limit, abs(value) > limit {
            throw walker.error("\(what) \(text) is out of range (\(Int(-limit))...\(Int(limit)) degrees)", at: offset)
        }
        return value
    }

    /// The element's text as an elevation in metres (``ValueRanges/elevation``); blank is `nil`.
    static func elevation(_ walker: XMLTreeWalker, offset: Int, what: String) throws(InputError) -> Double? {
        guard let value = try number(walker, offset: offset, what: what, limit: nil) else { return nil }
        guard ValueRanges.elevation.contains(value) else {
            throw walker.error(ValueRanges.elevationMessage("\(what) \(snippet(walker.text))"), at: offset)
        }
        return value
    }

    /// The element's text as an ISO 8601 date-time; blank is `nil`.
    static func time(_ walker: XMLTreeWalker, offset: Int) throws(InputError) -> Date? {
        let text = walker.text
        guard !text.isEmpty else { return nil }
        let seconds = Array(text.utf8).withUnsafeBufferPointer { TimestampParser.parse($0, 0, $0.count) }
        guard let seconds else {
            throw walker.error("time \"\(snippet(text))\" is not a valid ISO 8601 date-time "
                               + "(expected YYYY-MM-DDTHH:MM:SS[.fff][Z|±HH:MM])", at: offset)
        }
        return Date(timeIntervalSince1970: seconds)
    }

    /// Text for a message, cut to 40 characters.
    static func snippet(_ text: String) -> String {
        text.count > 40 ? String(text.prefix(40)) + "…" : text
    }
}
