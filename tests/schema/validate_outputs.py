#!/usr/bin/env python3
"""Runs intrinsic-lab for each JSON output it writes and validates the output against docs/schema (draft
2020-12) with python3-jsonschema, and checks that each output names its schema and the tool's version."""
import json
import pathlib
import subprocess
import sys
import tempfile
import warnings

import jsonschema

BIN, SCHEMA_DIR, SOURCE_DIR = sys.argv[1], pathlib.Path(sys.argv[2]), pathlib.Path(sys.argv[3])

schemas = {p.name: json.loads(p.read_text()) for p in SCHEMA_DIR.glob("*.schema.json")}
by_id = {s["$id"]: s for s in schemas.values()}
for name, s in schemas.items():
    jsonschema.Draft202012Validator.check_schema(s)


def validator(name):
    schema = schemas[name]
    try:  # jsonschema >= 4.18
        import referencing
        registry = referencing.Registry().with_resources(
            [(i, referencing.Resource.from_contents(s)) for i, s in by_id.items()])
        return jsonschema.Draft202012Validator(schema, registry=registry)
    except ImportError:  # Debian 12's 4.10
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            resolver = jsonschema.RefResolver.from_schema(schema, store=by_id)
        return jsonschema.Draft202012Validator(schema, resolver=resolver)


version = subprocess.run([BIN, "--version"], capture_output=True, text=True, check=True).stdout.strip()
failures = 0


def check(what, schema_name, doc, schema_id, nested=None):
    global failures
    errors = sorted(validator(schema_name).iter_errors(doc), key=lambda e: list(e.path))
    for e in errors[:5]:
        print(f"FAIL {what}: {schema_name}: $.{'.'.join(map(str, e.path))}: {e.message[:300]}")
    failures += bool(errors)
    named = (doc.get(nested) or {}).get("schema") if nested else doc.get("schema")
    if named != schema_id:
        print(f"FAIL {what}: names schema {named!r}, expected {schema_id!r}")
        failures += 1
    if doc.get("tool") != version:
        print(f"FAIL {what}: tool is {doc.get('tool')!r}, expected {version!r}")
        failures += 1
    keys = list(doc)
    if "cases" in keys and keys.index("cases") < keys.index("schema"):
        print(f"FAIL {what}: cases come before schema")
        failures += 1
    if not errors:
        print(f"ok   {what}: {schema_name}")


def run(*args, code=(0,)):
    r = subprocess.run([BIN, *args], capture_output=True, text=True)
    if r.returncode not in code:
        raise SystemExit(f"{' '.join(args)}: exit {r.returncode}\n{r.stdout[-2000:]}\n{r.stderr[-2000:]}")
    return r.stdout


def load(text):
    return json.loads(text, object_pairs_hook=lambda pairs: dict(pairs))


with tempfile.TemporaryDirectory() as tmp:
    t = pathlib.Path(tmp)
    check("eval --json", "vectors.schema.json", load(run("eval", "fma", "floatBits(0x3f800800)", "floatBits(0x3f800800)", "-1.0", "--json")), "intrinsic-lab.vectors/1")
    check("eval --fold --json", "vectors.schema.json", load(run("eval", "exp2", "0.1", "--fold", "--json")), "intrinsic-lab.vectors/1")
    check("eval --fold --json (no literal)", "vectors.schema.json", load(run("eval", "exp2", "nan", "--fold", "--json")), "intrinsic-lab.vectors/1")
    check("run --fold --out", "vectors.schema.json", load((run("run", str(SOURCE_DIR / "presets/folding.json"), "--fold", "--out", str(t / "folded.json")), (t / "folded.json").read_text())[1]), "intrinsic-lab.vectors/1")
    check("eval --expr --json", "vectors.schema.json", load(run("eval", "--expr", "a * b + c / d", "a=1.0002441", "b=1.0002441", "c=-1.0", "d=3.0", "--json")), "intrinsic-lab.vectors/1")
    check("run expressions --out", "vectors.schema.json", load((run("run", str(SOURCE_DIR / "presets/expressions.json"), "--out", str(t / "expr.json")), (t / "expr.json").read_text())[1]), "intrinsic-lab.vectors/1")
    check("run --out", "vectors.schema.json", load((run("run", str(SOURCE_DIR / "presets/fma.json"), "--out", str(t / "run.json")), (t / "run.json").read_text())[1]), "intrinsic-lab.vectors/1")
    for name in ("a", "b"):
        run("sweep", "--function", "float fma(float a, float b, float c)", "--function", "usubBorrow", "--random", "64", "--keep", "all",
            "--glsl", "450", "--out", str(t / f"{name}.json"), *(["--cpu-only"] if name == "b" else []), code=(0, 1))
    check("sweep --out", "vectors.schema.json", load((t / "a.json").read_text()), "intrinsic-lab.vectors/1")
    check("run --rejudge --out", "vectors.schema.json", load((run("run", str(t / "a.json"), "--rejudge", "--out", str(t / "rejudged.json"), code=(0, 1)), (t / "rejudged.json").read_text())[1]), "intrinsic-lab.vectors/1")
    run("sweep", "--exhaustive", "--function", "float exp2(float x)", "--range", "0x3f800000:0x3f800400", "--keep", "all",
        "--out", str(t / "exhaustive.json"))
    check("sweep --exhaustive --out", "vectors.schema.json", load((t / "exhaustive.json").read_text()), "intrinsic-lab.vectors/1")
    run("sweep", "--exhaustive", "--function", "float pow(float x, float y)", "--range", "0x003fa000:0x003fa400",
        "--keep", "all", "--out", str(t / "grid.json"), code=(0, 1))
    check("sweep --exhaustive --out (a grid)", "vectors.schema.json", load((t / "grid.json").read_text()),
          "intrinsic-lab.vectors/1")
    check("diff --json", "diff.schema.json", load(run("diff", str(t / "a.json"), str(SOURCE_DIR / "presets/fma.json"), "--json", code=(0, 1))), "intrinsic-lab.diff/1", nested="diff")
    check("report --json --glsl-gating", "report.schema.json", load(run("report", "--json", "--glsl-gating")), "intrinsic-lab.report/1", nested="report")
    profiles = SOURCE_DIR / "profiles"
    check("gating --json", "gating.schema.json", load(run("gating", str(profiles / "llvmpipe-mesa-22.3.6/report.json"), str(profiles / "nvidia-580.159.04/report.json"), "--json")), "intrinsic-lab.gating/1")
    check("info --json", "info.schema.json", load(run("info", "--json")), "intrinsic-lab.info/1")
    check("drivers --json", "drivers.schema.json", load(run("drivers", "--json")), "intrinsic-lab.drivers/1")
    check("list --json", "list.schema.json", load(run("list", "--json", "--glsl", "330")), "intrinsic-lab.list/1")
    check("bench --json", "bench.schema.json", load(run("bench", "--function", "usubBorrow", "--vectors", "4096", "--repeat", "1", "--json")), "intrinsic-lab.bench/1")
    check("bench --host --json", "bench-host.schema.json", load(run("bench", "--host", "--repeat", "1", "--json")), "intrinsic-lab.bench-host/1")
    check("bench --judge --json", "bench-judge.schema.json",
          load(run("bench", "--judge", "--function", "exp2", "--vectors", "1024", "--repeat", "1", "--json")),
          "intrinsic-lab.bench-judge/1")
    check("bench --catalog --json", "bench-catalog.schema.json", load(run("bench", "--catalog", "--function", "exp2", "--function", "min", "--vectors", "4096", "--json")), "intrinsic-lab.bench-catalog/1")
    run("accuracy", "--function", "exp2", "--function", "float abs(float x)", "--function", "frexp", "--function",
        "unpackSnorm4x8", "--range", "0x007ff000:0x00801000", "--out", str(t / "accuracy.json"), code=(0, 1))
    check("accuracy --out", "accuracy.schema.json", load((t / "accuracy.json").read_text()), "intrinsic-lab.accuracy/1")
    for profile_doc in sorted(profiles.glob("*/accuracy.json")):
        check(f"profiles/{profile_doc.parent.name}/accuracy.json", "accuracy.schema.json", load(profile_doc.read_text()),
              "intrinsic-lab.accuracy/1")
    # The committed presets are input vectors files: the same schema, without tool.
    for preset in sorted((SOURCE_DIR / "presets").glob("*.json")):
        errors = list(validator("vectors.schema.json").iter_errors(load(preset.read_text())))
        for e in errors[:3]:
            print(f"FAIL {preset.name}: $.{'.'.join(map(str, e.path))}: {e.message[:300]}")
        failures += bool(errors)

print(f"{failures} failures")
sys.exit(1 if failures else 0)
