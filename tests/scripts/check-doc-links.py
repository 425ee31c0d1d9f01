#!/usr/bin/env python3
"""Every relative link and picture in README.md, CONTRIBUTING.md and docs/*.md resolves: the file
(or folder) exists, and an anchor names a heading of the file it points into. Text moves between
the README and docs/; a link left pointing at the old place would otherwise rot unseen.
  check-doc-links.py [ROOT]     (default: the source tree this script is in)
  check-doc-links.py --self-test   (shows that a broken file link and a broken anchor are caught)
"""
import pathlib
import re
import sys
import tempfile

LINK = re.compile(r'\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)')  # [text](target), ![alt](target)
HTML = re.compile(r'\b(?:src|href)="([^"]+)"')
HEADING = re.compile(r'^#{1,6}\s+(.*?)\s*#*\s*$')


def without_code(text):
    """The text with fenced blocks and inline code blanked (a path in code is not a link)."""
    out, fence = [], None
    for line in text.split('\n'):
        marker = re.match(r'^\s*(```|~~~)', line)
        if marker:
            fence = None if fence == marker.group(1) else (fence or marker.group(1))
            out.append('')
            continue
        out.append('' if fence else re.sub(r'(`+)(?:(?!\1).)*?\1', '', line))
    return out


def slug(heading):
    """GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens."""
    text = re.sub(r'`|\*\*|__', '', heading)
    text = re.sub(r'\[([^\]]*)\]\([^)]*\)', r'\1', text)  # a link in a heading: its text
    text = re.sub(r'[^\w\- ]', '', text.lower())
    return text.replace(' ', '-')


def anchors(path):
    seen, out = {}, set()
    for line in without_code(path.read_text(encoding='utf-8')):
        m = HEADING.match(line)
        if m:
            s = slug(m.group(1))
            n = seen.get(s, 0)
            seen[s] = n + 1
            out.add(s if n == 0 else f'{s}-{n}')
    return out


def check(root):
    files = [root / 'README.md', root / 'CONTRIBUTING.md', *sorted((root / 'docs').glob('*.md'))]
    problems, count = [], 0
    for doc in files:
        if not doc.exists():
            continue
        for number, line in enumerate(without_code(doc.read_text(encoding='utf-8')), 1):
            for target in LINK.findall(line) + HTML.findall(line):
                if re.match(r'^[a-z][a-z0-9+.-]*:', target, re.I):  # https:, mailto:, …
                    continue
                count += 1
                where = f'{doc.relative_to(root)}:{number}: {target}'
                name, _, anchor = target.partition('#')
                dest = (doc.parent / name).resolve() if name else doc
                if not dest.exists():
                    problems.append(f'{where}: no such file')
                elif anchor and dest.suffix == '.md' and anchor not in anchors(dest):
                    problems.append(f'{where}: no heading with that anchor in {dest.name}')
    return problems, count


def self_test():
    with tempfile.TemporaryDirectory() as tmp:
        root = pathlib.Path(tmp)
        (root / 'docs').mkdir()
        (root / 'README.md').write_text('# T\n\n## Data (HUD\'s)\n\n[ok](docs/a.md) [ok](#data-huds) '
                                        '`[code](nowhere.md)`\n')
        (root / 'docs' / 'a.md').write_text('# A\n\n[up](../README.md#data-huds) [gone](b.md) '
                                            '[bad anchor](../README.md#nowhere)\n')
        problems, count = check(root)
        expected = ['docs/a.md:3: b.md: no such file',
                    'docs/a.md:3: ../README.md#nowhere: no heading with that anchor in README.md']
        if problems != expected or count != 5:
            print(f'self-test failed: {count} links, problems {problems}', file=sys.stderr)
            return 1
    print('self-test ok: a missing file and a missing anchor are caught')
    return 0


def main(argv):
    if argv[1:] == ['--self-test']:
        return self_test()
    root = pathlib.Path(argv[1] if len(argv) > 1 else pathlib.Path(__file__).resolve().parents[2])
    problems, count = check(root)
    for p in problems:
        print(p, file=sys.stderr)
    if problems:
        return 1
    print(f'all {count} relative links of README.md, CONTRIBUTING.md and docs/*.md resolve')
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
