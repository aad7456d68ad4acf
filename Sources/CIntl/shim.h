// gettext and setlocale come with glibc: no library to link.
#include <libintl.h>
#include <locale.h>
