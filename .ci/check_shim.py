#!/usr/bin/env python3
"""Compares every declaration of the shim (Platforms/Sources) with Apple's, as recorded next to it.

    .ci/check_shim.py [--require-records]

Every declaration of the shim's UIKit, SwiftUI, QuartzCore, CoreGraphics and ObjectiveC modules is
preceded by its page's address and, on the next line, Apple's declaration as the page shows it:

    // https://developer.apple.com/documentation/uikit/uiview/init(frame:)
    // apple: init(frame: CGRect)

(`// not apple: <why>` instead for the shim's own helpers; `// sdk: <parameter>` or
`// sdk: @<attribute> (<why>)` or `// sdk: <modifier> (<why>)` or `// sdk: where <constraints> (<why>)`
or `// sdk: -> <result> (<why>)`, one or more, after the record where the SDK's declaration differs from the page,
with the reason above it; `// context: where …`
for the constraints of the extension a page's declaration belongs to, which the page shows only in
the symbol's identifier.) The check parses both
and compares what changes how a caller compiles: the kind and name, argument labels, parameter
types and their optionality, which parameters have defaults, generic constraints, the result type,
`required`/`convenience`/`override`/`mutating`/`static`/`class`, isolation (`@MainActor`,
`nonisolated`, `@preconcurrency`), get/set, `optional` requirements, and the attributes `@escaping`,
`@Sendable`, `sending`, `@isolated(any)`, `@ViewBuilder`, `@frozen`, `@propertyWrapper`,
`@dynamicMemberLookup`, `@resultBuilder`. Equivalences, each for a stated reason:
- `@ContentBuilder` (Apple's pages since the iOS 27 SDK) is written `@ViewBuilder`: the shim
  declares the iOS 17 API that StateKit supports, where these parameters are view builders.
- `optional func` (an Objective-C optional requirement) is a requirement with a default
  implementation in an extension of the same protocol: Linux has no Objective-C runtime (see
  Platforms/Sources/UIKit/UITableView.swift). Code outside the shim must not call such a method:
  iOS code calls it with `?`, which the shim cannot express.
- `open`, `public`, `final` and `@MainActor` on a member of a `@MainActor` type are not compared
  (the pages leave them out).

Without --require-records a declaration with an address but no record is listed, not failed; with
it, only those named in .ci/shim-unrecorded (pages the reference index does not hold) may lack one.
"""
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
SHIM = ROOT / "Platforms" / "Sources"
MODULES = ["UIKit", "SwiftUI", "QuartzCore", "CoreGraphics", "ObjectiveC"]
KEYWORDS = ("class", "struct", "enum", "protocol", "func", "init", "var", "let", "typealias", "case",
            "subscript", "associatedtype", "extension")
COMPARED_ATTRIBUTES = {"escaping", "Sendable", "sending", "isolated(any)", "ViewBuilder", "frozen",
                       "propertyWrapper", "dynamicMemberLookup", "resultBuilder", "MainActor",
                       "preconcurrency", "discardableResult"}
MODIFIERS = {"required", "convenience", "override", "mutating", "static", "class", "nonisolated",
             "optional", "indirect"}
# `weak` is storage, not API: a caller compiles the same (pages show it on some properties only).
IGNORED = {"public", "open", "final", "weak", "unowned", "unowned(unsafe)", "unowned(safe)", "private(set)", "fileprivate(set)", "internal(set)", "@inlinable",
           "@usableFromInline", "@_disfavoredOverload", "@export(implementation)"}


def split_top(text, separator=","):
    parts, depth, current = [], 0, ""
    for position, char in enumerate(text):
        if char in "([<{":
            depth += 1
        elif char in ")]}" or (char == ">" and text[position - 1 : position] != "-"):
            depth -= 1
        if char == separator and depth == 0:
            parts.append(current)
            current = ""
        else:
            current += char
    if current.strip():
        parts.append(current)
    return [p.strip() for p in parts]


def closing(text, start, open_char, close_char):
    depth = 0
    for index in range(start, len(text)):
        if text[index] == open_char:
            depth += 1
        elif text[index] == close_char and not (close_char == ">" and text[index - 1] == "-"):
            depth -= 1
            if depth == 0:
                return index
    return len(text) - 1


def normal_type(text):
    text = re.sub(r"\s+", " ", text.strip())
    text = text.replace("@ContentBuilder", "@ViewBuilder")
    text = re.sub(r"\bSelf\.", "", text)
    # `UIFont.TextStyle` on a page is `TextStyle` inside UIFont: compare nested names unqualified.
    text = re.sub(r"\b(?:[A-Z]\w*\.)+(?=[A-Z])", "", text)
    text = re.sub(r"\s*([:,()<>?\[\]])\s*", r"\1", text)
    text = text.replace("->", " -> ")
    # Attribute order inside a type does not matter: sort the leading attributes.
    attributes = re.findall(r"@[\w]+(?:\(\w+\))?", text)
    rest = re.sub(r"@[\w]+(?:\(\w+\))?\s*", "", text)
    return " ".join(sorted(attributes) + [rest.strip()]).strip()


class Declaration:
    """The parts of one declaration that decide how callers compile."""

    def __init__(self, text, in_protocol=False, body=""):
        self.text = text = re.sub(r"\s+", " ", text.replace("@ContentBuilder", "@ViewBuilder")).strip()
        tokens, self.attributes, self.modifiers = text, set(), set()
        # Leading attributes and modifiers.
        while True:
            match = re.match(r"(@\w+(?:\([^)]*\))?|[\w()]+)\s+", tokens)
            if not match:
                break
            word = match.group(1)
            if word in KEYWORDS:
                break
            if word.startswith("@"):
                name = word[1:]
                if name in COMPARED_ATTRIBUTES:
                    self.attributes.add(name)
            elif word in MODIFIERS:
                self.modifiers.add(word)
            elif word not in IGNORED and word.split("(")[0] not in ("private", "fileprivate", "internal"):
                break
            tokens = tokens[match.end():]
        match = re.match(r"(\w+)\s*(.*)", tokens)
        self.kind, rest = (match.group(1), match.group(2)) if match else ("?", tokens)
        if self.kind == "class" and re.match(r"(func|var|let|subscript) ", rest):
            self.modifiers.add("class")
            self.kind, rest = rest.split(" ", 1)
        self.kind = "var" if self.kind == "let" else self.kind
        name = re.match(r"[`\w]+[?!]?|\(", rest)
        self.name = name.group(0).strip("`") if name and self.kind not in ("init", "subscript") else self.kind
        if self.kind == "init":
            self.name = "init" + ("?" if rest.startswith("?") else "")
        rest = rest[len(name.group(0)):] if name and self.kind not in ("init", "subscript") else rest.lstrip("?!")
        # Generic parameters: inline constraints join the where clause.
        self.constraints, self.generics = set(), []
        if rest.startswith("<"):
            end = closing(rest, 0, "<", ">")
            for parameter in split_top(rest[1:end]):
                parts = parameter.split(":", 1)
                self.generics.append(parts[0].strip())
                if len(parts) == 2:
                    for bound in parts[1].split("&"):
                        self.constraints.add(f"{parts[0].strip()}:{normal_type(bound)}")
            rest = rest[end + 1:]
        where = re.search(r"\bwhere\b(.*)$", rest)
        if where:
            for constraint in split_top(where.group(1).split("{")[0]):
                if "==" in constraint:
                    left, right = constraint.split("==", 1)
                    self.constraints.add(f"{left.strip()}=={normal_type(right)}")
                elif ":" in constraint:
                    left, right = constraint.split(":", 1)
                    # `where repeat each T : P` constrains the pack `each T`, as `<each T: P>` does.
                    left = left.strip().removeprefix("repeat ")
                    for bound in right.split("&"):
                        self.constraints.add(f"{left}:{normal_type(bound)}")
            rest = rest[: where.start()]
        self.parameters, self.result, self.accessors, self.inherits = None, None, None, set()
        if self.kind in ("func", "init", "subscript", "case") and rest.startswith("("):
            end = closing(rest, 0, "(", ")")
            self.parameters = [self.parameter(p) for p in split_top(rest[1:end])]
            rest = rest[end + 1:]
            for effect in ("async", "throws", "rethrows"):
                if re.match(rf"\s*{effect}\b", rest):
                    self.modifiers.add(effect)
                    rest = re.sub(rf"^\s*{effect}\b", "", rest)
            arrow = re.match(r"\s*->\s*(.*?)\s*(\{.*)?$", rest)
            self.result = normal_type(arrow.group(1)) if arrow else None
            if self.kind == "subscript":
                self.accessors = self.accessor_kind(rest + " " + body)
        elif self.kind in ("var", "associatedtype", "typealias"):
            match = re.match(r"\s*[:=]\s*([^{=]*)", rest)
            self.result = normal_type(match.group(1)) if match else None
            initialiser = re.match(r"\s*=\s*([A-Z][\w.]*)\(", rest)
            if initialiser and self.kind == "var":
                self.result = normal_type(initialiser.group(1))
            if self.kind == "var":
                self.accessors = self.accessor_kind(rest + " " + body, text.split(" var ")[0] if " var " in text else "",
                                                    text.lstrip().startswith(("let", "public let", "static let")) or " let " in text,
                                                    in_protocol)
        elif self.kind in ("class", "struct", "enum", "protocol"):
            match = re.match(r"\s*:\s*([^{]*)", rest)
            if match:
                self.inherits = {normal_type(t) for t in split_top(match.group(1)) if not t.strip().startswith("_")}

    @staticmethod
    def parameter(text):
        label_part, _, type_part = text.partition(":")
        words = label_part.split()
        label = words[0] if words else "_"
        type_text, _, default = type_part.partition("=")
        type_text = type_text.strip()
        return (label, normal_type(type_text), bool(default.strip()))

    @staticmethod
    def accessor_kind(rest, prefix="", is_let=False, in_protocol=False):
        if "private(set)" in prefix or "fileprivate(set)" in prefix or "internal(set)" in prefix or is_let:
            return "get"
        body = rest[rest.find("{"):] if "{" in rest else ""
        if not body:
            return "get set"
        if re.search(r"\bnonmutating set\b(?!\s*:)", body):
            return "get nonmutating set"
        if re.search(r"\bset\b(?!\s*:)", body) or re.search(r"\b(willSet|didSet)\b", body):
            return "get set"
        if re.search(r"\bget\b", body) or not in_protocol:
            return "get"
        return "get"

    def differences(self, apple, shim_extra=None):
        result = []
        for field in ("kind", "name", "result", "accessors"):
            mine, theirs = getattr(self, field), getattr(apple, field)
            if field == "accessors" and theirs is None:
                continue
            if field == "result" and self.kind in ("class", "struct", "enum", "protocol"):
                continue
            if mine != theirs:
                result.append(f"{field}: shim {mine!r}, Apple {theirs!r}")
        if (self.parameters is None) != (apple.parameters is None):
            result.append("parameters: one has a parameter list, the other not")
        elif self.parameters is not None:
            if len(self.parameters) != len(apple.parameters):
                result.append(f"parameters: shim {len(self.parameters)}, Apple {len(apple.parameters)}")
            for mine, theirs in zip(self.parameters, apple.parameters):
                if mine != theirs:
                    result.append(f"parameter {theirs[0]}: shim {mine}, Apple {theirs}")
        if self.constraints != apple.constraints:
            result.append(f"generic constraints: shim {sorted(self.constraints)}, Apple {sorted(apple.constraints)}")
        if len(self.generics) != len(apple.generics):
            result.append(f"generic parameters: shim {self.generics}, Apple {apple.generics}")
        modifiers = self.modifiers | ({"optional"} if shim_extra == "optional" else set())
        if modifiers != apple.modifiers:
            result.append(f"modifiers: shim {sorted(modifiers)}, Apple {sorted(apple.modifiers)}")
        attributes = set(self.attributes)
        if self.kind not in ("class", "struct", "enum", "protocol"):
            attributes.discard("MainActor") if "MainActor" not in apple.attributes else None
        if attributes != apple.attributes:
            result.append(f"attributes: shim {sorted(attributes)}, Apple {sorted(apple.attributes)}")
        if apple.inherits and not apple.inherits <= self.inherits:
            result.append(f"inherits: shim {sorted(self.inherits)}, Apple {sorted(apple.inherits)}")
        return result


def declaration_text(lines, index):
    """The declaration starting at lines[index]: its head joined on one line, and its body."""
    code = "\n".join(line.split("//")[0] for line in lines[index:])
    depth, position = 0, 0
    while position < len(code):
        char = code[position]
        if char in "([<":
            depth += 1
        elif char in ")]" or (char == ">" and code[position - 1] != "-"):
            depth -= 1
        elif char == "{" and depth == 0:
            body_end = closing(code, position, "{", "}")
            return re.sub(r"\s+", " ", code[:position]).strip(), code[position : body_end + 1]
        elif char == "\n" and depth == 0:
            following = code[position + 1 :].lstrip()
            if not following.startswith(("where", "->", "{", ")", "throws", "async")) and not code[:position].rstrip().endswith((",", "(", "->", ":", "&")):
                return re.sub(r"\s+", " ", code[:position]).strip(), ""
        position += 1
    return re.sub(r"\s+", " ", code).strip(), ""


def enclosing_constraints(lines, index):
    """The where clause of the extension the declaration at lines[index] is in, if any."""
    for line in reversed(lines[:index]):
        if line and not line[0].isspace() and not line.startswith(("//", "}")):
            match = re.match(r"extension [\w.]+(?:\s*:[^{]*?)?\s+where\s+(.*?)\s*\{", line)
            return ("where " + match.group(1)) if match else ""
    return ""


def apply_sdk(apple, sdk):
    """Applies an `// sdk:` line to the page's declaration: a parameter as the SDK declares it, or an
    attribute or modifier the SDK's import adds (`@discardableResult (why)`: Swift imports Objective-C
    methods so; `override (why)`: a designated `init()` overrides NSObject's, which the page leaves out),
    or, for the iOS 17 SDK the shim declares where a page shows a later SDK's generalised form, the
    constraints (`where Content : View (why)`) or the result (`-> EmptyView (why)`) it had."""
    reason = re.compile(r"\s+\([^()]*\)$")
    if sdk.startswith("where "):
        for constraint in split_top(reason.sub("", sdk)[len("where "):]):
            left, right = constraint.split(":", 1)
            apple.constraints.add(f"{left.strip()}:{normal_type(right)}")
        return
    if sdk.startswith("->"):
        apple.result = normal_type(reason.sub("", sdk)[2:])
        return
    attribute = re.match(r"@(\w+)(?:\s|$)", sdk)
    if attribute:
        if attribute.group(1) in COMPARED_ATTRIBUTES:
            apple.attributes.add(attribute.group(1))
        return
    modifier = re.match(r"(\w+)(?:\s+\(|$)", sdk)
    if modifier and modifier.group(1) in MODIFIERS:
        apple.modifiers.add(modifier.group(1))
        return
    label = sdk.split(":")[0].strip()
    if apple.parameters:
        apple.parameters = [Declaration.parameter(sdk) if p[0] == label else p for p in apple.parameters]


def check_file(path, report):
    lines = path.read_text().splitlines()
    text = path.read_text()
    protocol_depth = None
    for index, line in enumerate(lines):
        stripped = line.strip()
        if not stripped.startswith("// https://developer.apple.com/"):
            continue
        record = context = None
        sdks = []
        cursor = index + 1
        while cursor < len(lines) and lines[cursor].strip().startswith("//"):
            comment = lines[cursor].strip()
            if comment.startswith("// apple:"):
                record = comment[len("// apple:"):].strip()
            elif comment.startswith("// sdk:"):
                sdks.append(comment[len("// sdk:"):].strip())
            elif comment.startswith("// context:"):
                context = comment[len("// context:"):].strip()
            elif comment.startswith("// not apple:"):
                record = "not apple"
            cursor += 1
        while cursor < len(lines) and (not lines[cursor].strip() or lines[cursor].strip().startswith("@")
                                       and not re.search(r"\b(" + "|".join(KEYWORDS) + r")\b", lines[cursor])):
            cursor += 1
        if cursor >= len(lines):
            continue
        shim_text, shim_body = declaration_text(lines, cursor)
        if shim_text.startswith("extension") or shim_text.startswith("@_exported"):
            continue
        where = f"{path.relative_to(ROOT)}:{cursor + 1}"
        report["declarations"] += 1
        if record is None:
            report["unrecorded"].append(f"{where}: {shim_text[:100]}")
            continue
        if record == "not apple":
            continue
        report["recorded"] += 1
        in_protocol = bool(re.search(r"protocol \w+[^{]*\{[^}]*$", "\n".join(lines[:cursor])))
        outer = enclosing_constraints(lines, cursor) if not re.search(r"\b(struct|class|enum|protocol)\b", shim_text) else ""
        if outer and " where " in shim_text:
            outer = ", " + outer.removeprefix("where").strip()
        shim = Declaration(shim_text + (" " + outer if outer else ""), in_protocol, shim_body)
        if context and " where " in record:
            context = ", " + context.removeprefix("where").strip()
        apple = Declaration(record + (" " + context if context else ""), in_protocol)
        for sdk in sdks:
            apply_sdk(apple, sdk)
        extra = None
        if "optional" in apple.modifiers and not in_protocol:
            # A class's implementation of an optional requirement, recorded from the protocol's page.
            apple.modifiers.discard("optional")
        if "optional" in apple.modifiers:
            name = shim.name
            if re.search(r"extension " + re.escape(re.search(r"protocol (\w+)", "\n".join(lines[:cursor])).group(1)
                                                   if re.search(r"protocol (\w+)", "\n".join(lines[:cursor])) else "?")
                         + r"\s*\{[\s\S]*?func " + re.escape(name), text):
                extra = "optional"
        differences = shim.differences(apple, extra)
        if differences:
            report["mismatches"].append(f"{where}: {shim_text[:110]}\n    " + "\n    ".join(differences))


def optional_calls():
    """Calls of Objective-C optional requirements outside the shim (iOS needs `?` there)."""
    found = []
    pattern = re.compile(r"dataSource\??\.(numberOfSections\(in:|tableView\([^)]*titleForHeaderInSection:)")
    for folder in ("Sources/StateKitUI", "Examples/Sources", "Examples/Tests", "Platforms/Tests"):
        for path in (ROOT / folder).rglob("*.swift"):
            for number, line in enumerate(path.read_text().splitlines(), 1):
                if pattern.search(line.split("//")[0]):
                    found.append(f"{path.relative_to(ROOT)}:{number}: {line.strip()}")
    return found


# Each class of mismatch the issue found, as the shim had it and as Apple's page shows it: the
# comparison must tell each pair apart (and accept the fixed form).
SELF_TEST = [
    ("public required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?)",
     "public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?)",
     "init(style: UITableViewCell.CellStyle, reuseIdentifier: String?)", ""),
    ("open var title: String", "open var title: String { storedTitle }", "var title: String { get }", ""),
    ("@MainActor public protocol UITableViewDelegate: NSObjectProtocol",
     "@MainActor public protocol UITableViewDelegate: UIScrollViewDelegate",
     "@MainActor protocol UITableViewDelegate : UIScrollViewDelegate", ""),
    ("public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>",
     "public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content>",
     "struct ForEach<Data, ID, Content> where Data : RandomAccessCollection, ID : Hashable", ""),
    ("open class func animate(withDuration duration: TimeInterval, animations: @escaping @MainActor @Sendable () -> Void)",
     "open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void)",
     "class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void)", ""),
    ("public var wrappedValue: Value", "public var wrappedValue: Value",
     "var wrappedValue: Value { get nonmutating set }", "{ get { box.value } nonmutating set { box.value = newValue } }"),
    ("nonisolated public struct Text", "@frozen public struct Text", "@frozen struct Text", ""),
    ("nonisolated public init(isOn: Binding<Bool>, label: () -> Label)",
     "nonisolated public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label)",
     "nonisolated init(isOn: Binding<Bool>, @ContentBuilder label: () -> Label)", ""),
]

SDK_SELF_TEST = [
    ("open func becomeFirstResponder() -> Bool", "@discardableResult open func becomeFirstResponder() -> Bool",
     "func becomeFirstResponder() -> Bool", "@discardableResult (imported from Objective-C)"),
    ("public init()", "public override init()", "init()", "override (overrides NSObject's init())"),
    ("public static func buildBlock<Content>(_ content: Content) -> Content",
     "public static func buildBlock<Content: View>(_ content: Content) -> Content",
     "static func buildBlock<Content>(_ content: Content) -> Content", "where Content : View (iOS 17)"),
    ("public static func buildBlock() -> EmptyContent", "public static func buildBlock() -> EmptyView",
     "static func buildBlock() -> EmptyContent", "-> EmptyView (iOS 17)"),
]


def self_test():
    failures = []
    for wrong, right, apple, body in SELF_TEST:
        record = Declaration(apple)
        if not Declaration(wrong, body=body if "{ get" not in body else "{ get { box.value } }").differences(record):
            failures.append(f"not caught: {wrong}")
        if Declaration(right, body=body).differences(record):
            failures.append(f"refused: {right}: {Declaration(right, body=body).differences(record)}")
    # An `// sdk:` attribute line: the shim must carry the attribute, and only with the line.
    for wrong, right, apple, sdk in SDK_SELF_TEST:
        record = Declaration(apple)
        apply_sdk(record, sdk)
        if not Declaration(wrong).differences(record):
            failures.append(f"not caught with sdk {sdk!r}: {wrong}")
        if Declaration(right).differences(record):
            failures.append(f"refused with sdk {sdk!r}: {right}: {Declaration(right).differences(record)}")
        if not Declaration(right).differences(Declaration(apple)):
            failures.append(f"not caught without sdk {sdk!r}: {right}")
    for line in failures:
        print(f"error: self-test: {line}", file=sys.stderr)
    return not failures


def require_records(unrecorded):
    """Every declaration has its record but those listed in .ci/shim-unrecorded (pages the reference
    index does not hold); a listed entry that no longer matches must leave the list."""
    listed = {}
    for line in (ROOT / ".ci" / "shim-unrecorded").read_text().splitlines():
        if line.strip() and not line.startswith("#"):
            path, _, start = line.partition(" | ")
            listed[(path.strip(), start.strip())] = False
    unexpected = []
    for entry in unrecorded:
        location, _, declaration = entry.partition(": ")
        path = location.rsplit(":", 1)[0]
        key = next((k for k in listed if k[0] == path and declaration.startswith(k[1])), None)
        if key:
            listed[key] = True
        else:
            unexpected.append(entry)
    stale = [f"{path} | {start}" for (path, start), seen in listed.items() if not seen]
    for entry in unexpected:
        print(f"error: no Apple record (add `// apple:` under its address): {entry}", file=sys.stderr)
    for entry in stale:
        print(f"error: .ci/shim-unrecorded lists a declaration that has a record now or is gone: {entry}",
              file=sys.stderr)
    return not unexpected and not stale


def main():
    if not self_test():
        sys.exit(1)
    report = {"declarations": 0, "recorded": 0, "unrecorded": [], "mismatches": []}
    for module in MODULES:
        for path in sorted((SHIM / module).glob("*.swift")):
            check_file(path, report)
    calls = optional_calls()
    print(f"shim: {report['declarations']} declarations with a page, {report['recorded']} recorded, "
          f"{len(report['unrecorded'])} without a record yet, {len(report['mismatches'])} mismatches")
    for line in report["unrecorded"]:
        print(f"  no record: {line}")
    failed = False
    if report["mismatches"]:
        print("error: these shim declarations differ from Apple's:", file=sys.stderr)
        for line in report["mismatches"]:
            print(f"  {line}", file=sys.stderr)
        failed = True
    if calls:
        print("error: calls of Objective-C optional requirements outside the shim (iOS calls them with `?`):",
              file=sys.stderr)
        for line in calls:
            print(f"  {line}", file=sys.stderr)
        failed = True
    if "--require-records" in sys.argv:
        failed = not require_records(report["unrecorded"]) or failed
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
