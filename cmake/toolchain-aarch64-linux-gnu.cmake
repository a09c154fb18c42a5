# Cross build for arm64 (the DGX Spark's GB10) on an amd64 Debian or Ubuntu machine:
#   cmake -S . -B build-arm64 -G Ninja -DCMAKE_TOOLCHAIN_FILE=cmake/toolchain-aarch64-linux-gnu.cmake
# Needs Debian's cross toolchain (crossbuild-essential-arm64) and the arm64 -dev packages
# through multiarch (dpkg --add-architecture arm64); scripts/package.sh --arch arm64 installs
# both. Qt's build tools (moc, rcc, uic, lrelease, qdbusxml2cpp) are this machine's own: Debian
# ships them Multi-Arch foreign in qt6-base-dev-tools / qt6-tools-dev-tools, and Qt's CMake
# packages find them through QT_HOST_PATH. Programs the build itself runs (rsvg-convert, gzip)
# are this machine's too.
set(CMAKE_SYSTEM_NAME Linux)
set(CMAKE_SYSTEM_PROCESSOR aarch64)
set(SPARKWIRE_CROSS_TRIPLET aarch64-linux-gnu)
# The .deb's Architecture (packaging/Package.cmake; dpkg would say this machine's, amd64).
set(SPARKWIRE_DEB_ARCH arm64)

set(CMAKE_C_COMPILER ${SPARKWIRE_CROSS_TRIPLET}-gcc)
set(CMAKE_CXX_COMPILER ${SPARKWIRE_CROSS_TRIPLET}-g++)
# pkg-config for the target: Debian's <triplet>-pkg-config reads the arm64 .pc files in
# /usr/lib/aarch64-linux-gnu/pkgconfig (libnl, libibverbs, libarchive, openssl).
set(PKG_CONFIG_EXECUTABLE ${SPARKWIRE_CROSS_TRIPLET}-pkg-config CACHE FILEPATH "pkg-config for arm64")

# Multiarch: the target's libraries and CMake packages live under /usr/lib/aarch64-linux-gnu
# of this very root, so the sysroot is /; CMake's multiarch search (CMAKE_LIBRARY_ARCHITECTURE)
# picks the aarch64 directories, and programs come only from the host.
set(CMAKE_LIBRARY_ARCHITECTURE ${SPARKWIRE_CROSS_TRIPLET})
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)
# yaml-cpp's and prometheus-cpp's arm64 -dev packages cannot be installed beside the amd64
# ones; scripts/install-deps.sh --arch arm64 unpacks them here, a second root searched after /.
set(SPARKWIRE_CROSS_DEV /opt/sparkwire-cross/arm64 CACHE PATH "The unpacked arm64 -dev packages")
set(CMAKE_FIND_ROOT_PATH / ${SPARKWIRE_CROSS_DEV})

# Qt 6 cross builds name the host's Qt for its tools.
execute_process(COMMAND dpkg-architecture -qDEB_BUILD_MULTIARCH
                OUTPUT_VARIABLE _sparkwire_build_multiarch OUTPUT_STRIP_TRAILING_WHITESPACE)
set(QT_HOST_PATH /usr CACHE PATH "The build machine's Qt (moc, rcc, uic)")
set(QT_HOST_PATH_CMAKE_DIR /usr/lib/${_sparkwire_build_multiarch}/cmake CACHE PATH "The build machine's Qt CMake packages")

# Tests built here run under qemu-user (scripts/test.sh's arm64 stage): ctest starts each
# through it. Its library prefix is / (QEMU_LD_PREFIX's default): multiarch puts the arm64
# loader at /lib/ld-linux-aarch64.so.1 and the libraries under /usr/lib/aarch64-linux-gnu.
# Programs a test starts itself (sparkwirectl) run through binfmt_misc (update-binfmts).
find_program(SPARKWIRE_QEMU_AARCH64 qemu-aarch64-static)
if(SPARKWIRE_QEMU_AARCH64)
  set(CMAKE_CROSSCOMPILING_EMULATOR ${SPARKWIRE_QEMU_AARCH64})
endif()
