"""SAM CLI reads the local template (`sam local start-api`'s first step, no Docker needed): every
route of infra/routes.json (the manifest generated from the routers) is mounted on its own function, CORS is a plain origin, and no
function's environment names a stage's tables.

    .venv-sam/bin/python scripts/sam_routes.py infra/cdk.out/Seven-local.template.json
"""

import json
import logging
import re
import sys
from pathlib import Path

from samcli.lib.providers.api_provider import ApiProvider
from samcli.lib.providers.sam_stack_provider import SamLocalStackProvider

ROOT = Path(__file__).resolve().parent.parent


def expected_routes() -> set[tuple[str, str, str]]:
    """(method, path, function) of infra/routes.json, paths as API Gateway routes them."""
    return {
        (r["method"], r["path"].rstrip("/") if len(r["path"]) > 1 else r["path"], r["function"])
        for r in json.loads((ROOT / "infra/routes.json").read_text())
    }


def main(template: str) -> None:
    logging.disable(logging.WARNING)  # SAM's notes on CDK metadata it reads its own way
    stacks, _ = SamLocalStackProvider.get_stacks(template)
    api = ApiProvider(stacks).api
    logical = {  # the template's function ids, e.g. Fnquizchallenge1A2B3C4D → quiz-challenge
        re.sub(r"[^a-z0-9]", "", f.lower()): f
        for f in {fn for _, _, fn in expected_routes()}
    }
    loaded = set()
    for route in api.routes:
        name = re.sub(r"^fn|[a-f0-9]{8}$", "", route.function_name.lower())
        for method in route.methods:
            if method != "OPTIONS":
                loaded.add((method, route.path, logical.get(name, route.function_name)))
    expected = expected_routes()
    missing, extra = expected - loaded, loaded - expected
    assert not missing and not extra, f"missing {sorted(missing)}; unexpected {sorted(extra)}"
    assert api.cors and api.cors.allow_origin == "http://127.0.0.1:3000", api.cors
    text = json.dumps(json.loads(Path(template).read_text()))
    assert "seven-prod" not in text and "amazonaws.com/" + "seven" not in text, "a stage's names in the local template"
    print(f"sam local: {len(loaded)} routes of {len(expected)} loaded, CORS {api.cors.allow_origin}")


if __name__ == "__main__":
    main(sys.argv[1])
