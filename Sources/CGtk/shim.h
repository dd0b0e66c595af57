#ifndef CGTK_SHIM_H
#define CGTK_SHIM_H

#include <gtk/gtk.h>

/// Connects a signal handler; `g_signal_connect` is a macro Swift cannot import.
static inline gulong cgtk_signal_connect(gpointer instance, const gchar *signal, GCallback handler,
                                         gpointer data, GClosureNotify destroy) {
    return g_signal_connect_data(instance, signal, handler, data, destroy, (GConnectFlags)0);
}

#endif
