"""Checks the README's CI section: its GitHub Actions workflow and GitLab CI file parse as YAML
(PyYAML), hold what the README says they do, and every ForceLab command in them runs here, on
this repository's recordings and plists, producing the files the next steps upload.

  readme_ci.py README.md FORCELAB_BINARY
"""
import json
import os
import subprocess
import sys
import tempfile

import yaml
from junitparser import JUnitXml

APP_PLIST = "Tests/Fixtures/real-plists/Sileo__Sileo/Sileo/Info.plist"
REPLAYS = "Tests/Replays"
GOLDENS = "Tests/Replays/goldens"


def fail(message):
    print("FAIL: " + message)
    sys.exit(1)


def yaml_blocks(readme):
    text = open(readme, encoding="utf-8").read()
    section = text.split("\n## CI\n", 1)
    if len(section) < 2:
        fail("the README has no '## CI' section")
    body = section[1].split("\n## ", 1)[0]
    blocks = {}
    for chunk in body.split("```yaml\n")[1:]:
        block = chunk.split("```", 1)[0]
        first = block.splitlines()[0].strip()
        if not first.startswith("# "):
            fail(f"a yaml block does not start with '# FILE': {first}")
        blocks[first[2:]] = block
    for name in (".github/workflows/forcelab.yml", ".gitlab-ci.yml"):
        if name not in blocks:
            fail(f"the CI section has no {name}")
    return blocks


def run(command, env, cwd, allowed):
    shell = f'set -u\n{command}'
    result = subprocess.run(["bash", "-c", shell], env=env, cwd=cwd, capture_output=True, text=True)
    if result.returncode not in allowed:
        fail(f"`{command}` exited {result.returncode} (allowed {allowed}):\n{result.stdout[-2000:]}{result.stderr[-2000:]}")
    print(f"ran ({result.returncode}): {command}")
    return result


def environment(base, binary):
    env = dict(os.environ)
    env.update({key: str(value) for key, value in base.items()})
    root = os.getcwd()
    env.update({"FORCELAB": binary, "APP_PLIST": os.path.join(root, APP_PLIST),
                "REPLAYS": os.path.join(root, REPLAYS), "GOLDENS": os.path.join(root, GOLDENS)})
    return env


def forcelab_lines(script):
    lines = script if isinstance(script, list) else [script]
    return [line.strip() for line in lines if "$FORCELAB" in line]


def check_outputs(folder, expect_report):
    for name in os.listdir(folder):
        path = os.path.join(folder, name)
        if name.endswith(".sarif"):
            log = json.load(open(path))
            if log.get("version") != "2.1.0":
                fail(f"{path} is not SARIF 2.1.0")
        elif name.endswith(".xml"):
            JUnitXml.fromfile(path)
    if expect_report and not os.path.isfile(os.path.join(folder, "replay-report", "index.html")):
        fail(f"no replay-report/index.html in {folder}")
    if expect_report:
        check_videos(folder)


def check_videos(folder):
    """One video per replayed recording under replay-videos/, embedded in the shard's report."""
    videos = sorted(os.listdir(os.path.join(folder, "replay-videos"))) if os.path.isdir(
        os.path.join(folder, "replay-videos")) else []
    names = [os.path.splitext(name)[0] for name in videos]
    if names != sorted(replayed(folder)) or any(os.path.getsize(os.path.join(folder, "replay-videos", v)) == 0 for v in videos):
        fail(f"replay-videos/ holds {videos}, not one video per recording of {sorted(replayed(folder))}")
    page = open(os.path.join(folder, "replay-report", "index.html"), encoding="utf-8").read()
    if page.count("<video ") != len(videos):
        fail(f"the report embeds {page.count('<video ')} videos, not {len(videos)}")


def replayed(folder):
    xml = JUnitXml.fromfile(os.path.join(folder, "replay-junit.xml"))
    return [case.name for suite in xml for case in suite]


def check_github(block, binary):
    workflow = yaml.safe_load(block)
    jobs = workflow["jobs"]
    lint_steps, replay_steps = jobs["lint"]["steps"], jobs["replay"]["steps"]
    upload = [s for s in lint_steps if s.get("uses", "").startswith("github/codeql-action/upload-sarif@")]
    if not upload or upload[0]["with"]["sarif_file"] != "forcelab.sarif" or upload[0].get("if") != "always()":
        fail("the lint job does not upload forcelab.sarif to code scanning whatever lint's status")
    if jobs["lint"]["permissions"].get("security-events") != "write":
        fail("the lint job cannot write security events")
    shards = jobs["replay"]["strategy"]["matrix"]["shard"]
    artifact = [s for s in replay_steps if s.get("uses", "").startswith("actions/upload-artifact@")]
    if not artifact or "replay-report" not in artifact[0]["with"]["path"].split():
        fail("the replay job does not upload the HTML report")
    if "replay-videos" not in artifact[0]["with"]["path"].split():
        fail("the replay job does not upload the videos")
    if artifact[0].get("if") not in ("${{ !cancelled() }}", "always()"):
        fail("the replay job uploads its report only sometimes")
    env = environment(workflow.get("env", {}), binary)
    with tempfile.TemporaryDirectory() as folder:
        for step in lint_steps:
            for line in forcelab_lines(step.get("run", "")):
                run(line, env, folder, (0, 1))
        check_outputs(folder, expect_report=False)
        if not os.path.isfile(os.path.join(folder, "forcelab.sarif")):
            fail("the lint job wrote no forcelab.sarif")
    names = []
    for shard in shards:
        with tempfile.TemporaryDirectory() as folder:
            for step in replay_steps:
                for line in forcelab_lines(step.get("run", "")):
                    command = line.replace("${{ matrix.shard }}", str(shard))
                    if "${{" in command:
                        fail(f"an expression the check does not know in {command}")
                    run(command, env, folder, (0,))
            check_outputs(folder, expect_report=True)
            names += replayed(folder)
    return names


def check_gitlab(block, binary):
    pipeline = yaml.safe_load(block)
    if pipeline["lint"]["artifacts"]["reports"]["junit"] != "lint-junit.xml":
        fail("GitLab's lint job does not report its JUnit")
    if pipeline["replay"]["artifacts"]["reports"]["junit"] != "replay-junit.xml" or "replay-report/" not in pipeline["replay"]["artifacts"]["paths"]:
        fail("GitLab's replay job does not keep its JUnit and report")
    if "replay-videos/" not in pipeline["replay"]["artifacts"]["paths"] or pipeline["replay"]["artifacts"].get("when") != "always":
        fail("GitLab's replay job does not always keep its videos")
    env = environment(pipeline.get("variables", {}), binary)
    with tempfile.TemporaryDirectory() as folder:
        for line in forcelab_lines(pipeline["lint"]["script"]):
            run(line, env, folder, (0, 1))
        check_outputs(folder, expect_report=False)
        JUnitXml.fromfile(os.path.join(folder, "lint-junit.xml"))
    total = pipeline["replay"]["parallel"]
    names = []
    for index in range(1, total + 1):
        with tempfile.TemporaryDirectory() as folder:
            shard_env = dict(env, CI_NODE_INDEX=str(index), CI_NODE_TOTAL=str(total))
            for line in forcelab_lines(pipeline["replay"]["script"]):
                run(line, shard_env, folder, (0,))
            check_outputs(folder, expect_report=True)
            names += replayed(folder)
    return names


def main():
    readme, binary = sys.argv[1], os.path.abspath(sys.argv[2])
    blocks = yaml_blocks(readme)
    recordings = sorted(os.path.splitext(name)[0] for name in os.listdir(REPLAYS) if name.endswith(".jsonl"))
    for name, check in ((".github/workflows/forcelab.yml", check_github), (".gitlab-ci.yml", check_gitlab)):
        names = check(blocks[name], binary)
        if sorted(names) != recordings:
            fail(f"{name}: the shards replayed {sorted(names)}, not each of {recordings} once")
        print(f"{name}: parsed; its ForceLab commands ran; the shards replayed all {len(names)} recordings once")


if __name__ == "__main__":
    main()
