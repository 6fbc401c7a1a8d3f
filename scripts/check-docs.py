#!/usr/bin/env python3
"""Runs every command that README.md and docs/*.md show with its output, and compares.

Two forms are checked (`make test` runs this after the build):

- A ```console block: lines beginning with `$ ` are commands (a line ending in `\\`
  continues on the next), and the lines after each, up to the next command, are what it
  prints (standard output and standard error together). Each command must exit with status 0
  (a block that shows a failure says so with `; echo "exit status $?"`). In the expected
  text, `⋯` stands for any text (a timing, a path), within a line or across lines.
- A table made by a command: an HTML comment `<!-- output of: COMMAND -->` on the line before
  the table. The command's output must be the table, line for line.
- A picture made by a command: an HTML comment `<!-- image made by: COMMAND -->` on the line
  before the image `![…](FILE)`. What the command writes to standard output must be FILE's
  bytes (an SVG chart: `detent plot … --out -`); `--update` rewrites FILE.

Commands run through /bin/sh in a scratch folder holding links to the repository's top-level
files and folders (so `Traces/…`, `docs/…`, `scripts/…` resolve, and what a command writes
stays out of the checkout), with `detent` and `sandbox` on the PATH: the debug build's
(.build/debug), or those in --bin DIR.

A fenced block that is not a console block must not hold `$ ` lines: output shown anywhere
else could not be checked. A ```swift manifest block (a Package.swift that depends on Detent
by path) is read by `swift package dump-package` beside a link to this checkout, and the
products it names must be this package's.

    scripts/check-docs.py              # check; exit status 1 and a diff when something differs
    scripts/check-docs.py --update     # rewrite what differs (review the diff: a figure moved)
    scripts/check-docs.py --bin .build/release
"""
import argparse, difflib, glob, json, os, re, shutil, subprocess, sys, tempfile, time

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
ANY = "⋯"
TABLE_MARK = re.compile(r"^<!-- output of: (.+?) -->\s*$")
IMAGE_MARK = re.compile(r"^<!-- image made by: (.+?) -->\s*$")
IMAGE = re.compile(r"^!\[[^\]]*\]\(([^)\s]+)\)\s*$")


def documents():
    return [os.path.join(ROOT, "README.md")] + sorted(glob.glob(os.path.join(ROOT, "docs", "*.md")))


class Manifest:
    """A ```swift manifest block: a Package.swift depending on this checkout."""
    def __init__(self, path, line, text):
        self.path, self.line, self.text = path, line, text


class Check:
    """One command and what the document shows it printing: lines [start, end) of `path`
    (for a picture, `image` is the file it must print)."""
    def __init__(self, path, line, command, expected, start, end, kind, image=None):
        self.path, self.line, self.command, self.expected = path, line, command, expected
        self.start, self.end, self.kind, self.image = start, end, kind, image


def parse(path, lines):
    """The checks of one document, its manifests, and the problems of its blocks."""
    checks, manifests, problems = [], [], []
    i = 0
    while i < len(lines):
        line = lines[i]
        fence = re.match(r"^```(\S*)", line)
        mark = TABLE_MARK.match(line)
        picture = IMAGE_MARK.match(line)
        if picture:
            image = IMAGE.match(lines[i + 1]) if i + 1 < len(lines) else None
            if not image:
                problems.append(f"{rel(path)}:{i + 1}: no image ![…](FILE) right after the image-made-by comment")
            else:
                target = os.path.normpath(os.path.join(os.path.dirname(path), image.group(1)))
                checks.append(Check(path, i + 1, picture.group(1), [], i + 1, i + 2, "image", target))
            i += 2
            continue
        if mark:
            j = i + 1
            while j < len(lines) and lines[j].startswith("|"):
                j += 1
            if j == i + 1:
                problems.append(f"{rel(path)}:{i + 1}: no table right after the output-of comment")
            checks.append(Check(path, i + 1, mark.group(1), lines[i + 1:j], i + 1, j, "table"))
            i = j
            continue
        if not fence:
            i += 1
            continue
        language = fence.group(1)
        j = i + 1
        while j < len(lines) and not lines[j].startswith("```"):
            j += 1
        body = lines[i + 1:j]
        if language == "console":
            k = 0
            while k < len(body):
                if not body[k].startswith("$ "):
                    problems.append(f"{rel(path)}:{i + 2 + k}: a console block's line before its first command")
                    k += 1
                    continue
                first = k
                command = body[k][2:]
                while command.endswith("\\") and k + 1 < len(body):
                    k += 1
                    command = command[:-1] + "\n" + body[k]
                k += 1
                out_start = k
                while k < len(body) and not body[k].startswith("$ "):
                    k += 1
                checks.append(Check(path, i + 2 + first, command, body[out_start:k],
                                    i + 1 + out_start, i + 1 + k, "console"))
        elif language == "swift" and "manifest" in line:
            manifests.append(Manifest(path, i + 1, "\n".join(body) + "\n"))
        elif any(l.startswith("$ ") for l in body):
            problems.append(f"{rel(path)}:{i + 1}: a ```{language} block shows `$ ` commands: make it ```console so that it is checked")
        i = j + 1
    return checks, manifests, problems


def rel(path):
    return os.path.relpath(path, ROOT)


def workspace(bin_dir):
    """A scratch folder linking the checkout's top level, and a PATH with the tools first."""
    work = tempfile.mkdtemp(prefix="detent-docs-")
    for name in os.listdir(ROOT):
        if name.startswith(".build") or name == ".git":
            continue
        os.symlink(os.path.join(ROOT, name), os.path.join(work, name))
    tools = os.path.join(work, ".bin")
    os.mkdir(tools)
    for tool in ["detent", "sandbox"]:
        exe = os.path.join(bin_dir, tool)
        if not os.access(exe, os.X_OK):
            sys.exit(f"check-docs: {rel(exe)} is not built (swift build, or --bin DIR)")
        os.symlink(exe, os.path.join(tools, tool))
    env = dict(os.environ)
    env["PATH"] = tools + os.pathsep + env.get("PATH", "")
    env.pop("DISPLAY", None)
    env.pop("WAYLAND_DISPLAY", None)
    env["COLUMNS"] = "80"
    return work, env


def dump_package(directory):
    r = subprocess.run(["swift", "package", "--package-path", directory, "dump-package"],
                       stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=300)
    if r.returncode != 0:
        return None, r.stdout.decode("utf-8", "replace")
    return json.loads(r.stdout), ""


def check_manifest(manifest, work):
    """The problems of a manifest block: it must parse, depend on this checkout by a path
    `../NAME`, and name only products this package has."""
    where = f"{rel(manifest.path)}:{manifest.line}"
    place = tempfile.mkdtemp(dir=work, prefix=".manifest-")
    consumer = os.path.join(place, "consumer")
    os.mkdir(consumer)
    open(os.path.join(consumer, "Package.swift"), "w").write(manifest.text)
    paths = re.findall(r'\.package\(path: "\.\./([^"/]+)"\)', manifest.text)
    if not paths:
        return [f"{where}: the manifest does not depend on Detent by a path \"../NAME\""]
    for name in paths:
        os.symlink(ROOT, os.path.join(place, name))
    theirs, error = dump_package(consumer)
    if theirs is None:
        return [f"{where}: swift package dump-package fails on the manifest:\n{error}"]
    ours, error = dump_package(ROOT)
    if ours is None:
        return [f"check-docs: swift package dump-package fails on this package:\n{error}"]
    products = {p["name"] for p in ours["products"]}
    problems = []
    for target in theirs["targets"]:
        for dependency in target.get("dependencies", []):
            product = dependency.get("product")
            if product and product[1] in paths and product[0] not in products:
                problems.append(f"{where}: the manifest names a product \"{product[0]}\" that Package.swift does not have")
            if product and product[1] not in paths:
                problems.append(f"{where}: the manifest names package \"{product[1]}\", not the path dependency's \"{paths[0]}\"")
    return problems


def run(check, work, env):
    r = subprocess.run(["/bin/sh", "-c", check.command], cwd=work, env=env, stdin=subprocess.DEVNULL,
                       stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=300)
    text = r.stdout.decode("utf-8", "replace")
    lines = [l.rstrip() for l in text.split("\n")]
    while lines and lines[-1] == "":
        lines.pop()
    return r.returncode, lines


def run_image(check, work, env):
    """The exit status, standard output (bytes) and standard error of a picture's command."""
    r = subprocess.run(["/bin/sh", "-c", check.command], cwd=work, env=env, stdin=subprocess.DEVNULL,
                       stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=300)
    return r.returncode, r.stdout, r.stderr.decode("utf-8", "replace")


def check_image(check, work, env, update):
    """The failures (0 or 1) of a picture made by a command, rewriting it with `update`."""
    where = f"{rel(check.path)}:{check.line}"
    status, picture, error = run_image(check, work, env)
    if status != 0:
        print(f"{where}: `{check.command}` exited with status {status}:", file=sys.stderr)
        print("\n".join("    " + l for l in error.rstrip().split("\n")[-20:]), file=sys.stderr)
        return 1
    old = open(check.image, "rb").read() if os.path.exists(check.image) else None
    if old == picture:
        return 0
    if update:
        open(check.image, "wb").write(picture)
        print(f"{where}: updated {rel(check.image)} from `{check.command}`", file=sys.stderr)
        return 0
    if old is None:
        print(f"{where}: {rel(check.image)} does not exist; `{check.command}` makes it", file=sys.stderr)
        return 1
    ours, theirs = old.decode("utf-8", "replace").split("\n"), picture.decode("utf-8", "replace").split("\n")
    first = next((k for k in range(min(len(ours), len(theirs))) if ours[k] != theirs[k]), min(len(ours), len(theirs)))
    print(f"{where}: `{check.command}` draws something else than {rel(check.image)} "
          f"({len(picture)} bytes, the file {len(old)}; first different line {first + 1}):", file=sys.stderr)
    for text, lines in (("file", ours), ("now", theirs)):
        if first < len(lines):
            print(f"    {text}: {lines[first][:160]}", file=sys.stderr)
    return 1


def keep_any(expected, actual):
    """`actual` with the JSON members the document showed as `⋯` (measurements) kept so."""
    keys = set(re.findall(r'"([A-Za-z0-9_]+)":' + ANY, "\n".join(expected)))
    for key in keys:
        actual = [re.sub(r'("' + re.escape(key) + r'"):[^,}\]]+', lambda m: m.group(1) + ":" + ANY, l) for l in actual]
    return actual


def matches(expected, actual):
    want = "\n".join(l.rstrip() for l in expected).rstrip("\n")
    got = "\n".join(actual)
    if ANY not in want:
        return want == got
    pattern = ".*?".join(re.escape(part) for part in want.split(ANY))
    return re.fullmatch(pattern, got, flags=re.S) is not None


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--update", action="store_true", help="rewrite the outputs, tables and pictures that differ")
    parser.add_argument("--bin", default=os.path.join(ROOT, ".build", "debug"), help="where detent and sandbox are")
    args = parser.parse_args()
    started = time.monotonic()
    work, env = workspace(os.path.abspath(args.bin))
    failures, problems, count = 0, [], 0
    try:
        for path in documents():
            lines = open(path, encoding="utf-8").read().split("\n")
            checks, manifests, found = parse(path, lines)
            problems += found
            for manifest in manifests:
                count += 1
                problems += check_manifest(manifest, work)
            replacements = []
            for check in checks:
                count += 1
                if check.kind == "image":
                    failures += check_image(check, work, env, args.update)
                    continue
                status, actual = run(check, work, env)
                if status != 0:
                    failures += 1
                    print(f"{rel(path)}:{check.line}: `{check.command}` exited with status {status}:", file=sys.stderr)
                    print("\n".join("    " + l for l in actual[-20:]), file=sys.stderr)
                    continue
                if matches(check.expected, actual):
                    continue
                if args.update:
                    replacements.append((check.start, check.end, keep_any(check.expected, actual)))
                    print(f"{rel(path)}:{check.line}: updated the output of `{check.command}`", file=sys.stderr)
                    continue
                failures += 1
                print(f"{rel(path)}:{check.line}: `{check.command}` prints something else than the document shows:", file=sys.stderr)
                for l in difflib.unified_diff(check.expected, actual, "document", "now", lineterm="", n=1):
                    print("    " + l, file=sys.stderr)
            if replacements:
                for start, end, actual in sorted(replacements, reverse=True):
                    lines[start:end] = actual
                open(path, "w", encoding="utf-8").write("\n".join(lines))
    finally:
        shutil.rmtree(work, ignore_errors=True)
    for p in problems:
        print(p, file=sys.stderr)
    seconds = time.monotonic() - started
    if failures or problems:
        print(f"check-docs: {failures + len(problems)} of {count} shown outputs differ or fail; "
              "scripts/check-docs.py --update rewrites the outputs (review the diff)", file=sys.stderr)
        sys.exit(1)
    print(f"check-docs: the {count} commands and manifests shown in README.md and docs/ do what they show ({seconds:.1f} s)")


if __name__ == "__main__":
    main()
