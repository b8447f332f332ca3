import Foundation
import RouteCardGeo

/// Reads KML (`.kml`: Google Earth, Google My Tracks) into a ``Track``.
///
/// Every `LineString` and every `gx:Track` (alone or in a `gx:MultiTrack`) becomes a segment of
/// ``Track/segments``, also inside a `MultiGeometry`; a `gx:Track` pairs its `<when>` times with
/// its `<gx:coord>` positions in order and reads `gx:SimpleArrayData` named `heartrate`/`heart_rate`,
/// `cadence` or `power` into the channels `hr`, `cad`, `power`. `Point` placemarks become
/// ``Track/waypoints`` with the placemark's name. Polygons are not routes and are skipped.
/// The document's `name` (else the first line placemark's) is the track name; a placemark's
/// `ExtendedData/Data name="type"` (what My Tracks writes) is ``Track/activity``.
///
/// It uses the GPX reader's strict XML scanner, with the same safety (no DTD, no entities).
public struct KMLReader: Sendable {
    /// Creates a reader. A reader has no state; one reader can be shared.
    public init() {}

    /// Reads a KML document from its bytes.
    ///
    /// - Parameter path: the file name used in error messages; `nil` shows as `<input>`.
    /// - Throws: ``InputError`` with line and column for malformed XML, a root other than `<kml>`,
    ///   a coordinate tuple that is not `longitude,latitude[,altitude]` in range, a bad `<when>`.
    public func read(_ bytes: [UInt8], path: String? = nil) throws(InputError) -> Track {
        var warnings = InputWarnings(limit: 0)
        return try read(bytes, path: path, warnings: &warnings)
    }

    /// Reads a KML document, adding the sensor values it drops (`n/a`, 900 bpm: see
    /// the ranges ``InputWarning`` lists) to `warnings`; otherwise as ``read(_:path:)``.
    public func read(_ bytes: [UInt8], path: String? = nil, warnings: inout InputWarnings) throws(InputError) -> Track {
        var walker = try XMLTreeWalker(bytes, path: path)
        var track = Track()
        var documentName: String?
        var lineName: String?
        // The placemark being read.
        var placemarkName: String?
        var placemarkPoints: [(GeoCoordinate, Double?)] = []
        var placemarkHasLine = false
        var placemarkTime: Date?
        var dataName: String?
        // The gx:Track being read.
        var times: [Date?] = []
        var coordinates: [(GeoCoordinate, Double?)] = []
        var arrays: [(GPXChannel, [Double])] = []
        var arrayChannel: GPXChannel?
        var arrayValues: [Double] = []

        while let event = try walker.next() {
            switch event {
            case .start(let name):
                if walker.names.count == 1 && name != "kml" {
                    throw walker.error("not a KML document: the root element is <\(name)>, expected <kml>",
                                       at: walker.currentOffset)
                }
                switch name {
                case "Placemark":
                    placemarkName = nil
                    placemarkPoints = []
                    placemarkHasLine = false
                    placemarkTime = nil
                case "Track":
                    times = []
                    coordinates = []
                    arrays = []
                case "SimpleArrayData":
                    arrayChannel = walker.attribute("name").flatMap(GPXChannel.init(name:))
                    arrayValues = []
                case "Data":
                    dataName = walker.attribute("name")
                default:
                    break
                }
            case let .end(name, parent, offset):
                switch name {
                case "name" where parent == "Document" || parent == "Folder":
                    let name = try walker.shownText("<name>", at: offset)
                    if documentName == nil && !name.isEmpty { documentName = name }
                case "name" where parent == "Placemark":
                    let name = try walker.shownText("<name>", at: offset)
                    placemarkName = name.isEmpty ? nil : name
                case "value" where parent == "Data":
                    if dataName == "type", track.activity == nil {
                        let type = try walker.shownText("<value>", at: offset)
                        if !type.isEmpty { track.activity = type }
                    }
                case "coordinates" where parent == "Point":
                    placemarkPoints += try Self.tuples(walker, offset: offset)
                case "coordinates" where parent == "LineString":
                    let tuples = try Self.tuples(walker, offset: offset)
                    if !tuples.isEmpty {
                        track.segments.append(TrackSegment(points: tuples.map {
                            TrackPoint(coordinate: $0.0, elevation: $0.1)
                        }))
                        placemarkHasLine = true
                    }
                case "when" where parent == "TimeStamp" && walker.names.dropLast().last == "Placemark":
                    placemarkTime = try TCXReader.time(walker, offset: offset)
                case "when" where parent == "Track":
                    times.append(try TCXReader.time(walker, offset: offset))
                case "coord" where parent == "Track":
                    let tuple = try Self.tuple(walker.text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }),
                                               walker: walker, offset: offset)
                    coordinates.append(tuple)
                case "value" where parent == "SimpleArrayData":
                    if let arrayChannel { arrayValues.append(walker.reading(arrayChannel, at: offset, warnings: &warnings) ?? .nan) }
                case "SimpleArrayData":
                    if let arrayChannel { arrays.append((arrayChannel, arrayValues)) }
                    arrayChannel = nil
                case "Track":
                    guard !coordinates.isEmpty else { break }
                    var points: [TrackPoint] = []
                    points.reserveCapacity(coordinates.count)
                    for (index, (coordinate, elevation)) in coordinates.enumerated() {
                        let time = index < times.count ? times[index] : nil
                        points.append(TrackPoint(coordinate: coordinate, elevation: elevation, time: time))
                    }
                    var channels: [String: [Double]] = [:]
                    for (channel, values) in arrays where values.contains(where: { !$0.isNaN }) {
                        // One value per point: cut or pad with "no reading".
                        channels[channel.key] = Array(values.prefix(points.count))
                            + Array(repeating: .nan, count: max(0, points.count - values.count))
                    }
                    track.segments.append(TrackSegment(points: points, channels: channels))
                    placemarkHasLine = true
                case "Placemark":
                    for (coordinate, elevation) in placemarkPoints {
                        track.waypoints.append(Waypoint(coordinate: coordinate, name: placemarkName, elevation: elevation,
                                                        time: placemarkTime))
                    }
                    if placemarkHasLine && lineName == nil { lineName = placemarkName }
                default:
                    break
                }
            }
        }
        track.name = documentName ?? lineName
        return track
    }

    /// The `longitude,latitude[,altitude]` tuples of a `<coordinates>` element (whitespace
    /// between tuples, commas within them; spaces around commas tolerated).
    private static func tuples(_ walker: XMLTreeWalker, offset: Int) throws(InputError) -> [(GeoCoordinate, Double?)] {
        var result: [(GeoCoordinate, Double?)] = []
        var normalized = ""
        var pendingSpace = false
        for character in walker.text {
            if character.isWhitespace {
                pendingSpace = true
            } else if character == "," {
                normalized.append(",")
                pendingSpace = false
            } else {
                if pendingSpace && !normalized.isEmpty && normalized.last != "," { normalized.append(" ") }
                normalized.append(character)
                pendingSpace = false
            }
        }
        for word in normalized.split(separator: " ") {
            result.append(try tuple(word.split(separator: ",", omittingEmptySubsequences: false), walker: walker, offset: offset))
        }
        return result
    }

    /// One position from its parts: longitude, latitude and an optional altitude.
    private static func tuple(_ parts: [Substring], walker: XMLTreeWalker, offset: Int) throws(InputError) -> (GeoCoordinate, Double?) {
        let text = parts.joined(separator: ",")
        guard parts.count == 2 || parts.count == 3,
              let longitude = Double(parts[0]), let latitude = Double(parts[1]),
              longitude.isFinite, latitude.isFinite else {
            throw walker.error("coordinates \"\(TCXReader.snippet(text))\" are not longitude,latitude[,altitude]", at: offset)
        }
        guard abs(latitude) <= 90, abs(longitude) <= 180 else {
            throw walker.error("coordinates \"\(TCXReader.snippet(text))\" are out of range "
                               + "(longitude -180...180, latitude -90...90)", at: offset)
        }
        var altitude: Double?
        if parts.count == 3, !parts[2].isEmpty {
            guard let value = Double(parts[2]), value.isFinite else {
                throw walker.error("coordinates \"\(TCXReader.snippet(text))\" have an altitude that is not a number", at: offset)
            }
            guard ValueRanges.elevation.contains(value) else {
                throw walker.error("coordinates \"\(TCXReader.snippet(text))\": "
                                   + ValueRanges.elevationMessage(TCXReader.snippet(String(parts[2]))), at: offset)
            }
            altitude = value
        }
        return (GeoCoordinate(latitude: latitude, longitude: longitude), altitude)
    }
}
