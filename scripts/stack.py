"""The local stack: emulators, bootstrap, demo seed, and the local server, at one URL.

    python scripts/stack.py up [--port N] [--ready-file F] [--api-bin PATH] [--site-dir DIR]
    python scripts/stack.py code    (the demo staff's current authenticator code)

Starts moto (DynamoDB, S3, Cognito) and localstripe on free loopback ports, the Cognito gap-filler
in front of moto, creates the tables, bucket, user pool, app client, staff group, Stripe catalogue
and webhook, seeds the demo users, then runs the local server (API + built site). Prints the URL
and the demo logins; with --ready-file also writes them as JSON (for tests and benchmarks).
Ctrl-C (or SIGTERM) stops everything it started, by PID. See docs/local-stack.md.
"""

import argparse
import contextlib
import json
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import boto3
import requests

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(Path(__file__).resolve().parent))
import cognito_gap_filler  # noqa: E402

REGION = "us-east-1"
TABLE_PREFIX = "seven-local-"
BUCKET = "seven-local-content"
# The sending domain the local SES (moto) has as a verified identity; nothing leaves the machine.
MAIL_DOMAIN = "seven.test"
MAIL_SECRET = "local-unsubscribe-key"
POOL_NAME = "seven-local"
# The per-client budgets of shared/api/src/limit.rs (RATE_LIMIT_{name}).
RATE_LIMITED = ["TRIAL_REDEEM", "PROMO_VALIDATE", "CHALLENGE_START", "CHALLENGE_ANSWER"]
STRIPE_KEY = "sk_test_local"
WEBHOOK_SECRET = "whsec_local"
WEBHOOK_PATH = "/api/v2/payments/stripe-webhook"
DEMO_PASSWORD = "seven-demo-password"
# Staff must have an authenticator app on (docs/deploy.md, "Staff MFA"). The emulator checks codes
# (RFC 6238) but gives every account this one secret; `python scripts/stack.py code` prints the
# current code, or add the secret to any authenticator app.
TOTP_SECRET = "ASDFASDFASDF"

# The Stripe catalogue (products and legacy Plans, which Stripe and localstripe both accept), shared
# with the API and the tests: docs/payments.md.
CATALOGUE = json.loads((ROOT / "shared/pay/catalogue.json").read_text())

DEMO_USERS = [
    {"email": "subscriber@seven.test", "given": "Sam", "family": "Subscriber", "kind": "subscriber"},
    {"email": "trial@seven.test", "given": "Tara", "family": "Trial", "kind": "trial"},
    {"email": "noplan@seven.test", "given": "Noah", "family": "Newcomer", "kind": "none"},
    {"email": "staff@seven.test", "given": "Stella", "family": "Staff", "kind": "staff"},
    # Standardised marking (docs/standards.md): the head of marking (staff too) and a second marker.
    {"email": "head@seven.test", "given": "Hana", "family": "Head", "kind": "head"},
    {"email": "marker@seven.test", "given": "Milo", "family": "Marker", "kind": "marker"},
]

# The staff groups of each staff kind of demo login.
STAFF_GROUPS = {"staff": ["staff"], "marker": ["staff"], "head": ["staff", "head-of-marking"]}


def free_port(preferred: int | None = None) -> int:
    for candidate in ([preferred] if preferred else []) + [0]:
        with socket.socket() as s:
            try:
                s.bind(("127.0.0.1", candidate))
                return s.getsockname()[1]
            except OSError:
                continue
    raise RuntimeError("no free port")


def wait_up(url: str, seconds: float = 60) -> None:
    deadline = time.time() + seconds
    while time.time() < deadline:
        try:
            with urllib.request.urlopen(url, timeout=2):
                return
        except Exception:
            time.sleep(0.2)
    raise RuntimeError(f"{url} did not come up")


class Stack:
    def __init__(self, state_dir: Path):
        self.state_dir = state_dir
        self.children: list[subprocess.Popen] = []
        self.gap_filler = None

    # -- processes ---------------------------------------------------------------------------
    def spawn(self, name: str, argv: list[str], env: dict | None = None) -> subprocess.Popen:
        log = open(self.state_dir / f"{name}.log", "wb")
        proc = subprocess.Popen(
            argv, env={**os.environ, **(env or {})}, stdout=log, stderr=subprocess.STDOUT, start_new_session=True
        )
        self.children.append(proc)
        return proc

    def stop(self) -> None:
        for proc in reversed(self.children):
            try:
                os.killpg(proc.pid, signal.SIGTERM)
            except ProcessLookupError:
                pass
        for proc in self.children:
            try:
                proc.wait(timeout=5)
            except subprocess.TimeoutExpired:
                os.killpg(proc.pid, signal.SIGKILL)
        if self.gap_filler:
            self.gap_filler.shutdown()

    def start_emulators(self) -> None:
        venv = ROOT / ".venv" / "bin"
        moto_port, stripe_port, cognito_port = free_port(), free_port(), free_port()
        self.moto = f"http://127.0.0.1:{moto_port}"
        self.stripe = f"http://127.0.0.1:{stripe_port}"
        self.moto_proc = self.spawn(
            "moto",
            [str(venv / "python"), str(ROOT / "scripts/moto_server.py"), "-H", "127.0.0.1", "-p", str(moto_port)],
            {
                "MOTO_COGNITO_IDP_USER_POOL_ID_STRATEGY": "HASH",
                "MOTO_COGNITO_IDP_USER_POOL_CLIENT_ID_STRATEGY": "HASH",
                # Authenticator codes are checked, as Cognito checks them.
                "MOTO_COGNITO_IDP_USER_POOL_ENABLE_TOTP": "true",
            },
        )
        # localstripe with its state in memory, like moto's (scripts/localstripe_server.py).
        self.spawn("localstripe", [str(venv / "python"), str(ROOT / "scripts/localstripe_server.py"), "--port", str(stripe_port)], {})
        wait_up(self.moto + "/moto-api/")
        wait_up(self.stripe + "/js.stripe.com/v3/")
        self.gap_filler = cognito_gap_filler.serve(self.moto, cognito_port)
        self.cognito = f"http://127.0.0.1:{cognito_port}"

    # -- bootstrap -----------------------------------------------------------------------------
    def aws(self, service: str):
        return boto3.client(
            service, endpoint_url=self.moto, region_name=REGION, aws_access_key_id="local", aws_secret_access_key="local"
        )

    def bootstrap(self, api_url: str) -> None:
        self.create_tables()
        s3 = self.aws("s3")
        if BUCKET not in [b["Name"] for b in s3.list_buckets().get("Buckets", [])]:
            s3.create_bucket(Bucket=BUCKET)
        # Versioned, as the stage's bucket is: erasure deletes every version (docs/privacy.md).
        s3.put_bucket_versioning(Bucket=BUCKET, VersioningConfiguration={"Status": "Enabled"})
        self.create_pool()
        self.create_stripe_catalogue(api_url)
        # E-mail goes to moto's SES, which keeps every message (`make outbox` prints them).
        ses = self.aws("sesv2")
        if MAIL_DOMAIN not in [i["IdentityName"] for i in ses.list_email_identities().get("EmailIdentities", [])]:
            ses.create_email_identity(EmailIdentity=MAIL_DOMAIN)

    def create_tables(self) -> None:
        ddb = self.aws("dynamodb")
        layout = json.loads((ROOT / "shared/store/tables.json").read_text())["tables"]
        existing = set(ddb.list_tables()["TableNames"])
        for t in layout:
            name = TABLE_PREFIX + t["name"]
            if name in existing:
                continue
            keys = lambda pk, sk: [{"AttributeName": pk, "KeyType": "HASH"}] + (  # noqa: E731
                [{"AttributeName": sk, "KeyType": "RANGE"}] if sk else []
            )
            attrs = {t["partitionKey"], *([t["sortKey"]] if t.get("sortKey") else [])}
            for ix in t.get("indexes", []):
                attrs |= {ix["partitionKey"], *([ix["sortKey"]] if ix.get("sortKey") else [])}
            args = {
                "TableName": name,
                "BillingMode": "PAY_PER_REQUEST",
                "KeySchema": keys(t["partitionKey"], t.get("sortKey")),
                "AttributeDefinitions": [{"AttributeName": a, "AttributeType": "S"} for a in sorted(attrs)],
            }
            if t.get("indexes"):
                args["GlobalSecondaryIndexes"] = [
                    {
                        "IndexName": ix["name"],
                        "KeySchema": keys(ix["partitionKey"], ix.get("sortKey")),
                        "Projection": {"ProjectionType": "ALL"},
                    }
                    for ix in t["indexes"]
                ]
            ddb.create_table(**args)

    def create_pool(self) -> None:
        idp = self.aws("cognito-idp")
        pools = [p for p in idp.list_user_pools(MaxResults=60)["UserPools"] if p["Name"] == POOL_NAME]
        if pools:
            self.pool_id = pools[0]["Id"]
        else:
            self.pool_id = idp.create_user_pool(
                PoolName=POOL_NAME,
                UsernameAttributes=["email"],
                AutoVerifiedAttributes=["email"],
                UserAttributeUpdateSettings={"AttributesRequireVerificationBeforeUpdate": ["email"]},
                Policies={
                    "PasswordPolicy": {
                        "MinimumLength": 12,
                        "RequireUppercase": False,
                        "RequireLowercase": False,
                        "RequireNumbers": False,
                        "RequireSymbols": False,
                    }
                },
                Schema=[
                    {"Name": "given_name", "AttributeDataType": "String", "Mutable": True, "Required": True},
                    {"Name": "family_name", "AttributeDataType": "String", "Mutable": True, "Required": True},
                ],
            )["UserPool"]["Id"]
        clients = idp.list_user_pool_clients(UserPoolId=self.pool_id, MaxResults=60)["UserPoolClients"]
        if clients:
            self.client_id = clients[0]["ClientId"]
        else:
            self.client_id = idp.create_user_pool_client(
                UserPoolId=self.pool_id,
                ClientName="web",
                ExplicitAuthFlows=["ALLOW_USER_PASSWORD_AUTH", "ALLOW_USER_SRP_AUTH", "ALLOW_REFRESH_TOKEN_AUTH", "ALLOW_ADMIN_USER_PASSWORD_AUTH"],
                ReadAttributes=["email", "email_verified", "given_name", "family_name"],
                WriteAttributes=["email", "given_name", "family_name"],
            )["UserPoolClient"]["ClientId"]
        groups = [g["GroupName"] for g in idp.list_groups(UserPoolId=self.pool_id)["Groups"]]
        if "staff" not in groups:
            idp.create_group(UserPoolId=self.pool_id, GroupName="staff", Description="Support staff")
        if "head-of-marking" not in groups:
            idp.create_group(UserPoolId=self.pool_id, GroupName="head-of-marking", Description="Head of marking")

    def stripe_call(self, method: str, path: str, data: dict | None = None) -> requests.Response:
        return requests.request(method, self.stripe + path, data=data, auth=(STRIPE_KEY, ""), timeout=30)

    def create_stripe_catalogue(self, api_url: str) -> None:
        for p in CATALOGUE["products"]:
            if self.stripe_call("GET", f"/v1/products/{p['id']}").status_code == 404:
                self.stripe_call("POST", "/v1/products", {"id": p["id"], "name": p["name"]}).raise_for_status()
        for plan in CATALOGUE["plans"]:
            if self.stripe_call("GET", f"/v1/plans/{plan['id']}").status_code == 404:
                fields = {"id": plan["id"], "product": plan["product"], "amount": plan["amount"], "interval": "month"}
                self.stripe_call("POST", "/v1/plans", {**fields, "currency": CATALOGUE["currency"]}).raise_for_status()
        self.stripe_call(
            "POST", "/_config/webhooks/seven-local", {"url": api_url + WEBHOOK_PATH, "secret": WEBHOOK_SECRET}
        ).raise_for_status()

    # -- seed ------------------------------------------------------------------------------------
    def seed(self) -> list[dict]:
        idp, ddb = self.aws("cognito-idp"), self.aws("dynamodb")
        now = int(time.time())
        logins = []
        for u in DEMO_USERS:
            try:
                sub = idp.sign_up(
                    ClientId=self.client_id,
                    Username=u["email"],
                    Password=DEMO_PASSWORD,
                    UserAttributes=[
                        {"Name": "email", "Value": u["email"]},
                        {"Name": "given_name", "Value": u["given"]},
                        {"Name": "family_name", "Value": u["family"]},
                    ],
                )["UserSub"]
                idp.admin_confirm_sign_up(UserPoolId=self.pool_id, Username=u["email"])
            except idp.exceptions.UsernameExistsException:
                attrs = idp.admin_get_user(UserPoolId=self.pool_id, Username=u["email"])["UserAttributes"]
                sub = next(a["Value"] for a in attrs if a["Name"] == "sub")
            if u["kind"] in STAFF_GROUPS:
                for group in STAFF_GROUPS[u["kind"]]:
                    idp.admin_add_user_to_group(UserPoolId=self.pool_id, Username=u["email"], GroupName=group)
                self.enable_totp(idp, u["email"])
                # What the API records when the console's set-up finishes (shared/store users.rs,
                # `record_staff_totp`): sessions that sign in after this second reach the console.
                ddb.put_item(TableName=TABLE_PREFIX + "users",
                             Item={"authId": {"S": f"STAFF#{sub}"}, "totpSince": {"N": str(now)}})
            profile = {
                "authId": sub,
                "id": sub,
                "email": u["email"],
                "firstName": u["given"],
                "lastName": u["family"],
                "userCohort": "",
                "paymentId": "",
                "subscriptionId": "",
                "subscriptionStatus": "",
                "subscriptionExpiry": 0,
                "subscriptionPlanType": "none",
                "freeTrialStatus": "none",
                "freeTrialExpiry": 0,
                "createdAt": now,
            }
            if u["kind"] == "subscriber":
                profile.update(self.stripe_subscription(u["email"], sub))
                profile["userCohort"] = "2027#MAY"
            if u["kind"] == "trial":
                profile.update({"freeTrialStatus": "active", "freeTrialExpiry": now + 3 * 86400})
            ddb.put_item(TableName=TABLE_PREFIX + "users", Item=to_item(profile))
            login = {"email": u["email"], "password": DEMO_PASSWORD, "kind": u["kind"], "sub": sub}
            if u["kind"] in STAFF_GROUPS:
                login["totpSecret"] = TOTP_SECRET
            logins.append(login)
        return logins

    def enable_totp(self, idp, email: str) -> None:
        """Turns an authenticator app on for `email`, as the staff console's set-up panel does."""
        if "SOFTWARE_TOKEN_MFA" in idp.admin_get_user(UserPoolId=self.pool_id, Username=email).get("UserMFASettingList", []):
            return
        auth = idp.initiate_auth(ClientId=self.client_id, AuthFlow="USER_PASSWORD_AUTH",
                                 AuthParameters={"USERNAME": email, "PASSWORD": DEMO_PASSWORD})
        access = auth["AuthenticationResult"]["AccessToken"]
        secret = idp.associate_software_token(AccessToken=access)["SecretCode"]
        idp.verify_software_token(AccessToken=access, UserCode=totp_code(secret), FriendlyDeviceName="demo")
        idp.set_user_mfa_preference(AccessToken=access, SoftwareTokenMfaSettings={"Enabled": True, "PreferredMfa": True})

    def stripe_subscription(self, email: str, auth_id: str) -> dict:
        """A real subscription on the emulator: customer, test card, monthly individual plan."""
        customer = self.stripe_call("POST", "/v1/customers", {"email": email, "metadata[authId]": auth_id}).json()["id"]
        pm = self.stripe_call(
            "POST",
            "/v1/payment_methods",
            {"type": "card", "card[number]": "4242424242424242", "card[exp_month]": 12, "card[exp_year]": 2034, "card[cvc]": "123"},
        ).json()["id"]
        self.stripe_call("POST", f"/v1/payment_methods/{pm}/attach", {"customer": customer}).raise_for_status()
        self.stripe_call("POST", f"/v1/customers/{customer}", {"invoice_settings[default_payment_method]": pm}).raise_for_status()
        sub = self.stripe_call(
            "POST",
            "/v1/subscriptions",
            {
                "customer": customer,
                "items[0][plan]": "individual-monthly",
                "metadata[authId]": auth_id,
                "metadata[planType]": "single",
            },
        ).json()
        return {
            "paymentId": customer,
            "subscriptionId": sub["id"],
            "subscriptionStatus": "active",
            "subscriptionExpiry": sub["current_period_end"],
            "subscriptionPlanType": "single",
        }

    # -- the local server -------------------------------------------------------------------------
    def site_config(self, url: str) -> dict:
        return {
            "apiUrl": url,
            "cognito": {
                "userPoolId": self.pool_id,
                "userPoolClientId": self.client_id,
                "userPoolEndpoint": self.cognito,
                "authFlowType": "USER_PASSWORD_AUTH",
            },
            "stripe": {"publishableKey": "pk_test_local", "jsUrl": self.stripe + "/js.stripe.com/v3/"},
        }

    def start_server(self, api_bin: str, port: int, site_dir: Path) -> str:
        url = f"http://127.0.0.1:{port}"
        self.api_proc = self.spawn(
            "api",
            [api_bin],
            {
                "LISTEN": f"127.0.0.1:{port}",
                "SITE_DIR": str(site_dir),
                "SITE_CONFIG": json.dumps(self.site_config(url)),
                "AWS_REGION": REGION,
                "AWS_ACCESS_KEY_ID": "local",
                "AWS_SECRET_ACCESS_KEY": "local",
                "AWS_ENDPOINT_URL": self.moto,
                "TABLE_PREFIX": TABLE_PREFIX,
                "CONTENT_BUCKET": BUCKET,
                "COGNITO_ISSUER": f"https://cognito-idp.{REGION}.amazonaws.com/{self.pool_id}",
                "COGNITO_CLIENT_ID": self.client_id,
                "COGNITO_JWKS_URL": f"{self.moto}/{self.pool_id}/.well-known/jwks.json",
                "STRIPE_SECRET_KEY": STRIPE_KEY,
                "STRIPE_API_BASE": self.stripe,
                "STRIPE_WEBHOOK_SECRET": WEBHOOK_SECRET,
                "LOG_FORMAT": os.environ.get("LOG_FORMAT", "text"),
                "SEED_DEMO_CONTENT": "1",
                "DEMO_MEDIA_DIR": str(demo_videos(self.state_dir / "media")),
                "S3_FORCE_PATH_STYLE": "1",
                "MAIL_FROM": f"Seven <hello@{MAIL_DOMAIN}>",
                "SITE_URL": url,
                "API_URL": url,
                "MAIL_SECRET": MAIL_SECRET,
            },
        )
        wait_up(url + "/health")
        return url


@contextlib.contextmanager
def running(api_bin: Path, state_dir: Path):
    """The whole stack in a child process, for scripts (bench, fuzz): yields its ready file's JSON
    (url, emulators, pool, demo logins) and stops everything on the way out."""
    state_dir.mkdir(parents=True, exist_ok=True)
    ready = state_dir / "ready.json"
    ready.unlink(missing_ok=True)
    stack = subprocess.Popen(
        [sys.executable, str(Path(__file__).resolve()), "up", "--port", "0", "--ready-file", str(ready),
         "--api-bin", str(api_bin), "--state-dir", str(state_dir / "state")],
        stdout=subprocess.DEVNULL, start_new_session=True,
        # Fuzzing, load and benchmarks send thousands of requests from one address: the per-client
        # rate limits (docs/deploy.md) would answer most of them 429, so they are raised here;
        # `make dev` and the browser journeys keep the real ones.
        env={**os.environ, **{f"RATE_LIMIT_{name}": "1000000/60" for name in RATE_LIMITED}},
    )
    try:
        while not ready.exists():
            if stack.poll() is not None:
                raise RuntimeError(f"the stack did not start; see {state_dir}/state/*.log")
            time.sleep(0.5)
        time.sleep(0.2)  # the file is written in one call; let it land
        yield json.loads(ready.read_text())
    finally:
        # A stack that never started has no process group left to stop: its own error stands.
        with contextlib.suppress(ProcessLookupError):
            os.killpg(stack.pid, signal.SIGTERM)
        stack.wait()


def script_args(doc: str, **options: dict) -> argparse.Namespace:
    """The arguments of a script that runs against the stack (fuzz, load): its own `options`
    (name -> add_argument keywords), `--api-bin` (or API_BIN: the built `local` binary) and
    `--json` (also write the figures here)."""
    parser = argparse.ArgumentParser(description=doc, formatter_class=argparse.RawDescriptionHelpFormatter)
    for name, kwargs in options.items():
        parser.add_argument(f"--{name}", **kwargs)
    parser.add_argument("--api-bin", default=os.environ.get("API_BIN"))
    parser.add_argument("--json", help="also write the figures here")
    args = parser.parse_args()
    if not args.api_bin:
        parser.error("--api-bin (or API_BIN) is required: the built `local` binary")
    args.api_bin = Path(args.api_bin)
    return args


def id_token(ready: dict, kind: str) -> str:
    """A demo user's Cognito ID token (kind: subscriber, trial, none, staff); the staff login
    answers the authenticator-code challenge."""
    login = next(u for u in ready["logins"] if u["kind"] == kind)
    idp = boto3.client("cognito-idp", endpoint_url=ready["cognito"], region_name=REGION,
                       aws_access_key_id="local", aws_secret_access_key="local")
    auth = idp.initiate_auth(ClientId=ready["clientId"], AuthFlow="USER_PASSWORD_AUTH",
                             AuthParameters={"USERNAME": login["email"], "PASSWORD": login["password"]})
    if auth.get("ChallengeName") == "SOFTWARE_TOKEN_MFA":
        auth = idp.respond_to_auth_challenge(
            ClientId=ready["clientId"], ChallengeName="SOFTWARE_TOKEN_MFA", Session=auth["Session"],
            ChallengeResponses={"USERNAME": login["email"], "SOFTWARE_TOKEN_MFA_CODE": totp_code(login["totpSecret"])},
        )
    return auth["AuthenticationResult"]["IdToken"]


def totp_code(secret: str) -> str:
    """An authenticator app's current code for `secret` (RFC 6238: base32, SHA-1, 30 s, 6 digits);
    waits for the next period when this one is about to end, so the code arrives while current."""
    import base64

    from cryptography.hazmat.primitives.hashes import SHA1
    from cryptography.hazmat.primitives.twofactor.totp import TOTP

    key = base64.b32decode(secret.upper() + "=" * (-len(secret) % 8))
    if 30 - time.time() % 30 < 3:
        time.sleep(30 - time.time() % 30 + 0.1)
    return TOTP(key, 6, SHA1(), 30, enforce_key_length=False).generate(time.time()).decode()


def demo_videos(folder: Path) -> Path:
    """Three short real MP4s (test pattern and tone), made once with the ffmpeg imageio-ffmpeg carries."""
    import imageio_ffmpeg

    folder.mkdir(parents=True, exist_ok=True)
    for i, (pattern, tone) in enumerate([("testsrc2", 440), ("smptebars", 523), ("rgbtestsrc", 659)], start=1):
        out = folder / f"demo-{i}.mp4"
        if out.exists():
            continue
        subprocess.run(
            [imageio_ffmpeg.get_ffmpeg_exe(), "-y", "-loglevel", "error",
             "-f", "lavfi", "-i", f"{pattern}=size=640x360:rate=24:duration=8",
             "-f", "lavfi", "-i", f"sine=frequency={tone}:duration=8",
             "-c:v", "libx264", "-pix_fmt", "yuv420p", "-preset", "veryfast", "-crf", "32",
             "-c:a", "aac", "-b:a", "64k", "-movflags", "+faststart", "-shortest", str(out)],
            check=True,
        )
    return folder


def outbox(moto: str) -> list[dict]:
    """Every message moto's SES holds, oldest first: to, subject, headers, plain text and HTML."""
    import email
    import email.policy
    import urllib.request

    with urllib.request.urlopen(f"{moto}/moto-api/data.json") as res:
        data = json.loads(res.read())
    out = []
    for raw in data.get("ses", {}).get("RawMessage", []):
        msg = email.message_from_string(raw["raw_data"], policy=email.policy.default)
        part = lambda kind: (msg.get_body(preferencelist=(kind,)) or msg).get_content()  # noqa: E731
        out.append({"to": raw["destinations"], "subject": str(msg["subject"]), "headers": dict(msg.items()),
                    "text": part("plain"), "html": part("html")})
    return out


def to_item(obj: dict) -> dict:
    return {k: ({"N": str(v)} if isinstance(v, int) else {"S": str(v)}) for k, v in obj.items()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument(
        "command",
        choices=["up", "code", "outbox"],
        help="up: run the stack; code: print the demo staff's current authenticator code; "
        "outbox: print the e-mail `make dev` has sent (moto's SES keeps it)",
    )
    parser.add_argument("--port", type=int, default=int(os.environ.get("PORT", "8080")))
    parser.add_argument("--ready-file")
    parser.add_argument("--api-bin", default=os.environ.get("API_BIN"))
    parser.add_argument("--site-dir", default=str(ROOT / "frontend" / "out"))
    parser.add_argument("--state-dir", default=str(ROOT / ".dev"))
    args = parser.parse_args()
    if args.command == "code":
        print(totp_code(TOTP_SECRET))
        return
    if args.command == "outbox":
        ready = json.loads((Path(args.state_dir) / "ready.json").read_text())
        for m in outbox(ready["moto"]):
            print(f"--- to {', '.join(m['to'])}: {m['subject']}\n{m['text']}")
        return
    if not args.api_bin:
        parser.error("--api-bin (or API_BIN) is required: the built `local` binary")

    state_dir = Path(args.state_dir)
    state_dir.mkdir(parents=True, exist_ok=True)
    stack = Stack(state_dir)

    def on_signal(signum, _frame):
        raise KeyboardInterrupt

    signal.signal(signal.SIGTERM, on_signal)
    try:
        stack.start_emulators()
        port = free_port(args.port)
        api_url = f"http://127.0.0.1:{port}"
        stack.bootstrap(api_url)
        logins = stack.seed()
        url = stack.start_server(args.api_bin, port, Path(args.site_dir))
        ready = {
            "url": url,
            "moto": stack.moto,
            "stripe": stack.stripe,
            "cognito": stack.cognito,
            "poolId": stack.pool_id,
            "clientId": stack.client_id,
            "tablePrefix": TABLE_PREFIX,
            "logins": logins,
            "apiPid": stack.api_proc.pid,
            "motoPid": stack.moto_proc.pid,
        }
        print(f"\n  Seven is running at {url}\n")
        print("  Demo logins (password for all: %s):" % DEMO_PASSWORD)
        for login in logins:
            print(f"    {login['kind']:<11} {login['email']}")
        print(f"\n  Sign-up confirmation codes are not checked locally: any code works.")
        print(f"  Staff sign in with an authenticator code: add the key {TOTP_SECRET} to an authenticator app,")
        print(f"  or run `.venv/bin/python scripts/stack.py code` for the current one.")
        print(f"  Logs: {state_dir}/*.log    Stop: Ctrl-C\n", flush=True)
        if args.ready_file:
            Path(args.ready_file).write_text(json.dumps(ready, indent=2))
        while all(p.poll() is None for p in stack.children):
            time.sleep(0.5)
        failed = [p.args[0] for p in stack.children if p.poll() is not None]
        print(f"stopped: {failed} exited; see {state_dir}/*.log", file=sys.stderr)
        sys.exit(1)
    except KeyboardInterrupt:
        pass
    finally:
        stack.stop()


if __name__ == "__main__":
    main()
