"""The base image for `provided.al2023` functions under `sam local`, built here from Debian packages
(used only when the official image cannot be pulled: scripts/sam_local.py).

    python scripts/sam_image.py [--tag seven/lambda-provided:al2023]

The functions are this machine's builds, linked against Debian 12's glibc, so the smallest root file
system they need is four Debian packages: libc6 and libgcc-s1 (what `ldd` lists), ca-certificates
(the AWS SDK loads the system roots) and busybox-static (the `sh`, `mv` and `chmod` that SAM CLI's
own layer runs when it adds the Lambda Runtime Interface Emulator from its package). The packages'
files go into one tar in name order, owned by root, with one fixed time, so the same package
versions give the same layer, byte for byte. The image is labelled with a hash of its inputs (the
packages' versions and checksums as apt knows them, and this file) and rebuilt only when they change.
"""

import argparse
import hashlib
import io
import os
import subprocess
import sys
import tarfile
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TAG = "seven/lambda-provided:al2023"
PACKAGES = ["libc6", "libgcc-s1", "busybox-static", "ca-certificates"]
APPLETS = ["sh", "mv", "chmod", "cp", "rm", "mkdir", "ln", "ls", "cat", "env", "ps"]
EPOCH = 1704067200  # 2024-01-01: every file's time, so the layer depends on the packages only
SKIP = ("usr/share/doc/", "usr/share/man/", "usr/share/info/", "usr/share/lintian/", "usr/share/bug/")
# As the official image sets them (SAM CLI overrides the entry point with the emulator).
CONFIG = [
    "ENV PATH=/usr/local/bin:/usr/bin:/bin:/opt/bin",
    "ENV LAMBDA_TASK_ROOT=/var/task",
    "ENV LAMBDA_RUNTIME_DIR=/var/runtime",
    "ENV LANG=C.UTF-8",
    "WORKDIR /var/task",
]
SUDO = [] if os.geteuid() == 0 else ["sudo"]


def candidates() -> list[dict]:
    """Each package's candidate version and SHA256 as apt knows them (`apt-get update` once if apt
    has no lists yet, as on a fresh machine)."""
    for attempt in (1, 2):
        out = subprocess.run(["apt-cache", "show", "--no-all-versions", *PACKAGES], capture_output=True, text=True)
        if out.returncode == 0:
            break
        if attempt == 1:
            subprocess.run([*SUDO, "apt-get", "update", "-qq"], check=True)
    else:
        raise RuntimeError(f"apt-cache show {' '.join(PACKAGES)}: {out.stderr.strip()}")
    found = []
    for stanza in out.stdout.strip().split("\n\n"):
        fields = dict(line.split(": ", 1) for line in stanza.splitlines() if ": " in line and not line.startswith(" "))
        found.append({k: fields[k] for k in ("Package", "Version", "Architecture", "SHA256")})
    return sorted(found, key=lambda p: p["Package"])


def inputs_hash(packages: list[dict]) -> str:
    h = hashlib.sha256(Path(__file__).read_bytes())
    for p in packages:
        h.update(f"{p['Package']} {p['Version']} {p['Architecture']} {p['SHA256']}\n".encode())
    return h.hexdigest()[:16]


def download(packages: list[dict], folder: Path) -> list[Path]:
    """The .deb files (apt checks them against the signed archive), cached by name and version."""
    folder.mkdir(parents=True, exist_ok=True)
    debs = []
    for p in packages:
        deb = folder / f"{p['Package']}_{p['Version'].replace(':', '%3a')}_{p['Architecture']}.deb"
        if not deb.exists() or hashlib.sha256(deb.read_bytes()).hexdigest() != p["SHA256"]:
            got = subprocess.run(["apt-get", "download", "-qq", f"{p['Package']}={p['Version']}"], cwd=folder,
                                 capture_output=True, text=True)  # as root, apt notes it downloads unsandboxed
            if got.returncode:
                raise RuntimeError(f"apt-get download {p['Package']}={p['Version']}: {got.stderr.strip()}")
        assert hashlib.sha256(deb.read_bytes()).hexdigest() == p["SHA256"], f"{deb.name}: checksum differs from apt's"
        debs.append(deb)
    return debs


def entry(name: str, kind: bytes = tarfile.DIRTYPE, mode: int = 0o755, link: str = "", size: int = 0) -> tarfile.TarInfo:
    info = tarfile.TarInfo(name)
    info.type, info.mode, info.linkname, info.size = kind, mode, link, size
    info.uid = info.gid = 0
    info.uname = info.gname = "root"
    info.mtime = EPOCH
    return info


def rootfs(debs: list[Path]) -> bytes:
    """The root file system as one deterministic tar."""
    files: dict[str, tuple[tarfile.TarInfo, bytes | None]] = {}
    for deb in debs:
        data = subprocess.run(["dpkg-deb", "--fsys-tarfile", str(deb)], capture_output=True, check=True).stdout
        with tarfile.open(fileobj=io.BytesIO(data)) as tar:
            for m in tar.getmembers():
                name = os.path.normpath(m.name).lstrip("/")
                if name == "." or name.startswith(SKIP):
                    continue
                if m.isdir():
                    files[name] = (entry(name, mode=m.mode), None)
                elif m.issym():
                    files[name] = (entry(name, tarfile.SYMTYPE, 0o777, m.linkname), None)
                elif m.islnk():
                    files[name] = (entry(name, tarfile.LNKTYPE, m.mode, os.path.normpath(m.linkname).lstrip("/")), None)
                elif m.isfile():
                    body = tar.extractfile(m).read()
                    files[name] = (entry(name, tarfile.REGTYPE, m.mode, size=len(body)), body)
    for d in ["bin", "dev", "etc", "etc/ssl/certs", "opt", "proc", "root", "sys", "tmp", "var", "var/runtime", "var/task"]:
        files.setdefault(d, (entry(d, mode=0o1777 if d == "tmp" else 0o755), None))
    for applet in APPLETS:
        files[f"bin/{applet}"] = (entry(f"bin/{applet}", tarfile.SYMTYPE, 0o777, "busybox"), None)
    # What update-ca-certificates (ca-certificates' install script) writes: every root, one file.
    bundle = b"".join(body for name, (_, body) in sorted(files.items())
                      if name.startswith("usr/share/ca-certificates/") and name.endswith(".crt"))
    text = {
        "etc/ssl/certs/ca-certificates.crt": bundle,
        "etc/passwd": b"root:x:0:0:root:/root:/bin/sh\n",
        "etc/group": b"root:x:0:\n",
    }
    for name, body in text.items():
        files[name] = (entry(name, tarfile.REGTYPE, 0o644, size=len(body)), body)
    out = io.BytesIO()
    with tarfile.open(fileobj=out, mode="w", format=tarfile.GNU_FORMAT) as tar:
        for name in sorted(files):
            info, body = files[name]
            tar.addfile(info, io.BytesIO(body) if body is not None else None)
    return out.getvalue()


def label(tag: str) -> str | None:
    out = subprocess.run(["docker", "image", "inspect", "--format", '{{ index .Config.Labels "seven.inputs" }}', tag],
                         capture_output=True, text=True)
    return out.stdout.strip() if out.returncode == 0 else None


def build(tag: str = TAG, cache: Path = ROOT / ".sam" / "image") -> str:
    """Builds the image unless one with the same inputs is there; returns its tag. A rebuild also
    removes SAM CLI's layer over the old one (`<repository>:rapid-x86_64`), which SAM would reuse."""
    packages = candidates()
    key = inputs_hash(packages)
    if label(tag) == key:
        print(f"base image {tag}: up to date ({key})", flush=True)
        return tag
    started = time.monotonic()
    tar = rootfs(download(packages, cache / "debs"))
    layer = hashlib.sha256(tar).hexdigest()
    changes = [*CONFIG, f"LABEL seven.inputs={key}", f"LABEL seven.layer=sha256:{layer}"]
    with tempfile.TemporaryFile() as f:
        f.write(tar)
        f.seek(0)
        subprocess.run(["docker", "import", *[a for c in changes for a in ("--change", c)], "-", tag], stdin=f,
                       stdout=subprocess.DEVNULL, check=True)
    subprocess.run(["docker", "rmi", "-f", f"{tag.rsplit(':', 1)[0]}:rapid-x86_64"], capture_output=True)
    versions = ", ".join(f"{p['Package']} {p['Version']}" for p in packages)
    print(f"base image {tag}: built in {time.monotonic() - started:.1f} s from {versions}; "
          f"{len(tar) / 1e6:.1f} MB, layer sha256:{layer[:16]}…", flush=True)
    return tag


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--tag", default=TAG)
    parser.add_argument("--tar", help="only write the root file system here (no Docker needed)")
    args = parser.parse_args()
    if args.tar:
        Path(args.tar).write_bytes(rootfs(download(candidates(), ROOT / ".sam" / "image" / "debs")))
    else:
        build(args.tag)


if __name__ == "__main__":
    sys.exit(main())
