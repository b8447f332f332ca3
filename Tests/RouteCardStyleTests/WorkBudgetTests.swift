import RouteCardExpressions
import RouteCardGeo
@testable import RouteCardStyle
import RouteCardText
import Testing

/// The work budget of a card (#29 items 1–3): the static step bound of an expression and its limit,
/// the size limit of a string an expression makes, the per-card step budget, the deadline, and text
/// fitting linear in the text's length. Step counts are worked by hand from the counting rule
/// (one per operator evaluated; a `var` costs its bound value each time it is read).
@Suite(.timeLimit(.minutes(2))) struct WorkBudgetTests {
    /// Parses an expression (JSON text) and its diagnostics as `keyPath: message`.
    func parse(_ json: String) -> (RouteCardExpressions.Expression?, [String]) {
        let log = DiagnosticLog(file: "e.json", text: Array(json.utf8))
        guard let node = try? JSONParser().parse(Array(json.utf8)) else { return (nil, ["syntax"]) }
        let expression = ExpressionParser(log: log, zoomOnlyAtTop: false).parse(node, keyPath: "layers[0].paint.line-width")
        return (expression, log.diagnostics.map { "\($0.keyPath): \($0.message)" })
    }

    /// `levels` nested lets, each binding `v<i>` to `v<i-1> + v<i-1>`, `v0` the feature's `n`; the body reads the last.
    static func doubling(_ levels: Int) -> String {
        var json = #"["var", "v\#(levels)"]"#
        for level in stride(from: levels, through: 1, by: -1) {
            json = #"["let", "v\#(level)", ["+", ["var", "v\#(level - 1)"], ["var", "v\#(level - 1)"]], \#(json)]"#
        }
        return #"["let", "v0", ["get", "n"], \#(json)]"#
    }

    @Test func stepBoundCountsEachOperatorAndEachReadOfAVariable() {
        // + (1), literal (1), get (1).
        #expect(parse(#"["+", 1, ["get", "n"]]"#).0?.stepBound == 3)
        // let (1) + body: * (1) + two reads of a, each 1 + get (1).
        #expect(parse(#"["let", "a", ["get", "n"], ["*", ["var", "a"], ["var", "a"]]]"#).0?.stepBound == 6)
        // case (1) + both conditions (1 each) + the dearer output (["+", 1, 2]: 3).
        #expect(parse(#"["case", true, 1, false, ["+", 1, 2], 0]"#).0?.stepBound == 6)
    }

    @Test func aDoublingLetBombIsRefusedWhereItIsWritten() {
        // Three levels: v1 = 2n, v2 = 4n, v3 = 8n; n = 5.
        let (small, smallMessages) = parse(Self.doubling(3))
        #expect(smallMessages.isEmpty)
        #expect(small?.evaluate(ExpressionInput(properties: ["n": .number(5)])) == .number(40))
        // 60 levels (about 2^62 steps) would never finish: refused at parse time, with its key path.
        let (bomb, messages) = parse(Self.doubling(60))
        #expect(bomb == nil)
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix("layers[0].paint.line-width: the expression takes ") == true)
        #expect(messages.first?.contains("steps per feature, above the limit of 100000") == true)
    }

    @Test func aConcatOverTheSizeLimitIsNullAndStopsTheCardNamingTheProperty() {
        let (concat, messages) = parse(#"["concat", ["get", "big"], ["get", "big"]]"#)
        #expect(messages.isEmpty)
        guard let concat else { return }
        let property = StyleProperty<String>(expression: concat, convert: { $0.string }, fallback: "none",
                                             keyPath: "layers[1].layout.text-field")
        // 2 × 600,000 characters: above 1,048,576.
        let big = ExpressionInput(properties: ["big": .string(String(repeating: "x", count: 600_000))])
        let budget = WorkBudget()
        let value = WorkBudget.$current.withValue(budget) { property.value(for: big) }
        #expect(value == "none")
        guard case .exhausted(let message)? = budget.stopReason else {
            Issue.record("the card is not stopped: \(String(describing: budget.stopReason))")
            return
        }
        #expect(message.hasPrefix("layers[1].layout.text-field: an expression's \"concat\" would make a string of 1200000 characters"))
        // 2 × 500,000 fits.
        let fits = ExpressionInput(properties: ["big": .string(String(repeating: "x", count: 500_000))])
        let fresh = WorkBudget()
        #expect(WorkBudget.$current.withValue(fresh) { property.value(for: fits) }.count == 1_000_000)
        #expect(fresh.stopReason == nil)
    }

    @Test func theCardsStepBudgetStopsItsExpressions() {
        guard let plus = parse(#"["+", 1, ["get", "n"]]"#).0 else { return }
        let property = StyleProperty<Double>(expression: plus, convert: { $0.number }, fallback: -1, keyPath: "layers[0].paint.line-width")
        let input = ExpressionInput(properties: ["n": .number(2)])
        // 3 steps each: three evaluations take 9 of 10, the fourth would take 12.
        let budget = WorkBudget(cardSteps: 10)
        let values = WorkBudget.$current.withValue(budget) { (0..<4).map { _ in property.value(for: input) } }
        #expect(values == [3, 3, 3, -1])
        guard case .exhausted(let message)? = budget.stopReason else {
            Issue.record("not stopped")
            return
        }
        #expect(message.contains("more than 10 steps") && message.contains("layers[0].paint.line-width"))
    }

    @Test func aPassedDeadlineOrACancelStopsTheCard() {
        let late = WorkBudget(deadline: .now - .seconds(1))
        #expect(late.isStopped && late.stopReason == .deadline)
        let cancelled = WorkBudget()
        #expect(!cancelled.isStopped && cancelled.stopReason == nil)
        cancelled.cancel("Ctrl-C")
        cancelled.exhaust("later reasons are not kept")
        #expect(cancelled.stopReason == .cancelled("Ctrl-C"))
        // A stopped card's expressions give their defaults.
        let property = StyleProperty<Double>(expression: .get("n"), convert: { $0.number }, fallback: -1)
        #expect(WorkBudget.$current.withValue(late) { property.value(for: ExpressionInput(properties: ["n": .number(2)])) } == -1)
    }

    /// The spec of `ellipsized`, one character removed at a time (quadratic, for short texts).
    static func ellipsizedByRemoval(_ text: String, limit: Double, size: Double, measurer: TextMeasurer) -> String {
        if measurer.width(of: text, fontSize: size) <= limit { return text }
        var characters = Array(text)
        while !characters.isEmpty {
            characters.removeLast()
            var kept = String(characters)
            while kept.last == " " { kept.removeLast() }
            if measurer.width(of: kept + "…", fontSize: size) <= limit { return kept + "…" }
        }
        return "…"
    }

    @Test func theEllipsisKeepsTheLongestStartThatFits() {
        let measurer = TextMeasurer()
        for text in ["aaaa aaaa aaaa", "a  b  c  d  e  f", "東京都渋谷区神宮前", "x", "ab   ", "Åland Łódź 1234567890"] {
            for width in [1.0, 8, 15, 22.5, 30, 44, 60] {
                let fitter = TextFitter(maxWidth: width, maxLines: 1, minSize: 10)
                #expect(fitter.ellipsized(text, size: 10, bold: false, measurer: measurer)
                        == Self.ellipsizedByRemoval(text, limit: width, size: 10, measurer: measurer), "\(text) in \(width) pt")
            }
        }
    }

    @Test func a64KilobyteTitleIsFittedLinearly() {
        // Was minutes (the ellipsis measured every shorter start of the text); the suite's time limit guards it.
        let measurer = TextMeasurer()
        let text = String(repeating: "aaaa ", count: 13_000)
        let fitted = TextFitter(maxWidth: 60, maxLines: 2, minSize: 10).fit(text, size: 10, bold: false, measurer: measurer)
        // "aaaa aaaa" is 2 × 24.5 + 3.2 = 52.2 pt at 10 pt: two words a line.
        #expect(fitted.isTruncated && fitted.size == 10 && fitted.lines.count == 2)
        #expect(fitted.lines[0] == "aaaa aaaa")
        #expect(fitted.lines[1].hasSuffix("…") && measurer.width(of: fitted.lines[1], fontSize: 10) <= 60)
        let word = String(repeating: "a", count: 65_536)
        let broken = TextFitter(maxWidth: 60, maxLines: 3, minSize: 10).fit(word, size: 10, bold: false, measurer: measurer)
        #expect(broken.lines.count == 3 && broken.lines[2].hasSuffix("…"))
    }
}
