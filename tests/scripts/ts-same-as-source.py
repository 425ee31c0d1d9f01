#!/usr/bin/env python3
"""Entries of translations/*.ts whose translation is the English source itself.

lupdate and lrelease count such an entry as finished, so an English string left in a translation
passes every other check. Some are right as they are (names such as ClickHouse or GPU, units,
placeholders, words a language borrows); those are listed, reviewed, in the allowlist file, one
`language<TAB>context<TAB>source` per line (newlines in a source written as \\n).

Usage: ts-same-as-source.py ALLOWLIST TS_FILE...           exit 1 on an entry not in the list
       ts-same-as-source.py --write ALLOWLIST TS_FILE...   rewrite the list from the files
"""
import sys
import xml.etree.ElementTree as ET
from pathlib import Path


def same_entries(ts_path):
    root = ET.parse(ts_path).getroot()
    lang = root.get("language")
    for ctx in root.iter("context"):
        name = ctx.findtext("name")
        for message in ctx.iter("message"):
            source = message.findtext("source") or ""
            translation = message.find("translation")
            if translation is None or translation.get("type") in ("unfinished", "vanished", "obsolete"):
                continue  # the other checks report these
            if message.get("numerus") == "yes":
                forms = [f.text or "" for f in translation.iter("numerusform")]
                same = any(form == source for form in forms)
            else:
                same = (translation.text or "") == source
            if same:
                yield f"{lang}\t{name}\t" + source.replace("\n", "\\n")


def main(argv):
    write = argv[1:2] == ["--write"]
    args = argv[2:] if write else argv[1:]
    if len(args) < 2:
        print(__doc__, file=sys.stderr)
        return 2
    allowlist, files = Path(args[0]), args[1:]
    found = sorted({line for ts in files for line in same_entries(ts)})
    if write:
        allowlist.write_text("".join(line + "\n" for line in found), encoding="utf-8")
        print(f"{allowlist}: {len(found)} entries")
        return 0
    allowed = set(allowlist.read_text(encoding="utf-8").splitlines()) if allowlist.exists() else set()
    new = [line for line in found if line not in allowed]
    for line in new[:20]:
        lang, context, source = line.split("\t", 2)
        print(f"{lang}: still English in {context}: {source}")
    if new:
        print(f"{len(new)} entries are the English source: translate them, or add them to {allowlist.name} "
              f"when the language really keeps the word (tests/scripts/ts-same-as-source.py --write)")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
