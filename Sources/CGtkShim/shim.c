#include "CGtkShim.h"

void inset_accessible_set_label(GtkAccessible *accessible, const char *label) {
    gtk_accessible_update_property(accessible, GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

void inset_accessible_set_description(GtkAccessible *accessible, const char *description) {
    gtk_accessible_update_property(accessible, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description, -1);
}

GFile *inset_value_get_file(const GValue *value) {
    if (value != NULL && G_VALUE_HOLDS(value, G_TYPE_FILE))
        return G_FILE(g_value_get_object(value));
    return NULL;
}

void inset_object_set_boolean(gpointer object, const char *property, gboolean value) {
    g_object_set(G_OBJECT(object), property, value, NULL);
}

void inset_object_set_string(gpointer object, const char *property, const char *value) {
    g_object_set(G_OBJECT(object), property, value, NULL);
}

gulong inset_signal_connect(gpointer instance, const char *signal, GCallback handler,
                            gpointer data, GClosureNotify notify, gboolean after) {
    return g_signal_connect_data(instance, signal, handler, data, notify,
                                 after ? G_CONNECT_AFTER : (GConnectFlags)0);
}
