import Synchronization

/// The work one card may still do, and whether it should stop: a budget of expression steps for
/// the whole card, and a cancellation (a deadline, or `cancel(_:)`) that the engine's steps check
/// — expression evaluation, tile decoding, label placement, text fitting — so a card over its time
/// or its budget stops at its next step and frees its worker.
///
/// The card being made binds its budget to ``current`` (a task-local value, also bound on a plain
/// thread); code deep in the engine reads it there, so no signature has to carry it. Without a
/// bound budget nothing is limited or cancelled.
///
/// Checks never throw: a step that finds the budget stopped gives up cheaply (an expression gives
/// its default, a fitter its text cut short) and the engine's next checkpoint ends the card with
/// ``stopReason``.
public final class WorkBudget: Sendable {
    /// Why a card stopped.
    public enum StopReason: Sendable, Hashable {
        /// Its deadline passed (serve's `--render-timeout`).
        case deadline
        /// It was cancelled, with the reason given to `cancel(_:)`.
        case cancelled(String)
        /// It used more than a budget: the message names the budget and what exceeded it.
        case exhausted(String)
    }

    /// The budget of the card being made on this task or thread, if any.
    @TaskLocal public static var current: WorkBudget?

    /// Expression steps a whole card may take by default: 200 million (a few seconds of work).
    public static let defaultCardSteps = 200_000_000

    /// Expression steps the whole card may take.
    public let cardSteps: Int
    /// When the card must stop, if ever.
    public let deadline: ContinuousClock.Instant?
    /// Expression steps taken so far.
    private let spent = Atomic<Int>(0)
    /// Set once the card must stop (the first reason is kept), and whether its message names its expression.
    private let stopped = Mutex<(reason: StopReason?, located: Bool)>((nil, false))
    /// `stopped != nil`, readable without the lock.
    private let isStoppedFlag = Atomic<Bool>(false)

    /// A budget of `cardSteps` expression steps that stops at `deadline` (never by default).
    public init(cardSteps: Int = WorkBudget.defaultCardSteps, deadline: ContinuousClock.Instant? = nil) {
        self.cardSteps = max(0, cardSteps)
        self.deadline = deadline
    }

    /// Whether the card should stop now: cancelled, over its budget or past its deadline.
    public var isStopped: Bool {
        if isStoppedFlag.load(ordering: .relaxed) { return true }
        if let deadline, ContinuousClock.now >= deadline {
            stop(.deadline)
            return true
        }
        return false
    }

    /// Why the card should stop, or `nil` while it may go on.
    public var stopReason: StopReason? {
        guard isStopped else { return nil }
        return stopped.withLock { $0.reason }
    }

    /// Stops the card at its next step (Ctrl-C, a client gone); the first reason given is kept.
    public func cancel(_ reason: String) {
        stop(.cancelled(reason))
    }

    /// Stops the card because a budget is used up; `message` names the budget and what exceeded it.
    public func exhaust(_ message: String) {
        stop(.exhausted(message))
    }

    /// Takes `steps` expression steps from the card's budget: false (and the card stopped, with a
    /// message naming `what`) when they are more than it has left, or the card has stopped already.
    public func spend(_ steps: Int, on what: @autoclosure () -> String) -> Bool {
        guard !isStopped else { return false }
        // Once over, no more is added, so the total stays far from Int.max.
        let total = spent.wrappingAdd(max(0, steps), ordering: .relaxed).newValue
        guard total >= 0, total <= cardSteps else {
            exhaust("the card's expressions took more than \(cardSteps) steps (the per-card expression budget), "
                + "the last one in \(what())")
            return false
        }
        return true
    }

    /// Puts the key path of the property being evaluated (`layers[2].paint.line-width`) in front of
    /// a budget's message that has none yet, so the card's error names the expression.
    public func locate(_ keyPath: String) {
        stopped.withLock { state in
            guard !state.located, case .exhausted(let message)? = state.reason else { return }
            state = (.exhausted(keyPath + ": " + message), true)
        }
    }

    /// Records the first reason to stop.
    private func stop(_ reason: StopReason) {
        stopped.withLock { state in
            if state.reason == nil { state.reason = reason }
        }
        isStoppedFlag.store(true, ordering: .relaxed)
    }
}
