/// How text is laid out and drawn: the parts of a UILabel or an attributed string that the text layer handles.
package struct TextStyle: Sendable {
    package var font: TextFont
    /// Straight sRGB colour.
    package var color: RGBA
    package var alignment: TextAlignment
    package var lineBreakMode: TextLineBreakMode
    /// The most lines shown; 0 for no limit.
    package var numberOfLines: Int

    package init(font: TextFont, color: RGBA = RGBA(r: 0, g: 0, b: 0, a: 1), alignment: TextAlignment = .left,
                 lineBreakMode: TextLineBreakMode = .byTruncatingTail, numberOfLines: Int = 1) {
        self.font = font
        self.color = color
        self.alignment = alignment
        self.lineBreakMode = lineBreakMode
        self.numberOfLines = numberOfLines
    }
}

/// Horizontal placement of each line within the layout width.
package enum TextAlignment: Sendable {
    case left
    case center
    case right
    /// Lines but the last stretched to the full width.
    case justified
}

/// Where lines break and how text that does not fit is cut, with NSLineBreakMode's meanings.
package enum TextLineBreakMode: Sendable {
    /// Wrap at word boundaries, breaking a word only when it alone is too long.
    case byWordWrapping
    /// Wrap at any character.
    case byCharWrapping
    /// Wrap at words; what does not fit is cut off.
    case byClipping
    /// Wrap at words; the last line shown ends with "…" at its start when text is left over.
    case byTruncatingHead
    /// Wrap at words; the last line shown ends with "…" when text is left over.
    case byTruncatingTail
    /// Wrap at words; the last line shown has "…" in its middle when text is left over.
    case byTruncatingMiddle
}
