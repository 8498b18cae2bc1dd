import QuartzCore

/// `modalTransitionStyle = .partialCurl`: presenting curls the presenting view's picture up part of the way
/// (``partialCurlProgress`` of a full curl, from its bottom-right corner) and leaves it curled over the top of the
/// presented view, which is live underneath; dismissing uncurls it and then shows the presenting view again.
///
/// The curled picture is a layer in the presentation's container (named ``partialCurlLayerName``), above the
/// presented view, drawn by ``PageCurlDriver``. As on iOS, a tap on what is still seen of the presenting page
/// (the flat part left at the top and the curl) dismisses the presented view controller, animated; touches
/// elsewhere reach the presented view (``PartialCurlTapView``). How far iOS curls is not documented:
/// ``partialCurlProgress`` is a decision.
extension ModalTransitionAnimator {
    static let partialCurlLayerName = "UIPartialCurl"
    /// How far the presenting view stays curled: half of a full curl.
    static let partialCurlProgress = 0.5

    /// The drivers of curls left standing, by their layer, until the dismissal uncurls them.
    nonisolated(unsafe) private static var drivers: [ObjectIdentifier: PageCurlDriver] = [:]

    func partialCurl(presenter: UIView?, presented: UIViewController?, in container: UIView, duration: TimeInterval,
                     completion: @escaping (Bool) -> Void) {
        let curve = CAMediaTimingFunction(name: .easeInEaseOut)
        if isPresenting {
            guard let presenter, let picture = PageCurlDriver.image(of: presenter.layer) else { return completion(true) }
            let overlay = PageCurlLayer()
            overlay.name = Self.partialCurlLayerName
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            overlay.frame = presenter.convert(presenter.bounds, to: container)
            overlay.contentsGravity = .resize
            container.layer.addSublayer(overlay)
            CATransaction.commit()
            let driver = PageCurlDriver(overlay: overlay, old: picture, new: nil, up: true)
            Self.drivers[ObjectIdentifier(overlay)] = driver
            driver.run(from: 0, to: Self.partialCurlProgress, duration: duration, curve: curve) {
                if let presented {
                    let catcher = PartialCurlTapView(curl: overlay, presented: presented)
                    catcher.frame = overlay.frame
                    container.addSubview(catcher)
                }
                completion(true)
            }
        } else {
            for case let catcher as PartialCurlTapView in container.subviews { catcher.removeFromSuperview() }
            guard let overlay = container.layer.sublayers?.last(where: { $0.name == Self.partialCurlLayerName }),
                  let driver = Self.drivers[ObjectIdentifier(overlay)] else { return completion(true) }
            // Keep the curl above the presenting view, which the dismissal put back under the presented one.
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            overlay.removeFromSuperlayer()
            container.layer.addSublayer(overlay)
            CATransaction.commit()
            driver.run(from: driver.progress, to: 0, duration: duration, curve: curve) {
                Self.drivers[ObjectIdentifier(overlay)] = nil
                overlay.removeFromSuperlayer()
                completion(true)
            }
        }
    }
}
