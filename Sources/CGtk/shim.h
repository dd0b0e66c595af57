#ifndef CGTK_SHIM_H
#define CGTK_SHIM_H

#include <gtk/gtk.h>
#include <glib-unix.h>
#include <string.h>
#include <malloc.h>  // malloc_trim: a leak check returns freed heap to the system before reading RSS

/// Connects a signal handler, after the class handler when `after` is true; `g_signal_connect`
/// and `g_signal_connect_after` are macros Swift cannot import.
static inline gulong cgtk_signal_connect(gpointer instance, const gchar *signal, GCallback handler,
                                         gpointer data, GClosureNotify destroy, gboolean after) {
    return g_signal_connect_data(instance, signal, handler, data, destroy, after ? G_CONNECT_AFTER : (GConnectFlags)0);
}

/* ---- Cast macros (Swift cannot import function-like macros). -------------------------------- */

#define CGTK_CAST(fn, type, macro) \
    static inline type *fn(gpointer p) { return macro(p); }

CGTK_CAST(cgtk_object, GObject, G_OBJECT)
CGTK_CAST(cgtk_widget, GtkWidget, GTK_WIDGET)
CGTK_CAST(cgtk_window, GtkWindow, GTK_WINDOW)
CGTK_CAST(cgtk_container, GtkContainer, GTK_CONTAINER)
CGTK_CAST(cgtk_bin, GtkBin, GTK_BIN)
CGTK_CAST(cgtk_stack, GtkStack, GTK_STACK)
CGTK_CAST(cgtk_revealer, GtkRevealer, GTK_REVEALER)
CGTK_CAST(cgtk_stack_switcher, GtkStackSwitcher, GTK_STACK_SWITCHER)
CGTK_CAST(cgtk_box, GtkBox, GTK_BOX)
CGTK_CAST(cgtk_grid, GtkGrid, GTK_GRID)
CGTK_CAST(cgtk_button, GtkButton, GTK_BUTTON)
CGTK_CAST(cgtk_toggle_button, GtkToggleButton, GTK_TOGGLE_BUTTON)
CGTK_CAST(cgtk_menu_button, GtkMenuButton, GTK_MENU_BUTTON)
CGTK_CAST(cgtk_menu_model, GMenuModel, G_MENU_MODEL)
CGTK_CAST(cgtk_about_dialog, GtkAboutDialog, GTK_ABOUT_DIALOG)
CGTK_CAST(cgtk_label, GtkLabel, GTK_LABEL)
CGTK_CAST(cgtk_header_bar, GtkHeaderBar, GTK_HEADER_BAR)
CGTK_CAST(cgtk_action_bar, GtkActionBar, GTK_ACTION_BAR)
CGTK_CAST(cgtk_dialog, GtkDialog, GTK_DIALOG)
CGTK_CAST(cgtk_message_dialog, GtkMessageDialog, GTK_MESSAGE_DIALOG)
CGTK_CAST(cgtk_entry, GtkEntry, GTK_ENTRY)
CGTK_CAST(cgtk_text_view, GtkTextView, GTK_TEXT_VIEW)
CGTK_CAST(cgtk_list_box, GtkListBox, GTK_LIST_BOX)
CGTK_CAST(cgtk_list_box_row, GtkListBoxRow, GTK_LIST_BOX_ROW)
CGTK_CAST(cgtk_spinner, GtkSpinner, GTK_SPINNER)
CGTK_CAST(cgtk_image, GtkImage, GTK_IMAGE)
CGTK_CAST(cgtk_scrolled_window, GtkScrolledWindow, GTK_SCROLLED_WINDOW)
CGTK_CAST(cgtk_orientable, GtkOrientable, GTK_ORIENTABLE)
CGTK_CAST(cgtk_actionable, GtkActionable, GTK_ACTIONABLE)
CGTK_CAST(cgtk_application, GtkApplication, GTK_APPLICATION)
CGTK_CAST(cgtk_g_application, GApplication, G_APPLICATION)
CGTK_CAST(cgtk_action_map, GActionMap, G_ACTION_MAP)
CGTK_CAST(cgtk_action, GAction, G_ACTION)
CGTK_CAST(cgtk_action_group, GActionGroup, G_ACTION_GROUP)

#undef CGTK_CAST

/// Whether `p` is a live GtkWidget instance (G_IS_OBJECT/GTK_IS_WIDGET are macros).
static inline gboolean cgtk_is_widget(gpointer p) { return GTK_IS_WIDGET(p); }

/// Sets `widget`'s accessible description; NULL drops it, so GTK describes the widget by its
/// tooltip again (`atk_object_set_description` refuses NULL). Screen readers hear of a new
/// description, but not of one that goes away: at-spi2-atk sends no change for a NULL one, and
/// a screen reader would keep saying the old words. So a widget with no tooltip to fall back
/// to gets an empty description instead (a tooltip set later replaces it: ``cgtk_widget_set_tooltip``).
static inline void cgtk_widget_set_accessible_description(GtkWidget *widget, const gchar *description) {
    AtkObject *accessible = gtk_widget_get_accessible(widget);
    if (description != NULL) {
        // ATK tells nobody of a first description (its bug 665870): a screen reader would
        // never hear an entry's first error, only its second.
        gboolean first = accessible->description == NULL;
        atk_object_set_description(accessible, description);
        if (first) g_object_notify(G_OBJECT(accessible), "accessible-description");
    } else if (accessible->description != NULL && accessible->description[0] != '\0') {
        gchar *tooltip = gtk_widget_get_tooltip_text(widget);
        g_free(accessible->description);
        accessible->description = tooltip == NULL ? g_strdup("") : NULL;
        g_free(tooltip);
        g_object_notify(G_OBJECT(accessible), "accessible-description");
    }
}

/// Sets `widget`'s tooltip (NULL: none). A widget with no description of its own is described
/// by its tooltip, and GTK tells screen readers nothing when the tooltip goes (the description
/// is NULL then, which at-spi2-atk would not pass on anyway): so a tooltip that goes leaves an
/// empty description, told to screen readers, as ``cgtk_widget_set_accessible_description``
/// does, and a button enabled at last no longer says why it was disabled. A new tooltip
/// replaces that empty description, unless it is the widget's accessible name (an icon
/// button's "Dismiss"): a screen reader would say it twice.
static inline void cgtk_widget_set_tooltip(GtkWidget *widget, const gchar *tooltip) {
    AtkObject *accessible = gtk_widget_get_accessible(widget);
    gboolean describedByTooltip = accessible->description == NULL || accessible->description[0] == '\0';
    if (!describedByTooltip) {
        gtk_widget_set_tooltip_text(widget, tooltip);
    } else if (tooltip != NULL) {
        gchar *old = gtk_widget_get_tooltip_text(widget);
        gboolean same = g_strcmp0(old, tooltip) == 0;
        g_free(old);
        if (same) return;  // nothing changes (a view refreshing sets it again and again)
        g_clear_pointer(&accessible->description, g_free);
        if (g_strcmp0(atk_object_get_name(accessible), tooltip) == 0) accessible->description = g_strdup("");
        gtk_widget_set_tooltip_text(widget, tooltip);  // GTK tells screen readers
    } else {
        gchar *old = gtk_widget_get_tooltip_text(widget);
        gboolean hadTooltip = old != NULL;
        g_free(old);
        if (!hadTooltip) return;  // nothing changes (a view refreshing says "none" again and again)
        gtk_widget_set_tooltip_text(widget, NULL);  // which drops the accessible description too
        g_free(accessible->description);
        accessible->description = g_strdup("");
        g_object_notify(G_OBJECT(accessible), "accessible-description");
    }
}

/// The id of ATK's `announcement` signal, 0 with an ATK older than 2.46 (which has none). The
/// class is loaded first: a signal exists once its class does.
static inline guint cgtk_announcement_signal(void) {
    gpointer klass = g_type_class_ref(ATK_TYPE_OBJECT);
    guint signal = g_signal_lookup("announcement", ATK_TYPE_OBJECT);
    g_type_class_unref(klass);
    return signal;
}

/// Emits ATK's `announcement` signal on `widget`'s accessible, so screen readers say
/// `message`; does nothing without the signal. (`g_signal_emit` is variadic: Swift cannot call it.)
static inline void cgtk_widget_announce(GtkWidget *widget, const gchar *message) {
    AtkObject *accessible = gtk_widget_get_accessible(widget);
    guint signal = cgtk_announcement_signal();
    if (accessible == NULL || signal == 0) return;
    g_signal_emit(accessible, signal, 0, message);
}

/* ---- Accessible states. ---------------------------------------------------------------------- */

/// The widget data keys that mark an entry's text as invalid and a field as required, and the
/// type data key under which a patched accessible class keeps the `ref_state_set` it had (see
/// ``cgtk_install_accessible_states``).
#define CGTK_INVALID_KEY "cgtk-invalid-entry"
#define CGTK_REQUIRED_KEY "cgtk-required"
#define CGTK_ORIGINAL_STATES_KEY "cgtk-original-ref-state-set"

typedef AtkStateSet *(*CGtkRefStateSet)(AtkObject *);

/// The accessible whose states ``cgtk_ref_state_set`` is computing, and the type whose original
/// function runs for it: when that function chains up to its parent class's (patched) one, the
/// search for the next original resumes above that type, never at it again.
static AtkObject *cgtk_states_accessible = NULL;
static GType cgtk_states_level = 0;

/// An accessible's states: its class's own, plus `ATK_STATE_INVALID_ENTRY` when its widget is
/// marked invalid and `ATK_STATE_REQUIRED` when it is marked required; and, once the widget is
/// gone, a set saying `ATK_STATE_DEFUNCT` where GTK 3's own function returns none (entries,
/// labels, buttons and windows do). A screen reader may hold an accessible for a while after
/// its widget is destroyed (at-spi2-atk leases it); reading its states then made at-spi2-atk log
/// critical warnings, and abort under `G_DEBUG=fatal-criticals`.
static inline AtkStateSet *cgtk_ref_state_set(AtkObject *accessible) {
    GQuark key = g_quark_from_static_string(CGTK_ORIGINAL_STATES_KEY);
    GType level = accessible == cgtk_states_accessible ? g_type_parent(cgtk_states_level) : G_OBJECT_TYPE(accessible);
    CGtkRefStateSet original = NULL;
    while (level != 0 && (original = (CGtkRefStateSet)g_type_get_qdata(level, key)) == NULL) level = g_type_parent(level);
    AtkObject *outerAccessible = cgtk_states_accessible;
    GType outerLevel = cgtk_states_level;
    cgtk_states_accessible = accessible;
    cgtk_states_level = level;
    AtkStateSet *states = original != NULL ? original(accessible) : NULL;
    cgtk_states_accessible = outerAccessible;
    cgtk_states_level = outerLevel;
    GtkWidget *widget = gtk_accessible_get_widget(GTK_ACCESSIBLE(accessible));
    if (states == NULL) {
        states = atk_state_set_new();
        if (widget == NULL) atk_state_set_add_state(states, ATK_STATE_DEFUNCT);
    }
    if (widget != NULL && g_object_get_data(G_OBJECT(widget), CGTK_INVALID_KEY) != NULL)
        atk_state_set_add_state(states, ATK_STATE_INVALID_ENTRY);
    if (widget != NULL && g_object_get_data(G_OBJECT(widget), CGTK_REQUIRED_KEY) != NULL)
        atk_state_set_add_state(states, ATK_STATE_REQUIRED);
    return states;
}

/// Patches `type` and its subclasses: each class with a `ref_state_set` of its own gets
/// ``cgtk_ref_state_set`` instead, keeping its own on its type.
static inline void cgtk_patch_accessible_states(GType type) {
    AtkObjectClass *klass = g_type_class_ref(type);
    AtkObjectClass *parent = g_type_class_peek_parent(klass);
    GQuark key = g_quark_from_static_string(CGTK_ORIGINAL_STATES_KEY);
    if (g_type_get_qdata(type, key) == NULL && klass->ref_state_set != NULL
        && (parent == NULL || klass->ref_state_set != parent->ref_state_set)) {
        g_type_set_qdata(type, key, (gpointer)klass->ref_state_set);
        klass->ref_state_set = cgtk_ref_state_set;
    }
    guint count = 0;
    GType *children = g_type_children(type, &count);
    for (guint index = 0; index < count; index++) cgtk_patch_accessible_states(children[index]);
    g_free(children);
    g_type_class_unref(klass);
}

/// Makes GTK 3's widget accessibles report their states safely (see ``cgtk_ref_state_set``),
/// and lets ``cgtk_widget_set_invalid`` mark fields (entries, text views) invalid and ``cgtk_widget_set_required``
/// fields required. GTK registers a widget's accessible class with the widget's class, so the
/// widget classes an app shows are loaded first; every accessible class known then is patched,
/// once. Call it once GTK is initialised.
static inline void cgtk_install_accessible_states(void) {
    GType widgets[] = {
        GTK_TYPE_WINDOW, GTK_TYPE_DIALOG, GTK_TYPE_MESSAGE_DIALOG, GTK_TYPE_ABOUT_DIALOG, GTK_TYPE_SHORTCUTS_WINDOW,
        GTK_TYPE_LABEL, GTK_TYPE_ENTRY, GTK_TYPE_SEARCH_ENTRY, GTK_TYPE_SPIN_BUTTON, GTK_TYPE_TEXT_VIEW,
        GTK_TYPE_BUTTON, GTK_TYPE_TOGGLE_BUTTON, GTK_TYPE_CHECK_BUTTON, GTK_TYPE_RADIO_BUTTON, GTK_TYPE_MENU_BUTTON,
        GTK_TYPE_LINK_BUTTON, GTK_TYPE_MODEL_BUTTON, GTK_TYPE_SWITCH, GTK_TYPE_COMBO_BOX_TEXT, GTK_TYPE_SCALE,
        GTK_TYPE_EXPANDER, GTK_TYPE_MENU_ITEM, GTK_TYPE_CHECK_MENU_ITEM, GTK_TYPE_RADIO_MENU_ITEM,
        GTK_TYPE_LIST_BOX_ROW, GTK_TYPE_NOTEBOOK, GTK_TYPE_POPOVER, GTK_TYPE_IMAGE, GTK_TYPE_PROGRESS_BAR,
    };
    for (gsize index = 0; index < G_N_ELEMENTS(widgets); index++) g_type_class_unref(g_type_class_ref(widgets[index]));
    cgtk_patch_accessible_states(GTK_TYPE_ACCESSIBLE);
}

/// Marks `widget`'s text (an entry's, a text view's) as invalid or valid for assistive
/// technologies: its accessible then has (or loses) ATK's `invalid-entry` state, which screen
/// readers say with the widget ("invalid entry"), and the change is signalled. GTK 3's
/// accessibles compute their states themselves and never add that one (GTK 4 has `GTK_ACCESSIBLE_STATE_INVALID`): the state comes
/// from ``cgtk_ref_state_set``, so ``cgtk_install_accessible_states`` must have run.
static inline void cgtk_widget_set_invalid(GtkWidget *widget, gboolean invalid) {
    if ((g_object_get_data(G_OBJECT(widget), CGTK_INVALID_KEY) != NULL) == (invalid != FALSE)) return;
    g_object_set_data(G_OBJECT(widget), CGTK_INVALID_KEY, invalid ? GINT_TO_POINTER(1) : NULL);
    atk_object_notify_state_change(gtk_widget_get_accessible(widget), ATK_STATE_INVALID_ENTRY, invalid);
}

/// Marks `widget` as a field the user must fill in (or not): its accessible then has (or loses)
/// ATK's `required` state, which screen readers say with the widget ("required"), and the change
/// is signalled. GTK 3 never sets that state itself; as for ``cgtk_widget_set_invalid``,
/// ``cgtk_install_accessible_states`` must have run.
static inline void cgtk_widget_set_required(GtkWidget *widget, gboolean required) {
    if ((g_object_get_data(G_OBJECT(widget), CGTK_REQUIRED_KEY) != NULL) == (required != FALSE)) return;
    g_object_set_data(G_OBJECT(widget), CGTK_REQUIRED_KEY, required ? GINT_TO_POINTER(1) : NULL);
    atk_object_notify_state_change(gtk_widget_get_accessible(widget), ATK_STATE_REQUIRED, required);
}

/// Whether `widget` is marked required (see ``cgtk_widget_set_required``).
static inline gboolean cgtk_widget_is_required(GtkWidget *widget) {
    return g_object_get_data(G_OBJECT(widget), CGTK_REQUIRED_KEY) != NULL;
}

/// Whether `p` implements GActionMap (a GtkApplicationWindow does, a plain GtkWindow does not).
static inline gboolean cgtk_is_action_map(gpointer p) { return G_IS_ACTION_MAP(p); }


/* ---- Focus rings. ---------------------------------------------------------------------------- */

/// A `draw` handler: the theme's focus ring around `widget`'s border box while it has the
/// visible keyboard focus (GTK draws none for plain containers). The border box is the
/// allocation less the CSS margin, which may be negative (see below).
static inline gboolean cgtk_draw_focus_ring(GtkWidget *widget, cairo_t *cr, gpointer data) {
    (void)data;
    if (!gtk_widget_has_visible_focus(widget)) return FALSE;
    GtkStyleContext *style = gtk_widget_get_style_context(widget);
    GtkBorder margin;
    gtk_style_context_get_margin(style, gtk_style_context_get_state(style), &margin);
    gtk_render_focus(style, cr, margin.left, margin.top,
                     gtk_widget_get_allocated_width(widget) - margin.left - margin.right,
                     gtk_widget_get_allocated_height(widget) - margin.top - margin.bottom);
    return FALSE;
}

/// Draws the focus ring (above) after `widget` has drawn itself, from now on, `padding`
/// pixels clear of its content (CSS padding: GtkBox ignores a container's border width). A
/// negative margin as wide as the padding on each side keeps the content where it was
/// across: aligned with the headings above and below it, the ring drawn in the space beside.
static inline void cgtk_widget_add_focus_ring(GtkWidget *widget, gint padding) {
    GtkCssProvider *provider = gtk_css_provider_new();
    gchar *css = g_strdup_printf("* { padding: %dpx; margin-left: -%dpx; margin-right: -%dpx; }",
                                 padding, padding, padding);
    gtk_css_provider_load_from_data(provider, css, -1, NULL);
    g_free(css);
    gtk_style_context_add_provider(gtk_widget_get_style_context(widget), GTK_STYLE_PROVIDER(provider),
                                   GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
    g_object_unref(provider);  // the style context keeps it
    g_signal_connect_after(widget, "draw", G_CALLBACK(cgtk_draw_focus_ring), NULL);
}

/* ---- Placeholders while typing -------------------------------------------------------------- */

/// A `draw` handler: `widget`'s placeholder text while it has the focus and is empty (GTK 3
/// draws it only without the focus), as GTK's own in the placeholder colour, in the text area.
static inline gboolean cgtk_draw_focused_placeholder(GtkWidget *widget, cairo_t *cr, gpointer data) {
    (void)data;
    GtkEntry *entry = GTK_ENTRY(widget);
    const gchar *placeholder = gtk_entry_get_placeholder_text(entry);
    if (!gtk_widget_has_focus(widget) || placeholder == NULL || gtk_entry_get_text_length(entry) > 0)
        return FALSE;
    if (pango_layout_get_character_count(gtk_entry_get_layout(entry)) > 0)
        return FALSE;  // an input method's text being composed shows instead
    GdkRectangle area;
    gtk_entry_get_text_area(entry, &area);
    gint x, y;
    gtk_entry_get_layout_offsets(entry, &x, &y);
    GtkStyleContext *style = gtk_widget_get_style_context(widget);
    GdkRGBA color = { 0.5, 0.5, 0.5, 1 };
    gtk_style_context_lookup_color(style, "placeholder_text_color", &color);
    PangoLayout *layout = gtk_widget_create_pango_layout(widget, placeholder);
    pango_layout_set_attributes(layout, gtk_entry_get_attributes(entry));
    pango_layout_set_single_paragraph_mode(layout, TRUE);
    gint width;
    pango_layout_get_pixel_size(layout, &width, NULL);
    width = MIN(width, area.width);
    pango_layout_set_width(layout, PANGO_SCALE * width);
    pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END);
    // The empty text sits where the entry's alignment (`xalign`, mirrored right to left) puts
    // text: the hint is aligned alike.
    gdouble alignment = area.width > 0 ? CLAMP((gdouble)(x - area.x) / area.width, 0, 1) : 0;
    cairo_save(cr);
    cairo_rectangle(cr, area.x, area.y, area.width, area.height);
    cairo_clip(cr);
    gdk_cairo_set_source_rgba(cr, &color);
    cairo_move_to(cr, area.x + (area.width - width) * alignment, y);
    pango_cairo_show_layout(cr, layout);
    cairo_restore(cr);
    g_object_unref(layout);
    return FALSE;
}

/// Keeps `entry`'s placeholder shown while it has the focus and is empty, as GTK 4 does: GTK 3
/// hides it on focus, so a hint such as "MM/YY" went just as the user began to type.
static inline void cgtk_entry_show_placeholder_while_focused(GtkWidget *entry) {
    if (g_object_get_data(G_OBJECT(entry), "cgtk-placeholder-while-focused") != NULL) return;
    g_object_set_data(G_OBJECT(entry), "cgtk-placeholder-while-focused", GINT_TO_POINTER(1));
    g_signal_connect_after(entry, "draw", G_CALLBACK(cgtk_draw_focused_placeholder), NULL);
}

/* ---- Pasted lines in a one-line entry ---------------------------------------------------- */

/// `text` (of `length` bytes, or up to its nul when negative) with each run of line ends (CR,
/// LF) turned into one space and those at its ends dropped; NULL when it has none. Free with
/// `g_free`.
static inline gchar *cgtk_text_joining_lines(const gchar *text, gint length) {
    gsize size = length < 0 ? strlen(text) : (gsize)length;
    if (memchr(text, '\n', size) == NULL && memchr(text, '\r', size) == NULL) return NULL;
    GString *joined = g_string_sized_new(size);
    gboolean pendingBreak = FALSE;
    for (gsize i = 0; i < size; i++) {
        if (text[i] == '\n' || text[i] == '\r') {
            pendingBreak = joined->len > 0;
            continue;
        }
        if (pendingBreak) g_string_append_c(joined, ' ');
        pendingBreak = FALSE;
        g_string_append_c(joined, text[i]);
    }
    return g_string_free(joined, FALSE);
}

static inline void cgtk_insert_text_joining_lines(GtkEditable *editable, const gchar *text, gint length,
                                                  gint *position, gpointer data) {
    gchar *joined = cgtk_text_joining_lines(text, length);
    if (joined == NULL) return;
    g_signal_handlers_block_by_func(editable, (gpointer)cgtk_insert_text_joining_lines, data);
    gtk_editable_insert_text(editable, joined, -1, position);
    g_signal_handlers_unblock_by_func(editable, (gpointer)cgtk_insert_text_joining_lines, data);
    g_signal_stop_emission_by_name(editable, "insert-text");
    g_free(joined);
}

/// Makes lines pasted or dropped into the one-line `entry` one line, joined by spaces: GTK 3
/// keeps the line ends and draws each as a "↵" glyph, so text copied with its line end (a line
/// from a terminal, an address from a letter) looked broken, and the line ends went into the
/// text.
static inline void cgtk_entry_join_inserted_lines(GtkWidget *entry) {
    g_signal_connect(entry, "insert-text", G_CALLBACK(cgtk_insert_text_joining_lines), NULL);
}

/* ---- The mouse wheel over a value ---------------------------------------------------------- */

static inline gboolean cgtk_pass_scroll_on(GtkWidget *widget, GdkEvent *event, gpointer data) {
    (void)event;
    (void)data;
    g_signal_stop_emission_by_name(widget, "scroll-event");  // before the widget's own handler
    return FALSE;  // not handled: GTK hands the event on to the widget's parents
}

/// Makes the mouse wheel over `widget` scroll what holds it (a page) instead of changing the
/// widget's value, as GTK 3's spin buttons and combo boxes do.
static inline void cgtk_widget_pass_scroll_on(GtkWidget *widget) {
    g_signal_connect(widget, "scroll-event", G_CALLBACK(cgtk_pass_scroll_on), NULL);
}

/// Queues a resize of `widget` and of each of its ancestors, from the toplevel down. GTK 3
/// passes a resize up only to the first ancestor with one pending, and a resize queued while
/// the widgets are allocated (a scrolled window's scroll bars queue one as their range changes)
/// leaves one pending for good on containers already allocated: every later resize below them
/// stopped there, and nothing under them was laid out again (a cart's list kept the height it
/// had at another window width). Asking each ancestor itself lays the whole chain out again.
static inline void cgtk_widget_queue_resize_with_ancestors(GtkWidget *widget) {
    GPtrArray *chain = g_ptr_array_new();
    for (GtkWidget *node = widget; node != NULL; node = gtk_widget_get_parent(node)) g_ptr_array_add(chain, node);
    for (guint index = chain->len; index > 0; index--) gtk_widget_queue_resize(g_ptr_array_index(chain, index - 1));
    g_ptr_array_free(chain, TRUE);
}

/* ---- A press beside an entry's text, in a list's row ---------------------------------------- */

/// A search for the entry (a spin button too) under a point of a list box.
typedef struct {
    GtkWidget *list;
    gint x, y;
    GtkWidget *found;
} CgtkEntrySearch;

/// Finds the entry under the search's point among `widget` and its descendants (for
/// `gtk_container_forall`): shown ones whose allocation holds the point.
static inline void cgtk_find_entry_at(GtkWidget *widget, gpointer data) {
    CgtkEntrySearch *search = data;
    if (search->found || !gtk_widget_is_drawable(widget)) return;
    gint x = 0, y = 0;
    if (!gtk_widget_translate_coordinates(search->list, widget, search->x, search->y, &x, &y)) return;
    if (x < 0 || y < 0 || x >= gtk_widget_get_allocated_width(widget) || y >= gtk_widget_get_allocated_height(widget)) return;
    if (GTK_IS_ENTRY(widget)) {
        search->found = widget;
    } else if (GTK_IS_CONTAINER(widget)) {
        gtk_container_forall(GTK_CONTAINER(widget), cgtk_find_entry_at, search);
    }
}

/// `button-press-event` of a list box: a first-button press in a row, on an entry there, gives
/// the entry the focus and goes no further.
static inline gboolean cgtk_list_box_press_focuses_entry(GtkWidget *list, GdkEventButton *event, gpointer unused) {
    (void)unused;
    if (event->type != GDK_BUTTON_PRESS || event->button != GDK_BUTTON_PRIMARY
        || event->window != gtk_widget_get_window(list)) return FALSE;
    GtkListBoxRow *row = gtk_list_box_get_row_at_y(GTK_LIST_BOX(list), (gint)event->y);
    if (row == NULL) return FALSE;
    CgtkEntrySearch search = { list, (gint)event->x, (gint)event->y, NULL };
    cgtk_find_entry_at(GTK_WIDGET(row), &search);
    if (search.found == NULL) return FALSE;
    gtk_widget_grab_focus(search.found);
    return TRUE;  // not the row's: the list box would focus the row, and what is typed next is lost
}

/// Gives a press on an entry in a row of `list` but beside its text (its frame and padding,
/// which GTK 3's entries and spin buttons let through to the row: 17 of a cart quantity's 45
/// pixels) to the entry, as a press on its text is, rather than the row taking the focus and
/// the digits typed next going nowhere.
static inline void cgtk_list_box_give_entry_presses_to_entries(GtkListBox *list) {
    g_signal_connect(list, "button-press-event", G_CALLBACK(cgtk_list_box_press_focuses_entry), NULL);
}

/* ---- A stack's page given the focus back. ----------------------------------------------------- */
/*
 * GTK's stack gives the focus, where it was in the page left, to the widget that had it when
 * the page shown was left last, wherever that widget is now: a list row the app took out of
 * its list while another page covered it, or as the page maps again, took the focus outside
 * any list ("gtk_list_box_row_grab_focus: assertion 'box != NULL' failed"). These functions
 * take the focus out of the page before a switch, so that GTK gives nothing back, and give it
 * to the page shown as GTK would, unless that widget has left the page: its first widget that
 * takes the focus has it then.
 */

/// The keys of the widget that had the focus in a stack's page when it was last left (a
/// `GWeakRef`), of a stack whose focus was taken out for a switch, to be given to the page
/// shown, and of a stack that gives it (its handler connected).
static const gchar *const cgtk_page_focus_key = "cgtk-page-focus";
static const gchar *const cgtk_stack_focus_taken_key = "cgtk-stack-focus-taken";
static const gchar *const cgtk_stack_gives_focus_key = "cgtk-stack-gives-focus";

static inline void cgtk_weak_ref_free(gpointer ref) {
    g_weak_ref_clear(ref);
    g_free(ref);
}

/// Gives the focus taken out of `stack` by `cgtk_stack_take_focus`, if any and if nothing has
/// taken it since, to its page on show: to the widget that had it when that page was left, if
/// it is still on the page and can take it (not on an inner page covered since), else to the
/// page's first widget that takes the focus.
static inline void cgtk_stack_give_focus(GtkStack *stack) {
    if (g_object_get_data(G_OBJECT(stack), cgtk_stack_focus_taken_key) == NULL) return;
    g_object_set_data(G_OBJECT(stack), cgtk_stack_focus_taken_key, NULL);
    GtkWidget *page = gtk_stack_get_visible_child(stack);
    GtkWidget *toplevel = gtk_widget_get_toplevel(GTK_WIDGET(stack));
    if (page == NULL || !GTK_IS_WINDOW(toplevel) || gtk_window_get_focus(GTK_WINDOW(toplevel)) != NULL) return;
    GWeakRef *remembered = g_object_get_data(G_OBJECT(page), cgtk_page_focus_key);
    GtkWidget *given_back = remembered != NULL ? g_weak_ref_get(remembered) : NULL;  // a reference
    if (given_back != NULL && gtk_widget_is_ancestor(given_back, page) && gtk_widget_is_drawable(given_back)
        && gtk_widget_is_sensitive(given_back) && gtk_widget_get_can_focus(given_back)) {
        gtk_widget_grab_focus(given_back);
    } else {
        gtk_widget_child_focus(page, GTK_DIR_TAB_FORWARD);
    }
    if (given_back != NULL) g_object_unref(given_back);
}

static inline void cgtk_stack_visible_child_changed(GObject *stack, GParamSpec *pspec, gpointer data) {
    (void)pspec;
    (void)data;
    cgtk_stack_give_focus(GTK_STACK(stack));
}

/// Makes `stack` give the focus taken out for a switch to the page shown, in its
/// `notify::visible-child` (once for a stack). Call it as the stack is made, before anything
/// else handles that signal: GTK gave the focus before emitting it, and a handler of the app's
/// (the navigator's, which focuses a tab's preferred widget) must have the last word.
static inline void cgtk_stack_give_focus_on_switch(GtkStack *stack) {
    if (g_object_get_data(G_OBJECT(stack), cgtk_stack_gives_focus_key) != NULL) return;
    g_object_set_data(G_OBJECT(stack), cgtk_stack_gives_focus_key, GINT_TO_POINTER(1));
    g_signal_connect(stack, "notify::visible-child", G_CALLBACK(cgtk_stack_visible_child_changed), NULL);
}

/// Takes the focus out of `stack`'s page on show, if it is there, before a switch, remembering
/// it for that page; the page shown then gets it (`cgtk_stack_give_focus`, also called as the
/// stack shows another page).
static inline void cgtk_stack_take_focus(GtkStack *stack) {
    GtkWidget *leaving = gtk_stack_get_visible_child(stack);
    GtkWidget *toplevel = gtk_widget_get_toplevel(GTK_WIDGET(stack));
    GtkWidget *focus = GTK_IS_WINDOW(toplevel) ? gtk_window_get_focus(GTK_WINDOW(toplevel)) : NULL;
    if (leaving == NULL || focus == NULL || !gtk_widget_is_ancestor(focus, leaving)) return;
    cgtk_stack_give_focus_on_switch(stack);  // a stack not made by `Stack`
    GWeakRef *left = g_new0(GWeakRef, 1);
    g_weak_ref_init(left, focus);
    g_object_set_data_full(G_OBJECT(leaving), cgtk_page_focus_key, left, cgtk_weak_ref_free);
    g_object_set_data(G_OBJECT(stack), cgtk_stack_focus_taken_key, GINT_TO_POINTER(1));
    gtk_window_set_focus(GTK_WINDOW(toplevel), NULL);
}

/// Shows `stack`'s page `name` as `gtk_stack_set_visible_child_full` does, the focus given to
/// it as GTK would, but never to a widget that has left it (see above). A page not shown
/// (hidden, or on show already) leaves the focus where it is.
static inline void cgtk_stack_set_visible_child(GtkStack *stack, const gchar *name, GtkStackTransitionType transition) {
    GtkWidget *coming = gtk_stack_get_child_by_name(stack, name);
    if (coming != NULL && coming != gtk_stack_get_visible_child(stack) && gtk_widget_get_visible(coming))
        cgtk_stack_take_focus(stack);
    gtk_stack_set_visible_child_full(stack, name, transition);
    cgtk_stack_give_focus(stack);  // back to the page left, where GTK did not switch after all
}

/// The page a stack switcher's button shows (GTK's own data on the button).
static inline GtkWidget *cgtk_stack_switcher_button_page(GtkWidget *button) {
    return g_object_get_data(G_OBJECT(button), "stack-child");
}

/// A switcher's button chosen by the user (toggled on before the switcher's own "clicked"
/// handler shows its page): the focus is taken out of the page on show.
static inline void cgtk_stack_switcher_button_toggled(GtkToggleButton *button, gpointer switcher) {
    GtkStack *stack = gtk_stack_switcher_get_stack(GTK_STACK_SWITCHER(switcher));
    GtkWidget *page = cgtk_stack_switcher_button_page(GTK_WIDGET(button));
    // Toggled by the switcher itself as the stack shows another page: nothing to do.
    if (!gtk_toggle_button_get_active(button) || stack == NULL || page == NULL
        || page == gtk_stack_get_visible_child(stack)) return;
    cgtk_stack_take_focus(stack);
}

/// After a switcher's own "clicked" handler: the focus taken out goes to the page on show,
/// also where the switcher did not switch.
static inline void cgtk_stack_switcher_button_clicked(GtkButton *button, gpointer switcher) {
    (void)button;
    GtkStack *stack = gtk_stack_switcher_get_stack(GTK_STACK_SWITCHER(switcher));
    if (stack != NULL) cgtk_stack_give_focus(stack);
}

static inline void cgtk_stack_switcher_button_added(GtkContainer *switcher, GtkWidget *button, gpointer data) {
    (void)data;
    g_signal_connect_object(button, "toggled", G_CALLBACK(cgtk_stack_switcher_button_toggled), switcher, 0);
    g_signal_connect_object(button, "clicked", G_CALLBACK(cgtk_stack_switcher_button_clicked), switcher, G_CONNECT_AFTER);
}

/// Makes `switcher`'s buttons give the focus to the page they show as `cgtk_stack_set_visible_child`
/// does (GTK's switcher switches the stack itself). Call it before the switcher has a stack.
static inline void cgtk_stack_switcher_give_focus_safely(GtkStackSwitcher *switcher) {
    g_signal_connect(switcher, "add", G_CALLBACK(cgtk_stack_switcher_button_added), NULL);
}

/* ---- A clamp: a column as wide as it may be, and no wider. ---------------------------------- */

/// The type `name`, registered as a subclass of `parent` described by `info` unless another
/// module's copy of this header registered it first (each Swift module importing this header
/// has its own copy of its functions, and of their static variables).
static inline GType cgtk_type_register_once(GType parent, const gchar *name, const GTypeInfo *info) {
    GType type = g_type_from_name(name);
    return type != 0 ? type : g_type_register_static(parent, name, info, 0);
}

/// A `GtkBin` that gives its child the whole width up to a maximum, centered beyond it, like
/// libhandy's HdyClamp (GTK 3 has none): a page's column is its comfortable width in a wide
/// window and narrows with a narrow one (half a screen), where a size request would hold the
/// window wide. The maximum excludes the child's margins.
typedef struct {
    GtkBin parent_instance;
    gint maximum_width;
    /// The width of the last allocation (0 before the first).
    gint allocated_width;
    /// The natural height last reported without a width (see `cgtk_clamp_preferred_height`).
    gint reported_height;
    /// The frame clock whose next "layout" measures the clamp again (NULL when none waits). Only
    /// compared, never used: the window may have a new clock by then (hidden and shown again).
    GdkFrameClock *remeasure_clock;
} CGtkClamp;

typedef struct {
    GtkBinClass parent_class;
} CGtkClampClass;

/// The child of `widget`, when it is visible.
static inline GtkWidget *cgtk_clamp_shown_child(GtkWidget *widget) {
    GtkWidget *child = gtk_bin_get_child(GTK_BIN(widget));
    return child != NULL && gtk_widget_get_visible(child) ? child : NULL;
}

/// How much larger than usual text is drawn (GNOME's Large Text, `GDK_DPI_SCALE`): 1 at 96 dpi.
static inline gdouble cgtk_text_scale(GtkWidget *widget) {
    gdouble resolution = gdk_screen_get_resolution(gtk_widget_get_screen(widget));
    return resolution > 0 ? resolution / 96.0 : 1.0;
}

/// The width the clamp gives `child` out of `available`: all of it up to the maximum, scaled
/// with the text as libadwaita's clamp does in its text units (at twice the text size, a
/// form's fields were too narrow for a card number in a window with room to spare), never less
/// than the child's minimum.
static inline gint cgtk_clamp_child_width(GtkWidget *widget, GtkWidget *child, gint available) {
    gint minimum = 0;
    gtk_widget_get_preferred_width(child, &minimum, NULL);
    gint widest = (gint)(((CGtkClamp *)widget)->maximum_width * cgtk_text_scale(widget))
        + gtk_widget_get_margin_start(child) + gtk_widget_get_margin_end(child);
    return MAX(minimum, MIN(available, widest));
}

static inline void cgtk_clamp_preferred_width(GtkWidget *widget, gint *minimum, gint *natural) {
    GtkWidget *child = cgtk_clamp_shown_child(widget);
    *minimum = *natural = 0;
    if (child == NULL) return;
    gtk_widget_get_preferred_width(child, minimum, NULL);
    *natural = cgtk_clamp_child_width(widget, child, G_MAXINT);
}

/// The height asked for without a width: the child's, but once laid out, its natural height
/// is the one at the width it has. Asked so, wrapping text reports its height on one line,
/// and GTK 3's scrolled window asks so (ignoring the width) when it takes its content's
/// natural height (`propagate-natural-height`): the content would be cut short in a narrow
/// window. A new width asks again (see the allocation).
static inline void cgtk_clamp_preferred_height(GtkWidget *widget, gint *minimum, gint *natural) {
    GtkWidget *child = cgtk_clamp_shown_child(widget);
    *minimum = *natural = 0;
    if (child == NULL) return;
    gtk_widget_get_preferred_height(child, minimum, natural);
    CGtkClamp *clamp = (CGtkClamp *)widget;
    if (clamp->allocated_width > 0) {
        gint unused = 0, laid_out = 0;
        gint width = cgtk_clamp_child_width(widget, child, clamp->allocated_width);
        gtk_widget_get_preferred_height_for_width(child, width, &unused, &laid_out);
        *natural = MAX(*minimum, laid_out);
    }
    clamp->reported_height = *natural;
}

static inline void cgtk_clamp_preferred_height_for_width(GtkWidget *widget, gint width, gint *minimum,
                                                         gint *natural) {
    GtkWidget *child = cgtk_clamp_shown_child(widget);
    *minimum = *natural = 0;
    if (child != NULL)
        gtk_widget_get_preferred_height_for_width(child, cgtk_clamp_child_width(widget, child, width), minimum, natural);
}

/// Height for width: the request mode of the clamp and the wrap box, whose height depends on
/// the width they are given.
static inline GtkSizeRequestMode cgtk_height_for_width_request_mode(GtkWidget *widget) {
    (void)widget;
    return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

/// Sets up the class of a container laid out in C (the clamp, the wrap box): its height for
/// width measures and allocation, its CSS name, and a filler's role for screen readers (as a
/// box's: not announced).
static inline void cgtk_layout_class_init(gpointer klass, const gchar *css_name,
                                          void (*width)(GtkWidget *, gint *, gint *),
                                          void (*width_for_height)(GtkWidget *, gint, gint *, gint *),
                                          void (*height)(GtkWidget *, gint *, gint *),
                                          void (*height_for_width)(GtkWidget *, gint, gint *, gint *),
                                          void (*allocate)(GtkWidget *, GtkAllocation *)) {
    GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
    widget_class->get_request_mode = cgtk_height_for_width_request_mode;
    widget_class->get_preferred_width = width;
    widget_class->get_preferred_width_for_height = width_for_height;
    widget_class->get_preferred_height = height;
    widget_class->get_preferred_height_for_width = height_for_width;
    widget_class->size_allocate = allocate;
    gtk_widget_class_set_css_name(widget_class, css_name);
    gtk_widget_class_set_accessible_role(widget_class, ATK_ROLE_FILLER);
}

/// Defines `prefix##_class_init` and `prefix##_get_type` for `TypeName` (with its class
/// `TypeName##Class`), a subclass of `parent_type` laid out in C by the `prefix##_preferred_…`
/// and `prefix##_size_allocate` functions (its width does not depend on its height:
/// `prefix##_preferred_width_for_height`, defined here, is its width), named `css_name` in
/// CSS, its class finished by `set_up_class` (or NULL) and its instances set up by
/// `set_up_instance` (or NULL). The type is registered on first use, once per process whichever
/// module asks first: each Swift module importing this header has its own copy of these
/// functions (see `cgtk_type_register_once`).
#define CGTK_DEFINE_LAYOUT_TYPE(prefix, TypeName, parent_type, css_name, set_up_class, set_up_instance)          \
    static inline void prefix##_preferred_width_for_height(GtkWidget *widget, gint height, gint *minimum,         \
                                                           gint *natural) {                                       \
        (void)height;                                                                                             \
        prefix##_preferred_width(widget, minimum, natural);                                                       \
    }                                                                                                             \
    static inline void prefix##_class_init(gpointer klass, gpointer data) {                                       \
        (void)data;                                                                                               \
        cgtk_layout_class_init(klass, css_name, prefix##_preferred_width, prefix##_preferred_width_for_height,   \
                               prefix##_preferred_height, prefix##_preferred_height_for_width,                    \
                               prefix##_size_allocate);                                                           \
        void (*finish)(gpointer) = set_up_class;                                                                  \
        if (finish != NULL) finish(klass);                                                                        \
    }                                                                                                             \
    static inline GType prefix##_get_type(void) {                                                                 \
        static GType type = 0;                                                                                    \
        if (type == 0) {                                                                                          \
            const GTypeInfo info = {                                                                              \
                .class_size = sizeof(TypeName##Class), .class_init = prefix##_class_init,                         \
                .instance_size = sizeof(TypeName), .instance_init = set_up_instance,                              \
            };                                                                                                    \
            type = cgtk_type_register_once(parent_type, #TypeName, &info);                                       \
        }                                                                                                         \
        return type;                                                                                              \
    }

/// Gives `child` `area`, its place from `allocation`'s top-left corner, mirrored across
/// `allocation` where `mirrored` (a right-to-left language), and adds where the child draws
/// (its clip) to `clip`.
static inline void cgtk_place_child(GtkWidget *child, GtkAllocation area, const GtkAllocation *allocation,
                                    gboolean mirrored, GdkRectangle *clip) {
    area.x = allocation->x + (mirrored ? allocation->width - area.x - area.width : area.x);
    area.y += allocation->y;
    gtk_widget_size_allocate(child, &area);
    GtkAllocation child_clip;
    gtk_widget_get_clip(child, &child_clip);
    gdk_rectangle_union(clip, &child_clip, clip);
}

/// Measures the clamp again, once the layout that allocated it is over.
static inline void cgtk_clamp_remeasure(GdkFrameClock *clock, gpointer widget) {
    CGtkClamp *clamp = (CGtkClamp *)widget;
    g_signal_handlers_disconnect_by_func(clock, (gpointer)cgtk_clamp_remeasure, widget);
    if (clamp->remeasure_clock == clock) clamp->remeasure_clock = NULL;
    cgtk_widget_queue_resize_with_ancestors(GTK_WIDGET(widget));
}

/// Has the clamp measured again in this frame, before it is painted: GTK 3 drops a resize
/// queued during an allocation (after `size_allocate`, a widget has no pending resize), so it
/// is queued from the frame clock's next "layout" signal, which GDK emits again, up to four
/// times a frame, while a layout is asked for.
static inline void cgtk_clamp_queue_remeasure(GtkWidget *widget) {
    CGtkClamp *clamp = (CGtkClamp *)widget;
    // The window's: the clamp itself is first allocated before it is realized (and has none).
    GdkFrameClock *clock = gtk_widget_get_frame_clock(gtk_widget_get_toplevel(widget));
    if (clock == NULL) {  // first shown: the window is measured again as it is realized and mapped
        gtk_widget_queue_resize(widget);
        return;
    }
    if (clamp->remeasure_clock == clock) return;
    clamp->remeasure_clock = clock;
    g_signal_connect_object(clock, "layout", G_CALLBACK(cgtk_clamp_remeasure), widget, G_CONNECT_AFTER);
    gdk_frame_clock_request_phase(clock, GDK_FRAME_CLOCK_PHASE_LAYOUT);
}

static inline void cgtk_clamp_size_allocate(GtkWidget *widget, GtkAllocation *allocation) {
    gtk_widget_set_allocation(widget, allocation);
    CGtkClamp *clamp = (CGtkClamp *)widget;
    GtkWidget *shown = cgtk_clamp_shown_child(widget);
    if (clamp->allocated_width != allocation->width && shown != NULL) {
        clamp->allocated_width = allocation->width;
        gint reported = clamp->reported_height, minimum = 0, natural = 0;
        cgtk_clamp_preferred_height(widget, &minimum, &natural);
        // The natural height differs at this width from the one reported: measured again.
        if (natural != reported) cgtk_clamp_queue_remeasure(widget);
    }
    GtkAllocation clip = *allocation;
    GtkWidget *child = cgtk_clamp_shown_child(widget);
    if (child != NULL) {
        gint width = cgtk_clamp_child_width(widget, child, allocation->width);
        GtkAllocation area = { .x = (allocation->width - width) / 2, .width = width, .height = allocation->height };
        cgtk_place_child(child, area, allocation, FALSE, &clip);
    }
    gtk_widget_set_clip(widget, &clip);
}

static inline void cgtk_clamp_init(GTypeInstance *instance, gpointer klass) {
    (void)klass;
    gtk_widget_set_has_window(GTK_WIDGET(instance), FALSE);
}

CGTK_DEFINE_LAYOUT_TYPE(cgtk_clamp, CGtkClamp, GTK_TYPE_BIN, "clamp", NULL, cgtk_clamp_init)

/// A new clamp (a floating reference) giving its child at most `maximum_width` pixels.
static inline GtkWidget *cgtk_clamp_new(gint maximum_width) {
    GtkWidget *clamp = g_object_new(cgtk_clamp_get_type(), NULL);
    ((CGtkClamp *)clamp)->maximum_width = maximum_width;
    return clamp;
}

/// The widest the clamp's child may be, its margins excluded.
static inline gint cgtk_clamp_get_maximum_width(GtkWidget *clamp) { return ((CGtkClamp *)clamp)->maximum_width; }

/// Sets the widest the clamp's child may be, and lays the clamp out again.
static inline void cgtk_clamp_set_maximum_width(GtkWidget *clamp, gint maximum_width) {
    ((CGtkClamp *)clamp)->maximum_width = maximum_width;
    gtk_widget_queue_resize(clamp);
}

/* ---- A wrap box: children side by side while they fit, on further lines when not. ---------- */

/// A container that lays its children out in a line, as a horizontal box does, and starts a
/// new line for a child that does not fit beside the ones before it: at its natural width,
/// or (`wraps_at_minimum`) even at its minimum width; libadwaita's AdwWrapBox and its wrap
/// policies, which GTK 3 lacks. Its minimum width is its widest child's, not the sum of
/// theirs: a heading with a button beside it lets a window narrow to where the button goes
/// under the heading, where a horizontal box held the window at both side by side. In a
/// line, the room beyond the minimum widths goes to the children as a box gives it; a child
/// alone on its line has the whole width, placed by its own alignment. A `GtkFixed`
/// underneath, for its child list and drawing; it lays its children out itself, and the
/// focus moves through them as they are placed. Not supported: baselines, the container's
/// border width and CSS padding; between its minimum and natural heights, its children have
/// their minimum heights.
typedef struct {
    GtkFixed parent_instance;
    /// The gap between children in a line, in pixels.
    gint spacing;
    /// The gap between lines, in pixels.
    gint line_spacing;
    /// Whether a child goes on to the next line only when it does not fit at its minimum width.
    gboolean wraps_at_minimum;
} CGtkWrapBox;

typedef struct {
    GtkFixedClass parent_class;
} CGtkWrapBoxClass;

/// Where a wrap box puts its children at one width: each child's line, x and width, and the
/// lines' heights, minimum and natural.
typedef struct {
    guint count;
    GtkWidget **children;
    gint *lines, *xs, *widths, *minimum_heights, *natural_heights;
    guint line_count;
} CGtkWrapLayout;

static inline void cgtk_wrap_layout_free(CGtkWrapLayout *layout) {
    g_free(layout->children);
    g_free(layout->lines);
    g_free(layout->xs);
    g_free(layout->widths);
    g_free(layout->minimum_heights);
    g_free(layout->natural_heights);
}

/// The visible children, in order, and how many (free the array with `g_free`).
static inline GtkWidget **cgtk_wrap_box_shown_children(GtkWidget *widget, guint *count) {
    GList *children = gtk_container_get_children(GTK_CONTAINER(widget));
    GtkWidget **shown = g_new0(GtkWidget *, MAX(g_list_length(children), 1));
    *count = 0;
    for (GList *node = children; node != NULL; node = node->next)
        if (gtk_widget_get_visible(node->data)) shown[(*count)++] = node->data;
    g_list_free(children);
    return shown;
}

/// Gives the children of line `line` (from `first` to before `end`, at their minimum widths so
/// far) their widths out of `width`, as a horizontal box would: the room left goes first to
/// the children below their natural widths, then to those that expand. A child alone on its
/// line has it all. The line's heights are its tallest child's.
static inline void cgtk_wrap_layout_finish_line(CGtkWrapLayout *layout, gint spacing, gint width, guint line,
                                                guint first, guint end) {
    guint count = end - first;
    GtkRequestedSize *sizes = g_new0(GtkRequestedSize, count);
    gint spare = width - spacing * (gint)(count - 1), expanding = 0;
    for (guint index = first; index < end; index++) {
        GtkRequestedSize *size = &sizes[index - first];
        gtk_widget_get_preferred_width(layout->children[index], &size->minimum_size, &size->natural_size);
        spare -= size->minimum_size;
        if (gtk_widget_compute_expand(layout->children[index], GTK_ORIENTATION_HORIZONTAL)) expanding++;
    }
    spare = gtk_distribute_natural_allocation(MAX(0, spare), count, sizes);
    gint x = 0;
    for (guint index = first; index < end; index++) {
        gint child_width = sizes[index - first].minimum_size;
        if (count == 1) {
            child_width = MAX(child_width, width);
        } else if (expanding > 0 && gtk_widget_compute_expand(layout->children[index], GTK_ORIENTATION_HORIZONTAL)) {
            gint share = spare / expanding--;
            child_width += share;
            spare -= share;
        }
        layout->xs[index] = x;
        layout->widths[index] = child_width;
        x += child_width + spacing;
        gint minimum = 0, natural = 0;
        gtk_widget_get_preferred_height_for_width(layout->children[index], child_width, &minimum, &natural);
        layout->minimum_heights[line] = MAX(layout->minimum_heights[line], minimum);
        layout->natural_heights[line] = MAX(layout->natural_heights[line], natural);
    }
    g_free(sizes);
}

/// Lays the wrap box's children out at `width`: a child that does not fit at its natural (or
/// `wraps_at_minimum`, its minimum) width after the ones before it in a line starts the next line.
static inline CGtkWrapLayout cgtk_wrap_layout(GtkWidget *widget, gint width) {
    CGtkWrapBox *box = (CGtkWrapBox *)widget;
    CGtkWrapLayout layout = {0};
    layout.children = cgtk_wrap_box_shown_children(widget, &layout.count);
    guint count = MAX(layout.count, 1);
    layout.lines = g_new0(gint, count);
    layout.xs = g_new0(gint, count);
    layout.widths = g_new0(gint, count);
    layout.minimum_heights = g_new0(gint, count);
    layout.natural_heights = g_new0(gint, count);
    guint first = 0;
    gint x = 0;
    for (guint index = 0; index < layout.count; index++) {
        gint minimum = 0, natural = 0;
        gtk_widget_get_preferred_width(layout.children[index], &minimum, &natural);
        gint needed = box->wraps_at_minimum ? minimum : natural;
        if (index > first && x + box->spacing + needed > width) {
            cgtk_wrap_layout_finish_line(&layout, box->spacing, width, layout.line_count++, first, index);
            first = index;
            x = 0;
        }
        x += (index > first ? box->spacing : 0) + needed;
        layout.lines[index] = (gint)layout.line_count;
    }
    if (layout.count > 0) cgtk_wrap_layout_finish_line(&layout, box->spacing, width, layout.line_count++, first, layout.count);
    return layout;
}

/// The height of the children laid out at `width`, at their minimum and natural heights.
static inline void cgtk_wrap_box_height_at(GtkWidget *widget, gint width, gint *minimum, gint *natural) {
    CGtkWrapLayout layout = cgtk_wrap_layout(widget, width);
    gint gaps = ((CGtkWrapBox *)widget)->line_spacing * MAX(0, (gint)layout.line_count - 1);
    *minimum = *natural = gaps;
    for (guint line = 0; line < layout.line_count; line++) {
        *minimum += layout.minimum_heights[line];
        *natural += layout.natural_heights[line];
    }
    cgtk_wrap_layout_free(&layout);
}

/// As narrow as the widest child, as wide as all of them in one line.
static inline void cgtk_wrap_box_preferred_width(GtkWidget *widget, gint *minimum, gint *natural) {
    guint count = 0;
    GtkWidget **children = cgtk_wrap_box_shown_children(widget, &count);
    *minimum = 0;
    *natural = ((CGtkWrapBox *)widget)->spacing * MAX(0, (gint)count - 1);
    for (guint index = 0; index < count; index++) {
        gint child_minimum = 0, child_natural = 0;
        gtk_widget_get_preferred_width(children[index], &child_minimum, &child_natural);
        *minimum = MAX(*minimum, child_minimum);
        *natural += child_natural;
    }
    g_free(children);
}

static inline void cgtk_wrap_box_preferred_height_for_width(GtkWidget *widget, gint width, gint *minimum,
                                                            gint *natural) {
    cgtk_wrap_box_height_at(widget, width, minimum, natural);
}

/// Without a width: the height at the minimum width (the most lines), and at the natural one.
static inline void cgtk_wrap_box_preferred_height(GtkWidget *widget, gint *minimum, gint *natural) {
    gint narrowest = 0, widest = 0, unused = 0;
    cgtk_wrap_box_preferred_width(widget, &narrowest, &widest);
    cgtk_wrap_box_height_at(widget, narrowest, minimum, &unused);
    cgtk_wrap_box_height_at(widget, widest, &unused, natural);
    *natural = MAX(*minimum, *natural);
}

/// Places the children line by line, at their natural heights when there is room for them
/// all, else at their minimum ones; mirrored in a right-to-left language.
static inline void cgtk_wrap_box_size_allocate(GtkWidget *widget, GtkAllocation *allocation) {
    gtk_widget_set_allocation(widget, allocation);
    CGtkWrapLayout layout = cgtk_wrap_layout(widget, allocation->width);
    gint gaps = ((CGtkWrapBox *)widget)->line_spacing * MAX(0, (gint)layout.line_count - 1), natural = gaps;
    for (guint line = 0; line < layout.line_count; line++) natural += layout.natural_heights[line];
    gint *heights = natural <= allocation->height ? layout.natural_heights : layout.minimum_heights;
    gboolean mirrored = gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL;
    GtkAllocation clip = *allocation;
    gint y = 0;
    for (guint index = 0, line = 0; index < layout.count; index++) {
        for (; line < (guint)layout.lines[index]; line++) y += heights[line] + ((CGtkWrapBox *)widget)->line_spacing;
        GtkAllocation area = { .x = layout.xs[index], .y = y, .width = layout.widths[index], .height = heights[line] };
        cgtk_place_child(layout.children[index], area, allocation, mirrored, &clip);
    }
    gtk_widget_set_clip(widget, &clip);
    cgtk_wrap_layout_free(&layout);
}

CGTK_DEFINE_LAYOUT_TYPE(cgtk_wrap_box, CGtkWrapBox, GTK_TYPE_FIXED, "wrapbox", NULL, NULL)

/// A new wrap box (a floating reference): `spacing` pixels between children in a line,
/// `line_spacing` between lines, a child going on to the next line when it does not fit at
/// its natural width, or (`wraps_at_minimum`) at its minimum width.
static inline GtkWidget *cgtk_wrap_box_new(gint spacing, gint line_spacing, gboolean wraps_at_minimum) {
    GtkWidget *box = g_object_new(cgtk_wrap_box_get_type(), NULL);
    ((CGtkWrapBox *)box)->spacing = spacing;
    ((CGtkWrapBox *)box)->line_spacing = line_spacing;
    ((CGtkWrapBox *)box)->wraps_at_minimum = wraps_at_minimum;
    return box;
}

/* ---- A form: labels beside their fields while they fit, above them when not. ---------------- */

/// A form's rows, each a label with its field and, under the field, a note (its problem):
/// the labels in a column of their own beside the fields while the fields have the room they
/// need there, each label above its field when they do not. One choice for the whole form, so
/// its fields line up either way. Its minimum width is its widest child's: at twice the text
/// size, labels beside fields held a window wider than 360 px, or left the fields a few
/// letters wide. A `GtkFixed` underneath, for its child list and drawing, as the wrap box; the
/// focus moves through the fields as they are placed. Not supported: baselines, the border
/// width and CSS padding.
typedef struct {
    GtkFixed parent_instance;
    /// The gap between rows, and between a label and its field beside it, in pixels.
    gint row_spacing, column_spacing;
    /// The least width a field needs beside its label, in average characters of the form's font.
    gint field_width_chars;
    /// How many rows were added.
    guint row_count;
    /// Whether the last allocation put the labels above their fields.
    gboolean labels_above;
} CGtkFormBox;

typedef struct {
    GtkFixedClass parent_class;
} CGtkFormBoxClass;

/// The gap between a label and its field under it, and between a field and its note, in pixels.
static const gint cgtk_form_box_inner_spacing = 6;

/// The keys of a child's row (counted from 1) and part (1 label, 2 field, 3 note).
static const gchar *const cgtk_form_box_row_key = "cgtk-form-row";
static const gchar *const cgtk_form_box_part_key = "cgtk-form-part";

/// The visible parts of one row (NULL where hidden or missing).
typedef struct {
    GtkWidget *label, *field, *note;
} CGtkFormRow;

/// The visible parts of every row, in order (free the array with `g_free`).
static inline CGtkFormRow *cgtk_form_box_rows(GtkWidget *widget) {
    CGtkFormBox *box = (CGtkFormBox *)widget;
    CGtkFormRow *rows = g_new0(CGtkFormRow, MAX(box->row_count, 1));
    GList *children = gtk_container_get_children(GTK_CONTAINER(widget));
    for (GList *node = children; node != NULL; node = node->next) {
        guint row = GPOINTER_TO_UINT(g_object_get_data(node->data, cgtk_form_box_row_key));
        if (row == 0 || row > box->row_count || !gtk_widget_get_visible(node->data)) continue;
        switch (GPOINTER_TO_INT(g_object_get_data(node->data, cgtk_form_box_part_key))) {
        case 1: rows[row - 1].label = node->data; break;
        case 2: rows[row - 1].field = node->data; break;
        default: rows[row - 1].note = node->data; break;
        }
    }
    g_list_free(children);
    return rows;
}

/// The minimum (or `natural`) width of `child`; 0 for none.
static inline gint cgtk_form_box_width_of(GtkWidget *child, gboolean natural) {
    gint minimum = 0, natural_width = 0;
    if (child != NULL) gtk_widget_get_preferred_width(child, &minimum, &natural_width);
    return natural ? natural_width : minimum;
}

/// The minimum (or `natural`) height of `child` at `width`; 0 for none.
static inline gint cgtk_form_box_height_of(GtkWidget *child, gint width, gboolean natural) {
    gint minimum = 0, natural_height = 0;
    if (child != NULL) gtk_widget_get_preferred_height_for_width(child, width, &minimum, &natural_height);
    return natural ? natural_height : minimum;
}

/// The width of the labels' column beside the fields: the widest label's natural width.
static inline gint cgtk_form_box_label_column(GtkWidget *widget, const CGtkFormRow *rows) {
    gint widest = 0;
    for (guint row = 0; row < ((CGtkFormBox *)widget)->row_count; row++)
        widest = MAX(widest, cgtk_form_box_width_of(rows[row].label, TRUE));
    return widest;
}

/// The width a field needs beside its label: `field_width_chars` of the form's font, or the
/// widest field's or note's minimum width if more.
static inline gint cgtk_form_box_field_column(GtkWidget *widget, const CGtkFormRow *rows) {
    CGtkFormBox *box = (CGtkFormBox *)widget;
    PangoContext *context = gtk_widget_get_pango_context(widget);
    PangoFontMetrics *metrics = pango_context_get_metrics(context, pango_context_get_font_description(context),
                                                          pango_context_get_language(context));
    gint needed = (gint)((gint64)box->field_width_chars * pango_font_metrics_get_approximate_char_width(metrics)
                         / PANGO_SCALE);
    pango_font_metrics_unref(metrics);
    for (guint row = 0; row < box->row_count; row++)
        needed = MAX(needed, MAX(cgtk_form_box_width_of(rows[row].field, FALSE),
                                 cgtk_form_box_width_of(rows[row].note, FALSE)));
    return needed;
}

/// Where the fields start beside a labels' column `label_column` wide (none: at the start).
static inline gint cgtk_form_box_field_x(GtkWidget *widget, gint label_column) {
    return label_column > 0 ? label_column + ((CGtkFormBox *)widget)->column_spacing : 0;
}

/// Whether the labels go above their fields at `width`: beside them, a field would have less
/// than it needs.
static inline gboolean cgtk_form_box_labels_above_at(GtkWidget *widget, const CGtkFormRow *rows, gint width) {
    return width < cgtk_form_box_field_x(widget, cgtk_form_box_label_column(widget, rows))
        + cgtk_form_box_field_column(widget, rows);
}

/// Where the parts of one row go, from the row's top-left corner, and the row's height.
typedef struct {
    GtkAllocation label, field, note;
    gint height;
} CGtkFormRowLayout;

/// Lays `row` out at `width`, its label above its field or right-aligned in a column
/// `label_column` wide beside it, and its note under the field; each part at its natural
/// height (`natural`) or at its minimum one, the field `extra` pixels taller. A part missing
/// or hidden takes no room, nor the gap before it.
static inline CGtkFormRowLayout cgtk_form_row_layout(GtkWidget *widget, CGtkFormRow row, gint width, gboolean above,
                                                     gint label_column, gboolean natural, gint extra) {
    const gint gap = cgtk_form_box_inner_spacing;
    gint label_width = MIN(cgtk_form_box_width_of(row.label, TRUE), above ? width : label_column);
    gint field_x = above ? 0 : cgtk_form_box_field_x(widget, label_column), field_width = MAX(0, width - field_x);
    gint label_height = cgtk_form_box_height_of(row.label, label_width, natural);
    gint field_height = cgtk_form_box_height_of(row.field, field_width, natural);
    CGtkFormRowLayout layout = {
        .label = { .x = above ? 0 : label_column - label_width, .width = label_width, .height = label_height },
        .field = { .x = field_x, .width = field_width, .height = field_height + (row.field != NULL ? extra : 0) },
        .note = { .x = field_x, .width = field_width, .height = cgtk_form_box_height_of(row.note, field_width, natural) },
    };
    if (above) {
        layout.field.y = row.label != NULL && row.field != NULL ? label_height + gap : label_height;
    } else {
        // Beside its label, the field takes the line's height, the taller of the two.
        layout.field.height = layout.label.height = MAX(label_height, field_height) + (row.field != NULL ? extra : 0);
    }
    gint bottom = layout.field.y + layout.field.height;
    layout.note.y = bottom + (bottom > 0 ? gap : 0);
    layout.height = row.note != NULL ? layout.note.y + layout.note.height : bottom;
    return layout;
}

/// Whether any part of `row` is shown.
static inline gboolean cgtk_form_row_shown(CGtkFormRow row) {
    return row.label != NULL || row.field != NULL || row.note != NULL;
}

/// The height of the rows laid out at `width`, at their minimum (or `natural`) heights.
static inline gint cgtk_form_box_height_at(GtkWidget *widget, const CGtkFormRow *rows, gint width, gboolean natural) {
    CGtkFormBox *box = (CGtkFormBox *)widget;
    gboolean above = cgtk_form_box_labels_above_at(widget, rows, width);
    gint label_column = cgtk_form_box_label_column(widget, rows), height = 0;
    gboolean first = TRUE;
    for (guint row = 0; row < box->row_count; row++) {
        if (!cgtk_form_row_shown(rows[row])) continue;
        height += (first ? 0 : box->row_spacing)
            + cgtk_form_row_layout(widget, rows[row], width, above, label_column, natural, 0).height;
        first = FALSE;
    }
    return height;
}

/// As narrow as its widest part (labels above fields), as wide as labels beside fields with
/// the room they need.
static inline void cgtk_form_box_preferred_width(GtkWidget *widget, gint *minimum, gint *natural) {
    CGtkFormBox *box = (CGtkFormBox *)widget;
    CGtkFormRow *rows = cgtk_form_box_rows(widget);
    gint widest_minimum = 0, widest_field = cgtk_form_box_field_column(widget, rows);
    for (guint row = 0; row < box->row_count; row++) {
        widest_minimum = MAX(widest_minimum, cgtk_form_box_width_of(rows[row].label, FALSE));
        widest_minimum = MAX(widest_minimum, cgtk_form_box_width_of(rows[row].field, FALSE));
        widest_minimum = MAX(widest_minimum, cgtk_form_box_width_of(rows[row].note, FALSE));
        widest_field = MAX(widest_field, cgtk_form_box_width_of(rows[row].field, TRUE));
    }
    gint label_column = cgtk_form_box_label_column(widget, rows);
    *minimum = widest_minimum;
    *natural = MAX(widest_minimum, cgtk_form_box_field_x(widget, label_column) + widest_field);
    g_free(rows);
}

static inline void cgtk_form_box_preferred_height_for_width(GtkWidget *widget, gint width, gint *minimum,
                                                            gint *natural) {
    CGtkFormRow *rows = cgtk_form_box_rows(widget);
    *minimum = cgtk_form_box_height_at(widget, rows, width, FALSE);
    *natural = MAX(*minimum, cgtk_form_box_height_at(widget, rows, width, TRUE));
    g_free(rows);
}

/// Without a width: the height at the minimum width (labels above fields), and at the natural one.
static inline void cgtk_form_box_preferred_height(GtkWidget *widget, gint *minimum, gint *natural) {
    gint narrowest = 0, widest = 0;
    cgtk_form_box_preferred_width(widget, &narrowest, &widest);
    CGtkFormRow *rows = cgtk_form_box_rows(widget);
    *minimum = cgtk_form_box_height_at(widget, rows, narrowest, FALSE);
    *natural = MAX(*minimum, cgtk_form_box_height_at(widget, rows, widest, TRUE));
    g_free(rows);
}

/// Places the rows one under the other, at their natural heights when there is room for them
/// all, else at their minimum ones, the room left shared by the fields that expand
/// (`vexpand`); mirrored in a right-to-left language. A field is placed after its label and
/// note, so that its "size-allocate" handlers see them in their places (to scroll a field and
/// its problem into view together).
static inline void cgtk_form_box_size_allocate(GtkWidget *widget, GtkAllocation *allocation) {
    gtk_widget_set_allocation(widget, allocation);
    CGtkFormBox *box = (CGtkFormBox *)widget;
    CGtkFormRow *rows = cgtk_form_box_rows(widget);
    gint width = allocation->width, spare = allocation->height - cgtk_form_box_height_at(widget, rows, width, TRUE);
    box->labels_above = cgtk_form_box_labels_above_at(widget, rows, width);
    gboolean natural = spare >= 0;
    gint expanding = 0;
    for (guint row = 0; row < box->row_count; row++)
        if (rows[row].field != NULL && gtk_widget_compute_expand(rows[row].field, GTK_ORIENTATION_VERTICAL)) expanding++;
    gboolean mirrored = gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL;
    gint label_column = cgtk_form_box_label_column(widget, rows), y = 0;
    GtkAllocation clip = *allocation;
    for (guint row = 0; row < box->row_count; row++) {
        if (!cgtk_form_row_shown(rows[row])) continue;
        gint extra = 0;
        if (spare > 0 && rows[row].field != NULL && gtk_widget_compute_expand(rows[row].field, GTK_ORIENTATION_VERTICAL)) {
            extra = spare / expanding--;
            spare -= extra;
        }
        CGtkFormRowLayout layout = cgtk_form_row_layout(widget, rows[row], width, box->labels_above, label_column,
                                                        natural, extra);
        GtkWidget *parts[] = { rows[row].label, rows[row].note, rows[row].field };
        GtkAllocation areas[] = { layout.label, layout.note, layout.field };
        for (gint part = 0; part < 3; part++) {
            if (parts[part] == NULL) continue;
            areas[part].y += y;
            cgtk_place_child(parts[part], areas[part], allocation, mirrored, &clip);
        }
        y += layout.height + box->row_spacing;
    }
    gtk_widget_set_clip(widget, &clip);
    g_free(rows);
}

/// A child added as to any container (`gtk_container_add`), not by `cgtk_form_box_add_row`:
/// a row of its own, a field with no label (it was never placed, nor shown).
static inline void cgtk_form_box_add(GtkContainer *container, GtkWidget *child) {
    CGtkFormBox *box = (CGtkFormBox *)container;
    if (g_object_get_data(G_OBJECT(child), cgtk_form_box_row_key) == NULL) {
        box->row_count++;
        g_object_set_data(G_OBJECT(child), cgtk_form_box_row_key, GUINT_TO_POINTER(box->row_count));
        g_object_set_data(G_OBJECT(child), cgtk_form_box_part_key, GINT_TO_POINTER(2));
    }
    GTK_CONTAINER_CLASS(g_type_class_peek(GTK_TYPE_FIXED))->add(container, child);
}

/// A child taken out of the form forgets its row (added again, here or to another form, it
/// takes a new one).
static inline void cgtk_form_box_remove(GtkContainer *container, GtkWidget *child) {
    g_object_set_data(G_OBJECT(child), cgtk_form_box_row_key, NULL);
    g_object_set_data(G_OBJECT(child), cgtk_form_box_part_key, NULL);
    GTK_CONTAINER_CLASS(g_type_class_peek(GTK_TYPE_FIXED))->remove(container, child);
}

static inline void cgtk_form_box_set_up_class(gpointer klass) {
    GTK_CONTAINER_CLASS(klass)->add = cgtk_form_box_add;
    GTK_CONTAINER_CLASS(klass)->remove = cgtk_form_box_remove;
}

CGTK_DEFINE_LAYOUT_TYPE(cgtk_form_box, CGtkFormBox, GTK_TYPE_FIXED, "formbox", cgtk_form_box_set_up_class, NULL)

/// A new form box (a floating reference): `row_spacing` pixels between rows and
/// `column_spacing` between a label and its field beside it, which goes above the field where
/// the field would be narrower than `field_width_chars` characters beside it.
static inline GtkWidget *cgtk_form_box_new(gint row_spacing, gint column_spacing, gint field_width_chars) {
    GtkWidget *box = g_object_new(cgtk_form_box_get_type(), NULL);
    ((CGtkFormBox *)box)->row_spacing = row_spacing;
    ((CGtkFormBox *)box)->column_spacing = column_spacing;
    ((CGtkFormBox *)box)->field_width_chars = field_width_chars;
    return box;
}

/// Adds a row to `form`: `label` with `field` and, under the field, `note` (each may be NULL).
static inline void cgtk_form_box_add_row(GtkWidget *form, GtkWidget *label, GtkWidget *field, GtkWidget *note) {
    CGtkFormBox *box = (CGtkFormBox *)form;
    box->row_count++;
    GtkWidget *parts[] = { label, field, note };
    for (gint part = 0; part < 3; part++) {
        if (parts[part] == NULL) continue;
        g_object_set_data(G_OBJECT(parts[part]), cgtk_form_box_row_key, GUINT_TO_POINTER(box->row_count));
        g_object_set_data(G_OBJECT(parts[part]), cgtk_form_box_part_key, GINT_TO_POINTER(part + 1));
        gtk_container_add(GTK_CONTAINER(form), parts[part]);
    }
}

/// The shown parts of `form`'s row holding its child `child`, in order (a list to free with
/// `g_list_free`; NULL for a child of no row).
static inline GList *cgtk_form_box_row_parts(GtkWidget *form, GtkWidget *child) {
    gpointer row = g_object_get_data(G_OBJECT(child), cgtk_form_box_row_key);
    GList *parts = NULL, *children = gtk_container_get_children(GTK_CONTAINER(form));
    for (GList *node = children; node != NULL && row != NULL; node = node->next)
        if (g_object_get_data(node->data, cgtk_form_box_row_key) == row && gtk_widget_get_visible(node->data))
            parts = g_list_append(parts, node->data);
    g_list_free(children);
    return parts;
}

/// Whether `form`'s last layout put its labels above their fields.
static inline gboolean cgtk_form_box_get_labels_above(GtkWidget *form) { return ((CGtkFormBox *)form)->labels_above; }

/* ---- A shortcuts section one column wide. ---------------------------------------------------- */

/// Adds `widget` to the front of the `GList *` at `list` (a `GtkCallback`).
static inline void cgtk_prepend_widget(GtkWidget *widget, gpointer list) {
    *(GList **)list = g_list_prepend(*(GList **)list, widget);
}

/// The lines `column`'s shown groups take (`GtkShortcutsGroup:height`), as GTK counts them.
static inline guint cgtk_shortcuts_column_lines(GtkWidget *column) {
    guint lines = 0;
    GList *groups = gtk_container_get_children(GTK_CONTAINER(column));
    for (GList *node = groups; node != NULL; node = node->next) {
        guint height = 0;
        if (gtk_widget_get_visible(node->data)) g_object_get(node->data, "height", &height, NULL);
        lines += height;
    }
    g_list_free(groups);
    return lines;
}

/// Moves `column`'s groups under those of `into`, lined up with them as GTK lines up a
/// column's groups: through the size groups it keeps on each column.
static inline void cgtk_shortcuts_column_move_groups(GtkWidget *column, GtkWidget *into) {
    GList *groups = gtk_container_get_children(GTK_CONTAINER(column));
    for (GList *node = groups; node != NULL; node = node->next) {
        g_object_set(node->data, "accel-size-group", g_object_get_data(G_OBJECT(into), "accel-size-group"),
                     "title-size-group", g_object_get_data(G_OBJECT(into), "title-size-group"), NULL);
        g_object_ref(node->data);
        gtk_container_remove(GTK_CONTAINER(column), node->data);
        gtk_container_add(GTK_CONTAINER(into), node->data);
        g_object_unref(node->data);
    }
    g_list_free(groups);
}

/// Lays GTK 3's shortcuts `section`, as its last layout left it, out one column to a page:
/// GTK puts two columns side by side on each page (and splits a last column in two to fill
/// its page), too wide for a narrow screen. A page's two columns become one where their lines
/// fit `max-height`, else a page each, numbered as GTK numbers its pages. Each column keeps
/// its groups in their order. Call it again after each layout GTK makes.
static inline void cgtk_shortcuts_section_one_column_per_page(GtkWidget *section) {
    GtkWidget *stack = NULL, *switcher = NULL;
    GList *children = NULL;  // its own parts: a section lists only its groups as children
    gtk_container_forall(GTK_CONTAINER(section), cgtk_prepend_widget, &children);
    for (GList *node = children; node != NULL; node = node->next) {
        if (GTK_IS_STACK(node->data)) stack = node->data;
        else if (GTK_IS_BOX(node->data) && gtk_box_get_center_widget(node->data) != NULL
                 && GTK_IS_STACK_SWITCHER(gtk_box_get_center_widget(node->data)))
            switcher = gtk_box_get_center_widget(node->data);
    }
    g_list_free(children);
    if (stack == NULL || switcher == NULL) return;
    guint max_lines = 0;
    g_object_get(section, "max-height", &max_lines, NULL);
    GList *columns = NULL, *pages = gtk_container_get_children(GTK_CONTAINER(stack));
    for (GList *page = pages; page != NULL; page = page->next) {
        GList *page_columns = gtk_container_get_children(GTK_CONTAINER(page->data));
        GtkWidget *kept = NULL;  // the page's column kept last, which the next may join
        for (GList *node = page_columns; node != NULL; node = node->next) {
            GtkWidget *column = node->data;
            if (kept != NULL && cgtk_shortcuts_column_lines(kept) + cgtk_shortcuts_column_lines(column) <= max_lines) {
                cgtk_shortcuts_column_move_groups(column, kept);
                continue;
            }
            kept = column;
            columns = g_list_append(columns, g_object_ref(column));
            gtk_container_remove(GTK_CONTAINER(page->data), column);
        }
        g_list_free(page_columns);
        gtk_widget_destroy(page->data);
    }
    g_list_free(pages);
    guint number = 0;
    for (GList *node = columns; node != NULL; node = node->next) {
        GtkWidget *page = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 22);
        gtk_widget_show(page);
        gtk_container_add(GTK_CONTAINER(page), node->data);
        gchar *title = g_strdup_printf("_%u", ++number);
        gtk_stack_add_titled(GTK_STACK(stack), page, title, title);
        g_free(title);
    }
    g_list_free_full(columns, g_object_unref);
    // What GTK 3.24's layout does to the buttons its switcher made for the pages: small round
    // buttons (Adwaita draws a switcher's text buttons 100 px wide at least), numbers.
    GList *buttons = gtk_container_get_children(GTK_CONTAINER(switcher));
    for (GList *node = buttons; node != NULL; node = node->next) {
        gtk_style_context_add_class(gtk_widget_get_style_context(node->data), "circular");
        gtk_label_set_use_underline(GTK_LABEL(gtk_bin_get_child(node->data)), TRUE);
    }
    g_list_free(buttons);
    gtk_widget_set_visible(switcher, number > 1);
    // The bar under the pages shows while it has something: the switcher, or GTK's Show All.
    GtkWidget *bar = gtk_widget_get_parent(switcher);
    gboolean bar_shown = number > 1;
    GList *parts = gtk_container_get_children(GTK_CONTAINER(bar));
    for (GList *node = parts; node != NULL; node = node->next)
        bar_shown = bar_shown || (node->data != switcher && gtk_widget_get_visible(node->data));
    g_list_free(parts);
    gtk_widget_set_visible(bar, bar_shown);
}

/* ---- Variadic functions Swift refuses. ------------------------------------------------------- */

/// `gtk_message_dialog_new(parent, flags, type, buttons, "%s", text)`; `text` is taken literally.
static inline GtkWidget *cgtk_message_dialog_new(GtkWindow *parent, GtkDialogFlags flags,
                                                 GtkMessageType type, GtkButtonsType buttons,
                                                 const gchar *text) {
    return gtk_message_dialog_new(parent, flags, type, buttons, "%s", text ? text : "");
}

/// Whether `attribute` is an `allow_breaks` attribute (for `pango_attr_list_filter`).
static inline gboolean cgtk_is_allow_breaks(PangoAttribute *attribute, gpointer unused) {
    (void)unused;
    return attribute->klass->type == PANGO_ATTR_ALLOW_BREAKS;
}

/// Keeps each word of `label` with a hyphen inside it ("SF-MK3Q9X2A", an order number; a date,
/// a phone number) on one line where it has at most `max_chars` characters: Pango breaks after
/// a hyphen followed by a letter, and "SF-" at a line's end with the rest on the next reads as
/// two things. The label's other attributes (its weight, its size) stay; call it again when
/// its text or attributes change.
static inline void cgtk_label_keep_hyphenated_words_whole(GtkLabel *label, gint max_chars) {
    const gchar *text = gtk_label_get_text(label);
    PangoAttrList *own = gtk_label_get_attributes(label);
    PangoAttrList *attributes = own ? pango_attr_list_copy(own) : pango_attr_list_new();
    PangoAttrList *before = pango_attr_list_filter(attributes, cgtk_is_allow_breaks, NULL);
    if (before) pango_attr_list_unref(before);
    const gchar *word = NULL;
    gint chars = 0;
    gboolean hyphenated = FALSE, kept = FALSE;
    for (const gchar *position = text;; position = g_utf8_next_char(position)) {
        gunichar character = g_utf8_get_char(position);
        if (character != 0 && !g_unichar_isspace(character)) {
            hyphenated |= word != NULL && character == '-';
            if (word == NULL) word = position;
            chars++;
            continue;
        }
        if (hyphenated && chars <= max_chars) {
            PangoAttribute *whole = pango_attr_allow_breaks_new(FALSE);
            whole->start_index = (guint)(word - text);
            whole->end_index = (guint)(position - text);
            pango_attr_list_insert(attributes, whole);
            kept = TRUE;
        }
        if (character == 0) break;
        word = NULL;
        chars = 0;
        hyphenated = FALSE;
    }
    // Unchanged (a style update, a text with the same words): the layout is kept.
    if (own ? !pango_attr_list_equal(own, attributes) : kept) gtk_label_set_attributes(label, attributes);
    pango_attr_list_unref(attributes);
}

/// Lets the texts of `dialog` wrap inside a word longer than a line (a pasted link, a path):
/// GTK wraps them between words only, and such a word made the dialog as wide as its text.
/// They wrap at `max_width_chars` (GTK's 60 made a long message's dialog about 540 px wide);
/// call it again to change that, or the texts. Their lines are centred, as libadwaita's are
/// (GTK centres the labels but aligns their lines left), and a word with a hyphen inside it
/// no longer than a line is kept on one.
static inline void cgtk_message_dialog_wrap_long_words(GtkMessageDialog *dialog, gint max_width_chars) {
    GList *children = gtk_container_get_children(GTK_CONTAINER(gtk_message_dialog_get_message_area(dialog)));
    for (GList *child = children; child != NULL; child = child->next) {
        if (!GTK_IS_LABEL(child->data)) continue;
        gtk_label_set_line_wrap_mode(GTK_LABEL(child->data), PANGO_WRAP_WORD_CHAR);
        gtk_label_set_justify(GTK_LABEL(child->data), GTK_JUSTIFY_CENTER);
        gtk_label_set_max_width_chars(GTK_LABEL(child->data), max_width_chars);
        cgtk_label_keep_hyphenated_words_whole(GTK_LABEL(child->data), max_width_chars);
    }
    g_list_free(children);
}

/// The box of the buttons of a dialog without a header bar (a `GtkButtonBox`). Its getter is
/// deprecated in favour of `gtk_dialog_add_button`, which cannot arrange the buttons.
static inline GtkWidget *cgtk_dialog_button_box(GtkDialog *dialog) {
    G_GNUC_BEGIN_IGNORE_DEPRECATIONS
    GtkWidget *box = gtk_dialog_get_action_area(dialog);
    G_GNUC_END_IGNORE_DEPRECATIONS
    return box;
}

/// `gtk_message_dialog_format_secondary_text(dialog, "%s", text)`; NULL clears it.
static inline void cgtk_message_dialog_set_secondary_text(GtkMessageDialog *dialog, const gchar *text) {
    if (text) {
        gtk_message_dialog_format_secondary_text(dialog, "%s", text);
    } else {
        gtk_message_dialog_format_secondary_text(dialog, NULL);
    }
}

/// `g_object_set(object, "use-header-bar", value, NULL)` is variadic; dialogs read the
/// construct-only property at construction, so this builds a dialog with it set.
static inline GtkWidget *cgtk_dialog_new_with_header_bar(gboolean use_header_bar) {
    return GTK_WIDGET(g_object_new(GTK_TYPE_DIALOG, "use-header-bar", use_header_bar ? 1 : 0, NULL));
}

/// `g_object_set(object, name, boolean, NULL)` for a single boolean property.
static inline void cgtk_object_set_bool(gpointer object, const gchar *name, gboolean value) {
    g_object_set(object, name, value, NULL);
}

/// `g_object_set(object, name, string, NULL)` for a single string property.
static inline void cgtk_object_set_string(gpointer object, const gchar *name, const gchar *value) {
    g_object_set(object, name, value, NULL);
}

/// `g_object_get(object, name, &string, NULL)`: a newly allocated copy (g_free it) or NULL.
static inline gchar *cgtk_object_dup_string(gpointer object, const gchar *name) {
    gchar *value = NULL;
    g_object_get(object, name, &value, NULL);
    return value;
}

/// `g_object_set(object, name, value, NULL)` for a single enum or int property.
static inline void cgtk_object_set_enum(gpointer object, const gchar *name, gint value) {
    g_object_set(object, name, value, NULL);
}

/// `g_object_set(object, name, value, NULL)` for a single unsigned int property.
static inline void cgtk_object_set_uint(gpointer object, const gchar *name, guint value) {
    g_object_set(object, name, value, NULL);
}

/// `g_object_get(object, name, &value, NULL)` for a single enum or int property.
static inline gint cgtk_object_get_enum(gpointer object, const gchar *name) {
    gint value = 0;
    g_object_get(object, name, &value, NULL);
    return value;
}

/// The `name` child property of a GtkStack page (a newly allocated copy, g_free it, or NULL).
static inline gchar *cgtk_stack_dup_child_name(GtkStack *stack, GtkWidget *child) {
    gchar *name = NULL;
    gtk_container_child_get(GTK_CONTAINER(stack), child, "name", &name, NULL);
    return name;
}

/// `g_object_get(object, name, &boolean, NULL)` for a single boolean property.
static inline gboolean cgtk_object_get_bool(gpointer object, const gchar *name) {
    gboolean value = FALSE;
    g_object_get(object, name, &value, NULL);
    return value;
}

/* ---- libdispatch's main-queue hooks for foreign run loops (exported by libdispatch). --------- */

/// The eventfd that becomes readable when the main queue has work (an int on Linux).
extern int _dispatch_get_main_queue_handle_4CF(void);
/// Drains the main queue once; call from the main thread after resetting the eventfd.
extern void _dispatch_main_queue_callback_4CF(void *msg);


/// Sets an integer child property (`gtk_container_child_set` is variadic), e.g. a stack page's "position".
static inline void cgtk_container_child_set_int(GtkContainer *container, GtkWidget *child,
                                                const gchar *name, gint value) {
    gtk_container_child_set(container, child, name, value, NULL);
}

/// Sets a string child property, e.g. a stack page's "title".
static inline void cgtk_container_child_set_string(GtkContainer *container, GtkWidget *child,
                                                   const gchar *name, const gchar *value) {
    gtk_container_child_set(container, child, name, value, NULL);
}

#endif
