/// The GPX element names the reader acts on, recognised from an element's local name.
enum GPXName {
    case gpx, metadata, trk, trkseg, trkpt, rte, rtept, wpt, ele, time, name, desc, extensions, activityType
    /// Any other name.
    case other

    /// Classifies the local name `bytes[start..<end]` (case-sensitive, as XML is).
    @inline(__always)
    init(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) {
        func matches(_ literal: StaticString) -> Bool {
            let pointer = literal.utf8Start
            for k in 0..<(end - start) where bytes[start + k] != pointer[k] { return false }
            return true
        }
        switch end - start {
        case 3:
            if matches("ele") { self = .ele } else if matches("trk") { self = .trk }
            else if matches("gpx") { self = .gpx } else if matches("rte") { self = .rte }
            else if matches("wpt") { self = .wpt } else { self = .other }
        case 4:
            if matches("time") { self = .time } else if matches("name") { self = .name }
            else if matches("desc") { self = .desc } else if matches("type") { self = .activityType } else { self = .other }
        case 5:
            if matches("trkpt") { self = .trkpt } else if matches("rtept") { self = .rtept } else { self = .other }
        case 6:
            self = matches("trkseg") ? .trkseg : .other
        case 8:
            self = matches("metadata") ? .metadata : .other
        case 10:
            self = matches("extensions") ? .extensions : .other
        default:
            self = .other
        }
    }
}
