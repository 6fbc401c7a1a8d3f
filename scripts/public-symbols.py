#!/usr/bin/env python3
"""Counts the public declarations of Detent and DetentPicker, as issue 31 measures its API's size.

    swift package dump-symbol-graph --minimum-access-level public [--skip-synthesized-members]
    scripts/public-symbols.py [SYMBOLGRAPH_DIR]      # default .build/x86_64-unknown-linux-gnu/symbolgraph
    scripts/public-symbols.py --max N                # fails when the two modules have more than N

Counts each module's public and open symbols once (its own file and its extensions of other
modules' types, Module@Other.symbols.json), and its nominal types; `--by-type` lists them per
top-level type. `make test` runs it with `--max` (the count without synthesized members), so
the public surface cannot grow back unnoticed: a new public symbol either replaces one or
raises the figure in the Makefile, deliberately.
"""
import collections, glob, json, os, sys

args = sys.argv[1:]
limit = None
if "--max" in args:
    i = args.index("--max")
    limit = int(args[i + 1])
    del args[i:i + 2]
folders = [a for a in args if not a.startswith("--")]
folder = folders[0] if folders else ".build/x86_64-unknown-linux-gnu/symbolgraph"
nominal = {"swift.struct", "swift.enum", "swift.class", "swift.protocol"}
total = 0
for module in ["Detent", "DetentPicker"]:
    symbols = {}
    paths = [p for p in glob.glob(os.path.join(folder, module + "*.symbols.json"))
             if os.path.basename(p).split(".")[0].split("@")[0] == module]
    if not paths:
        sys.exit(f"public-symbols: no symbol graph of {module} in {folder} (swift package dump-symbol-graph)")
    for path in paths:
        for s in json.load(open(path))["symbols"]:
            if s["accessLevel"] in ("public", "open"):
                symbols[s["identifier"]["precise"]] = s
    types = sum(1 for s in symbols.values() if s["kind"]["identifier"] in nominal)
    total += len(symbols)
    print(f"{module}: {len(symbols)} public symbols in {types} public types")
    if "--by-type" in args:
        by = collections.Counter(s["pathComponents"][0] for s in symbols.values())
        for name, n in by.most_common():
            print(f"  {n:4} {name}")
if limit is not None:
    if total > limit:
        sys.exit(f"public-symbols: {total} public symbols, more than the {limit} allowed (issue 31): make the new "
                 "ones package or internal unless they are API, then raise the figure in the Makefile")
    print(f"public-symbols: {total} public symbols, at most {limit}")
