import QuartzCore

/// A single line of editable text. Becoming first responder brings up the window's virtual keyboard (which posts
/// UIKit's keyboard notifications); text arrives from the stage (`stage.type(_:)`), through the delegate's
/// `shouldChangeCharactersIn`, with `.editingChanged` and `textDidChangeNotification`.
@preconcurrency @MainActor
open class UITextField: UIControl {
    public enum BorderStyle: Int, Sendable { case none, line, bezel, roundedRect }

    public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")
    public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")

    open weak var delegate: (any UITextFieldDelegate)?
    /// Shows the text or the placeholder (internal: Auto Layout reads its baselines).
    let textLabel = UILabel()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        textLabel.font = .systemFont(ofSize: 17)
        addSubview(textLabel)
        updateLabel()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(textLabel)
    }

    /// The text; empty (not nil) when cleared, as in UIKit.
    open var text: String? {
        get { storedText }
        set {
            storedText = newValue ?? ""
            updateLabel()
        }
    }
    private var storedText = ""

    open var placeholder: String? { didSet { updateLabel() } }
    open var font: UIFont? {
        get { textLabel.font }
        set { textLabel.font = newValue ?? .systemFont(ofSize: 17); invalidateIntrinsicContentSize() }
    }
    open var textColor: UIColor? { didSet { updateLabel() } }
    open var textAlignment: NSTextAlignment {
        get { textLabel.textAlignment }
        set { textLabel.textAlignment = newValue }
    }
    open var borderStyle: BorderStyle = .none {
        didSet {
            layer.borderWidth = borderStyle == .none ? 0 : 1
            layer.cornerRadius = borderStyle == .roundedRect ? 5 : 0
            layer.borderColor = UIColor(white: 0.8, alpha: 1).cgColor
            setNeedsLayout()
        }
    }
    open private(set) var isEditing = false
    open var clearsOnBeginEditing = false

    private func updateLabel() {
        if storedText.isEmpty, let placeholder {
            textLabel.text = placeholder
            textLabel.textColor = UIColor(white: 0.24, alpha: 0.3)  // placeholderText
        } else {
            textLabel.text = storedText
            textLabel.textColor = textColor ?? .black
        }
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    private var textInset: CGFloat { borderStyle == .roundedRect ? 7 : borderStyle == .none ? 0 : 4 }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let height = textLabel.intrinsicContentSize.height
        textLabel.frame = CGRect(x: textInset, y: (bounds.height - height) / 2,
                                 width: max(0, bounds.width - 2 * textInset), height: height)
    }

    open override var intrinsicContentSize: CGSize {
        let size = textLabel.intrinsicContentSize
        return CGSize(width: size.width + 2 * textInset, height: size.height + (borderStyle == .roundedRect ? 14 : 0))
    }

    // MARK: First responder

    open override var canBecomeFirstResponder: Bool { isEnabled }
    open override var isFirstResponder: Bool { window?.keyboardHost.firstResponder === self }

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard let window, canBecomeFirstResponder else { return false }
        if isFirstResponder { return true }
        if delegate?.textFieldShouldBeginEditing(self) == false { return false }
        if let current = window.keyboardHost.firstResponder, current !== self {
            guard current.resignFirstResponder(keepingKeyboard: true) else { return false }
        }
        window.keyboardHost.firstResponder = self
        isEditing = true
        if clearsOnBeginEditing { text = "" }
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
        window.keyboardHost.show()
        return true
    }

    @discardableResult
    open override func resignFirstResponder() -> Bool { resignFirstResponder(keepingKeyboard: false) }

    package func resignFirstResponder(keepingKeyboard: Bool) -> Bool {
        guard let host = window?.keyboardHost, host.firstResponder === self else { return true }
        if delegate?.textFieldShouldEndEditing(self) == false { return false }
        host.firstResponder = nil
        isEditing = false
        delegate?.textFieldDidEndEditing(self)
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
        if !keepingKeyboard { host.hide() }
        return true
    }

    /// Typed text, as the keyboard delivers it: each character asks the delegate, then lands at the end; a
    /// newline is the Return key (`textFieldShouldReturn`, then `.editingDidEndOnExit`).
    package func insertTyped(_ typed: String) {
        for character in typed {
            if character == "\n" {
                if delegate?.textFieldShouldReturn(self) ?? true { sendActions(for: .editingDidEndOnExit) }
                continue
            }
            let range = NSRange(location: (storedText as NSString).length, length: 0)
            if delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: String(character)) == false {
                continue
            }
            storedText.append(character)
            updateLabel()
            sendActions(for: .editingChanged)
            NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
        }
    }

    /// Deletes the last character (the keyboard's delete key).
    package func deleteBackward() {
        guard !storedText.isEmpty else { return }
        let range = NSRange(location: (storedText as NSString).length - 1, length: 1)
        if delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: "") == false { return }
        storedText.removeLast()
        updateLabel()
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    }
}
