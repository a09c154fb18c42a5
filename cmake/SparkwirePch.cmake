# One precompiled header for the whole tree: the Qt Core and standard-library headers nearly
# every file includes, parsed once per build tree instead of once per file. It is compiled for
# sparkwire_common and every other C++ target reuses it (REUSE_FROM): most tests are one or two
# files, so a header of their own would cost more than it saves.
#
# Only Qt Core (and Qt's own headers it pulls in): none of them looks at the QT_<module>_LIB
# macros or at the project's own defines, so targets that link more Qt modules or define their
# fixture paths use the same header. GCC checks each use and quietly reads the headers the
# usual way where a macro the header looked at differs. QtTest's qtest.h is left out for that
# reason (it looks at QT_WIDGETS_LIB, QT_GUI_LIB and QT_NETWORK_LIB to choose QTEST_MAIN).
# GCC only: Clang rejects a precompiled header whose command-line defines differ from the
# file's, and this tree's targets differ in theirs.
#
# CMake adds -Winvalid-pch, so under SPARKWIRE_WERROR a target whose defines change what these
# headers mean (QT_NO_CAST_FROM_ASCII, say) fails to build rather than quietly going slow: give
# it DISABLE_PRECOMPILE_HEADERS ON. Measured here (GCC 12, -O2, CPU seconds for one file, four
# files from core/, app/ and tests/): 2.5 s with the header against 3.8 s without it.
set(SPARKWIRE_PCH_HEADERS
  <QByteArray> <QCoreApplication> <QDateTime> <QDir> <QElapsedTimer> <QFile> <QFileInfo>
  <QHash> <QJsonArray> <QJsonDocument> <QJsonObject> <QList> <QMap> <QObject> <QPointer>
  <QProcess> <QRegularExpression> <QSet> <QString> <QStringList> <QTemporaryDir>
  <QTextStream> <QTimer>
  <algorithm> <functional> <memory> <optional> <vector>)

# Every target defined in DIR and below it.
function(_sparkwire_targets_below dir out)
  get_property(targets DIRECTORY ${dir} PROPERTY BUILDSYSTEM_TARGETS)
  get_property(subdirs DIRECTORY ${dir} PROPERTY SUBDIRECTORIES)
  foreach(sub IN LISTS subdirs)
    _sparkwire_targets_below(${sub} below)
    list(APPEND targets ${below})
  endforeach()
  set(${out} ${targets} PARENT_SCOPE)
endfunction()

# sparkwire_use_pch(DIR): with SPARKWIRE_PCH on (and GCC), every library and executable
# defined in DIR and below it compiles with the shared precompiled header. Called once, after
# every add_subdirectory, so that targets added anywhere later use it too.
function(sparkwire_use_pch dir)
  if(NOT SPARKWIRE_PCH OR NOT CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
    return()
  endif()
  target_precompile_headers(sparkwire_common PRIVATE ${SPARKWIRE_PCH_HEADERS})
  _sparkwire_targets_below(${dir} targets)
  foreach(target IN LISTS targets)
    get_target_property(type ${target} TYPE)
    get_target_property(own ${target} PRECOMPILE_HEADERS)
    get_target_property(reused ${target} PRECOMPILE_HEADERS_REUSE_FROM)
    if(target STREQUAL "sparkwire_common" OR own OR reused
       OR NOT type MATCHES "^(EXECUTABLE|STATIC_LIBRARY|SHARED_LIBRARY|MODULE_LIBRARY|OBJECT_LIBRARY)$")
      continue()
    endif()
    target_precompile_headers(${target} REUSE_FROM sparkwire_common)
  endforeach()
endfunction()
