#!/usr/bin/env bash
# README.md's `## Layout` section is true: it names every top-level folder and every folder of
# core/, ui/, app/ and tests/ as `name/`, and every page of docs/ as `name.md`. A folder added
# without a line in the table fails here with its name.
# usage: tests/repo/readme-layout.sh SOURCE_DIR
set -euo pipefail
shopt -s nullglob
src=${1:?usage: $0 SOURCE_DIR}
section=$(awk '/^## Layout$/ { on = 1; next } on && /^## / { exit } on' "$src/README.md")
[ -n "$section" ] || { echo "README.md has no '## Layout' section"; exit 1; }
missing=0
for dir in "$src"/*/ "$src"/core/*/ "$src"/ui/*/ "$src"/app/*/ "$src"/tests/*/; do
    name=$(basename "$dir")
    parent=$(basename "$(dirname "$dir")")
    # Build trees and other folders .gitignore keeps out of the repository.
    [ "$dir" != "$src/$name/" ] || [[ ! $name =~ ^(build.*|out|gpu-carry)$ ]] || continue
    if ! grep -qF "\`$name/\`" <<<"$section"; then
        echo "README.md's Layout section does not name $parent/$name/ (as \`$name/\`)"
        missing=1
    fi
done
for page in "$src"/docs/*.md; do
    name=$(basename "$page")
    if ! grep -qF "\`$name\`" <<<"$section"; then
        echo "README.md's Layout section does not name docs/$name (as \`$name\`)"
        missing=1
    fi
done
[ "$missing" = 0 ] && echo "README.md's Layout names every top-level folder, every folder of core/, ui/, app/, tests/ and every docs/ page"
exit "$missing"
