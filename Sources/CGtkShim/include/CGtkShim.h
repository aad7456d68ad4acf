#ifndef INSET_CGTKSHIM_H
#define INSET_CGTKSHIM_H

/* What Swift can't call in GTK directly: variadic functions and type-checking macros. */

#include <gtk/gtk.h>
#include <adwaita.h>

/* gtk_accessible_update_property is variadic: set one string property at a time. */
void inset_accessible_set_label(GtkAccessible *accessible, const char *label);
void inset_accessible_set_description(GtkAccessible *accessible, const char *description);
/* ... and one boolean state at a time (GTK_ACCESSIBLE_STATE_SELECTED, _HIDDEN, …). */
void inset_accessible_set_state(GtkAccessible *accessible, GtkAccessibleState state, gboolean value);

/* The accessible role is a construct-only property: a new widget of `type` with `role`. */
GtkWidget *inset_widget_new_with_role(GType type, GtkAccessibleRole role);

/* A widget that draws nothing but its CSS box (a focus outline) and stands in, for keyboards and
   screen readers, for something another widget draws. GtkWidget itself is abstract. */
GType inset_stand_in_get_type(void);

/* The GFile a drop carries, or NULL when the value holds something else. */
GFile *inset_value_get_file(const GValue *value);

/* g_object_set is variadic: set one boolean or string property. */
void inset_object_set_boolean(gpointer object, const char *property, gboolean value);
void inset_object_set_string(gpointer object, const char *property, const char *value);

/* Connects a handler whose closure data is freed by `notify` when the connection ends. */
gulong inset_signal_connect(gpointer instance, const char *signal, GCallback handler,
                            gpointer data, GClosureNotify notify, gboolean after);

/* G_TYPE_STRING is a macro: text as drag content, a drop target for text, and the text a drop carries
   (NULL when the value holds something else). */
GdkContentProvider *inset_content_provider_new_for_string(const char *text);
GtkDropTarget *inset_drop_target_new_for_string(GdkDragAction actions);
const char *inset_value_get_string(const GValue *value);

#endif
