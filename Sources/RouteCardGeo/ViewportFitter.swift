import Foundation

/// Fits a `Viewport` so that everything layers draw stays inside the padded canvas.
///
/// The fit is done in Web Mercator world space, never in degrees. Longitudes are unwrapped by
/// continuity inside each group and whole groups are shifted by 360° to find the smallest
/// longitudinal window, so a track around Fiji is a few kilometres wide, not 360°. The scale is
/// the largest one at which the *drawn* extent (coordinates plus each group's box) fits the padded
/// box on both axes, capped by `FitOptions.maxZoom`; the drawn extent is then centred in it.
/// Where everything is a single position, `FitOptions.defaultSpan` sets the scale.
public enum ViewportFitter {
    /// The projected extent of one group on one axis.
    private struct AxisItem {
        var low: Double
        var high: Double
        var boxLow: Double
        var boxHigh: Double
    }

    /// Fits a viewport to the groups; with no coordinates at all, shows the whole world.
    public static func fit(_ groups: [FitGroup], options: FitOptions) -> Viewport {
        let size = options.size
        let availableWidth = max(size.width - options.padding.left - options.padding.right, 1)
        let availableHeight = max(size.height - options.padding.top - options.padding.bottom, 1)
        // Groups without their invalid coordinates (the common all-valid group is not copied),
        // empty ones left out, each with its unwrapped longitude range and extreme latitudes.
        var valid: [FitGroup] = []
        var ranges: [UnwrappedRange] = []
        for group in groups where !group.coordinates.isEmpty {
            var coordinates = group.coordinates
            var range = unwrappedRange(coordinates)
            if !range.allValid {
                coordinates = coordinates.filter(\.isValid)
                guard !coordinates.isEmpty else { continue }
                range = unwrappedRange(coordinates)
            }
            valid.append(FitGroup(coordinates: coordinates, box: sanitized(group.box)))
            ranges.append(range)
        }
        guard !valid.isEmpty else {
            let zoom = WebMercator.zoom(scale: min(availableWidth, availableHeight))
            return Viewport(size: size, center: GeoCoordinate(latitude: 0, longitude: 0), zoom: zoom)
        }

        let shifts = windowShifts(ranges.map { ($0.low, $0.high) })
        var xItems: [AxisItem] = []
        var yItems: [AxisItem] = []
        var latitudeSum = 0.0
        for (index, group) in valid.enumerated() {
            // Shifting every unwrapped longitude by the same amount moves the minimum and maximum
            // by exactly that amount (rounding is monotonic), so the range is shifted directly.
            let range = ranges[index], shift = shifts[index]
            let xs = shift != 0 ? (range.low + shift, range.high + shift) : (range.low, range.high)
            let (lowY, highY) = mercatorYRange(group.coordinates, southmost: range.southmost, northmost: range.northmost)
            latitudeSum += group.coordinates[0].latitude
            xItems.append(AxisItem(low: WebMercator.x(longitude: xs.0), high: WebMercator.x(longitude: xs.1),
                                   boxLow: group.box.minX, boxHigh: group.box.maxX))
            yItems.append(AxisItem(low: lowY, high: highY, boxLow: group.box.minY, boxHigh: group.box.maxY))
        }

        let cap = WebMercator.scale(zoom: options.maxZoom)
        let xLimit = axisLimit(xItems, available: availableWidth, cap: cap)
        let yLimit = axisLimit(yItems, available: availableHeight, cap: cap)
        var scale = min(xLimit, yLimit, cap)
        if xLimit.isInfinite && yLimit.isInfinite {
            let latitude = latitudeSum / Double(valid.count)
            let span = max(options.defaultSpan, 1) * WebMercator.worldUnitsPerMetre(latitude: latitude)
            scale = min(min(availableWidth, availableHeight) / span, cap)
        }

        let originX = origin(xItems, scale: scale, available: availableWidth, leading: options.padding.left)
        let originY = origin(yItems, scale: scale, available: availableHeight, leading: options.padding.top)
        return Viewport(size: size, scale: scale, originX: originX, originY: originY)
    }

    /// Longitudes of every group unwrapped by continuity, then each group shifted by a multiple
    /// of 360° so that together they take the smallest window.
    static func unwrapLongitudes(_ groups: [[Double]]) -> [[Double]] {
        var result = groups.map { longitudes -> [Double] in
            var out: [Double] = []
            out.reserveCapacity(longitudes.count)
            var previousRaw = longitudes[0]
            var current = longitudes[0] - 360 * ((longitudes[0]) / 360).rounded()
            out.append(current)
            for longitude in longitudes.dropFirst() {
                current += Viewport.wrappedDelta(longitude - previousRaw)
                previousRaw = longitude
                out.append(current)
            }
            return out
        }
        let shifts = windowShifts(result.map { ($0.min()!, $0.max()!) })
        for (index, shift) in shifts.enumerated() where shift != 0 {
            result[index] = result[index].map { $0 + shift }
        }
        return result
    }

    /// One group's longitudes unwrapped by continuity as `unwrapLongitudes` does, reduced to their
    /// range, with the extreme latitudes; meaningful only when `allValid`.
    private struct UnwrappedRange {
        var low: Double
        var high: Double
        var southmost: Double
        var northmost: Double
        var allValid: Bool
    }

    /// The unwrapped range of a non-empty group in one pass, without storing the longitudes.
    private static func unwrappedRange(_ coordinates: [GeoCoordinate]) -> UnwrappedRange {
        var previousRaw = coordinates[0].longitude
        var current = previousRaw - 360 * (previousRaw / 360).rounded()
        var low = current, high = current
        var south = coordinates[0].latitude, north = south
        var allValid = coordinates[0].isValid
        for coordinate in coordinates.dropFirst() {
            current += Viewport.wrappedDelta(coordinate.longitude - previousRaw)
            previousRaw = coordinate.longitude
            low = min(low, current)
            high = max(high, current)
            south = min(south, coordinate.latitude)
            north = max(north, coordinate.latitude)
            allValid = allValid && coordinate.isValid
        }
        return UnwrappedRange(low: low, high: high, southmost: south, northmost: north, allValid: allValid)
    }

    /// The world-y range of valid coordinates whose extreme latitudes are known.
    ///
    /// World y falls as the latitude rises, so only coordinates near the extremes can hold the
    /// extreme y: those within 1e-6° of them (after clamping, where y is flat). Any other one lies
    /// at least 1e-6° / 360 ≈ 3e-9 world units further in, far beyond the ~1e-15 error of computing
    /// y, so the result equals the minimum and maximum of y over every coordinate.
    private static func mercatorYRange(_ coordinates: [GeoCoordinate], southmost: Double, northmost: Double)
        -> (low: Double, high: Double) {
        let margin = 1e-6
        let northBand = min(northmost, WebMercator.maxLatitude) - margin
        let southBand = max(southmost, -WebMercator.maxLatitude) + margin
        var low = Double.infinity, high = -Double.infinity
        for coordinate in coordinates {
            if coordinate.latitude >= northBand { low = min(low, WebMercator.y(latitude: coordinate.latitude)) }
            if coordinate.latitude <= southBand { high = max(high, WebMercator.y(latitude: coordinate.latitude)) }
        }
        return (low, high)
    }

    /// The multiple of 360° each group moves by so that, together, the groups' unwrapped longitude
    /// ranges take the smallest window.
    private static func windowShifts(_ ranges: [(low: Double, high: Double)]) -> [Double] {
        // Each group's interval, its start normalised into −180..<180.
        var intervals: [(index: Int, low: Double, high: Double)] = ranges.enumerated().map { index, range in
            let shift = -360 * ((range.low + 180) / 360).rounded(.down)
            return (index, range.low + shift, range.high + shift)
        }
        intervals.sort { $0.low < $1.low }
        // Try each interval as the window's western end: the ones before it move east by 360°.
        let count = intervals.count
        var suffixMax = [Double](repeating: -Double.infinity, count: count + 1)
        for i in stride(from: count - 1, through: 0, by: -1) { suffixMax[i] = max(suffixMax[i + 1], intervals[i].high) }
        var bestStart = 0
        var bestWidth = Double.infinity
        var prefixMax = -Double.infinity
        for i in 0..<count {
            let east = max(suffixMax[i], prefixMax + 360)
            let width = east - intervals[i].low
            if width < bestWidth - 1e-12 {
                bestWidth = width
                bestStart = i
            }
            prefixMax = max(prefixMax, intervals[i].high)
        }
        var shifts = [Double](repeating: 0, count: ranges.count)
        for (position, interval) in intervals.enumerated() {
            let original = ranges[interval.index].low
            let target = interval.low + (position < bestStart ? 360 : 0)
            shifts[interval.index] = target - original
        }
        return shifts
    }

    /// The drawn width on one axis at a scale: the far edge of the farthest box minus the near edge of the nearest.
    private static func drawnExtent(_ items: [AxisItem], scale: Double) -> (low: Double, high: Double) {
        var low = Double.infinity, high = -Double.infinity
        for item in items {
            low = min(low, item.low * scale + item.boxLow)
            high = max(high, item.high * scale + item.boxHigh)
        }
        return (low, high)
    }

    /// The largest scale at which one axis fits, or infinity when that axis does not limit the scale.
    private static func axisLimit(_ items: [AxisItem], available: Double, cap: Double) -> Double {
        let low = items.map(\.low).min()!, high = items.map(\.high).max()!
        let extent = high - low
        let fits = { (scale: Double) -> Bool in
            let drawn = drawnExtent(items, scale: scale)
            return drawn.high - drawn.low <= available
        }
        guard fits(0) else {
            // Boxes alone are larger than the padded box: fit the coordinates alone.
            return extent > 0 ? available / extent : .infinity
        }
        guard extent > 0 else { return .infinity }
        if fits(cap) { return cap }
        // The drawn extent is convex in the scale, so the feasible scales form an interval from 0.
        var good = 0.0, bad = cap
        for _ in 0..<200 where bad - good > good * 1e-13 {
            let middle = (good + bad) / 2
            if fits(middle) { good = middle } else { bad = middle }
        }
        return good > 0 ? good : available / extent
    }

    /// The world position at the leading canvas edge that centres the drawn extent in the padded box.
    private static func origin(_ items: [AxisItem], scale: Double, available: Double, leading: Double) -> Double {
        let drawn = drawnExtent(items, scale: scale)
        let start = leading + (available - (drawn.high - drawn.low)) / 2
        return (drawn.low - start) / scale
    }

    /// A box with non-finite edges replaced by zero and inverted edges swapped.
    private static func sanitized(_ box: CanvasBox) -> CanvasBox {
        func clean(_ value: Double) -> Double { value.isFinite ? value : 0 }
        let x = (clean(box.minX), clean(box.maxX)), y = (clean(box.minY), clean(box.maxY))
        return CanvasBox(minX: min(x.0, x.1), minY: min(y.0, y.1), maxX: max(x.0, x.1), maxY: max(y.0, y.1))
    }
}
