/// How an associated value is held (Apple's `objc_AssociationPolicy`, same raw values).
public enum objc_AssociationPolicy: UInt, Sendable {
    /// A weak reference here (an unretained one on iOS, where reading it after the value is freed crashes):
    /// reading it after the value went away gives nil.
    case OBJC_ASSOCIATION_ASSIGN = 0
    /// A strong reference.
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    /// A strong reference to a copy (`NSCopying`'s `copy()`; other values are kept as they are).
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    /// A strong reference (atomic on iOS; all access is on the main thread here).
    case OBJC_ASSOCIATION_RETAIN = 769
    /// A strong reference to a copy (atomic on iOS).
    case OBJC_ASSOCIATION_COPY = 771
}
