import Flipbook

/// One pet of the game (seed 000; reference/seed-samples.md §3: name, picture, description).
struct PetCard: Sendable {
    let name: String
    let description: String
    let art: PetArt.Kind
}

/// The five pets of the tutorial's Pets.plist, in its order.
enum PetCardStore {
    static let defaultPets: [PetCard] = [
        PetCard(name: "Wrigley", description: "Battle tested. You can rely on him.", art: .dog(mood: .epic)),
        PetCard(name: "Rufus", description: "You will never deny his treats.", art: .dog(mood: .sad)),
        PetCard(name: "Wiggles", description: "She will turn her back on you, when you least expect it.", art: .cat(pose: .back)),
        PetCard(name: "Rumble", description: "Always down for naps.", art: .cat(pose: .sleepy)),
        PetCard(name: "Bongo", description: "Not very likely to spice up your life.", art: .fish),
    ]
}
