#!/usr/bin/env python3
"""swift-for-xgettext.py SRC DST: a copy of a Swift file that xgettext's C parser reads right.

xgettext has no Swift parser and reads Swift as C, which goes wrong where Swift isn't C:
`"<h3>\\(tr("Where"))</h3>"` is one literal with a call inside, multi-line and raw strings and
regex literals span quotes C doesn't expect. The copy closes a string before each interpolation
and reopens it after, so the call inside is code again; multi-line and raw strings and regex
literals become empty strings (their interpolations kept as code). Every line stays on its line,
so the template's `#:` references point at the real sources."""
import sys


def transform(src):
    out = []
    i, n = 0, len(src)
    # A stack of what we are inside: ("code", depth) for an interpolation, ("str"|"multi") strings.
    stack = [("code", 0)]

    def keep_newlines(text):
        return "\n" * text.count("\n")

    while i < n:
        kind, depth = stack[-1]
        c = src[i]
        if kind == "code":
            if src.startswith("//", i):
                j = src.find("\n", i)
                j = n if j < 0 else j
                out.append(src[i:j]); i = j; continue
            if src.startswith("/*", i):
                j = src.find("*/", i + 2)
                j = n if j < 0 else j + 2
                out.append(src[i:j]); i = j; continue
            if src.startswith('"""', i):
                out.append('""'); stack.append(("multi", 0)); i += 3; continue
            if c == "#" and i + 1 < n and src[i + 1] in '"#/':
                hashes = 0
                while i + hashes < n and src[i + hashes] == "#":
                    hashes += 1
                opener = src[i + hashes] if i + hashes < n else ""
                if opener in '"/':
                    multi = src.startswith('"""', i + hashes)
                    closer = ('"""' if multi else opener) + "#" * hashes
                    start = i + hashes + (3 if multi else 1)
                    j = src.find(closer, start)
                    j = n if j < 0 else j + len(closer)
                    out.append('""' + keep_newlines(src[i:j])); i = j; continue
            if c == '"':
                out.append('"'); stack.append(("str", 0)); i += 1; continue
            if c == "(":
                stack[-1] = ("code", depth + 1)
            elif c == ")" and len(stack) > 1:
                if depth == 0:
                    # The interpolation ends: back into its string.
                    stack.pop()
                    out.append(") " + ('"' if stack[-1][0] == "str" else "")); i += 1; continue
                stack[-1] = ("code", depth - 1)
            out.append(c); i += 1; continue
        if kind == "str":
            if c == "\\" and i + 1 < n:
                if src[i + 1] == "(":
                    out.append('" ('); stack.append(("code", 0)); i += 2; continue
                out.append(src[i:i + 2]); i += 2; continue
            if c == '"':
                out.append('"'); stack.pop(); i += 1; continue
            if c == "\n":
                # A string can't span lines: something was misread; start over in code.
                out.append('"\n'); stack = [("code", 0)]; i += 1; continue
            out.append(c); i += 1; continue
        # A multi-line string: only its line breaks and interpolations are kept.
        if src.startswith('"""', i):
            stack.pop(); i += 3; continue
        if c == "\\" and src.startswith("\\(", i):
            out.append(" ("); stack.append(("code", 0)); i += 2; continue
        if c == "\\" and i + 1 < n:
            out.append(keep_newlines(src[i:i + 2])); i += 2; continue
        out.append("\n" if c == "\n" else ""); i += 1
    return "".join(out)


if __name__ == "__main__":
    with open(sys.argv[1], encoding="utf-8") as f:
        text = f.read()
    with open(sys.argv[2], "w", encoding="utf-8") as f:
        f.write(transform(text))
