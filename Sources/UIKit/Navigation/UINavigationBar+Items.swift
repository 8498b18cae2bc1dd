import QuartzCore

/// The navigation bar's content: the top item's title (or title view) centred, the back button (a chevron and
/// the previous item's back title) or the left items at the leading edge, the right items at the trailing edge,
/// all in the row of items (44 pt on an iPhone in portrait) above the large title, and tappable. Rebuilt at once when the items change (as UIKit updates the
/// bar in the setter), and at layout when the bar's size changed.
extension UINavigationBar: ItemShowingBar {
    package func setNeedsItemViews() {
        barBackground.show(resolvedAppearance, traits: traitCollection)
        rebuildItemViews()
        // The navigation controller sizes the bar for large titles when it lays out.
        superview?.setNeedsLayout()
    }

    /// The title shown on the back button to the previous item: its back bar button item's title, its back
    /// button title, its title, or "Back".
    var backTitle: String? {
        guard let back = backItem else { return nil }
        return back.backBarButtonItem?.title ?? back.backButtonTitle ?? back.title.flatMap { $0.isEmpty ? nil : $0 } ?? "Back"
    }

    func rebuildItemViews() {
        itemViewsSize = bounds.size
        for view in itemViews { view.removeFromSuperview() }
        itemViews = []
        guard let item = topItem else { return }
        let large = showsLargeTitle && bounds.height >= itemRowHeight + UINavigationBar.largeTitleHeight
        if large {
            // The large title: left at the 16 pt margin in the 52 pt below the standard bar.
            let attributes = resolvedLargeTitleAttributes
            let label = UILabel()
            label.text = item.title
            label.font = attributes[.font] as? UIFont
            label.textColor = (attributes[.foregroundColor] as? UIColor)?.resolvedColor(with: traitCollection)
            label.sizeToFit()
            label.frame = CGRect(x: 16, y: bounds.height - UINavigationBar.largeTitleHeight
                                    + (UINavigationBar.largeTitleHeight - label.bounds.height) / 2,
                                 width: min(label.bounds.width, bounds.width - 32), height: label.bounds.height)
            addSubview(label)
            itemViews.append(label)
        }
        let height = itemRowHeight
        let contentTop = bounds.height - height - (large ? UINavigationBar.largeTitleHeight : 0)
        let tint: UIColor = tintColor
        var leading: CGFloat = 8
        var trailing = bounds.width - 8

        func place(_ view: UIView, atLeading: Bool) {
            let width = view.bounds.width
            let y = contentTop + (height - view.bounds.height) / 2
            if atLeading {
                view.frame = CGRect(x: leading, y: y, width: width, height: view.bounds.height)
                leading += width + 8
            } else {
                view.frame = CGRect(x: trailing - width, y: y, width: width, height: view.bounds.height)
                trailing -= width + 8
            }
            addSubview(view)
            itemViews.append(view)
        }

        let leftItems = item.leftBarButtonItems ?? []
        if let backTitle, !item.hidesBackButton, leftItems.isEmpty || item.leftItemsSupplementBackButton {
            // On iOS a left item replaces the back button unless `leftItemsSupplementBackButton`.
            let back = UIButton(type: .system)
            back.setTitle("\u{2039} " + backTitle, for: .normal)
            back.setTitleColor(tint, for: .normal)
            back.titleLabel?.font = UIFont.systemFont(ofSize: 17)
            back.sizeToFit()
            back.bounds.size.height = height
            back.accessibilityIdentifier = "Back"
            back.addAction(UIAction { [weak self] _ in self?.backAction?() }, for: .touchUpInside)
            place(back, atLeading: true)
        } else {
            leading = 16
        }
        for barItem in leftItems { place(barItem.makeView(in: self, tint: tint), atLeading: true) }
        trailing = bounds.width - 16
        for barItem in item.rightBarButtonItems ?? [] { place(barItem.makeView(in: self, tint: tint), atLeading: false) }

        let middle: UIView
        if let titleView = item.titleView {
            middle = titleView
        } else {
            // With a large title showing, the standard title is hidden (it appears as the content scrolls on iOS).
            let attributes = resolvedTitleAttributes
            let label = UILabel()
            label.text = large ? nil : item.title
            label.font = attributes[.font] as? UIFont
            label.textColor = (attributes[.foregroundColor] as? UIColor)?.resolvedColor(with: traitCollection)
            label.textAlignment = .center
            label.sizeToFit()
            middle = label
        }
        // Centred on the bar when it fits between the sides, else in the room left.
        let size = middle.bounds.size
        let room = max(trailing - leading, 0)
        let width = min(size.width, room)
        var x = (bounds.width - width) / 2
        x = min(max(x, leading), trailing - width)
        let adjustment = item.titleView == nil ? resolvedAppearance.titlePositionAdjustment : .zero
        middle.frame = CGRect(x: x + adjustment.horizontal, y: contentTop + (height - size.height) / 2 + adjustment.vertical,
                              width: width, height: size.height)
        addSubview(middle)
        itemViews.append(middle)
    }
}
