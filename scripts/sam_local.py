"""`sam local start-api` over the local template: every request runs the real function binary in a
container on the host network, against the emulators of a running `make dev`.

    python scripts/sam_local.py serve [--ready-file .dev/ready.json] [--port 3000] [--image auto]

Needs `make dev` running (it writes .dev/ready.json: the emulators' addresses), the functions' debug
builds (`make sam` builds them) and a Docker engine: when none answers, this starts `dockerd` (root
only; Debian's docker.io, which `make sam` installs) and stops it again on the way out. The base
image is the official `provided.al2023` one when it can be pulled, else one built here from Debian
packages (scripts/sam_image.py). See docs/local-stack.md.
"""

import argparse
import contextlib
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path
from typing import Iterator

sys.path.insert(0, str(Path(__file__).resolve().parent))
import sam_image  # noqa: E402
from stack import REGION, free_port  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
TARGET = Path(os.environ.get("CARGO_TARGET_DIR", ROOT / "target"))
SAM_PY = ROOT / ".venv-sam" / "bin" / "python"
CDK = ROOT / "infra" / "node_modules" / ".bin" / "cdk"
OFFICIAL_IMAGE = "public.ecr.aws/lambda/provided:al2023-x86_64"
LAMBDA = "label=sam.cli.container.type=lambda"


def functions() -> list[str]:
    """The functions' crate names, as the Makefile reads them from infra/lib/functions.ts."""
    return re.findall(r'^ *name: "(.*)",$', (ROOT / "infra/lib/functions.ts").read_text(), re.M)


def http_functions() -> list[str]:
    """The functions with routes: all but the workers (`worker: true`, such as the mailer), which
    the local template leaves out."""
    text = (ROOT / "infra/lib/functions.ts").read_text()
    blocks = re.split(r'^ *name: "', text, flags=re.M)[1:]
    return [b.split('"', 1)[0] for b in blocks if not re.search(r"^ *worker: true,$", b.split("\n  },", 1)[0], re.M)]


def docker(*args: str, timeout: float = 60) -> subprocess.CompletedProcess:
    return subprocess.run(["docker", *args], capture_output=True, text=True, timeout=timeout)


def engine_answers() -> bool:
    try:
        return docker("info", "--format", "{{.ServerVersion}}", timeout=10).returncode == 0
    except (FileNotFoundError, subprocess.TimeoutExpired):
        return False


@contextlib.contextmanager
def engine(log: Path) -> Iterator[bool]:
    """A Docker engine that answers; yields whether it was started here (then it is stopped after)."""
    if engine_answers():
        yield False
        return
    if not shutil.which("dockerd") or not shutil.which("docker"):
        sys.exit("No Docker engine: install Debian's docker.io (`sudo apt-get install docker.io`; `make sam` does).")
    if os.geteuid() != 0:
        sys.exit("The Docker engine is not running, and only root can start it here: "
                 "`sudo systemctl start docker` (or `sudo dockerd --bridge=none --iptables=false &`), "
                 "then `sudo usermod -aG docker $USER` and log in again.")
    started = time.monotonic()
    # Containers here only ever use the host's network: no bridge, no iptables rules.
    proc = subprocess.Popen(["dockerd", "--bridge=none", "--iptables=false", "--ip6tables=false"],
                            stdout=open(log, "wb"), stderr=subprocess.STDOUT, start_new_session=True)
    try:
        while not engine_answers():
            if proc.poll() is not None or time.monotonic() - started > 60:
                raise RuntimeError(f"dockerd did not start; see {log}")
            time.sleep(0.3)
        print(f"Docker engine started ({time.monotonic() - started:.1f} s; log {log})", flush=True)
        yield True
    finally:
        proc.send_signal(signal.SIGTERM)
        try:
            proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()
        print("Docker engine stopped", flush=True)


def invoke_image(choice: str) -> str | None:
    """The base image: None for SAM's own (the official image, here or pulled now), else the tag
    of the one built from Debian packages (choice `local`, or `auto` when the pull fails)."""
    if choice in ("auto", "official"):
        if docker("image", "inspect", OFFICIAL_IMAGE).returncode == 0:
            return None
        try:
            pulled = docker("pull", "-q", OFFICIAL_IMAGE, timeout=300)
        except subprocess.TimeoutExpired:
            pulled = None
        if pulled and pulled.returncode == 0:
            print(f"base image: {OFFICIAL_IMAGE} (pulled)", flush=True)
            return None
        reason = pulled.stderr.strip().splitlines()[-1] if pulled else "timed out"
        if choice == "official":
            sys.exit(f"{OFFICIAL_IMAGE} cannot be pulled: {reason}")
        print(f"base image: {OFFICIAL_IMAGE} cannot be pulled ({reason}); using one built from Debian packages",
              flush=True)
    return sam_image.build()


def template(ready_file: Path, out: Path) -> Path:
    """The local template (infra/lib/local-stack.ts) over the functions' debug builds, its
    environment pointing at the emulators in `ready_file`; synthesized into `out`, not infra/cdk.out.
    Each build is hard-linked as its function's `bootstrap` (copied stripped across file systems),
    and asset staging is off: SAM mounts those folders as they are, nothing is copied."""
    lambda_dir, site = out / "lambda", out / "site"
    for fn in functions():
        built, staged = TARGET / "debug" / fn, lambda_dir / fn / "bootstrap"
        if not built.exists():
            sys.exit(f"{built} not found: run `cargo build -p {fn}` (`make sam` does)")
        if staged.exists() and staged.stat().st_mtime >= built.stat().st_mtime:
            continue  # this build already (a hard link shares its time; a copy is newer)
        staged.parent.mkdir(parents=True, exist_ok=True)
        staged.unlink(missing_ok=True)
        try:
            os.link(built, staged)
        except OSError:
            subprocess.run(["strip", "-o", str(staged), str(built)], check=True)
    site.mkdir(parents=True, exist_ok=True)
    (site / "index.html").write_text("<!doctype html>\n")
    shutil.rmtree(out / "cdk.out", ignore_errors=True)
    synth = subprocess.run([str(CDK), "synth", "--quiet", "-o", str(out / "cdk.out"), "-c", "local=1", "--no-staging",
                            "-c", f"lambdaDir={lambda_dir}", "-c", f"siteDir={site}", "-c", f"devReady={ready_file}"],
                           cwd=ROOT, capture_output=True, text=True)
    if synth.returncode:
        sys.exit(f"cdk synth of the local template failed:\n{synth.stdout}{synth.stderr}")
    return out / "cdk.out" / "Seven-local.template.json"


def lambda_containers() -> set[str]:
    return set(docker("ps", "-aq", "--no-trunc", "--filter", LAMBDA).stdout.split())


@contextlib.contextmanager
def start_api(template_file: Path, port: int, image: str | None, moto: str, log: Path | None = None) -> Iterator[subprocess.Popen]:
    """`sam local start-api` on 127.0.0.1:`port`, its function containers on the host network
    (scripts/sam_cli.py), warm once used. On the way out SAM gets SIGTERM (it then stops its
    containers) and any Lambda container it left is removed."""
    before = lambda_containers()
    argv = [str(SAM_PY), str(ROOT / "scripts/sam_cli.py"), "local", "start-api", "-t", str(template_file),
            "--host", "127.0.0.1", "--port", str(port), "--docker-network", "host", "--container-host", "127.0.0.1",
            "--skip-pull-image", "--warm-containers", "LAZY", "--region", REGION]
    if image:
        argv += ["--invoke-image", image]
    # SAM passes its own credentials into the containers: local ones, never the developer's. Its own
    # AWS call (STS, for the account id) goes to the emulator too, not to AWS.
    env = {k: v for k, v in os.environ.items() if not k.startswith("AWS_")}
    env |= {"AWS_ACCESS_KEY_ID": "local", "AWS_SECRET_ACCESS_KEY": "local", "AWS_CONFIG_FILE": os.devnull,
            "AWS_SHARED_CREDENTIALS_FILE": os.devnull, "AWS_EC2_METADATA_DISABLED": "true", "AWS_ENDPOINT_URL": moto,
            "SAM_CLI_TELEMETRY": "0"}
    out = open(log, "wb") if log else None
    proc = subprocess.Popen(argv, env=env, stdout=out, stderr=subprocess.STDOUT if out else None, start_new_session=True)
    try:
        yield proc
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGTERM)
            try:
                proc.wait(timeout=30)
            except subprocess.TimeoutExpired:
                os.killpg(proc.pid, signal.SIGKILL)
                proc.wait()
        left = lambda_containers() - before
        if left:
            docker("rm", "-f", *left)


def wait_api(url: str, proc: subprocess.Popen, seconds: float = 120) -> None:
    """Until SAM's server answers (any status: / is no route)."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"sam local start-api exited with {proc.returncode}")
        try:
            urllib.request.urlopen(url, timeout=2)
            return
        except urllib.error.HTTPError:
            return
        except OSError:
            time.sleep(0.2)
    raise RuntimeError(f"sam local start-api did not answer at {url} within {seconds:.0f} s")


def dev_ready(path: Path) -> dict:
    """The running `make dev`'s ready file, checked: its emulators answer."""
    if not path.exists():
        sys.exit(f"{path} not found: start `make dev` first (in another terminal); it writes the emulators' addresses there.")
    ready = json.loads(path.read_text())
    try:
        urllib.request.urlopen(ready["moto"] + "/moto-api/", timeout=3)
    except OSError:
        sys.exit(f"The emulators in {path} do not answer ({ready['moto']}): is `make dev` still running?")
    return ready


def interrupt(signum, _frame):
    raise KeyboardInterrupt


def serve(args: argparse.Namespace) -> None:
    ready = dev_ready(Path(args.ready_file))
    work = ROOT / ".sam" / "local"
    work.mkdir(parents=True, exist_ok=True)
    with engine(work / "dockerd.log"):
        image = invoke_image(args.image)
        template_file = template(Path(args.ready_file).resolve(), work)
        port = free_port(args.port)
        url = f"http://127.0.0.1:{port}"
        with start_api(template_file, port, image, ready["moto"]) as proc:
            started = time.monotonic()
            wait_api(url, proc)
            print(f"\n  The API under sam local: {url}   (make dev's own server: {ready['url']})")
            print(f"  Each function runs in a container on the host network ({image or OFFICIAL_IMAGE}),")
            print(f"  against make dev's emulators ({ready['moto']}, {ready['stripe']}). Ready in "
                  f"{time.monotonic() - started:.1f} s; a function's first request starts its container.")
            print("  Stop: Ctrl-C\n", flush=True)
            proc.wait()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("command", choices=["serve"])
    parser.add_argument("--ready-file", default=str(ROOT / ".dev" / "ready.json"))
    parser.add_argument("--port", type=int, default=int(os.environ.get("SAM_PORT", "3000")))
    parser.add_argument("--image", choices=["auto", "official", "local"], default=os.environ.get("SAM_IMAGE", "auto"),
                        help="auto: the official image if it can be pulled, else the one built from Debian packages")
    args = parser.parse_args()
    signal.signal(signal.SIGINT, interrupt)  # also when started in the background
    signal.signal(signal.SIGTERM, interrupt)
    with contextlib.suppress(KeyboardInterrupt):  # everything started is stopped on the way out
        serve(args)


if __name__ == "__main__":
    main()
