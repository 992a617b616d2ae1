"""`sam local start-api` answers as the local server does (make test-sam).

    python scripts/sam_test.py --api-bin PATH

Starts the local stack (emulators and the local server, as the browser journeys do), a Docker
engine if none answers, and `sam local start-api` over the local template (scripts/sam_local.py):
each request runs a function's debug build in a container on the host network. Sends the same
requests to both: a signed-in student's GET profile, a guest's Quiz Challenge start, a staff-only
route without a token and with a student's. Asserts equal statuses and bodies (the challenge's
question is drawn afresh for every game, so there its shape is compared: the same fields, types and
number of answers), that every Lambda container ran on the host network with the emulators'
loopback addresses, and that no container is left afterwards. Prints the start-up times and each
request's time; the engine, if started here, is stopped again.
"""

import contextlib
import json
import os
import shutil
import signal
import sys
import tempfile
import time
from pathlib import Path

import requests

sys.path.insert(0, str(Path(__file__).resolve().parent))
import sam_local  # noqa: E402
import stack  # noqa: E402

STAFF_ROUTE = "/admin/v1/promo-codes"


def same_shape(a, b) -> bool:
    """The same fields, list lengths and scalar types; null matches anything (an optional field)."""
    if a is None or b is None:
        return True
    if isinstance(a, dict):
        return isinstance(b, dict) and a.keys() == b.keys() and all(same_shape(a[k], b[k]) for k in a)
    if isinstance(a, list):
        return isinstance(b, list) and len(a) == len(b) and all(map(same_shape, a, b))
    return type(a) is type(b)


def call(base: str, method: str, path: str, token: str | None = None, body: dict | None = None) -> tuple[int, str, object, float]:
    """(status, content type, JSON body, milliseconds)."""
    headers = {"authorization": f"Bearer {token}"} if token else {}
    started = time.monotonic()
    res = requests.request(method, base + path, headers=headers, json=body, timeout=60)
    ms = (time.monotonic() - started) * 1000
    return res.status_code, res.headers.get("content-type", ""), res.json(), ms


def check_template(template_file: Path) -> None:
    """Every function's environment names the emulators on loopback, nothing else."""
    resources = json.loads(template_file.read_text())["Resources"]
    envs = [r["Properties"]["Environment"]["Variables"] for r in resources.values() if r["Type"] == "AWS::Lambda::Function"]
    assert envs and len(envs) == len(sam_local.http_functions()), f"{len(envs)} functions in the template"
    for env in envs:
        for name in ("AWS_ENDPOINT_URL", "STRIPE_API_BASE", "COGNITO_JWKS_URL"):
            assert env[name].startswith("http://127.0.0.1:"), f"{name}={env[name]}"


def networks(containers: set[str]) -> set[str]:
    out = sam_local.docker("inspect", "--format", "{{.HostConfig.NetworkMode}}", *containers)
    return set(out.stdout.split())


def run(api_bin: Path, image_choice: str) -> None:
    work = Path(tempfile.mkdtemp(prefix="seven-sam-"))
    try:
        measure(api_bin, image_choice, work)
    except BaseException:
        print(f"logs kept in {work} (sam.log, dockerd.log, stack/state/*.log)", file=sys.stderr)
        raise
    shutil.rmtree(work)


def measure(api_bin: Path, image_choice: str, work: Path) -> None:
    timings: dict[str, float] = {}
    started = time.monotonic()
    with sam_local.engine(work / "dockerd.log") as engine_started:
        timings["engine"] = time.monotonic() - started
        mark = time.monotonic()
        image = sam_local.invoke_image(image_choice)
        timings["base image"] = time.monotonic() - mark
        mark = time.monotonic()
        with stack.running(api_bin, work / "stack") as ready:
            timings["local stack"] = time.monotonic() - mark
            mark = time.monotonic()
            template_file = sam_local.template(work / "stack" / "ready.json", work)
            check_template(template_file)
            timings["template"] = time.monotonic() - mark
            port = stack.free_port()
            sam_url = f"http://127.0.0.1:{port}"
            before = sam_local.lambda_containers()
            with sam_local.start_api(template_file, port, image, ready["moto"], work / "sam.log") as proc:
                mark = time.monotonic()
                sam_local.wait_api(sam_url, proc)
                timings["sam start-up"] = time.monotonic() - mark
                print(f"sam local start-api at {sam_url} (log {work / 'sam.log'}); local server at {ready['url']}", flush=True)
                timings["first request"] = compare(ready, sam_url) / 1000
                ran = sam_local.lambda_containers() - before
                assert ran, "no Lambda container ran"
                assert networks(ran) == {"host"}, f"Lambda containers on networks {networks(ran)}"
            left = sam_local.lambda_containers() - before
            assert not left, f"containers left after SAM stopped: {left}"
            print(f"{len(ran)} Lambda containers ran, all on the host network; none left", flush=True)
    if engine_started:
        assert not sam_local.engine_answers(), "the Docker engine started here still answers"
        print("the Docker engine started here is stopped", flush=True)
    print("times: " + ", ".join(f"{k} {v:.1f} s" for k, v in timings.items()), flush=True)


def compare(ready: dict, sam_url: str) -> float:
    """Sends each request to both, asserts the answers agree; returns SAM's first request's ms."""
    student = stack.id_token(ready, "subscriber")
    topics = call(ready["url"], "GET", "/api/v2/quiz-challenge/topics")[2]
    topic_ids = [t["topicId"] for t in topics][:2]
    requests_ = [
        # (name, method, path, token, body, expected status, compare the body's shape only)
        ("student GET profile", "GET", "/private/v2/users/profile", student, None, 200, False),
        ("guest Quiz Challenge start", "POST", "/api/v2/quiz-challenge/start", None,
         {"userUuid": "UNREGISTERED-sam-{}", "selectedTopicIdList": topic_ids}, 200, True),
        ("staff route, no token", "GET", STAFF_ROUTE, None, None, 401, False),
        ("staff route, student token", "GET", STAFF_ROUTE, student, None, 403, False),
    ]
    print(f"{'request':<28} {'local':>6} {'ms':>7} {'sam':>6} {'ms':>7}", flush=True)
    sam_ms = []
    for i, (name, method, path, token, body, expected, by_shape) in enumerate(requests_):
        answers = []
        for who, base in (("local", ready["url"]), ("sam", sam_url)):
            # Each guest game its own player id (the same id would be the same game).
            sent = body and {**body, "userUuid": body["userUuid"].format(who)}
            answers.append(call(base, method, path, token, sent))
        (ls, lt, lb, lms), (ss, st, sb, sms) = answers
        sam_ms.append(sms)
        note = "   (first request through SAM)" if i == 0 else ""
        print(f"{name:<28} {ls:>6} {lms:>7.0f} {ss:>6} {sms:>7.0f}{note}", flush=True)
        assert ls == expected, f"{name}: the local server answered {ls}, not {expected}: {lb}"
        assert (ss, st) == (ls, lt), f"{name}: sam {ss} {st}, local {ls} {lt}: {sb} / {lb}"
        if by_shape:
            assert same_shape(sb, lb), f"{name}: sam {sb}\nlocal {lb}"
            assert sb["quiz"]["quizSetId"] in topic_ids, sb
        else:
            assert sb == lb, f"{name}: sam {sb}\nlocal {lb}"
    return sam_ms[0]


def main() -> None:
    args = stack.script_args(__doc__, image={"choices": ["auto", "official", "local"],
                                            "default": os.environ.get("SAM_IMAGE", "auto")})

    def on_signal(signum, _frame):
        raise KeyboardInterrupt

    signal.signal(signal.SIGTERM, on_signal)
    with contextlib.suppress(KeyboardInterrupt):
        run(args.api_bin, args.image)
        print("sam local: the same answers as the local server", flush=True)
        return
    sys.exit("interrupted")


if __name__ == "__main__":
    main()
