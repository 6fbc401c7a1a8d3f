#!/usr/bin/env python3
"""Writes the C and Python programs of README.md ("From C", "From Python": the first ```c
and ```python block under each heading) and of docs/c-and-python.md to DIR, so that
Examples/check.sh can check that they work when pasted: DIR/readme.c, DIR/readme.py,
DIR/docs.c, DIR/docs.py. A program with a comment `prints: TEXT` on its last printing line
also gets DIR/NAME.expected, the last line it must print.
    readme-programs.py ROOT DIR"""
import os, re, sys

root, out = sys.argv[1], sys.argv[2]
for document, name in [("README.md", "readme"), ("docs/c-and-python.md", "docs")]:
    text = open(os.path.join(root, document), encoding="utf-8").read()
    for heading, language, suffix in [("From C", "c", "c"), ("From Python", "python", "py")]:
        section = re.search(r"^#+ " + heading + r"\n(.*?)(?=^#+ |\Z)", text, re.S | re.M)
        if not section:
            sys.exit(f"{document}: no section \"{heading}\"")
        block = re.search(r"^```" + language + r"\n(.*?)^```", section.group(1), re.S | re.M)
        if not block:
            sys.exit(f"{document}: no ```{language} block in \"{heading}\"")
        program = block.group(1)
        open(f"{out}/{name}.{suffix}", "w").write(program)
        prints = re.findall(r"prints: ([^*\n]*?)\s*(?:\*/)?\s*$", program, re.M)
        if prints:
            open(f"{out}/{name}.{suffix}.expected", "w").write(prints[-1] + "\n")
