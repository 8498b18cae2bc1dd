// The realistic full-screen scenes of the render benchmarks: pages of UIViews in a window on a 750×1334 stage
// (iPhone SE at 2x), each with what changes between frames. Shared by `RenderScenesBenchmark` (Benchmarks/Render)
// and the package-benchmark suite `RenderSuite`; a frame is `step(i)` then `stage.snapshot()`.
import Flipbook
import Foundation

/// A photo-like picture (soft blobs over a gradient) for avatars and cards.
@MainActor package func makePicture(side: Int, hue: Double) -> UIImage {
    let size = CGSize(width: side, height: side)
    let format = UIGraphicsImageRendererFormat()
    format.scale = 2
    return UIGraphicsImageRenderer(size: size, format: format).image { context in
        for band in 0..<16 {
            UIColor(hue: CGFloat(hue) + CGFloat(band) / 100, saturation: 0.5, brightness: 0.6 + CGFloat(band) / 50,
                    alpha: 1).setFill()
            context.fill(CGRect(x: 0, y: CGFloat(band) * size.height / 16, width: size.width, height: size.height / 16 + 1))
        }
        UIColor(white: 1, alpha: 0.5).setFill()
        UIBezierPath(ovalIn: CGRect(x: size.width * 0.2, y: size.height * 0.15, width: size.width * 0.6,
                                    height: size.height * 0.6)).fill()
    }
}

@MainActor package func label(_ text: String, size: CGFloat, weight: UIFont.Weight = .regular, color: UIColor = .black,
                      frame: CGRect) -> UILabel {
    let label = UILabel(frame: frame)
    label.text = text
    label.font = .systemFont(ofSize: size, weight: weight)
    label.textColor = color
    return label
}

/// A settings/messages-like list: a navigation bar and 11 rounded, clipped rows, each with a clipped round
/// avatar, a title, a subtitle and a disclosure chevron.
@MainActor package func makeListPage(frame: CGRect) -> UIView {
    let page = UIView(frame: frame)
    page.backgroundColor = UIColor(red: 0.95, green: 0.95, blue: 0.97, alpha: 1)
    let bar = UIView(frame: CGRect(x: 0, y: 0, width: frame.width, height: 64))
    bar.backgroundColor = UIColor(white: 0.98, alpha: 1)
    bar.addSubview(label("Messages", size: 17, weight: .semibold, frame: CGRect(x: 0, y: 30, width: frame.width, height: 24)))
    (bar.subviews[0] as! UILabel).textAlignment = .center
    page.addSubview(bar)
    let avatar = makePicture(side: 44, hue: 0.55)
    for i in 0..<11 {
        let row = UIView(frame: CGRect(x: 12, y: 76 + CGFloat(i) * 54, width: frame.width - 24, height: 48))
        row.backgroundColor = .white
        row.layer.cornerRadius = 12
        row.clipsToBounds = true
        let image = UIImageView(image: avatar)
        image.frame = CGRect(x: 8, y: 6, width: 36, height: 36)
        image.layer.cornerRadius = 18
        image.clipsToBounds = true
        image.contentMode = .scaleAspectFill
        row.addSubview(image)
        row.addSubview(label("Contact number \(i + 1)", size: 16, weight: .semibold,
                             frame: CGRect(x: 54, y: 5, width: 240, height: 20)))
        row.addSubview(label("See you at \(i + 9):30 tomorrow, bring the slides", size: 13, color: .gray,
                             frame: CGRect(x: 54, y: 25, width: 260, height: 17)))
        row.addSubview(label("›", size: 22, color: .lightGray, frame: CGRect(x: row.bounds.width - 22, y: 10, width: 14, height: 26)))
        page.addSubview(row)
    }
    return page
}

/// A feed of cards with shadows (no shadowPath, as most apps write it), each with a clipped picture and text.
@MainActor package func makeCardsPage(frame: CGRect) -> UIView {
    let page = UIView(frame: frame)
    page.backgroundColor = UIColor(red: 0.93, green: 0.94, blue: 0.96, alpha: 1)
    for i in 0..<3 {
        let card = UIView(frame: CGRect(x: 16, y: 24 + CGFloat(i) * 212, width: frame.width - 32, height: 196))
        card.backgroundColor = .white
        card.layer.cornerRadius = 16
        card.layer.shadowColor = UIColor.black.cgColor
        card.layer.shadowOpacity = 0.18
        card.layer.shadowRadius = 10
        card.layer.shadowOffset = CGSize(width: 0, height: 4)
        let picture = UIImageView(image: makePicture(side: 120, hue: 0.1 + 0.2 * Double(i)))
        picture.frame = CGRect(x: 12, y: 12, width: 120, height: 120)
        picture.layer.cornerRadius = 10
        picture.clipsToBounds = true
        card.addSubview(picture)
        card.addSubview(label("Card title \(i + 1)", size: 20, weight: .bold, frame: CGRect(x: 144, y: 14, width: 180, height: 26)))
        card.addSubview(label("Two lines of text that", size: 14, color: .darkGray, frame: CGRect(x: 144, y: 46, width: 180, height: 18)))
        card.addSubview(label("describe what is inside", size: 14, color: .darkGray, frame: CGRect(x: 144, y: 66, width: 180, height: 18)))
        let button = UIView(frame: CGRect(x: 12, y: 144, width: card.bounds.width - 24, height: 40))
        button.backgroundColor = UIColor(red: 0.0, green: 0.48, blue: 1, alpha: 1)
        button.layer.cornerRadius = 10
        let title = label("Open", size: 16, weight: .semibold, color: .white, frame: button.bounds)
        title.textAlignment = .center
        button.addSubview(title)
        card.addSubview(button)
        page.addSubview(card)
    }
    return page
}

/// The list with a blurred sheet over its lower half: a `UIVisualEffectView` (system material, as a share sheet
/// or a music player's card) with rounded top corners, a grabber and a few labelled rows of its own.
@MainActor package func makeSheetOverListPage(frame: CGRect) -> UIView {
    let page = makeListPage(frame: frame)
    let sheet = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
    sheet.frame = CGRect(x: 0, y: frame.height * 0.45, width: frame.width, height: frame.height * 0.55)
    sheet.layer.cornerRadius = 14
    sheet.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    sheet.clipsToBounds = true
    let grabber = UIView(frame: CGRect(x: frame.width / 2 - 18, y: 6, width: 36, height: 5))
    grabber.backgroundColor = UIColor(white: 0.5, alpha: 0.5)
    grabber.layer.cornerRadius = 2.5
    sheet.contentView.addSubview(grabber)
    sheet.contentView.addSubview(label("Share", size: 17, weight: .semibold,
                                       frame: CGRect(x: 16, y: 20, width: 200, height: 24)))
    for i in 0..<4 {
        sheet.contentView.addSubview(label("Action \(i + 1)", size: 16,
                                           frame: CGRect(x: 16, y: 60 + CGFloat(i) * 44, width: 240, height: 22)))
    }
    page.addSubview(sheet)
    return page
}

/// One scene: a stage showing a page, and what changes between frames.
@MainActor package struct RenderScene {
    package let name: String
    /// The target, in ms a frame.
    package let target: Double
    package let stage: Stage
    /// Changes what the next frame shows (`frame` counts from 0).
    package let step: (Int) -> Void
}

@MainActor package func makeStage(_ page: (CGRect) -> UIView) -> (Stage, UIView) {
    let stage = Stage(device: .iPhoneSE)
    let view = page(stage.window.bounds)
    stage.show(view)
    stage.pump()
    return (stage, view)
}

/// The screens' names, in the order the table lists them.
package let renderSceneNames = [
    "list", "list-scrolling", "cards-shadows", "list-blurred-sheet", "list-scrolling-under-blurred-sheet", "list-flip-3d",
]

/// The screens, in the order the table lists them; `only`: just the one of that name.
@MainActor package func renderScenes(only: String? = nil) -> [RenderScene] {
    renderSceneNames.filter { only == nil || $0 == only }.map(makeRenderScene)
}

/// One screen on its own stage, shown and committed (one frame pumped).
@MainActor package func makeRenderScene(_ name: String) -> RenderScene {
    switch name {
    case "list":
        // A still list: every frame is the same picture (what a recording of an idle screen renders).
        let (stage, _) = makeStage(makeListPage)
        return RenderScene(name: name, target: 4, stage: stage) { _ in }
    case "list-scrolling":
        // The list scrolled a little every frame (its rows move; nothing else changes).
        let (stage, page) = makeStage(makeListPage)
        return RenderScene(name: name, target: 4, stage: stage) { frame in
            for row in page.subviews.dropFirst() { row.center.y -= frame % 2 == 0 ? 1 : -1 }
        }
    case "cards-shadows":
        let (stage, _) = makeStage(makeCardsPage)
        return RenderScene(name: name, target: 4, stage: stage) { _ in }
    case "list-blurred-sheet":
        // A blurred sheet over the list, still (the backdrop is blurred every frame: what it covers may change).
        let (stage, _) = makeStage(makeSheetOverListPage)
        return RenderScene(name: name, target: 4, stage: stage) { _ in }
    case "list-scrolling-under-blurred-sheet":
        // The list scrolling under the blurred sheet, 1 pt a frame one way (back every 60 frames): the blur sees
        // new content every frame, so nothing filtered earlier can be reused.
        let (stage, page) = makeStage(makeSheetOverListPage)
        return RenderScene(name: name, target: 4, stage: stage) { frame in
            for row in page.subviews.dropFirst() where !(row is UIVisualEffectView) {
                row.center.y += frame % 60 == 0 ? 59 : -1
            }
        }
    case "list-flip-3d":
        // The list page turning about its vertical axis in perspective, 0° to 85° (a flip transition's half).
        let (stage, page) = makeStage(makeListPage)
        stage.window.backgroundColor = .black
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        return RenderScene(name: name, target: 4, stage: stage) { frame in
            let angle = CGFloat.pi / 2 * 0.95 * CGFloat(frame % 60) / 59
            page.layer.transform = CATransform3DRotate(perspective, angle, 0, 1, 0)
        }
    default:
        preconditionFailure("no render scene named \(name)")
    }
}
