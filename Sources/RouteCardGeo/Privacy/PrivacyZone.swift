/// A circle on the ground in which a card hides the route (see `TrackPrivacy`): everything
/// strictly closer than `radius` metres (geodesic, on the WGS84 ellipsoid) to `center`, so a cut
/// route ends on the circle itself. The same circle as a live map's region.
public typealias PrivacyZone = GeoRegion
