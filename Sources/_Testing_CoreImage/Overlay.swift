// The Swift Testing cross-import overlay for CoreImage.
//
// As for CoreGraphics and UIKit (see Sources/_Testing_UIKit/Overlay.swift): the Linux toolchain's Testing module
// declares a cross-import overlay for a module named CoreImage but ships none, so a file importing Testing and
// CoreImage (or UIKit, which re-exports it) fails with "no such module '_Testing_CoreImage'". It adds nothing;
// CoreImage depends on it so that it is built wherever CoreImage is.
