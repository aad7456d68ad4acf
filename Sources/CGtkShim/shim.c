#include "CGtkShim.h"

void inset_accessible_set_label(GtkAccessible *accessible, const char *label) {
    gtk_accessible_update_property(accessible, GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

void inset_accessible_set_description(GtkAccessible *accessible, const char *description) {
    gtk_accessible_update_property(accessible, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description, -1);
}

void inset_accessible_set_state(GtkAccessible *accessible, GtkAccessibleState state, gboolean value) {
    gtk_accessible_update_state(accessible, state, value, -1);
}

GtkWidget *inset_widget_new_with_role(GType type, GtkAccessibleRole role) {
    return GTK_WIDGET(g_object_new(type, "accessible-role", role, NULL));
}

typedef struct { GtkWidget parent; } InsetStandIn;
typedef struct { GtkWidgetClass parent_class; } InsetStandInClass;
G_DEFINE_TYPE(InsetStandIn, inset_stand_in, GTK_TYPE_WIDGET)
static void inset_stand_in_class_init(InsetStandInClass *klass) {
    gtk_widget_class_set_css_name(GTK_WIDGET_CLASS(klass), "standin");
}
static void inset_stand_in_init(InsetStandIn *self) { (void)self; }

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

GdkContentProvider *inset_content_provider_new_for_string(const char *text) {
    GValue value = G_VALUE_INIT;
    g_value_init(&value, G_TYPE_STRING);
    g_value_set_string(&value, text);
    GdkContentProvider *provider = gdk_content_provider_new_for_value(&value);
    g_value_unset(&value);
    return provider;
}

GtkDropTarget *inset_drop_target_new_for_string(GdkDragAction actions) {
    return gtk_drop_target_new(G_TYPE_STRING, actions);
}

const char *inset_value_get_string(const GValue *value) {
    if (value != NULL && G_VALUE_HOLDS_STRING(value))
        return g_value_get_string(value);
    return NULL;
}
