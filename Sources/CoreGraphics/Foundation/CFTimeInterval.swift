/// Seconds of media time, as Core Foundation spells it; Linux's Foundation does not declare it.
public typealias CFTimeInterval = Double
