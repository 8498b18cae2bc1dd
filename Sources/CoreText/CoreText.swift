// `import CoreText` brings Core Graphics (CGFont, CGDataProvider) and the Core Foundation types its signatures use.
@_exported import CoreGraphics
