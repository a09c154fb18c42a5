#!/usr/bin/env python3
"""Fill a Qt Linguist .ts file from a JSON table of source -> translation.

The table (translations/table_<lang>.json) maps each English source text to its translation;
a plural (numerus) entry maps to a list with one string per plural form of the language
(Chinese and Japanese have one form). A key of the form "Context\\u0004source" overrides the
plain key for one context, for the rare text that must read differently in two places.

usage:
  merge-table.py [--lupdate LUPDATE] [--missing] TABLE TS

  --lupdate LUPDATE  first bring TS up to date with the sources (same flags as the German
                     file: -no-obsolete -locations none ui core app/gui), run from the
                     repository root that holds TS.
  --missing          change nothing; print the sources TS has that TABLE lacks, as JSON rows
                     ready to be translated and added to TABLE; exit 1 when there are any.

Without --missing, every message of TS whose source is in TABLE gets its translation and loses
type="unfinished"; messages without a row stay unfinished (check-complete.sh then fails).
A translation that drops or adds a %1..%99, %n or %L1 placeholder is an error: the .ts is not
written and the script exits 2.
"""
import argparse
import json
import os
import re
import subprocess
import sys
import xml.etree.ElementTree as ET

PLACEHOLDER = re.compile(r"%L?(?:\d{1,2}|n)")


def placeholders(text):
    return sorted(set(m.replace("L", "") for m in PLACEHOLDER.findall(text)))


def load_table(path):
    with open(path, encoding="utf-8") as f:
        table = json.load(f)
    if not isinstance(table, dict):
        sys.exit(f"{path}: the table must be a JSON object of source -> translation")
    for key, value in table.items():
        ok = isinstance(value, str) or (
            isinstance(value, list) and value and all(isinstance(v, str) for v in value))
        if not ok:
            sys.exit(f"{path}: the row {key!r} is neither a string nor a list of strings")
    return table


def run_lupdate(lupdate, ts_path):
    root = os.path.dirname(os.path.dirname(os.path.abspath(ts_path)))
    subprocess.run([lupdate, "-silent", "-no-obsolete", "-locations", "none",
                    "ui", "core", "app/gui", "-ts", os.path.abspath(ts_path)],
                   cwd=root, check=True)


def lookup(table, context, source):
    return table.get(context + "\u0004" + source, table.get(source))


def write_ts(tree, path):
    ET.indent(tree, space="    ")
    body = ET.tostring(tree.getroot(), encoding="unicode")
    with open(path, "w", encoding="utf-8") as f:
        f.write('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n')
        f.write(body)
        f.write("\n")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lupdate")
    parser.add_argument("--missing", action="store_true")
    parser.add_argument("table")
    parser.add_argument("ts")
    args = parser.parse_args()

    table = load_table(args.table)
    if args.lupdate:
        run_lupdate(args.lupdate, args.ts)
    tree = ET.parse(args.ts)

    missing = {}
    errors = []
    filled = 0
    for context in tree.getroot().iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            source = message.findtext("source")
            numerus = message.get("numerus") == "yes"
            value = lookup(table, name, source)
            if value is None:
                missing[source] = [""] if numerus else ""
                continue
            forms = value if isinstance(value, list) else [value]
            for form in forms:
                want = placeholders(source)
                have = placeholders(form)
                # A plural form may leave out %n ("one item") but not the other placeholders.
                if numerus:
                    want = [p for p in want if p != "%n"]
                    have = [p for p in have if p != "%n"]
                if want != have:
                    errors.append(f"[{name}] {source!r}: placeholders {want} but the "
                                  f"translation {form!r} has {have}")
            if args.missing:
                continue
            translation = message.find("translation")
            if translation is None:
                translation = ET.SubElement(message, "translation")
            for child in list(translation):
                translation.remove(child)
            translation.attrib.pop("type", None)
            if numerus:
                translation.text = None
                for form in forms:
                    ET.SubElement(translation, "numerusform").text = form
            else:
                translation.text = forms[0]
            filled += 1

    if errors:
        print("\n".join(errors), file=sys.stderr)
        sys.exit(2)
    if args.missing:
        if missing:
            json.dump(missing, sys.stdout, ensure_ascii=False, indent=1)
            print()
            print(f"{len(missing)} sources of {args.ts} are not in {args.table}", file=sys.stderr)
            sys.exit(1)
        print(f"{args.ts}: every source is in {args.table}", file=sys.stderr)
        return
    write_ts(tree, args.ts)
    print(f"{args.ts}: {filled} messages filled, {len(missing)} without a row", file=sys.stderr)
    if args.lupdate:
        run_lupdate(args.lupdate, args.ts)  # lupdate's own layout, so diffs stay small


if __name__ == "__main__":
    main()
