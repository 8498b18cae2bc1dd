extension UINavigationController { func installEdgeSwipe() {} }
