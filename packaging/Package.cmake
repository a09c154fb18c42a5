# The Debian package: `cmake --build BUILD --target package` (or scripts/package.sh, which
# configures BUILD for it first) writes BUILD/packages/sparkwire_<version>_<arch>.deb.
# CPack rather than dpkg-buildpackage: it packages the tree this build already made (no
# second full build on a two-core CI machine), and every file a lintian check asks for
# (copyright, changelog, stripped binaries, strict control permissions, md5sums, shlibs
# Depends) can be given to it; see docs/packaging.md.

# The architecture is whatever dpkg says this machine builds for (amd64 here, arm64 on a
# DGX Spark), or the cross toolchain's (SPARKWIRE_DEB_ARCH, scripts/package.sh --arch arm64).
find_program(SPARKWIRE_DPKG dpkg)
find_program(SPARKWIRE_GZIP gzip)

set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME sparkwire)
set(CPACK_PACKAGE_VENDOR "Sparkwire developers")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_CONTACT "Sparkwire developers <maintainers@sparkwire.org>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "cluster DGX Sparks over their ConnectX-7 ports")
# Lines under 80 characters (lintian).
set(CPACK_PACKAGE_DESCRIPTION
    "Sparkwire turns two or more NVIDIA DGX Sparks into one cluster over their
ConnectX-7 200GbE ports. A step-by-step wizard shows how the QSFP ports and
their twin halves are cabled, plans and applies the network configuration
(netplan) through a privileged helper that asks polkit, and proves the link
with RDMA, TCP and NCCL tests.
.
This package contains the desktop application (sparkwire), its command-line
twin for headless Sparks (sparkwirectl), the D-Bus-activated helper and an
optional systemd service for the headless agent.")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_PACKAGE_DIRECTORY ${CMAKE_BINARY_DIR}/packages)
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
# A cross build names its target's architecture (cmake/toolchain-aarch64-linux-gnu.cmake sets
# arm64); a native one leaves it to dpkg.
if(CMAKE_CROSSCOMPILING AND SPARKWIRE_DEB_ARCH)
  set(CPACK_DEBIAN_PACKAGE_ARCHITECTURE ${SPARKWIRE_DEB_ARCH})
endif()
set(CPACK_DEBIAN_PACKAGE_SECTION net)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE ${PROJECT_HOMEPAGE_URL})
# Depends: the libraries dpkg-shlibdeps finds in the binaries, plus the programs the helper
# and the GUI run (netplan's own parser and apply, the system bus, polkit's daemon).
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS "netplan.io, dbus, polkitd")
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "ibverbs-providers, perftest, iproute2")
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)
# prerm names the helper by the path the D-Bus service file has (SPARKWIRE_HELPER_PATH).
file(MAKE_DIRECTORY ${CMAKE_CURRENT_BINARY_DIR}/debian)
configure_file(debian/prerm.in ${CMAKE_CURRENT_BINARY_DIR}/debian/prerm @ONLY
    FILE_PERMISSIONS OWNER_READ OWNER_WRITE OWNER_EXECUTE GROUP_READ GROUP_EXECUTE WORLD_READ
                     WORLD_EXECUTE)
set(CPACK_DEBIAN_PACKAGE_CONTROL_EXTRA
    ${CMAKE_CURRENT_SOURCE_DIR}/debian/postinst
    ${CMAKE_CURRENT_BINARY_DIR}/debian/prerm
    ${CMAKE_CURRENT_SOURCE_DIR}/debian/postrm)
# Refuses to package a tree configured for another prefix: the D-Bus service and the units
# carry the helper's absolute path, fixed when CMake configured.
set(CPACK_SPARKWIRE_INSTALL_PREFIX ${CMAKE_INSTALL_PREFIX})
set(CPACK_PROJECT_CONFIG_FILE ${CMAKE_CURRENT_SOURCE_DIR}/CPackCheckPrefix.cmake)

# /usr/share/doc/sparkwire: copyright (DEP-5) and the changelog, compressed as Debian wants
# (gzip -9n: no name or time stamp, so the package is reproducible).
set(SPARKWIRE_DOC_DIR ${CMAKE_INSTALL_DATADIR}/doc/sparkwire)
install(FILES debian/copyright DESTINATION ${SPARKWIRE_DOC_DIR})
install(FILES debian/sparkwire.lintian-overrides DESTINATION ${CMAKE_INSTALL_DATADIR}/lintian/overrides
        RENAME sparkwire)
add_custom_command(
  OUTPUT ${CMAKE_CURRENT_BINARY_DIR}/changelog.gz
  COMMAND ${SPARKWIRE_GZIP} -9n -c ${CMAKE_CURRENT_SOURCE_DIR}/debian/changelog > ${CMAKE_CURRENT_BINARY_DIR}/changelog.gz
  DEPENDS debian/changelog
  VERBATIM)

# Man pages: committed (generated from the real --help by scripts/update-man-pages.sh,
# checked by the packaging_man_pages_in_sync test), compressed here.
set(_man_outputs)
foreach(page sparkwire.1 sparkwirectl.1)
  add_custom_command(
    OUTPUT ${CMAKE_CURRENT_BINARY_DIR}/${page}.gz
    COMMAND ${SPARKWIRE_GZIP} -9n -c ${CMAKE_CURRENT_SOURCE_DIR}/man/${page} > ${CMAKE_CURRENT_BINARY_DIR}/${page}.gz
    DEPENDS man/${page}
    VERBATIM)
  list(APPEND _man_outputs ${CMAKE_CURRENT_BINARY_DIR}/${page}.gz)
endforeach()
add_custom_target(sparkwire_package_docs ALL
  DEPENDS ${CMAKE_CURRENT_BINARY_DIR}/changelog.gz ${_man_outputs})
install(FILES ${CMAKE_CURRENT_BINARY_DIR}/changelog.gz DESTINATION ${SPARKWIRE_DOC_DIR})
install(FILES ${_man_outputs} DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)

# Shell completion for sparkwirectl.
install(FILES completion/sparkwirectl.bash DESTINATION ${CMAKE_INSTALL_DATADIR}/bash-completion/completions
        RENAME sparkwirectl)
install(FILES completion/_sparkwirectl DESTINATION ${CMAKE_INSTALL_DATADIR}/zsh/vendor-completions)

# The translations lrelease built for the GUI (compiled into it as well), one
# sparkwire_<lang>.qm per translations/sparkwire_<lang>.ts.
file(GLOB _ts_files CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/translations/sparkwire_*.ts)
foreach(ts ${_ts_files})
  get_filename_component(_lang_file ${ts} NAME_WE)
  install(FILES ${PROJECT_BINARY_DIR}/ui/${_lang_file}.qm DESTINATION ${CMAKE_INSTALL_DATADIR}/sparkwire/translations)
endforeach()

include(CPack)
