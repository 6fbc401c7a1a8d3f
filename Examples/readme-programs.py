#!/usr/bin/env python3
"""Writes the "From C" and "From Python" programs of a Markdown file (docs/c-library.md) to
DIR/from-c.c and DIR/from-python.py (the first ```c and ```python block under each heading),
so that Examples/check.sh can check that they work when pasted.
    readme-programs.py docs/c-library.md DIR"""
import re, sys

readme, out = sys.argv[1], sys.argv[2]
text = open(readme).read()
for heading, language, name in [("From C", "c", "from-c.c"), ("From Python", "python", "from-python.py")]:
    section = re.search(r"^## " + heading + r"\n(.*?)(?=^## |\Z)", text, re.S | re.M)
    if not section:
        sys.exit(f"{readme}: no section \"## {heading}\"")
    block = re.search(r"^```" + language + r"\n(.*?)^```", section.group(1), re.S | re.M)
    if not block:
        sys.exit(f"{readme}: no ```{language} block in \"## {heading}\"")
    open(f"{out}/{name}", "w").write(block.group(1))
