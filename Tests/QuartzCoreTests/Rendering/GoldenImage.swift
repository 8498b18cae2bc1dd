import GoldenTesting

/// The renderer's goldens, in `Tests/QuartzCoreTests/Golden/` (see that folder's README).
let Golden = GoldenDirectory()
