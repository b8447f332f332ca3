import Foundation
@testable import RouteCardService
import Testing

/// The render gate: at most `workers` at once, a bounded queue served in arrival order.
struct RenderGateTests {
    @Test func waitersAreAdmittedInArrivalOrderAndTheQueueIsBounded() throws {
        let gate = RenderGate(workers: 1, queueLimit: 3)
        let far = Date().addingTimeInterval(60)
        #expect(gate.enter(deadline: far, clientGone: { false }) == .admitted)
        let order = Locked<[Int]>([])
        let done = DispatchGroup()
        for index in 0..<3 {
            done.enter()
            Thread.detachNewThread {
                if gate.enter(deadline: far, clientGone: { false }) == .admitted {
                    order.withLock { $0.append(index) }
                    Thread.sleep(forTimeInterval: 0.01)
                    gate.leave()
                }
                done.leave()
            }
            // Each waits in line before the next arrives.
            let deadline = Date().addingTimeInterval(10)
            while gate.queued != index + 1 && Date() < deadline { Thread.sleep(forTimeInterval: 0.005) }
            #expect(gate.queued == index + 1)
        }
        #expect(gate.enter(deadline: far, clientGone: { false }) == .full)
        #expect(gate.enter(deadline: Date(), clientGone: { false }) == .full)
        gate.leave()
        #expect(done.wait(timeout: .now() + 20) == .success)
        #expect(order.withLock { $0 } == [0, 1, 2])
        #expect(gate.inFlight == 0 && gate.queued == 0)
    }

    @Test func aWaiterLeavesAtItsDeadlineOrWhenItsClientGoes() {
        let gate = RenderGate(workers: 1, queueLimit: 2)
        #expect(gate.enter(deadline: .distantFuture, clientGone: { false }) == .admitted)
        let started = Date()
        #expect(gate.enter(deadline: started.addingTimeInterval(0.2), clientGone: { false }) == .timedOut)
        #expect(Date().timeIntervalSince(started) >= 0.19)
        #expect(gate.enter(deadline: .distantFuture, clientGone: { true }) == .clientGone)
        #expect(gate.queued == 0 && gate.inFlight == 1)
        gate.leave()
        #expect(gate.enter(deadline: .distantFuture, clientGone: { false }) == .admitted)
    }
}
