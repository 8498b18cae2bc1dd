import Flipbook

/// One contact as the sample's `ContactModel` presents a `CNContact`: names, the first phone number, email address
/// and address line, and a picture (the sample's `person.circle` symbol when a contact has none: the drawn
/// monogram Hello-Contacts uses here, so the contacts can be told apart).
struct ContactModel {
    var givenName: String
    var familyName: String
    var primaryPhoneNumber: String
    var primaryEmailAddress: String
    var addressLine1: String

    init(givenName: String, familyName: String, phone: String, email: String, address: String) {
        self.givenName = givenName
        self.familyName = familyName
        primaryPhoneNumber = phone
        primaryEmailAddress = email
        addressLine1 = address
    }

    var fullName: String { "\(givenName) \(familyName)" }

    @MainActor var contactImage: UIImage { Demos.contactImage(for: fullName) }
}
