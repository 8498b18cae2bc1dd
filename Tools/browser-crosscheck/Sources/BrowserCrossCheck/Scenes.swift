import Foundation
import QuartzCore

/// A layer tree to render both ways.
public struct CrossCheckScene: Sendable {
    public let name: String
    public let width: Int
    public let height: Int
    public let build: @Sendable () -> CALayer
}

private func rgb(_ r: Int, _ g: Int, _ b: Int, _ a: CGFloat = 1) -> CGColor {
    CGColor(red: CGFloat(r) / 255, green: CGFloat(g) / 255, blue: CGFloat(b) / 255, alpha: a)
}

private func layer(_ name: String, _ frame: CGRect, _ color: CGColor?, in parent: CALayer? = nil) -> CALayer {
    let l = CALayer()
    l.name = name
    l.frame = frame
    l.backgroundColor = color
    parent?.addSublayer(l)
    return l
}

private func root(_ width: Int, _ height: Int) -> CALayer {
    layer("root", CGRect(x: 0, y: 0, width: width, height: height), rgb(255, 255, 255))
}

private func perspective(_ d: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m34 = -1 / d
    return t
}

extension CrossCheckScene {
    /// The scenes: each layer feature the browser can express, alone and combined.
    public static let all: [CrossCheckScene] = [
        CrossCheckScene(name: "rounded-borders", width: 160, height: 120) {
            let r = root(160, 120)
            let a = layer("card", CGRect(x: 12, y: 12, width: 64, height: 96), rgb(250, 200, 60), in: r)
            a.cornerRadius = 16
            a.borderWidth = 5
            a.borderColor = rgb(190, 40, 40)
            let b = layer("corners", CGRect(x: 88, y: 12, width: 60, height: 60), rgb(60, 120, 220), in: r)
            b.cornerRadius = 24
            b.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMaxYCorner]
            let c = layer("pill", CGRect(x: 88, y: 84, width: 60, height: 24), rgb(30, 160, 90), in: r)
            c.cornerRadius = 12
            return r
        },
        CrossCheckScene(name: "overflow-hidden", width: 160, height: 120) {
            let r = root(160, 120)
            let clip = layer("clip", CGRect(x: 20, y: 16, width: 120, height: 88), rgb(230, 230, 235), in: r)
            clip.cornerRadius = 28
            clip.masksToBounds = true
            _ = layer("a", CGRect(x: -20, y: -20, width: 80, height: 70), rgb(220, 70, 50), in: clip)
            let b = layer("b", CGRect(x: 60, y: 30, width: 90, height: 80), rgb(50, 90, 200), in: clip)
            b.cornerRadius = 10
            return r
        },
        CrossCheckScene(name: "group-opacity", width: 160, height: 120) {
            let r = root(160, 120)
            let group = layer("group", CGRect(x: 10, y: 10, width: 140, height: 100), nil, in: r)
            group.opacity = 0.55
            let a = layer("a", CGRect(x: 0, y: 0, width: 90, height: 70), rgb(230, 40, 40), in: group)
            a.cornerRadius = 12
            _ = layer("b", CGRect(x: 50, y: 30, width: 90, height: 70), rgb(40, 60, 230), in: group)
            return r
        },
        CrossCheckScene(name: "box-shadow", width: 160, height: 120) {
            let r = root(160, 120)
            let card = layer("card", CGRect(x: 40, y: 24, width: 80, height: 60), rgb(255, 255, 255), in: r)
            card.cornerRadius = 10
            card.shadowOpacity = 0.5
            card.shadowRadius = 6
            card.shadowOffset = CGSize(width: 4, height: 8)
            card.shadowColor = rgb(20, 20, 60)
            return r
        },
        CrossCheckScene(name: "anchor-rotation-scale", width: 160, height: 120) {
            let r = root(160, 120)
            let a = layer("a", CGRect(x: 30, y: 30, width: 60, height: 40), rgb(240, 150, 30), in: r)
            a.anchorPoint = CGPoint(x: 0, y: 0)
            a.position = CGPoint(x: 30, y: 20)
            a.transform = CATransform3DConcat(CATransform3DMakeScale(1.3, 0.8, 1), CATransform3DMakeRotation(0.5, 0, 0, 1))
            a.cornerRadius = 8
            let b = layer("b", CGRect(x: 90, y: 50, width: 50, height: 50), rgb(90, 60, 200), in: r)
            b.anchorPoint = CGPoint(x: 0.8, y: 0.3)
            b.transform = CATransform3DMakeRotation(-0.7, 0, 0, 1)
            return r
        },
        CrossCheckScene(name: "perspective-flip", width: 160, height: 120) {
            let r = root(160, 120)
            r.sublayerTransform = perspective(260)
            let card = layer("card", CGRect(x: 30, y: 14, width: 100, height: 92), rgb(40, 110, 210), in: r)
            card.cornerRadius = 12
            card.transform = CATransform3DMakeRotation(0.75, 0, 1, 0)
            _ = layer("stripe", CGRect(x: 0, y: 30, width: 100, height: 24), rgb(250, 210, 60), in: card)
            let dot = layer("dot", CGRect(x: 60, y: 62, width: 24, height: 24), rgb(220, 50, 60), in: card)
            dot.cornerRadius = 12
            return r
        },
        CrossCheckScene(name: "anchor-and-zposition-3d", width: 160, height: 120) {
            let r = root(160, 120)
            r.sublayerTransform = perspective(200)
            let lid = layer("lid", CGRect(x: 30, y: 30, width: 100, height: 70), rgb(60, 170, 120), in: r)
            lid.anchorPoint = CGPoint(x: 0.5, y: 0)
            lid.position = CGPoint(x: 80, y: 30)
            lid.transform = CATransform3DMakeRotation(-0.8, 1, 0, 0)
            let front = layer("front", CGRect(x: 20, y: 50, width: 50, height: 50), rgb(230, 90, 60), in: r)
            front.zPosition = 20
            _ = layer("back", CGRect(x: 50, y: 60, width: 60, height: 40), rgb(80, 80, 200), in: r)
            return r
        },
        CrossCheckScene(name: "back-faces", width: 160, height: 120) {
            let r = root(160, 120)
            r.sublayerTransform = perspective(300)
            let shown = layer("double-sided", CGRect(x: 10, y: 20, width: 64, height: 80), rgb(220, 60, 60), in: r)
            shown.transform = CATransform3DMakeRotation(2.6, 0, 1, 0)
            let hidden = layer("single-sided", CGRect(x: 86, y: 20, width: 64, height: 80), rgb(60, 60, 220), in: r)
            hidden.transform = CATransform3DMakeRotation(2.6, 0, 1, 0)
            hidden.isDoubleSided = false
            let facing = layer("facing", CGRect(x: 96, y: 40, width: 44, height: 40), rgb(60, 160, 60), in: r)
            facing.transform = CATransform3DMakeRotation(0.5, 0, 1, 0)
            facing.isDoubleSided = false
            return r
        },
        CrossCheckScene(name: "nested-perspective", width: 160, height: 120) {
            let r = root(160, 120)
            r.sublayerTransform = perspective(300)
            let panel = layer("panel", CGRect(x: 20, y: 10, width: 120, height: 100), rgb(235, 225, 200), in: r)
            panel.transform = CATransform3DMakeRotation(-0.5, 0, 1, 0)
            panel.sublayerTransform = perspective(150)
            panel.cornerRadius = 6
            let flap = layer("flap", CGRect(x: 20, y: 20, width: 80, height: 60), rgb(200, 70, 140), in: panel)
            flap.transform = CATransform3DMakeRotation(0.7, 1, 0, 0)
            flap.borderWidth = 3
            flap.borderColor = rgb(60, 20, 60)
            return r
        },
        CrossCheckScene(name: "clipped-3d-with-opacity", width: 160, height: 120) {
            let r = root(160, 120)
            let frame = layer("frame", CGRect(x: 10, y: 10, width: 140, height: 100), rgb(40, 40, 50), in: r)
            frame.cornerRadius = 18
            frame.masksToBounds = true
            frame.sublayerTransform = perspective(180)
            let card = layer("card", CGRect(x: 20, y: 10, width: 100, height: 80), rgb(250, 250, 250), in: frame)
            card.transform = CATransform3DMakeRotation(-0.9, 0, 1, 0)
            card.opacity = 0.8
            card.cornerRadius = 10
            _ = layer("badge", CGRect(x: 10, y: 10, width: 40, height: 30), rgb(250, 120, 30), in: card)
            _ = layer("line", CGRect(x: 10, y: 50, width: 80, height: 12), rgb(30, 140, 220), in: card)
            return r
        },
    ]
}
