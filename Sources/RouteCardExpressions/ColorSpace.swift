import Foundation
import RouteCardScene

/// The colour space `interpolate-lab` and `interpolate-hcl` (and a legacy function's `colorSpace`) blend in.
public enum ColorSpace: String, Sendable, Hashable {
    /// CIE L\*a\*b\*: each coordinate blended.
    case lab
    /// CIE LCh: hue along the shorter way round (a grey takes the other colour's hue), chroma and lightness blended.
    case hcl

    /// The colour `t` of the way from `a` to `b`.
    public func blend(_ a: Color, _ b: Color, _ t: Double) -> Color {
        func mix(_ u: Double, _ v: Double) -> Double { u + (v - u) * t }
        let alpha = mix(a.alpha, b.alpha)
        switch self {
        case .lab:
            let p = a.lab, q = b.lab
            return Color(lab: mix(p.l, q.l), mix(p.a, q.a), mix(p.b, q.b), alpha: alpha)
        case .hcl:
            let p = a.hcl, q = b.hcl
            var hue: Double?, chroma = mix(p.c, q.c)
            switch (p.h, q.h) {
            case (let h0?, let h1?):
                var dh = h1 - h0
                if h1 > h0, dh > 180 { dh -= 360 } else if h1 < h0, h0 - h1 > 180 { dh += 360 }
                hue = h0 + t * dh
            case (let h0?, nil):
                hue = h0
                if q.l == 1 || q.l == 0 { chroma = p.c }
            case (nil, let h1?):
                hue = h1
                if p.l == 1 || p.l == 0 { chroma = q.c }
            case (nil, nil):
                hue = nil
            }
            let radians = (hue ?? 0) * .pi / 180
            return Color(lab: mix(p.l, q.l), Foundation.cos(radians) * chroma, Foundation.sin(radians) * chroma, alpha: alpha)
        }
    }
}
