@_exported import QuartzCore
// `import UIKit` brings Core Image along, as on iOS.
@_exported import CoreImage

// UIKit's fonts rest on Core Text: `import UIKit` brings its font manager (CTFontManagerRegisterGraphicsFont), as on iOS.
@_exported import CoreText
