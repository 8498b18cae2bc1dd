extension CGColor {
    /// A colour from components in a colour space: `space.numberOfComponents` values followed by alpha.
    ///
    /// The colour is converted to sRGB on creation, which is the only space Flipbook draws in; so `components`
    /// afterwards are sRGB red, green, blue and alpha whatever space the colour was made in.
    public convenience init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {
        let values = Array(UnsafeBufferPointer(start: components, count: space.numberOfComponents + 1))
        let rgba = space.rgba(fromComponents: values)
        self.init(red: CGFloat(rgba.r), green: CGFloat(rgba.g), blue: CGFloat(rgba.b), alpha: CGFloat(rgba.a))
    }

    /// The space `components` are in: always sRGB, because colours are converted to it when made.
    public var colorSpace: CGColorSpace? { CGColorSpace(name: CGColorSpace.sRGB) }
}
