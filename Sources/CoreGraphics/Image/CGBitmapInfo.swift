/// How a bitmap's pixels are laid out: the alpha info in the low bits, plus byte order and float flags.
public struct CGBitmapInfo: OptionSet, Sendable {
    public let rawValue: UInt32

    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    public static let floatInfoMask = CGBitmapInfo(rawValue: 0xF00)
    public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
    public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
    public static let byteOrderDefault = CGBitmapInfo([])
    public static let byteOrder16Little = CGBitmapInfo(rawValue: 1 << 12)
    public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
    public static let byteOrder16Big = CGBitmapInfo(rawValue: 3 << 12)
    public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)
}

extension CGBitmapInfo {
    /// 32-bit pixels read as native-endian words, which is how cairo stores ARGB32.
    package static var byteOrder32Native: CGBitmapInfo {
        UInt32(1).littleEndian == 1 ? .byteOrder32Little : .byteOrder32Big
    }

    /// The layout Flipbook stores 32-bit pixels in: premultiplied (or skipped) alpha first, native-endian words.
    package static func native(_ alpha: CGImageAlphaInfo) -> CGBitmapInfo {
        CGBitmapInfo(rawValue: alpha.rawValue).union(.byteOrder32Native)
    }

    /// The alpha part of the layout.
    var alphaInfo: CGImageAlphaInfo? {
        CGImageAlphaInfo(rawValue: rawValue & CGBitmapInfo.alphaInfoMask.rawValue)
    }

    /// The byte-order part of the layout.
    var byteOrder: CGBitmapInfo { intersection(.byteOrderMask) }
}
