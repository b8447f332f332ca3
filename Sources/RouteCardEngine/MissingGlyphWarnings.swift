import RouteCardRaster
import RouteCardScene
import RouteCardStyle

/// The warnings about a card's characters that no installed font has (librsvg would draw them as
/// boxes): one line per Debian package that would draw them (and one for those no known package
/// has), naming the characters (code point and character, at most `limit` a line) and the package.
///
/// Only pictures drawn here (PNG, PDF) are checked: an SVG is drawn by its reader, with the
/// reader's fonts.
enum MissingGlyphWarnings {
    /// The most characters a line names; the others are counted.
    static let limit = 5

    /// The warning lines (without the `routecard: warning: ` prefix) for the texts of `scene`.
    static func lines(for scene: Scene) -> [String] {
        lines(for: Rasterizer.charactersWithoutFont(in: texts(of: scene.nodes)))
    }

    /// The warning lines for characters no installed font has: grouped by the package that has
    /// them, in the order the characters first appear.
    static func lines(for missing: [Unicode.Scalar]) -> [String] {
        var groups: [(package: String?, scalars: [Unicode.Scalar])] = []
        for scalar in missing {
            let package = FontPackages.name(for: scalar)
            if let index = groups.firstIndex(where: { $0.package == package }) {
                groups[index].scalars.append(scalar)
            } else {
                groups.append((package, [scalar]))
            }
        }
        return groups.map { line(for: $0.scalars, package: $0.package) }
    }

    /// `no installed font has U+0E01 "ก" (drawn as a box); the Debian package fonts-noto-ui-core
    /// has it (apt-get install fonts-noto-ui-core)`.
    static func line(for scalars: [Unicode.Scalar], package: String?) -> String {
        var names = scalars.prefix(limit).map(name).joined(separator: ", ")
        if scalars.count > limit { names += " and \(scalars.count - limit) more" }
        let one = scalars.count == 1
        let start = "no installed font has \(names) (drawn as \(one ? "a box" : "boxes"))"
        guard let package else { return start + "; no known Debian font package has \(one ? "it" : "them")" }
        return start + "; the Debian package \(package) has \(one ? "it" : "them") (apt-get install \(package))"
    }

    /// `U+0E01 "ก"`.
    static func name(_ scalar: Unicode.Scalar) -> String {
        let code = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - code.count)) + code + " \"\(Character(scalar))\""
    }

    /// Every text of `nodes` and their groups, in drawing order.
    static func texts(of nodes: [SceneNode]) -> [String] {
        var texts: [String] = []
        for node in nodes {
            switch node {
            case .text(let text): texts.append(text.text)
            case .group(let group): texts += Self.texts(of: group.children)
            default: break
            }
        }
        return texts
    }
}
