import CGtk

/// A `GtkDialog`: a window with a content area and response buttons.
///
/// Escape and the close button answer ``Response/deleteEvent``; destroying the dialog
/// yourself emits no response.
@MainActor
open class Dialog: Window {
    /// The `GtkDialog` view of the widget.
    public var dialog: UnsafeMutablePointer<GtkDialog> { cgtk_dialog(widget) }

    /// A response id (`GtkResponseType` values are negative; custom ids should be ≥ 0).
    public struct Response: RawRepresentable, Hashable, Sendable {
        /// The id passed to `gtk_dialog_add_button` and received in `response`.
        public let rawValue: Int32
        /// Wraps a raw id.
        public init(rawValue: Int32) { self.rawValue = rawValue }

        /// `GTK_RESPONSE_NONE`.
        public static let none = Response(rawValue: GTK_RESPONSE_NONE.rawValue)
        /// `GTK_RESPONSE_REJECT`.
        public static let reject = Response(rawValue: GTK_RESPONSE_REJECT.rawValue)
        /// `GTK_RESPONSE_ACCEPT`.
        public static let accept = Response(rawValue: GTK_RESPONSE_ACCEPT.rawValue)
        /// `GTK_RESPONSE_DELETE_EVENT`: closed by Escape, the close button or the window manager.
        public static let deleteEvent = Response(rawValue: GTK_RESPONSE_DELETE_EVENT.rawValue)
        /// `GTK_RESPONSE_OK`.
        public static let ok = Response(rawValue: GTK_RESPONSE_OK.rawValue)
        /// `GTK_RESPONSE_CANCEL`.
        public static let cancel = Response(rawValue: GTK_RESPONSE_CANCEL.rawValue)
        /// `GTK_RESPONSE_CLOSE`.
        public static let close = Response(rawValue: GTK_RESPONSE_CLOSE.rawValue)
        /// `GTK_RESPONSE_YES`.
        public static let yes = Response(rawValue: GTK_RESPONSE_YES.rawValue)
        /// `GTK_RESPONSE_NO`.
        public static let no = Response(rawValue: GTK_RESPONSE_NO.rawValue)
        /// `GTK_RESPONSE_APPLY`.
        public static let apply = Response(rawValue: GTK_RESPONSE_APPLY.rawValue)
        /// `GTK_RESPONSE_HELP`.
        public static let help = Response(rawValue: GTK_RESPONSE_HELP.rawValue)
    }

    /// Creates a dialog; with `useHeaderBar` its buttons go into a header bar (GNOME style).
    /// With a parent the dialog is transient for it, modal, destroyed with it and part of its
    /// application (the application's accelerators work in it).
    public convenience init(title: String? = nil, parent: Window? = nil, useHeaderBar: Bool = true) {
        self.init(cgtk_dialog_new_with_header_bar(useHeaderBar.gboolean))
        if let title { self.title = title }
        if let parent {
            setTransientFor(parent)
            isModal = true
            destroysWithParent = true
            joinApplication(of: parent)
        }
    }

    /// The content area (a vertical ``Box``; it also holds the hidden action area).
    /// The same wrapper is returned each time.
    public private(set) lazy var contentArea: Box = {
        let area = gtk_dialog_get_content_area(dialog)!
        return Widget.wrapper(for: area) as? Box ?? Box(area)
    }()

    /// The header bar, when the dialog was created with `useHeaderBar` (the same wrapper
    /// each time).
    public private(set) lazy var headerBar: HeaderBar? = {
        guard let bar = gtk_dialog_get_header_bar(dialog) else { return nil }
        return Widget.wrapper(for: bar) as? HeaderBar ?? HeaderBar(bar)
    }()

    /// Adds a button answering `response`, styled with `style`; returns it.
    @discardableResult
    public func addButton(_ label: String, response: Response, style: Button.Style = .normal) -> Button {
        let button = Button(gtk_dialog_add_button(dialog, label, response.rawValue))
        button.style = style
        return button
    }

    /// The button answering `response`, if any.
    public func button(for response: Response) -> Button? {
        guard let pointer = gtk_dialog_get_widget_for_response(dialog, response.rawValue) else { return nil }
        return Widget.wrapper(for: pointer) as? Button ?? Button(pointer)
    }

    /// Makes the button answering `response` the default (Enter activates it).
    public func setDefaultResponse(_ response: Response) {
        gtk_dialog_set_default_response(dialog, response.rawValue)
    }

    /// Enables or disables the button answering `response`.
    public func setResponseSensitive(_ response: Response, _ sensitive: Bool) {
        gtk_dialog_set_response_sensitive(dialog, response.rawValue, sensitive.gboolean)
    }

    /// Emits `response`, as clicking the matching button would.
    public func respond(_ response: Response) { gtk_dialog_response(dialog, response.rawValue) }

    /// Calls `handler` on `response`. The dialog stays open: destroy it in the handler.
    @discardableResult
    public func onResponse(_ handler: @escaping @MainActor (Response) -> Void) -> SignalConnection {
        Signals.connectInt(widget, "response") { handler(Response(rawValue: $0)) }
    }
}
