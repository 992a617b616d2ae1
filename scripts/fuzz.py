"""The API under schemathesis: requests generated from docs/openapi.json, with valid tokens.

    python scripts/fuzz.py [--examples N] [--api-bin PATH]

Starts the local stack, signs in a subscriber and a staff member, and runs schemathesis against
every operation: the student routes with the subscriber's token, /admin/* with the staff token.
Checks: no 5xx, status codes and content types the document names, bodies that match its schemas.
Prints the number of requests sent and their statuses; exits non-zero on any failure.
`make test` runs it with a few examples per operation, `make fuzz` (and `make bench`) with more.
"""

import collections
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
import stack  # noqa: E402

CHECKS = "not_a_server_error,status_code_conformance,content_type_conformance,response_schema_conformance"
# Who calls what: students' routes (and the public ones) as a subscriber, the staff's as staff.
PASSES = [("subscriber", "--exclude-path-regex", "^/admin/"), ("staff", "--include-path-regex", "^/admin/")]


def har_statuses(report_dir: Path) -> collections.Counter:
    """Statuses of every request schemathesis sent (its HAR report)."""
    counts: collections.Counter = collections.Counter()
    for har in report_dir.glob("har-*.json"):
        for entry in json.loads(har.read_text())["log"]["entries"]:
            counts[entry["response"]["status"]] += 1
    return counts


# Hypothesis's naming of lambdas kept from failing a run (see the hooks file).
HOOKS = ROOT / "scripts" / "fuzz_hooks.py"


def run_st(argv: list[str], work: Path) -> bool:
    """One schemathesis run; true when it found nothing."""
    env = {**os.environ, "SCHEMATHESIS_HOOKS": str(HOOKS)}
    run = subprocess.run(argv, cwd=work, env=env, capture_output=True, text=True)
    print(run.stdout, run.stderr, sep="\n")
    return run.returncode == 0


def fuzz(examples: int, api_bin: Path) -> dict:
    work = Path(tempfile.mkdtemp(prefix="seven-fuzz-"))
    st = Path(sys.executable).parent / "st"
    failures = []
    statuses: collections.Counter = collections.Counter()
    with stack.running(api_bin, work / "stack") as ready:
        url = ready["url"]
        for kind, flag, pattern in PASSES:
            token = stack.id_token(ready, kind)
            reports = work / f"report-{kind}"
            argv = [
                str(st), "run", str(ROOT / "docs" / "openapi.json"), "--url", url,
                "-H", f"Authorization: Bearer {token}", flag, pattern,
                "--checks", CHECKS, "--max-examples", str(examples), "--workers", "2",
                "--seed", "7", "--suppress-health-check", "all", "--request-timeout", "30",
                "--report", "har", "--report-dir", str(reports), "--no-color",
            ]
            ok = run_st(argv, work)
            statuses += har_statuses(reports)
            if not ok:
                failures.append(kind)
    total = sum(statuses.values())
    return {
        "examples": examples,
        "requests": total,
        "statuses": dict(sorted(statuses.items())),
        "server_errors": sum(n for s, n in statuses.items() if s >= 500),
        "failed_passes": failures,
    }


def main() -> None:
    args = stack.script_args(__doc__, examples={"type": int, "default": 10, "help": "generated examples per operation and phase"})
    result = fuzz(args.examples, args.api_bin)
    print(json.dumps(result, indent=2))
    if args.json:
        Path(args.json).write_text(json.dumps(result, indent=2))
    if result["failed_passes"] or result["server_errors"]:
        sys.exit(1)


if __name__ == "__main__":
    main()
