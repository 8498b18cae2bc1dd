// The Swift Testing cross-import overlay for UIKit.
//
// The Linux toolchain's Testing module declares cross-import overlays for CoreGraphics and UIKit (see
// Testing.swiftcrossimport in the toolchain) but ships neither module, so any file that imports both Testing and a
// module named CoreGraphics fails with "no such module '_Testing_CoreGraphics'". Flipbook's modules carry Apple's
// names, so it provides the overlay itself. It adds nothing; UIKit depends on it so that it is always built
// wherever UIKit is, including in packages that depend on Flipbook.
