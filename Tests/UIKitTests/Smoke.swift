import Testing
import Flipbook

@MainActor @Test func animateMovesPresentationNotModel() {
    let stage = Stage(device: .iPhoneSE)
    let root = UIView()
    stage.show(root)
    let box = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    root.addSubview(box)
    var done: Bool?
    UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { box.center.x = 150 }, completion: { done = $0 })
    #expect(box.center.x == 150)
    stage.pump(0.5)
    #expect(abs(box.layer.presentation()!.position.x - 100) < 1e-6)
    stage.pump(0.6)
    #expect(done == true)
    #expect(box.layer.presentation()!.position.x == 150)
    #expect(stage.pumpAndSettle() == 0)
}
