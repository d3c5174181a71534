#!/usr/bin/env python3
"""Counts the string literals in Sources/QuizScreens that look like text a player reads, per folder (issue 37:
what is left to move into the catalog, assets/languages/en.po).

A literal counts when it has a letter and either a space or a capital first letter, and is not a catalog key
(`home.play`), a comment, a doc comment or an interpolation-free identifier. An estimate: it also counts a few
literals that are never drawn (error messages for operators, JSON keys with capitals), and misses one-word
lowercase texts; its use is the trend between two runs.
Usage: scripts/count-visible-literals.py [Sources/QuizScreens]"""
import os
import re
import sys

root = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..", "Sources", "QuizScreens")
literal = re.compile(r'"((?:[^"\\]|\\.)*)"')
key = re.compile(r"^[a-z][a-z0-9_]*(\.[a-z0-9_]+)+$")
counts = {}
for folder, _, files in os.walk(root):
    for name in files:
        if not name.endswith(".swift"):
            continue
        count = 0
        for line in open(os.path.join(folder, name), encoding="utf-8"):
            code = line.split("//")[0] if not line.lstrip().startswith("//") else ""
            for match in literal.finditer(code):
                text = re.sub(r"\\\(.*?\)", "", match.group(1))
                if key.match(text) or not re.search(r"[A-Za-z]", text):
                    continue
                if " " in text.strip() or text[:1].isupper():
                    count += 1
        relative = os.path.relpath(folder, root)
        counts[relative] = counts.get(relative, 0) + count
for folder in sorted(counts):
    print(f"{counts[folder]:5d}  {folder}")
print(f"{sum(counts.values()):5d}  total")
