# Read by cpack: the package installs under /usr, so the tree must have been configured for
# /usr (the helper's path in the D-Bus service and the systemd units is absolute).
if(NOT CPACK_SPARKWIRE_INSTALL_PREFIX STREQUAL "/usr")
  message(FATAL_ERROR "Configure with -DCMAKE_INSTALL_PREFIX=/usr before packaging "
                      "(scripts/package.sh does); this tree uses ${CPACK_SPARKWIRE_INSTALL_PREFIX}.")
endif()
