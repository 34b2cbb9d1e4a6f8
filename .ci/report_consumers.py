"""Checks ForceLab's machine-read reports with the tools CI systems use to read them.

  sarif FILE...      against the SARIF 2.1.0 JSON schema (OASIS errata01, vendored in
                     .ci/schemas/; its SHA-256 is checked), then as GitHub code
                     scanning uses it: every result's ruleIndex names its ruleId, relative URIs
                     with %SRCROOT%, a startLine, partialFingerprints
  junit FILE...      parsed by junitparser: suites, cases, failures as counted in the attributes
  checkstyle FILE... parsed as XML: <checkstyle><file name><error line severity message source>
  github FILE...     GitHub workflow commands: at most 10 of each kind, escaped properties,
                     every other line inert (no "::" start after white space, no "##[")
  xml FILE...        parsed by Python's XML parser (JUnit, checkstyle, anything XML)
  json FILE...       parsed by Python's JSON parser
  html FILE...       read by Python's html.parser: no on* attribute, no javascript: URL, no
                     raw control character in text or attributes
  text FILE...       printed lines: no raw control character, none a workflow command

Each file's expected counts may follow as FILE=errors,warnings,notes (sarif) or
FILE=tests,failures (junit), "*" for any; exits non-zero naming the first problem.
"""
import hashlib
import html.parser
import json
import os
import re
import sys
import xml.etree.ElementTree as ET

SCHEMA_SHA256 = "c3b4bb2d6093897483348925aaa73af03b3e3f4bd4ca38cef26dcb4212a2682e"
SCHEMA_ID = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"


def fail(message):
    print("FAIL: " + message)
    sys.exit(1)


def split(argument):
    path, _, expected = argument.partition("=")
    return path, [None if n == "*" else int(n) for n in expected.split(",")] if expected else None


def same(got, expected):
    return all(e is None or g == e for g, e in zip(got, expected))


SCHEMA_FILE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "schemas", "sarif-schema-2.1.0.json")
# C0 but tab, LF and CR; DEL; C1; bidirectional embeddings, overrides, isolates; U+2028/2029;
# and the private-use stand-ins ForceLab carries a file name's non-UTF-8 bytes as (U+10FD80 to
# U+10FDFF), which must be shown as the byte they stand for (\xFF).
RAW_CONTROL = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069\u2028\u2029\U0010fd80-\U0010fdff]")


def sarif_schema():
    data = open(SCHEMA_FILE, "rb").read()
    digest = hashlib.sha256(data).hexdigest()
    if digest != SCHEMA_SHA256:
        fail(f"{SCHEMA_FILE} is not the OASIS 2.1.0 errata01 file this check was written for (sha256 {digest})")
    schema = json.loads(data)
    if schema.get("id") != SCHEMA_ID:
        fail(f"unexpected schema id {schema.get('id')}")
    return schema


def check_sarif(arguments):
    import jsonschema
    schema = sarif_schema()
    validator = jsonschema.Draft4Validator(schema, format_checker=jsonschema.FormatChecker())
    for argument in arguments:
        path, expected = split(argument)
        log = json.load(open(path, encoding="utf-8"))
        errors = sorted(validator.iter_errors(log), key=lambda e: list(e.path))
        if errors:
            fail(f"{path}: not valid SARIF 2.1.0: {errors[0].message} at {list(errors[0].path)}")
        run = log["runs"][0]
        rules = run["tool"]["driver"]["rules"]
        for rule in rules:
            for key in ("id", "name", "shortDescription", "fullDescription", "defaultConfiguration", "help"):
                if key not in rule:
                    fail(f"{path}: rule {rule.get('id')} has no {key}")
        counts = {"error": 0, "warning": 0, "note": 0}
        for result in run["results"]:
            if rules[result["ruleIndex"]]["id"] != result["ruleId"]:
                fail(f"{path}: ruleIndex {result['ruleIndex']} is not {result['ruleId']}")
            location = result["locations"][0]["physicalLocation"]
            uri = location["artifactLocation"]["uri"]
            if uri.startswith("/") or (not uri.startswith("file:") and location["artifactLocation"].get("uriBaseId") != "%SRCROOT%"):
                fail(f"{path}: uri {uri} is neither relative to %SRCROOT% nor a file URI")
            if location["region"]["startLine"] < 1:
                fail(f"{path}: startLine below 1")
            if not result.get("partialFingerprints"):
                fail(f"{path}: a result without partialFingerprints")
            counts[result["level"]] += 1
        got = [counts["error"], counts["warning"], counts["note"]]
        if expected is not None and not same(got, expected):
            fail(f"{path}: {got} errors, warnings, notes; expected {expected}")
        print(f"{path}: valid SARIF 2.1.0, {len(rules)} rules, {len(run['results'])} results {got}")


def check_junit(arguments):
    from junitparser import JUnitXml, Failure, Error, Skipped
    for argument in arguments:
        path, expected = split(argument)
        xml = JUnitXml.fromfile(path)
        tests = failures = 0
        for suite in xml:
            cases = list(suite)
            suite_failures = sum(1 for case in cases for r in case.result if isinstance(r, (Failure, Error)))
            if suite.tests != len(cases):
                fail(f"{path}: suite {suite.name} says tests={suite.tests} but holds {len(cases)}")
            if (suite.failures or 0) + (suite.errors or 0) != suite_failures:
                fail(f"{path}: suite {suite.name} counts {suite.failures} failures + {suite.errors} errors, holds {suite_failures}")
            tests += len(cases)
            failures += suite_failures
            for case in cases:
                if not case.name or not case.classname:
                    fail(f"{path}: a testcase without name or classname in {suite.name}")
        if expected is not None and not same([tests, failures], expected):
            fail(f"{path}: {tests} tests, {failures} failures; expected {expected}")
        print(f"{path}: JUnit read by junitparser, {tests} tests, {failures} failures")


def check_checkstyle(arguments):
    for argument in arguments:
        path, expected = split(argument)
        root = ET.parse(path).getroot()
        if root.tag != "checkstyle":
            fail(f"{path}: root is {root.tag}")
        count = 0
        for file in root.findall("file"):
            for error in file.findall("error"):
                if int(error.get("line")) < 1 or error.get("severity") not in ("error", "warning", "info") or not error.get("source"):
                    fail(f"{path}: bad <error> {error.attrib}")
                count += 1
        if expected is not None and count != expected[0]:
            fail(f"{path}: {count} findings, expected {expected[0]}")
        print(f"{path}: checkstyle XML, {count} findings")


def inert(path, line):
    """A line that is not an annotation: GitHub's runner must not read it as a command."""
    if line.lstrip().startswith("::") or "##[" in line:
        fail(f"{path}: a plain line GitHub reads as a workflow command: {line!r}")
    if RAW_CONTROL.search(line) or "\r" in line:
        fail(f"{path}: a raw control character in {line!r}")


def check_github(arguments):
    command = re.compile(r"^::(error|warning|notice) file=([^,:\r\n]+),line=(\d+),title=([^,:\r\n]*)::([^\r\n]*)$")
    escapes = re.compile(r"%(25|0D|0A|3A|2C)")
    for argument in arguments:
        path, expected = split(argument)
        kinds = {"error": 0, "warning": 0, "notice": 0}
        # Split as the runner does: at LF, CR and CRLF.
        for line in re.split(r"\r\n|\r|\n", open(path, encoding="utf-8", newline="").read()):
            if line.lstrip().startswith("::"):
                match = command.match(line)
                if not match:
                    fail(f"{path}: not a workflow command GitHub parses: {line!r}")
                for part in (match.group(2), match.group(4), match.group(5)):
                    if "%" in escapes.sub("", part):
                        fail(f"{path}: an unescaped % in {line!r}")
                    if RAW_CONTROL.search(part):
                        fail(f"{path}: a raw control character in {line!r}")
                kinds[match.group(1)] += 1
            else:
                inert(path, line)
        if any(count > 10 for count in kinds.values()):
            fail(f"{path}: more than 10 annotations of a kind: {kinds}")
        if expected is not None and [kinds["error"], kinds["warning"], kinds["notice"]] != expected:
            fail(f"{path}: {kinds}, expected {expected}")
        print(f"{path}: GitHub annotations {kinds}")


def check_text(arguments):
    for argument in arguments:
        path = argument  # no counts: a name may hold "="
        for line in re.split(r"\r\n|\r|\n", open(path, encoding="utf-8", newline="").read()):
            inert(path, line)
        print(f"{path}: every line inert")


def check_xml(arguments):
    for argument in arguments:
        path = argument  # no counts: a name may hold "="
        try:
            ET.parse(path)
        except ET.ParseError as error:
            fail(f"{path}: not well-formed XML: {error}")
        if RAW_CONTROL.search(open(path, encoding="utf-8").read()):
            fail(f"{path}: a raw control character")
        print(f"{path}: well-formed XML")


def check_json(arguments):
    for argument in arguments:
        path = argument  # no counts: a name may hold "="
        text = open(path, encoding="utf-8").read()
        try:
            json.loads(text)
        except ValueError as error:
            fail(f"{path}: not JSON: {error}")
        if RAW_CONTROL.search(text):
            fail(f"{path}: a raw control character (JSON parses it, a terminal would not)")
        print(f"{path}: JSON")


class InertPage(html.parser.HTMLParser):
    """Fails on any event handler attribute, javascript: URL or raw control character."""

    URL_ATTRIBUTES = {"href", "src", "action", "formaction", "data", "poster", "xlink:href"}

    def __init__(self, path):
        super().__init__(convert_charrefs=True)
        self.path = path
        self.elements = 0

    def handle_starttag(self, tag, attrs):
        self.elements += 1
        for name, value in attrs:
            if name.lower().startswith("on"):
                fail(f"{self.path}: <{tag}> carries the event handler {name}={value!r}")
            value = value or ""
            squeezed = re.sub(r"[\x00-\x20]", "", value).lower()
            if name.lower() in self.URL_ATTRIBUTES and (squeezed.startswith("javascript:") or ":" in squeezed.split("/")[0]):
                fail(f"{self.path}: <{tag} {name}={value!r}> is a URL with a scheme")
            if RAW_CONTROL.search(value):
                fail(f"{self.path}: a raw control character in <{tag} {name}>")

    def handle_startendtag(self, tag, attrs):
        self.handle_starttag(tag, attrs)

    def handle_data(self, data):
        if RAW_CONTROL.search(data):
            fail(f"{self.path}: a raw control character in the text {data[:40]!r}")


def check_html(arguments):
    for argument in arguments:
        path = argument  # no counts: a name may hold "="
        page = InertPage(path)
        page.feed(open(path, encoding="utf-8").read())
        page.close()
        if page.elements == 0:
            fail(f"{path}: no elements")
        print(f"{path}: inert HTML, {page.elements} elements")


if __name__ == "__main__":
    checks = {"sarif": check_sarif, "junit": check_junit, "checkstyle": check_checkstyle, "github": check_github,
              "xml": check_xml, "json": check_json, "html": check_html, "text": check_text}
    if len(sys.argv) < 3 or sys.argv[1] not in checks:
        fail("usage: report_consumers.py " + "|".join(checks) + " FILE[=COUNTS]...")
    checks[sys.argv[1]](sys.argv[2:])
