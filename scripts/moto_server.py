"""moto's server, with DynamoDB writes made atomic as DynamoDB makes them, and Cognito's rules for
a user's email address.

moto checks a write's condition and then applies it without a lock, and its server answers each
request on its own thread: under concurrent requests two conditional writes (or transactions) can
both pass a condition only one should. DynamoDB itself applies each item write, and each
transaction, atomically. One lock around moto's DynamoDB writes restores that, so tests of rules
that must hold under concurrency (at most 2 family members, one trial per user, one effect per
Stripe event) test our conditions, not the emulator's races.

Cognito proves an address before it vouches for it; moto does not. As Cognito does:
  - confirming a sign-up (with `email` an auto-verified attribute) sets `email_verified` to true;
  - a user changing their own `email` (UpdateUserAttributes with their access token) on a pool that
    keeps the original until the new one is verified (`UserAttributeUpdateSettings`
    `AttributesRequireVerificationBeforeUpdate: ["email"]`, as the CDK app and the local pools set)
    leaves `email` as it was; on any other pool the new address is set with `email_verified` false;
  - a client cannot write `email_verified` itself.

Cognito's ID and access tokens carry `auth_time`, the time of the sign-in itself, which tokens
refreshed from it keep (OpenID Connect Core §12.2), and `origin_jti`, the sign-in's id; moto stamps
`auth_time` anew on every refresh. Here a sign-in's time is kept with its `origin_jti` and every
token made from it carries it, so the API's staff rule (a session must have signed in after the
authenticator app was set up) is tested as Cognito would decide it. And a global sign-out ends
every session of the user, whichever name (username, email or sub) each sign-in used, as Cognito's
does; moto's matches the names as written.

With `SES_REQUEST_LOG=<file>`, every SES v2 request moto receives is appended to the file as one
JSON line {method, path, query, body}: the path as sent (percent-encoded), the query string's
values, the body's text as sent. `scripts/ses_check.py` checks those against botocore's published
SES v2 model and the raw messages against Python's `email` package. Several moto processes (one per
test process) append to the same file: each line is one `os.write` on a file opened `O_APPEND`.
Same arguments as `moto_server`.
"""

import functools
import json
import os
import sys
import threading
import time
from urllib.parse import parse_qs

from moto.cognitoidp.models import CognitoIdpBackend, CognitoIdpUserPool
from moto.dynamodb.models import DynamoDBBackend
from moto.server import main
from moto.sesv2.responses import SESV2Response

_WRITE_LOCK = threading.RLock()


def _atomic(method):
    @functools.wraps(method)
    def locked(*args, **kwargs):
        with _WRITE_LOCK:
            return method(*args, **kwargs)

    return locked


for _name in ("put_item", "update_item", "delete_item", "transact_write_items"):
    setattr(DynamoDBBackend, _name, _atomic(getattr(DynamoDBBackend, _name)))


def _auto_verifies_email(pool) -> bool:
    return "email" in (pool.extended_config.get("AutoVerifiedAttributes") or [])


def _keeps_original_email(pool) -> bool:
    settings = pool.extended_config.get("UserAttributeUpdateSettings") or {}
    return "email" in (settings.get("AttributesRequireVerificationBeforeUpdate") or [])


def _confirmed(method, pool_of):
    @functools.wraps(method)
    def confirm(self, first, username, *args, **kwargs):
        out = method(self, first, username, *args, **kwargs)
        pool = pool_of(self, first)
        if pool is not None and _auto_verifies_email(pool):
            pool._get_user(username).update_attributes([{"Name": "email_verified", "Value": "true"}])
        return out

    return confirm


def _pool_by_client(backend, client_id):
    return next((p for p in backend.user_pools.values() if client_id in p.clients), None)


CognitoIdpBackend.confirm_sign_up = _confirmed(CognitoIdpBackend.confirm_sign_up, _pool_by_client)
CognitoIdpBackend.admin_confirm_sign_up = _confirmed(
    CognitoIdpBackend.admin_confirm_sign_up, lambda backend, pool_id: backend.user_pools.get(pool_id)
)

_update_own_attributes = CognitoIdpBackend.update_user_attributes


def _update_user_attributes(self, access_token, attributes):
    pool = next((p for p in self.user_pools.values() if access_token in p.access_tokens), None)
    attributes = [a for a in attributes if a["Name"] != "email_verified"]
    if pool is not None and any(a["Name"] == "email" for a in attributes):
        if _keeps_original_email(pool):
            # The change waits for a code sent to the new address; until then nothing changes.
            attributes = [a for a in attributes if a["Name"] != "email"]
        else:
            attributes = attributes + [{"Name": "email_verified", "Value": "false"}]
    return _update_own_attributes(self, access_token, attributes)


CognitoIdpBackend.update_user_attributes = _update_user_attributes

_SIGNED_IN_AT: dict[str, int] = {}  # origin_jti -> the sign-in's auth_time
_create_refresh_token = CognitoIdpUserPool.create_refresh_token
_create_jwt = CognitoIdpUserPool.create_jwt


def _refresh_token_of_a_sign_in(self, client_id, username):
    refresh_token, origin_jti = _create_refresh_token(self, client_id, username)
    _SIGNED_IN_AT[origin_jti] = int(time.time())
    return refresh_token, origin_jti


def _jwt_with_the_sign_ins_time(self, client_id, username, token_use, expires_in=60 * 60, extra_data=None):
    extra = dict(extra_data or {})
    signed_in_at = _SIGNED_IN_AT.get(extra.get("origin_jti"))
    if signed_in_at is not None:
        extra["auth_time"] = signed_in_at
    return _create_jwt(self, client_id, username, token_use, expires_in, extra)


CognitoIdpUserPool.create_refresh_token = _refresh_token_of_a_sign_in
CognitoIdpUserPool.create_jwt = _jwt_with_the_sign_ins_time


def _sign_out_everywhere(self, username):
    user = self._get_user(username)
    for token, signed_in in list(self.refresh_tokens.items()):
        if signed_in is not None and self._get_user(signed_in[1]) is user:
            self.refresh_tokens[token] = None
    for token, (_, signed_in) in list(self.access_tokens.items()):
        if self._get_user(signed_in) is user:
            self.access_tokens.pop(token)


CognitoIdpUserPool.sign_out = _sign_out_everywhere

SES_REQUEST_LOG = os.environ.get("SES_REQUEST_LOG")
_setup_sesv2 = SESV2Response.setup_class


def _append(path: str, line: bytes) -> None:
    fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
    try:
        written = os.write(fd, line)
    finally:
        os.close(fd)
    if written != len(line):
        raise OSError(f"{path}: wrote {written} of {len(line)} bytes")


def _recorded(self, request, *args, **kwargs):
    out = _setup_sesv2(self, request, *args, **kwargs)
    raw = self.raw_body
    body = raw.decode("utf-8", errors="replace") if isinstance(raw, bytes) else (raw or "")
    line = {
        "method": self.method,
        "path": self.parsed_url.path,
        "query": parse_qs(self.parsed_url.query, keep_blank_values=True),
        "body": body,
    }
    _append(SES_REQUEST_LOG, (json.dumps(line) + "\n").encode("utf-8"))
    return out


if SES_REQUEST_LOG:
    SESV2Response.setup_class = _recorded

if __name__ == "__main__":
    sys.exit(main())
