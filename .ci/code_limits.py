#!/usr/bin/env python3
"""Checks the size limits of DESIGN.md / issue 15 on the Swift sources.

No function (func, init, deinit, subscript) longer than --max-function lines, counted
from the line of its keyword to the line of its closing brace; no file longer than
--max-file lines. Strings (plain, multi-line, raw, with interpolation) and comments
(line, block, nested) are skipped, so braces inside them are not counted.

Prints `path:line: error: ...` for each breach and exits 1 when there is one;
`--report` prints every function's length instead, longest first.
"""
import argparse
import os
import signal
import sys

DECL_KEYWORDS = {"func", "init", "deinit", "subscript"}
# Keywords that start another declaration: one met before a body's `{` means the
# declaration had no body (a protocol requirement).
OTHER_DECLS = {"func", "init", "deinit", "subscript", "var", "let", "case", "typealias",
               "associatedtype", "struct", "class", "enum", "protocol", "extension"}


def tokens(text):
    """Yields (kind, value, line) for identifiers and the punctuation the checker needs:
    `{`, `}`, `(`, `)`. Strings and comments are consumed and yield nothing."""
    i, n, line = 0, len(text), 1

    def skip_string(i, line, hashes, multiline):
        # i points just after the opening quote(s); returns position after the close.
        close = ('"""' if multiline else '"') + "#" * hashes
        while i < n:
            c = text[i]
            if c == "\n":
                line += 1
                i += 1
                continue
            if c == "\\" and text.startswith("#" * hashes, i + 1):
                j = i + 1 + hashes
                if j < n and text[j] == "(":
                    i, line = skip_interpolation(j + 1, line)
                    continue
                i = j + 1
                continue
            if text.startswith(close, i):
                return i + len(close), line
            i += 1
        return i, line

    def skip_interpolation(i, line):
        depth = 1
        while i < n and depth > 0:
            c = text[i]
            if c == "\n":
                line += 1
                i += 1
            elif c == "(":
                depth += 1
                i += 1
            elif c == ")":
                depth -= 1
                i += 1
            elif c == '"' or (c == "#" and (text.startswith('#"', i) or text.startswith("##", i))):
                i, line = start_string(i, line)
            else:
                i += 1
        return i, line

    def start_string(i, line):
        hashes = 0
        while i < n and text[i] == "#":
            hashes += 1
            i += 1
        if text.startswith('"""', i):
            return skip_string(i + 3, line, hashes, True)
        return skip_string(i + 1, line, hashes, False)

    while i < n:
        c = text[i]
        if c == "\n":
            line += 1
            i += 1
        elif text.startswith("//", i):
            j = text.find("\n", i)
            i = n if j < 0 else j
        elif text.startswith("/*", i):
            depth, i = 1, i + 2
            while i < n and depth > 0:
                if text.startswith("/*", i):
                    depth, i = depth + 1, i + 2
                elif text.startswith("*/", i):
                    depth, i = depth - 1, i + 2
                else:
                    if text[i] == "\n":
                        line += 1
                    i += 1
        elif c == '"' or (c == "#" and i + 1 < n and text[i + 1] in '"#'):
            i, line = start_string(i, line)
        elif c.isalpha() or c == "_":
            j = i
            while j < n and (text[j].isalnum() or text[j] == "_"):
                j += 1
            word = text[i:j]
            # `x.init(...)`, `.init` and `\.func`-like member references are not declarations.
            prev = text[i - 1] if i > 0 else " "
            yield ("word" if prev not in ".`" else "member", word, line)
            i = j
        elif c in "{}()":
            yield (c, c, line)
            i += 1
        else:
            i += 1


def functions(text):
    """Returns [(name, start_line, end_line)] for every declaration with a body."""
    toks = list(tokens(text))
    out = []
    k = 0
    while k < len(toks):
        kind, value, line = toks[k]
        if kind == "word" and value in DECL_KEYWORDS:
            name = value
            if value == "func" and k + 1 < len(toks) and toks[k + 1][0] in ("word", "member"):
                name = toks[k + 1][1]
            parens, j, body = 0, k + 1, None
            while j < len(toks):
                tk = toks[j][0]
                if tk == "(":
                    parens += 1
                elif tk == ")":
                    parens -= 1
                elif parens == 0 and tk == "{":
                    body = j
                    break
                elif parens == 0 and tk == "}":
                    break
                elif parens == 0 and tk == "word" and toks[j][1] in OTHER_DECLS:
                    break
                j += 1
            if body is not None:
                depth, m = 0, body
                while m < len(toks):
                    if toks[m][0] == "{":
                        depth += 1
                    elif toks[m][0] == "}":
                        depth -= 1
                        if depth == 0:
                            break
                    m += 1
                end = toks[m][2] if m < len(toks) else toks[-1][2]
                out.append((name, line, end))
        k += 1
    return out


SELF_TEST = r'''
protocol P {
    func required(_ x: Int) -> Int
    init(x: Int)
}
struct S {
    func short() {
        let a = "{ not a brace"
        let b = #"raw { "quote" }"#
        let c = """
            multi { line
            """
        // a comment {
        /* a block { /* nested } */ still comment { */
        let d = "\(a.map { "}" })"
    }
    init(y: Int, f: () -> Void = {}) {
        _ = y
    }
    var computed: Int { 1 }
    func long() {
        _ = 1
        _ = 2
    }
}
'''


def self_test():
    """The tokenizer on braces in strings, comments, interpolation, defaults and protocols."""
    found = functions(SELF_TEST)
    expected = [("short", 7, 16), ("init", 17, 19), ("long", 21, 24)]
    if found != expected:
        print(f"code_limits.py: self-test failed: {found} != {expected}", file=sys.stderr)
        return False
    return True


def swift_files(roots):
    """The .swift files named or found below the folders named; None for a missing path."""
    paths = []
    for root in roots:
        if os.path.isfile(root):
            paths.append(root)
        elif os.path.isdir(root):
            for dirpath, _, names in sorted(os.walk(root)):
                paths += [os.path.join(dirpath, n) for n in sorted(names) if n.endswith(".swift")]
        else:
            print(f"{root}: error: no such file or folder", file=sys.stderr)
            return None
    return paths


def main():
    signal.signal(signal.SIGPIPE, signal.SIG_DFL)  # `--report | head` ends quietly
    ap = argparse.ArgumentParser()
    ap.add_argument("roots", nargs="*", default=["Sources"])
    ap.add_argument("--max-function", type=int, default=60)
    ap.add_argument("--max-file", type=int, default=400)
    ap.add_argument("--report", action="store_true")
    args = ap.parse_args()
    if not self_test():
        return 2
    paths = swift_files(args.roots)
    if paths is None:
        return 2
    breaches, rows = [], []
    for path in paths:
        with open(path, encoding="utf-8") as f:
            text = f.read()
        nlines = text.count("\n") + (0 if text.endswith("\n") or not text else 1)
        if nlines > args.max_file:
            breaches.append(f"{path}:1: error: file is {nlines} lines (limit {args.max_file})")
        for name, start, end in functions(text):
            length = end - start + 1
            rows.append((length, path, start, name))
            if length > args.max_function:
                breaches.append(f"{path}:{start}: error: {name} is {length} lines (limit {args.max_function})")
    if args.report:
        for length, path, start, name in sorted(rows, reverse=True):
            print(f"{length:5d} {path}:{start} {name}")
        return 0
    for b in sorted(breaches):
        print(b)
    if breaches:
        print(f"{len(breaches)} over the limits", file=sys.stderr)
        return 1
    print(f"code limits: ok ({len(paths)} files, {len(rows)} functions, none over {args.max_function} lines; "
          f"no file over {args.max_file})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
