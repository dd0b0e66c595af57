/* Start-up baseline in plain C: the Storefront window's shape (a GtkHeaderBar titled
 * "Storefront" with a close button and a main menu button, a GtkListBox of 30 product rows in a scrolled window,
 * 900x680) built with GTK 3 directly, quitting right after the window's first frame.
 *
 * Like the app it runs under a GtkApplication (a unique id registered on the session bus), so
 * both pay the same D-Bus start-up. `--plain` uses gtk_init()/gtk_main() instead, to measure
 * what the GtkApplication costs. It always exits after the first frame;
 * `--exit-after-first-frame` is accepted for symmetry with the app.
 *
 * Build: cc -O2 baseline.c $(pkg-config --cflags --libs gtk+-3.0) -o baseline-c
 */
#include <gtk/gtk.h>
#include <string.h>

static GtkApplication *app;

static gboolean quit_now(gpointer data) {
    (void)data;
    if (app) g_application_quit(G_APPLICATION(app));
    else gtk_main_quit();
    return G_SOURCE_REMOVE;
}

/* The first "draw" of the window: the first frame is being painted; quit from the loop. */
static gboolean on_first_draw(GtkWidget *widget, cairo_t *cr, gpointer data) {
    (void)cr; (void)data;
    g_signal_handlers_disconnect_by_func(widget, G_CALLBACK(on_first_draw), NULL);
    g_idle_add(quit_now, NULL);
    return FALSE;
}

static GtkWidget *product_row(int index) {
    GtkWidget *box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12);
    gtk_container_set_border_width(GTK_CONTAINER(box), 8);
    char name[64], price[32];
    g_snprintf(name, sizeof name, "Product %d", index + 1);
    g_snprintf(price, sizeof price, "$%d.%02d", 5 + index * 3, (index * 37) % 100);
    GtkWidget *name_label = gtk_label_new(name);
    gtk_label_set_xalign(GTK_LABEL(name_label), 0);
    gtk_widget_set_hexpand(name_label, TRUE);
    GtkWidget *price_label = gtk_label_new(price);
    gtk_box_pack_start(GTK_BOX(box), name_label, TRUE, TRUE, 0);
    gtk_box_pack_end(GTK_BOX(box), price_label, FALSE, FALSE, 0);
    return box;
}

static GtkWidget *build_window(GtkWidget *window) {
    gtk_window_set_default_size(GTK_WINDOW(window), 900, 680);
    GtkWidget *header = gtk_header_bar_new();
    gtk_header_bar_set_title(GTK_HEADER_BAR(header), "Storefront");
    gtk_header_bar_set_show_close_button(GTK_HEADER_BAR(header), TRUE);
    GtkWidget *menu_button = gtk_menu_button_new();
    gtk_container_add(GTK_CONTAINER(menu_button), gtk_image_new_from_icon_name("open-menu-symbolic", GTK_ICON_SIZE_BUTTON));
    GMenu *menu = g_menu_new();
    g_menu_append(menu, "_Keyboard Shortcuts", "win.show-shortcuts");
    g_menu_append(menu, "_About Storefront", "win.about");
    gtk_menu_button_set_menu_model(GTK_MENU_BUTTON(menu_button), G_MENU_MODEL(menu));
    g_object_unref(menu);
    gtk_header_bar_pack_end(GTK_HEADER_BAR(header), menu_button);
    gtk_window_set_titlebar(GTK_WINDOW(window), header);

    GtkWidget *scrolled = gtk_scrolled_window_new(NULL, NULL);
    gtk_scrolled_window_set_policy(GTK_SCROLLED_WINDOW(scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
    GtkWidget *list = gtk_list_box_new();
    for (int i = 0; i < 30; i++) gtk_container_add(GTK_CONTAINER(list), product_row(i));
    gtk_container_add(GTK_CONTAINER(scrolled), list);
    gtk_container_add(GTK_CONTAINER(window), scrolled);

    g_signal_connect(window, "draw", G_CALLBACK(on_first_draw), NULL);
    gtk_widget_show_all(window);
    return window;
}

static void on_activate(GtkApplication *application, gpointer data) {
    (void)data;
    GtkWidget *window = build_window(gtk_application_window_new(application));
    gtk_window_present(GTK_WINDOW(window));
}

int main(int argc, char **argv) {
    gboolean plain = FALSE;
    int kept = 1;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--plain") == 0) plain = TRUE;
        else if (strcmp(argv[i], "--exit-after-first-frame") == 0) continue;
        else argv[kept++] = argv[i];
    }
    argc = kept;
    argv[argc] = NULL;

    if (plain) {
        gtk_init(&argc, &argv);
        GtkWidget *window = build_window(gtk_window_new(GTK_WINDOW_TOPLEVEL));
        g_signal_connect(window, "destroy", G_CALLBACK(gtk_main_quit), NULL);
        gtk_main();
        return 0;
    }
    app = gtk_application_new("org.coordinator.StartupBaselineC", G_APPLICATION_DEFAULT_FLAGS);
    g_signal_connect(app, "activate", G_CALLBACK(on_activate), NULL);
    int status = g_application_run(G_APPLICATION(app), argc, argv);
    g_object_unref(app);
    return status;
}
