extension LayerProperty where Value == TextTemplate? {
    /// A text template with `{token}`s from a fixed list (an unknown token is reported), or `nil`
    /// when absent (`isRequired`: reported as missing by `LayerStyle`).
    public static func template(_ key: String, _ group: PropertyGroup, tokens: [String], isRequired: Bool = false,
                                defaultText: String? = nil, doc: String) -> LayerProperty<TextTemplate?> {
        LayerProperty(spec: PropertySpec(key: key, group: group, kind: "template", defaultValue: defaultText, isRequired: isRequired,
                                         doc: doc)) { object, spec in
            guard let text = object.optionalString(spec.key) else { return nil }
            switch TextTemplate.parse(text, tokens: tokens) {
            case .success(let template): return template
            case .failure(let error):
                object.error(spec.key, at: object.node(spec.key), code: error.code, error.message)
                return nil
            }
        }
    }
}
