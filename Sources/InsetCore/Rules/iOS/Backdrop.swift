extension SolvedLayout {
    /// Whether the element fills the display like a background, so UIKit runs it under the status
    /// bar, sensor housing and rounded corners by design: a background, a bar (its material reaches
    /// the display edge), a list (it scrolls under them), or an image or plain view that bleeds
    /// from one edge of the screen to the other.
    func isBackdrop(_ element: LaidOutElement) -> Bool {
        switch element.role {
        case .background, .navigationBar, .tabBar, .toolbar, .list: return true
        case .image, .view:
            let f = element.frame, b = bounds
            return (f.minX <= b.minX + 0.5 && f.maxX >= b.maxX - 0.5) || (f.minY <= b.minY + 0.5 && f.maxY >= b.maxY - 0.5)
        default: return false
        }
    }

    /// Whether `ancestor` contains `element`, however deep.
    func isAncestor(_ ancestor: LaidOutElement, of element: LaidOutElement) -> Bool {
        var parent = element.parentID
        while let id = parent {
            if id == ancestor.id { return true }
            parent = self.element(id: id)?.parentID
        }
        return false
    }
}
