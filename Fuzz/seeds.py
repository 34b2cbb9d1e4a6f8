#!/usr/bin/env python3
"""Builds the fuzzers' seed corpora from the repository's own files: the real-world data copied
into Tests/Fixtures (evemu pens, the iPhone force trace, real apps' plists and strings), the
replay scenarios, Assets, the test fixtures, and each reader's regression inputs
(Tests/Fixtures/fuzz/<Target>/: inputs that once crashed or hung it).

    seeds.py OUT   makes OUT/<Target>/ for every target (emptied first)
"""
import glob, hashlib, os, plistlib, shutil, sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# Seeds above this size are cut to their first bytes: libFuzzer mutates small inputs faster,
# and the headers and first lines are where the readers branch.
MAX_SEED = 64 * 1024


def files(*patterns):
    found = []
    for pattern in patterns:
        found += glob.glob(os.path.join(ROOT, pattern), recursive=True)
    return sorted(p for p in set(found) if os.path.isfile(p) and "/.build/" not in p)


def is_binary_plist(path):
    with open(path, "rb") as f:
        return f.read(8) == b"bplist00"


def binary_copies(paths):
    """Binary plists made from the XML ones (the repository has few binary plists of its own)."""
    out = []
    for path in paths:
        try:
            with open(path, "rb") as f:
                value = plistlib.load(f)
            out.append(plistlib.dumps(value, fmt=plistlib.FMT_BINARY))
        except Exception:
            pass
    return out


def main():
    out = sys.argv[1]
    plists = files("Tests/**/*.plist", "Assets/**/*.plist")
    xml_plists = [p for p in plists if not is_binary_plist(p)]
    sources = {
        "FuzzRecording": files("Tests/Replays/*.jsonl", "Tests/**/*.jsonl", "Assets/**/*.jsonl"),
        "FuzzRecordingFastPath": files("Tests/Replays/*.jsonl", "Tests/**/*.jsonl", "Assets/**/*.jsonl"),
        "FuzzEvemu": files("Tests/Fixtures/evemu-devices/*.events", "Tests/Fixtures/evemu-devices/*.evemu",
                           "Tests/Fixtures/evemu-devices/*.desc"),
        "FuzzForceArray": files("Tests/Fixtures/touchvisualizer/*.json"),
        "FuzzProfile": files("Tests/**/*profile*.json", "Tests/CLITests/Goldens/calibrate/*.json"),
        "FuzzXMLPlist": xml_plists,
        "FuzzBinaryPlist": [p for p in plists if is_binary_plist(p)],
        "FuzzStrings": files("Tests/**/*.strings", "Assets/**/*.strings"),
        "FuzzXCStrings": files("Tests/**/*.xcstrings", "Assets/**/*.xcstrings"),
        "FuzzPbxproj": files("Tests/**/project.pbxproj"),
        "FuzzXCConfig": files("Tests/**/*.xcconfig"),
        "FuzzManifest": files("Assets/apps/*/*.json", "Tests/QuickActionsTests/Fixtures/**/*.json"),
        "FuzzPNGHeader": files("Icons/**/*.png", "Tests/QuickActionsTests/Fixtures/**/*.png", "Docs/*.png"),
        "FuzzScene": files("Assets/scenes/*.json", "Tests/**/scene*.json"),
        "FuzzDevice": files("Assets/devices/*.json"),
        "FuzzAssetContents": files("Tests/**/*.imageset/Contents.json", "Tests/**/*.appiconset/Contents.json",
                                   "Assets/**/Contents.json", "Tests/Fixtures/**/Contents.json"),
        "FuzzProjectConfig": files("Tests/**/.forcelab.json", "Tests/**/forcelab*.json"),
        "FuzzReports": [],
        "FuzzSystemStrings": files("Assets/system-strings.json"),
    }
    # Findings for the report writers: fields split at 0xFF (rule, file, message, locale, shown line).
    hostile = ["QA005", "App/Info.plist", "a \"title\" <b>&amp;</b> ]]> %0A :: ##[error]", "de",
               "\x00\x1b[31m\r\n\u202e\u0085", "::warning file=x::y", "javascript:alert(1)", "' onerror='x"]
    generated = {
        "FuzzReports": [b"\xff".join(part.encode() for part in hostile),
                        b"\xff".join(part.encode() for part in reversed(hostile))],
        "FuzzProjectConfig": [b'{"rules": {"QA012": "off", "QA005": "error"}, "exclude": ["Vendor/**", "*.xcstrings"],'
                              b' "define": {"PRODUCT_NAME": "App"}, "locale": "de", "device": "iphone-xs", "ios": "13.4"}'],
        "FuzzAssetContents": [b'{"images": [{"idiom": "universal", "filename": "icon.png", "scale": "1x"},'
                              b' {"idiom": "universal", "filename": "icon@2x.png", "scale": "2x"}],'
                              b' "info": {"author": "xcode", "version": 1},'
                              b' "properties": {"template-rendering-intent": "template"}}'],
        "FuzzBinaryPlist": binary_copies(xml_plists),
        # Every key a profile may set, so the fuzzer starts from all of them.
        "FuzzProfile": [b'{"name":"custom","peekRise":0.25,"peekFall":0.2,"popRise":0.7,"popFall":0.65,'
                        b'"quickActionRise":0.25,"quickActionFall":0.2,"movementSlop":10,"longPressDuration":0.5,'
                        b'"hapticMode":false,"hapticFastDuration":0.3,"hapticDefaultDuration":0.5,'
                        b'"hapticSlowDuration":0.8,"smoothingTimeConstant":0.01}'],
    }
    for target, paths in sources.items():
        folder = os.path.join(out, target)
        shutil.rmtree(folder, ignore_errors=True)
        os.makedirs(folder)
        blobs = []
        for path in paths + files(f"Tests/Fixtures/fuzz/{target}/*"):
            with open(path, "rb") as f:
                blobs.append(f.read(MAX_SEED))
        blobs += generated.get(target, [])
        for blob in blobs:
            name = hashlib.sha1(blob).hexdigest()
            with open(os.path.join(folder, name), "wb") as f:
                f.write(blob)
        print(f"{target}: {len(os.listdir(folder))} seeds")


if __name__ == "__main__":
    main()
