#!/usr/bin/env python3
"""The size figures docs/architecture.md reports: source files over a line count and functions
over a length, in app/, ui/ and models/ (or the folders given).

A function is a brace block opened at namespace or class level (not a namespace, class, struct,
enum or initializer); its length runs from its first line to its closing brace. Comments and
string literals are skipped before braces are counted.

Usage: code-metrics.py [--file-lines N] [--function-lines N] [--list] [FOLDER...]
"""
import argparse
import pathlib
import re
import sys

STRIP = re.compile(r'//[^\n]*|/\*.*?\*/|R"(?P<d>[^(]*)\(.*?\)(?P=d)"|"(?:\\.|[^"\\\n])*"|\'(?:\\.|[^\'\\\n])*\'',
                   re.S)


def blank(match):
    # Keeps the line count: a comment or literal becomes its own newlines.
    return '\n' * match.group(0).count('\n')


def functions(text):
    """Yields (name, first line, last line) of each function body."""
    code = STRIP.sub(blank, text)
    stack = []  # 'scope' (namespace/class) or ('func', name, start) or 'inner'
    statement_start = 0  # offset where the current declaration began
    line_of = [0]
    for ch in code:
        line_of.append(line_of[-1] + (ch == '\n'))
    for i, ch in enumerate(code):
        if ch == '{':
            head = code[statement_start:i]
            in_function = any(isinstance(s, tuple) or s == 'inner' for s in stack)
            if in_function:
                stack.append('inner')
            elif re.search(r'\bnamespace\b', head) or (
                    ')' not in head and re.search(r'\b(class|struct|union|enum)\b', head)):
                stack.append('scope')
            elif ')' in head and not head.rstrip().endswith('='):
                name = re.findall(r'([~\w:]+)\s*\(', head)
                first = statement_start + len(head) - len(head.lstrip())
                stack.append(('func', name[0] if name else '?', line_of[first] + 1))
            else:
                stack.append('inner')  # an initializer list or a brace-initialised variable
            statement_start = i + 1
        elif ch == '}':
            top = stack.pop() if stack else None
            if isinstance(top, tuple):
                yield top[1], top[2], line_of[i] + 1
            statement_start = i + 1
        elif ch == ';' or (ch == ':' and code[i - 1] != ':' and code[i + 1:i + 2] != ':'
                           and re.search(r'\b(public|private|protected|signals|slots)\s*$',
                                         code[statement_start:i])):
            if not any(isinstance(s, tuple) or s == 'inner' for s in stack):
                statement_start = i + 1


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument('--file-lines', type=int, default=600)
    parser.add_argument('--function-lines', type=int, default=100)
    parser.add_argument('--list', action='store_true', help='name each file and function over a limit')
    parser.add_argument('folders', nargs='*', default=['app', 'ui', 'models'])
    args = parser.parse_args()
    big_files, long_functions, over60 = [], [], 0
    for folder in args.folders:
        for path in sorted(pathlib.Path(folder).rglob('*')):
            if path.suffix not in ('.cpp', '.h'):
                continue
            text = path.read_text(encoding='utf-8', errors='replace')
            lines = text.count('\n')
            if lines > args.file_lines:
                big_files.append((lines, str(path)))
            for name, first, last in functions(text):
                length = last - first + 1
                over60 += length > 60
                if length > args.function_lines:
                    long_functions.append((length, f'{path}:{first} {name}'))
    print(f'files_over_{args.file_lines}_lines {len(big_files)}')
    print(f'functions_over_{args.function_lines}_lines {len(long_functions)}')
    print(f'functions_over_60_lines {over60}')
    if args.list:
        for lines, where in sorted(big_files, reverse=True):
            print(f'  file {lines:5} {where}')
        for length, where in sorted(long_functions, reverse=True):
            print(f'  function {length:4} {where}')
    return 0


if __name__ == '__main__':
    sys.exit(main())
