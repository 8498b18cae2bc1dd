import Flipbook

/// Packt's "Mastering iOS 14 Programming", chapter 5, the Contacts app (seed 003, seed-samples §5), rebuilt in code
/// with anchors where the storyboard has constraints:
///
/// - a navigation controller over a horizontal collection of contacts (fake data: the sample reads the Contacts
///   framework); a tapped cell's picture bounces with two chained property animators (0.1 s ease-out to 0.9, 0.1 s
///   ease-in back) whose completion performs the "detailViewSegue" (a push);
/// - the details page: a vertical stack view (picture, name, phone, email, address) whose picture fades in over
///   0.8 s, and a 350 pt drawer held by a bottom constraint of −305 (45 pt showing) that "Toggle" opens and closes
///   with a property animator on a spring (damping 0.8) and that a pan scrubs (pause, `fractionComplete`), then
///   continues on a spring with the pan's velocity, reversed when the swipe goes back;
/// - "Show Modal": `TransitionViewController`, presented by `CustomAnimator` (0.6 s, spring damping 0.5, from 0.6
///   scale 200 pt up and transparent) in a page sheet — the sheet still owns the frame (below the status bar,
///   over the scaled-back, dimmed list); the story pulls it down to dismiss it, with the default sheet dismissal
///   (the sample's `animationController(forDismissed:)` returns nil).
///
/// Left as the storyboard has it rather than the code: the collection's cells are 150 × 230 with 10 pt spacing
/// (the sample's `sizeForItemAt` returns the collection view's bounds size, which under the navigation bar's inset
/// is taller than the room UIKit's flow layout has, a case it only logs about).
public enum PacktContacts {
    /// The navigation controller over the contacts, as the storyboard's initial scene.
    @MainActor
    public static func makeRootViewController() -> UINavigationController {
        UINavigationController(rootViewController: PacktContactsViewController())
    }

    /// Fake contacts in place of the device's address book.
    static let contacts: [ContactModel] = [
        ContactModel(givenName: "Kate", familyName: "Bell", phone: "(555) 564-8583", email: "kate-bell@mac.com",
                     address: "165 Davis Street"),
        ContactModel(givenName: "Daniel", familyName: "Higgins", phone: "555-478-7672", email: "d-higgins@mac.com",
                     address: "332 Laguna Street"),
        ContactModel(givenName: "John", familyName: "Appleseed", phone: "888-555-5512", email: "John-Appleseed@mac.com",
                     address: "3494 Kuhl Avenue"),
        ContactModel(givenName: "Anna", familyName: "Haro", phone: "555-522-8243", email: "anna-haro@mac.com",
                     address: "1001 Leavenworth Street"),
        ContactModel(givenName: "Hank", familyName: "Zakroff", phone: "(555) 766-4823", email: "hank-zakroff@mac.com",
                     address: "1741 Kearny Street"),
        ContactModel(givenName: "David", familyName: "Taylor", phone: "555-610-6679", email: "david-taylor@mac.com",
                     address: "1747 Steuart Street"),
    ]
}
