#!/usr/bin/env python3
"""Counts the public declarations of Detent and DetentPicker, as issue 31 measures its API's size.

    swift package dump-symbol-graph --minimum-access-level public [--skip-synthesized-members]
    scripts/public-symbols.py [SYMBOLGRAPH_DIR]      # default .build/x86_64-unknown-linux-gnu/symbolgraph

Counts each module's public and open symbols once (its own file and its extensions of other
modules' types, Module@Other.symbols.json), and its nominal types; `--by-type` lists them per
top-level type.
"""
import collections, glob, json, os, sys

args = [a for a in sys.argv[1:] if not a.startswith("--")]
folder = args[0] if args else ".build/x86_64-unknown-linux-gnu/symbolgraph"
nominal = {"swift.struct", "swift.enum", "swift.class", "swift.protocol"}
for module in ["Detent", "DetentPicker"]:
    symbols = {}
    for path in glob.glob(os.path.join(folder, module + "*.symbols.json")):
        if os.path.basename(path).split(".")[0].split("@")[0] != module:
            continue
        for s in json.load(open(path))["symbols"]:
            if s["accessLevel"] in ("public", "open"):
                symbols[s["identifier"]["precise"]] = s
    types = sum(1 for s in symbols.values() if s["kind"]["identifier"] in nominal)
    print(f"{module}: {len(symbols)} public symbols in {types} public types")
    if "--by-type" in sys.argv:
        by = collections.Counter(s["pathComponents"][0] for s in symbols.values())
        for name, n in by.most_common():
            print(f"  {n:4} {name}")
