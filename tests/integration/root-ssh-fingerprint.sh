#!/usr/bin/env bash
# Prints a fingerprint of the machine's own /root/.ssh (or of DIR): every entry's path, type,
# mode, owner, inode, size and modification time, and each file's SHA-256. Any write to it,
# even one that leaves a file's bytes as they were (a rewrite is a new inode), changes it.
# usage: root-ssh-fingerprint.sh [DIR]
set -euo pipefail
dir=${1:-/root/.ssh}
if [ ! -e "$dir" ]; then
    echo "$dir: absent"
    exit 0
fi
cd "$dir"
find . -printf '%p %y %m %U:%G %i %s %T@\n' | LC_ALL=C sort
find . -type f -print0 | LC_ALL=C sort -z | xargs -0 -r sha256sum
