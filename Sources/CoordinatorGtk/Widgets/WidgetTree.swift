import CGtk

extension Widget {
    /// `root` and every widget inside it, each before its children, GTK's internal children
    /// included (`gtk_container_forall`): a dialog's action area, a shortcuts section's page
    /// switcher.
    public static func tree(from root: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
        var result: [UnsafeMutablePointer<GtkWidget>] = []
        func visit(_ node: UnsafeMutablePointer<GtkWidget>) {
            result.append(node)
            guard isInstance(node, of: gtk_container_get_type()) else { return }
            var children: [UnsafeMutablePointer<GtkWidget>] = []
            let collect: GtkCallback = { child, list in
                guard let child, let list else { return }
                list.assumingMemoryBound(to: [UnsafeMutablePointer<GtkWidget>].self).pointee.append(child)
            }
            withUnsafeMutablePointer(to: &children) { gtk_container_forall(cgtk_container(node), collect, $0) }
            children.forEach(visit)
        }
        visit(root)
        return result
    }
}
