import Flipbook
import Foundation

extension LiveSession {
    /// Delivers a touch message of the page's to the stage at the instant it arrived: fingers put down, moved or
    /// lifted, each known by the page's id; returns an error for a finger the page moves but never put down.
    func deliver(_ phase: ClientMessage.TouchPhase, _ points: [ClientMessage.TouchPoint]) -> [Output] {
        // Place the event between the last frame and the next at the moment it arrived (at most one frame on).
        let elapsed = min(max(0, wallClock() - lastTickWall), Stage.frameDuration) * (paused ? 0 : speed)
        let eventTime = lastTickStageTime + elapsed
        if eventTime > stage.time { stage.clock.advance(by: eventTime - stage.time) }
        let size = stage.window.bounds.size
        func point(_ p: ClientMessage.TouchPoint) -> CGPoint {
            CGPoint(x: min(max(p.x, 0), Double(size.width)), y: min(max(p.y, 0), Double(size.height)))
        }
        var errors: [Output] = []
        switch phase {
        case .began:
            let fresh = points.filter { touches[$0.id] == nil }
            if touches.count + fresh.count > ClientMessage.maxTouches {
                return [.message(.error(code: .outOfRange, message: "at most \(ClientMessage.maxTouches) fingers at once"))]
            }
            for p in points where touches[p.id] != nil { stage.move(touches[p.id]!, to: point(p)) }
            if !fresh.isEmpty {
                let handles = stage.touchDown(at: fresh.map(point))
                for (p, h) in zip(fresh, handles) { touches[p.id] = h }
            }
        case .moved:
            for p in points {
                guard let h = touches[p.id] else {
                    errors.append(.message(.error(code: .badValue, message: "touch \(p.id) is not down")))
                    continue
                }
                stage.move(h, to: point(p))
            }
        case .ended, .cancelled:
            var lifted: [TouchHandle] = []
            for p in points {
                guard let h = touches.removeValue(forKey: p.id) else { continue }
                if h.touch.locationInWindow != point(p) { stage.move(h, to: point(p)) }
                lifted.append(h)
            }
            if !lifted.isEmpty {
                if phase == .ended { stage.touchUp(lifted) } else { stage.cancelTouches(lifted) }
            }
        }
        inputSinceFrame = true
        return errors
    }
}
