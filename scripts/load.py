"""Load and soak: a mixed student workload against the local API with wrk.

    python scripts/load.py [--seconds N] [--api-bin PATH] [--json FILE]

Starts the local stack, signs in the demo subscriber, and runs one wrk per route at the same time
(a mix of reads and writes a studying student makes), plus one wrk calling the emulator's own
GetItem directly (the raw figure beside ours). Samples the API's resident memory every few
seconds. Prints per-route requests, errors, p50/p99 and throughput, and the memory at the start
and end of the run; exits non-zero on any error (a non-2xx/3xx answer or a socket error) or when
memory grew by more than 10%. `make test` runs it for a few seconds, `make bench` for 10 minutes.
"""

import json
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

import requests

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
import stack  # noqa: E402

# wrk prints this from its `done` hook: counts, and latency percentiles in microseconds.
REPORT_LUA = """
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('REPORT {"requests": %d, "seconds": %.3f, "status_errors": %d, "socket_errors": %d, "p50_us": %d, "p99_us": %d}\\n',
    summary.requests, summary.duration / 1e6, e.status, e.connect + e.read + e.write + e.timeout,
    latency:percentile(50), latency:percentile(99)))
end
"""


def routes(sub: str, file_key: str, question: dict) -> list[tuple[str, str, str, dict | None]]:
    """(name, method, path, body): what a studying student's pages call."""
    return [
        ("GET profile", "GET", "/private/v2/users/profile", None),
        ("GET files of a topic", "GET", "/private/v1/files?topic_id=1", None),
        ("GET quiz set", "GET", "/private/v2/quiz/set?quizSetId=1", None),
        ("GET question set", "GET", "/private/v1/qna/question-set-details?questionSetId=1", None),
        ("GET recommended", "GET", "/private/v2/gd/dashboard/recommended-content", None),
        ("GET leaderboard", "GET", "/api/v2/quiz-challenge/leaderboard", None),
        ("POST like a file", "POST", "/private/v1/favourites",
         {"cognito_id": sub, "subject_id": 1, "topic_id": 1, "file_key": file_key, "liked": True, "disliked": False}),
        ("POST this is hard", "POST", "/private/v2/this-is-hard/current-question",
         {k: question[k] for k in ("subjectId", "topicId", "questionSetId")} | {"questionId": question["id"]}),
    ]


def wrk(url: str, method: str, headers: dict, body: dict | str | None, seconds: int, work: Path, name: str) -> subprocess.Popen:
    script = work / f"{name.replace(' ', '-').replace('/', '')}.lua"
    lines = [f'wrk.method = "{method}"']
    for k, v in headers.items():
        lines.append(f"wrk.headers[{json.dumps(k)}] = {json.dumps(v)}")
    if body is not None:
        text = body if isinstance(body, str) else json.dumps(body)
        lines.append(f"wrk.body = {json.dumps(text)}")
    script.write_text("\n".join(lines) + "\n" + REPORT_LUA)
    return subprocess.Popen(
        ["wrk", "-t1", "-c1", f"-d{seconds}s", "--timeout", "10s", "-s", str(script), url],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
    )


def report(proc: subprocess.Popen) -> dict:
    out, _ = proc.communicate()
    line = next((l for l in out.splitlines() if l.startswith("REPORT ")), None)
    if line is None:
        raise RuntimeError(f"wrk printed no report:\n{out}")
    r = json.loads(line[len("REPORT "):])
    r["rps"] = r["requests"] / r["seconds"] if r["seconds"] else 0.0
    return r


def rss_kib(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


def run(seconds: int, api_bin: Path) -> dict:
    work = Path(tempfile.mkdtemp(prefix="seven-load-"))
    with stack.running(api_bin, work / "stack") as ready:
        url, pid = ready["url"], ready["apiPid"]
        token = stack.id_token(ready, "subscriber")
        sub = next(u["sub"] for u in ready["logins"] if u["kind"] == "subscriber")
        auth = {"Authorization": f"Bearer {token}", "Content-Type": "application/json"}
        files = requests.get(f"{url}/private/v1/files?topic_id=1", headers=auth, timeout=10).json()
        # Warm up: each route once (first JWKS fetch, first reads), then measure.
        questions = requests.get(f"{url}/private/v1/qna/question-set-details?questionSetId=1", headers=auth, timeout=10).json()
        mix = routes(sub, files[0]["key"], questions[0])
        for _, method, path, body in mix:
            requests.request(method, url + path, headers=auth, json=body, timeout=10).raise_for_status()

        samples: list[tuple[float, int]] = []
        stop = threading.Event()

        def sample() -> None:
            start = time.monotonic()
            while not stop.wait(2.0):
                samples.append((time.monotonic() - start, rss_kib(pid)))

        sampler = threading.Thread(target=sample, daemon=True)
        sampler.start()
        procs = {name: wrk(url + path, method, auth, body, seconds, work, name) for name, method, path, body in mix}
        raw_body = {"TableName": ready["tablePrefix"] + "users", "Key": {"authId": {"S": sub}}}
        raw_headers = {
            "Content-Type": "application/x-amz-json-1.0",
            "X-Amz-Target": "DynamoDB_20120810.GetItem",
            "Authorization": "AWS4-HMAC-SHA256 Credential=local/20260101/us-east-1/dynamodb/aws4_request, "
                             "SignedHeaders=host, Signature=0",
        }
        procs["raw emulator GetItem"] = wrk(ready["moto"] + "/", "POST", raw_headers, json.dumps(raw_body), seconds, work, "raw")
        results = {name: report(p) for name, p in procs.items()}
        stop.set()
        sampler.join()

    # Memory: the first samples after warm-up against the last ones.
    window = max(1, len(samples) // 10)
    start_kib = max(s[1] for s in samples[:window]) if samples else 0
    end_kib = max(s[1] for s in samples[-window:]) if samples else 0
    api_routes = {k: v for k, v in results.items() if not k.startswith("raw")}
    return {
        "seconds": seconds,
        "routes": results,
        "total_requests": sum(r["requests"] for r in api_routes.values()),
        "total_rps": sum(r["rps"] for r in api_routes.values()),
        "errors": sum(r["status_errors"] + r["socket_errors"] for r in results.values()),
        "rss_start_mib": start_kib / 1024,
        "rss_end_mib": end_kib / 1024,
        "rss_growth": (end_kib - start_kib) / start_kib if start_kib else 0.0,
    }


def table(result: dict) -> str:
    rows = ["| Route | Requests | Errors | Throughput (req/s) | p50 (ms) | p99 (ms) |", "|---|---:|---:|---:|---:|---:|"]
    for name, r in result["routes"].items():
        rows.append(f"| {name} | {r['requests']} | {r['status_errors'] + r['socket_errors']} | {r['rps']:.1f} | "
                    f"{r['p50_us'] / 1000:.2f} | {r['p99_us'] / 1000:.2f} |")
    return "\n".join(rows)


def main() -> None:
    args = stack.script_args(__doc__, seconds={"type": int, "default": 15})
    result = run(args.seconds, args.api_bin)
    print(table(result))
    print(f"\n{result['total_requests']} API requests in {args.seconds} s ({result['total_rps']:.1f}/s), "
          f"{result['errors']} errors; API memory {result['rss_start_mib']:.1f} MiB -> {result['rss_end_mib']:.1f} MiB "
          f"({result['rss_growth']:+.1%})")
    if args.json:
        Path(args.json).write_text(json.dumps(result, indent=2))
    if result["errors"] or result["rss_growth"] > 0.10:
        sys.exit(1)


if __name__ == "__main__":
    main()
