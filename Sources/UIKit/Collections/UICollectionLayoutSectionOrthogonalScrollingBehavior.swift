import QuartzCore

/// How a compositional section scrolls across the layout's scroll direction (iOS 13): `.none` wraps its groups
/// like lines; the others lay the groups out in one row that scrolls on its own — freely (`.continuous`), coming to
/// rest on a group's leading edge (`.continuousGroupLeadingBoundary`, `.groupPaging`, `.groupPagingCentered`), or a
/// page (the section's visible width) at a time (`.paging`).
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}
