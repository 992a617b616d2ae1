"""SAM CLI, with `--docker-network host` doing what it says: every function container on the host's
network, so the functions reach the local emulators on 127.0.0.1 and no traffic leaves loopback.

    .venv-sam/bin/python scripts/sam_cli.py local start-api --docker-network host ...

SAM CLI (1.170, scripts/requirements-sam.txt) accepts `--docker-network host` but leaves the
container on Docker's default bridge with its emulator's port published (aws/aws-sam-cli#3609),
where 127.0.0.1 is the container itself. Here each Lambda container SAM creates gets network mode
`host` instead; its Runtime Interface Emulator listens on the loopback port SAM chose to publish,
and its Runtime API (127.0.0.1:9001 by default, which every container on one network would share)
on a free loopback port of its own. Anything else (no `--docker-network host`) is SAM unchanged.
"""

import logging
import socket
import sys

from docker.models.containers import ContainerCollection
from samcli.cli.main import cli

RIE_PORT = "8080"  # the emulator's port inside the container, as SAM CLI publishes it


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def on_host_network(create):
    def create_on_host(self, image, command=None, **kwargs):
        if (kwargs.get("labels") or {}).get("sam.cli.container.type") == "lambda":
            ports = dict(kwargs.pop("ports", None) or {})
            _, rie_port = ports.pop(RIE_PORT)
            assert not ports, f"ports other than the emulator's ({ports}) are not supported on the host network"
            kwargs["network_mode"] = "host"
            kwargs["entrypoint"] = [
                *kwargs["entrypoint"],
                "--runtime-interface-emulator-address", f"127.0.0.1:{rie_port}",
                "--runtime-api-address", f"127.0.0.1:{free_port()}",
            ]
        return create(self, image, command, **kwargs)

    return create_on_host


if __name__ == "__main__":
    # A warning for each of the template's ~200 non-function resources (routes, permissions) whose
    # CDK path is not a function's: true and harmless, and it buries SAM's own output.
    logging.getLogger("samcli.lib.samlib.resource_metadata_normalizer").setLevel(logging.ERROR)
    args = sys.argv[1:]
    if any(a == "--docker-network=host" or (a == "--docker-network" and b == "host") for a, b in zip(args, args[1:] + [""])):
        ContainerCollection.create = on_host_network(ContainerCollection.create)
    sys.exit(cli(prog_name="sam"))
