import Testing
@testable import QuartzCore

/// Bool and NSNumber bridge both ways on Linux; the kind of an animation value follows the dynamic type.
@Suite struct AnimationValueBridgingTests {
    @Test func boolStaysBoolAndNumbersStayNumbers() {
        if case .bool(true) = AnimationValue(any: true) {} else { Issue.record("Bool became \(AnimationValue(any: true))") }
        if case .number(1) = AnimationValue(any: NSNumber(value: 1)) {} else { Issue.record("NSNumber(1) is not a number") }
        if case .number(0) = AnimationValue(any: 0.0) {} else { Issue.record("0.0 is not a number") }
    }
}
