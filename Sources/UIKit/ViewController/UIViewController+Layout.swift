import QuartzCore

/// A view controller's legacy top or bottom layout guide: a layout guide on its view, as tall as the safe-area
/// inset at that edge.
final class LegacyLayoutGuide: UILayoutGuide, UILayoutSupport {
    let isTop: Bool
    init(isTop: Bool) {
        self.isTop = isTop
        super.init()
        identifier = isTop ? "_UIViewControllerTopLayoutGuide" : "_UIViewControllerBottomLayoutGuide"
    }

    var length: CGFloat {
        let insets = owningView?.safeAreaInsets ?? .zero
        return isTop ? insets.top : insets.bottom
    }
}

extension UIViewController {
    var legacyLayoutGuides: (top: LegacyLayoutGuide, bottom: LegacyLayoutGuide) {
        let view = self.view!
        let guides = view.layoutGuides.compactMap { $0 as? LegacyLayoutGuide }
        if guides.count == 2 { return (guides[0], guides[1]) }
        let top = LegacyLayoutGuide(isTop: true), bottom = LegacyLayoutGuide(isTop: false)
        view.addLayoutGuide(top)
        view.addLayoutGuide(bottom)
        let insets = view.safeAreaInsets
        let topHeight = top.heightAnchor.constraint(equalToConstant: insets.top)
        let bottomHeight = bottom.heightAnchor.constraint(equalToConstant: insets.bottom)
        NSLayoutConstraint.activate([
            top.topAnchor.constraint(equalTo: view.topAnchor), topHeight,
            top.leadingAnchor.constraint(equalTo: view.leadingAnchor), top.widthAnchor.constraint(equalTo: view.widthAnchor),
            bottom.bottomAnchor.constraint(equalTo: view.bottomAnchor), bottomHeight,
            bottom.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            bottom.widthAnchor.constraint(equalTo: view.widthAnchor),
        ])
        view.layoutState.legacyGuideHeights = [topHeight, bottomHeight]
        return (top, bottom)
    }
}
