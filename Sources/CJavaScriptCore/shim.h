// JavaScriptCore's C API, as WebKitGTK installs it (pkg-config javascriptcoregtk-4.1).
#include <JavaScriptCore/JavaScript.h>
