"""A small proxy in front of moto's Cognito that fills the calls moto lacks and Amplify makes.

moto answers these with a 500 (which a browser sees as a CORS failure, breaking Amplify's token
refresh, sign-out and "resend code"):
  - GetTokensFromRefreshToken -> answered with moto's InitiateAuth(REFRESH_TOKEN_AUTH)
  - RevokeToken               -> answered with {} (moto keeps no revocation list)
  - ResendConfirmationCode    -> answered with CodeDeliveryDetails (moto accepts any code anyway)
Everything else is passed through unchanged, CORS preflights included. Local use only.
"""

import json
import threading
import urllib.error
import urllib.request
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

TARGET_PREFIX = "AWSCognitoIdentityProviderService."
CORS = {
    "Access-Control-Allow-Origin": "*",
    "Access-Control-Allow-Headers": "*",
    "Access-Control-Allow-Methods": "POST, OPTIONS",
    "Access-Control-Expose-Headers": "x-amzn-requestid, x-amzn-errortype, x-amzn-errormessage",
}


def _moto_call(moto: str, action: str, body: dict) -> tuple[int, dict]:
    req = urllib.request.Request(
        moto + "/",
        data=json.dumps(body).encode(),
        headers={"X-Amz-Target": TARGET_PREFIX + action, "Content-Type": "application/x-amz-json-1.1"},
    )
    try:
        with urllib.request.urlopen(req, timeout=10) as res:
            return res.status, json.loads(res.read() or b"{}")
    except urllib.error.HTTPError as err:
        return err.code, json.loads(err.read() or b"{}")


def _mask(email: str) -> str:
    local, _, domain = email.partition("@")
    return f"{local[:1]}***@{domain}" if domain else "***"


def fill_gap(moto: str, action: str, body: dict) -> tuple[int, dict] | None:
    """The answer for a call moto lacks, or None to pass the call through."""
    if action == "GetTokensFromRefreshToken":
        status, out = _moto_call(
            moto,
            "InitiateAuth",
            {
                "ClientId": body.get("ClientId"),
                "AuthFlow": "REFRESH_TOKEN_AUTH",
                "AuthParameters": {"REFRESH_TOKEN": body.get("RefreshToken", "")},
            },
        )
        if status == 200:
            out.get("AuthenticationResult", {}).setdefault("RefreshToken", body.get("RefreshToken"))
        return status, out
    if action == "RevokeToken":
        return 200, {}
    if action == "ResendConfirmationCode":
        return 200, {
            "CodeDeliveryDetails": {
                "Destination": _mask(str(body.get("Username", ""))),
                "DeliveryMedium": "EMAIL",
                "AttributeName": "email",
            }
        }
    return None


def make_handler(moto: str):
    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, *args):  # quiet: the dev console shows the app's logs
            pass

        def _send(self, status: int, payload: bytes, headers: dict):
            self.send_response(status)
            for k, v in headers.items():
                if k.lower() not in ("content-length", "transfer-encoding", "connection", "server", "date"):
                    self.send_header(k, v)
            for k, v in CORS.items():
                if k not in headers:
                    self.send_header(k, v)
            self.send_header("Content-Length", str(len(payload)))
            self.end_headers()
            self.wfile.write(payload)

        def do_OPTIONS(self):
            self._send(200, b"", {})

        def do_GET(self):  # JWKS and the moto API pass through
            self._forward(b"")

        def do_POST(self):
            raw = self.rfile.read(int(self.headers.get("Content-Length") or 0))
            action = (self.headers.get("X-Amz-Target") or "").removeprefix(TARGET_PREFIX)
            try:
                body = json.loads(raw or b"{}")
            except ValueError:
                body = {}
            filled = fill_gap(moto, action, body)
            if filled is not None:
                status, out = filled
                self._send(status, json.dumps(out).encode(), {"Content-Type": "application/x-amz-json-1.1"})
                return
            self._forward(raw)

        def _forward(self, raw: bytes):
            headers = {k: v for k, v in self.headers.items() if k.lower() not in ("host", "content-length")}
            req = urllib.request.Request(moto + self.path, data=raw or None, headers=headers, method=self.command)
            try:
                with urllib.request.urlopen(req, timeout=30) as res:
                    self._send(res.status, res.read(), dict(res.headers.items()))
            except urllib.error.HTTPError as err:
                self._send(err.code, err.read(), dict(err.headers.items()))

    return Handler


def serve(moto: str, port: int) -> ThreadingHTTPServer:
    """Starts the proxy on 127.0.0.1:port in a background thread."""
    server = ThreadingHTTPServer(("127.0.0.1", port), make_handler(moto))
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server
