#!/usr/bin/env python3
"""Fails when a public top-level name of a StateKit product collides with one of Apple's.

    .ci/check_apple_names.py <symbol-graph folder> [<module>...]

Without modules: every target of every library product of the package (`swift package
dump-package`), so that a new product is checked without changing this call.

A file that imports SwiftUI (or UIKit, Foundation, Observation) and a StateKit product sees the
top-level names of both. Two types of one name make every unqualified use "ambiguous for type
lookup" (`@State private var x` with StateKit's old `State`), two macros or two values of one name
make uses ambiguous too. A StateKit *function* with an Apple *type's* name is allowed: type lookup
(`@State`, `: Color`) sees only types, and a call (`State(.idle) { … }`) is resolved by its
arguments — the DSL's `State(_:initial:_:)` and `Transition(_:to:…)` are such functions, and
Platforms/Tests/PlatformTests/AppleNamesTests.swift compiles both uses in one file against the
shim.

The Apple names are data in .ci/apple-names/ (one `kind name` a line, `#` comments say where
they come from); the StateKit names are read off the symbol graphs that
`swift package dump-symbol-graph` writes (.ci/run makes them for the documentation).
"""
import json
import pathlib
import re
import sys

KINDS = {
    "swift.struct": "type", "swift.class": "type", "swift.enum": "type", "swift.protocol": "type",
    "swift.typealias": "type", "swift.actor": "type", "swift.macro": "macro", "swift.func": "value",
    "swift.var": "value", "swift.let": "value",
}


def apple_names(folder):
    """{name: {(framework, kind)}} from the lists, and the prefixes a framework reserves."""
    names, prefixes = {}, []
    for path in sorted(folder.glob("*.txt")):
        for line in path.read_text().splitlines():
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            kind, name = line.split()
            if kind == "prefix":
                prefixes.append((path.stem, name))
            else:
                names.setdefault(name, set()).add((path.stem, kind))
    return names, prefixes


def product_names(graphs, module):
    path = graphs / f"{module}.symbols.json"
    if not path.exists():
        sys.exit(f"error: no symbol graph {path}: run `swift package dump-symbol-graph` first")
    result = set()
    for symbol in json.loads(path.read_text())["symbols"]:
        kind = KINDS.get(symbol["kind"]["identifier"])
        if kind and len(symbol["pathComponents"]) == 1 and symbol["accessLevel"] in ("public", "open"):
            result.add((symbol["pathComponents"][0].split("(")[0], kind))
    return result


def collides(ours, theirs):
    # A name meets one of its own kind only: a value meets no type (see above), and an attached
    # macro (`@Observable`) is found before a type of its name (checked: a module's struct
    # `Observable` next to Observation's macro leaves `@Observable final class Model` compiling).
    return ours == theirs


def product_modules():
    import subprocess
    manifest = json.loads(subprocess.run(["swift", "package", "dump-package"], capture_output=True, text=True,
                                         check=True, cwd=pathlib.Path(__file__).resolve().parent.parent).stdout)
    modules = []
    for product in manifest["products"]:
        if "library" in product["type"]:
            modules += [target for target in product["targets"] if target not in modules]
    return modules


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    graphs = pathlib.Path(sys.argv[1])
    modules = sys.argv[2:] or product_modules()
    apple, prefixes = apple_names(pathlib.Path(__file__).parent / "apple-names")
    failures, allowed, checked = [], [], 0
    for module in modules:
        for name, kind in sorted(product_names(graphs, module)):
            checked += 1
            for framework, apple_kind in sorted(apple.get(name, ())):
                line = f"{module}.{name} ({kind}) and {framework}'s {name} ({apple_kind})"
                (failures if collides(kind, apple_kind) else allowed).append(line)
            for framework, prefix in prefixes:
                if kind != "value" and re.match(prefix + r"[A-Z]", name):
                    failures.append(f"{module}.{name} ({kind}) has {framework}'s prefix {prefix}")
    print(f"checked {checked} public top-level names of {len(modules)} modules ({', '.join(modules)}) against "
          f"{len(apple)} names of {', '.join(sorted({f for v in apple.values() for f, _ in v}))}")
    for line in allowed:
        print(f"  allowed: {line} (different kinds: type lookup sees only types, attributes find macros first)")
    if failures:
        print("error: these public names collide with Apple's in a file that imports both:", file=sys.stderr)
        for line in failures:
            print(f"  {line}", file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
