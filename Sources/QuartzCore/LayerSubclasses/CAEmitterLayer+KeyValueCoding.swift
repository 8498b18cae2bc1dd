import CoreGraphics

// CAEmitterLayer: its cells' properties by key path through the layer, as iOS apps start and stop confetti:
// `emitter.setValue(0, forKeyPath: "emitterCells.confetti.birthRate")`, and
// `CABasicAnimation(keyPath: "emitterCells.confetti.birthRate")` added to the emitter layer.
extension CAEmitterLayer {
    /// The cell a key path `emitterCells.<name>[.emitterCells.<name>…].<key>` names, the names down to it
    /// ("fire.smoke") and the key; nil when the path does not have that form or names no cell.
    package func cell(forKeyPath keyPath: String) -> (cell: CAEmitterCell, names: String, key: String)? {
        guard let (names, key) = Self.parseCellKeyPath(keyPath),
              let cell = Self.findCell(names, in: emitterCells ?? []) else { return nil }
        return (cell, names.joined(separator: "."), key)
    }

    /// The names and the key of a key path `emitterCells.<name>[.emitterCells.<name>…].<key>`; nil for any
    /// other form.
    static func parseCellKeyPath(_ keyPath: String) -> (names: [String], key: String)? {
        let parts = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count >= 3, parts.count % 2 == 1 else { return nil }
        var names: [String] = []
        for i in stride(from: 0, to: parts.count - 1, by: 2) {
            guard parts[i] == "emitterCells" else { return nil }
            names.append(parts[i + 1])
        }
        return (names, parts[parts.count - 1])
    }

    /// The cell reached by `names` from `cells`, each name picking among the previous cell's `emitterCells`.
    static func findCell(_ names: [String], in cells: [CAEmitterCell]) -> CAEmitterCell? {
        var level = cells
        var found: CAEmitterCell?
        for name in names {
            guard let cell = level.first(where: { $0.name == name }) else { return nil }
            found = cell
            level = cell.emitterCells ?? []
        }
        return found
    }

    /// Sets a cell's property through a key path (see ``cell(forKeyPath:)``); false when the path names no cell.
    /// The cell object changes, the value is kept in the layer's model values (where an animation of the key path
    /// starts from), and a birth-rate change is recorded in time, so the particles already born finish their
    /// lives.
    package func setCellValue(_ value: Any?, forKeyPath keyPath: String) -> Bool {
        guard let (cell, names, key) = cell(forKeyPath: keyPath) else { return false }
        if key == "birthRate", let new = EmitterCellKeys.number(value) {
            recordRateChange(cell: names, from: Double(cell.birthRate), to: new)
        }
        cell.setValue(value, forKey: key)
        if let number = EmitterCellKeys.number(value) {
            change(keyPath) { $0.custom[keyPath] = .number(number) }
        }
        return true
    }

    /// The cells with the values this layer's (presentation) values give them: an animation of a key path
    /// `emitterCells.<name>.<key>` shows through copies of the cells it names.
    package func cells(with p: LayerProperties) -> [CAEmitterCell] {
        let cells = emitterCells ?? []
        // Values set through key paths are on the cells already; only animated ones (differing from the model's)
        // are applied, to copies, so a cell edited since shows its edit.
        let overrides = p.custom.filter {
            $0.key.hasPrefix("emitterCells.") && !Self.sameNumber(modelValues.custom[$0.key], $0.value)
        }
        guard !overrides.isEmpty else { return cells }
        let copies = cells.map { $0.copy() as! CAEmitterCell }
        for (path, value) in overrides {
            guard case .number(let v) = value else { continue }
            guard let (names, key) = Self.parseCellKeyPath(path), let target = Self.findCell(names, in: copies) else {
                continue
            }
            // A birth rate's animation is sampled in time (EmitterRateAnimation.swift): its value at one instant
            // must not apply to the whole emission.
            if key == "birthRate" { continue }
            target.setValue(v, forKey: key)
        }
        return copies
    }

    private static func sameNumber(_ a: AnimationValue?, _ b: AnimationValue) -> Bool {
        if case .number(let x)? = a, case .number(let y) = b { return x == y }
        return false
    }
}

/// The numeric keys of ``CAEmitterCell`` by name, for key-value coding.
enum EmitterCellKeys {
    static func number(_ value: Any?) -> Double? {
        switch value {
        case let v as Double: v
        case let v as Float: Double(v)
        case let v as CGFloat: Double(v)
        case let v as Int: Double(v)
        case let v as NSNumber: v.doubleValue
        default: nil
        }
    }
}

extension CAEmitterCell {
    /// A property by its Objective-C name (`birthRate`, `velocity`, `enabled`, …), as key-value coding reads it.
    open func value(forKey key: String) -> Any? {
        switch key {
        case "name": name
        case "enabled", "isEnabled": isEnabled
        case "birthRate": birthRate
        case "lifetime": lifetime
        case "lifetimeRange": lifetimeRange
        case "emissionLongitude": emissionLongitude
        case "emissionLatitude": emissionLatitude
        case "emissionRange": emissionRange
        case "velocity": velocity
        case "velocityRange": velocityRange
        case "xAcceleration": xAcceleration
        case "yAcceleration": yAcceleration
        case "zAcceleration": zAcceleration
        case "scale": scale
        case "scaleRange": scaleRange
        case "scaleSpeed": scaleSpeed
        case "spin": spin
        case "spinRange": spinRange
        case "color": color
        case "redRange": redRange
        case "greenRange": greenRange
        case "blueRange": blueRange
        case "alphaRange": alphaRange
        case "redSpeed": redSpeed
        case "greenSpeed": greenSpeed
        case "blueSpeed": blueSpeed
        case "alphaSpeed": alphaSpeed
        case "contents": contents
        case "contentsScale": contentsScale
        case "emitterCells": emitterCells
        case "beginTime": beginTime
        case "duration": duration
        case "speed": speed
        case "timeOffset": timeOffset
        case "repeatCount": repeatCount
        case "repeatDuration": repeatDuration
        case "autoreverses": autoreverses
        default: nil
        }
    }

    /// Sets a property by its Objective-C name; numbers of any type are accepted, unknown keys are ignored.
    open func setValue(_ value: Any?, forKey key: String) {
        let n = EmitterCellKeys.number(value)
        let f = n.map { Float($0) }, g = n.map { CGFloat($0) }
        switch key {
        case "name": name = value as? String
        case "enabled", "isEnabled": if let b = value as? Bool { isEnabled = b } else if let n { isEnabled = n != 0 }
        case "birthRate": if let f { birthRate = f }
        case "lifetime": if let f { lifetime = f }
        case "lifetimeRange": if let f { lifetimeRange = f }
        case "emissionLongitude": if let g { emissionLongitude = g }
        case "emissionLatitude": if let g { emissionLatitude = g }
        case "emissionRange": if let g { emissionRange = g }
        case "velocity": if let g { velocity = g }
        case "velocityRange": if let g { velocityRange = g }
        case "xAcceleration": if let g { xAcceleration = g }
        case "yAcceleration": if let g { yAcceleration = g }
        case "zAcceleration": if let g { zAcceleration = g }
        case "scale": if let g { scale = g }
        case "scaleRange": if let g { scaleRange = g }
        case "scaleSpeed": if let g { scaleSpeed = g }
        case "spin": if let g { spin = g }
        case "spinRange": if let g { spinRange = g }
        case "color": if let c = value as? CGColor { color = c }
        case "redRange": if let f { redRange = f }
        case "greenRange": if let f { greenRange = f }
        case "blueRange": if let f { blueRange = f }
        case "alphaRange": if let f { alphaRange = f }
        case "redSpeed": if let f { redSpeed = f }
        case "greenSpeed": if let f { greenSpeed = f }
        case "blueSpeed": if let f { blueSpeed = f }
        case "alphaSpeed": if let f { alphaSpeed = f }
        case "contents": contents = value
        case "contentsScale": if let g { contentsScale = g }
        case "emitterCells": emitterCells = value as? [CAEmitterCell]
        case "beginTime": if let n { beginTime = n }
        case "duration": if let n { duration = n }
        case "speed": if let f { speed = f }
        case "timeOffset": if let n { timeOffset = n }
        case "repeatCount": if let f { repeatCount = f }
        case "repeatDuration": if let n { repeatDuration = n }
        case "autoreverses": if let b = value as? Bool { autoreverses = b }
        default: break
        }
    }
}
