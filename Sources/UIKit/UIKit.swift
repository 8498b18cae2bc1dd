@_exported import QuartzCore
// `import UIKit` brings Core Image along, as on iOS.
@_exported import CoreImage
