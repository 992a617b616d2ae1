// Crafted Cognito ID tokens judged twice: by AWS's own verifier (aws-jwt-verify's
// CognitoJwtVerifier, with the local pool's keys) and by the API (any signed-in route: 401 means
// refused). Every verdict must agree. Run by `make test` against the local stack (API_BIN).

import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { createPrivateKey, sign } from "node:crypto";
import { dirname, join } from "node:path";
import { after, before, test } from "node:test";
import { fileURLToPath } from "node:url";

import { CognitoJwtVerifier } from "aws-jwt-verify";

import { startStack } from "../../frontend/e2e/harness.mjs";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "../..");

// The emulator's signing key (moto ships it), as the Rust tests' testkit reads it.
const KEY_TO_PEM = `
import gzip, json, os, base64, moto.cognitoidp
from cryptography.hazmat.primitives.asymmetric import rsa
from cryptography.hazmat.primitives import serialization
b64 = lambda s: base64.urlsafe_b64decode(s + '=' * (-len(s) % 4))
k = json.loads(gzip.open(os.path.join(os.path.dirname(moto.cognitoidp.__file__), 'resources', 'jwks-private.json.gz')).read())
n, e, d = (int.from_bytes(b64(k[x]), 'big') for x in ('n', 'e', 'd'))
p, q = rsa.rsa_recover_prime_factors(n, e, d)
key = rsa.RSAPrivateNumbers(p, q, d, rsa.rsa_crt_dmp1(d, p), rsa.rsa_crt_dmq1(d, q), rsa.rsa_crt_iqmp(p, q),
                            rsa.RSAPublicNumbers(e, n)).private_key()
print(key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption()).decode())
`;

const b64url = (v) => Buffer.from(typeof v === "string" ? v : JSON.stringify(v)).toString("base64url");

let stack;
let key;
let verifier;

before(async () => {
  stack = await startStack();
  key = createPrivateKey(execFileSync(join(ROOT, ".venv/bin/python"), ["-c", KEY_TO_PEM]).toString());
  verifier = CognitoJwtVerifier.create({ userPoolId: stack.poolId, tokenUse: "id", clientId: stack.clientId });
  const jwks = await (await fetch(`${stack.moto}/${stack.poolId}/.well-known/jwks.json`)).json();
  verifier.cacheJwks(jwks);
});

after(() => stack?.stop());

function token(claims, header = { alg: "RS256", kid: "dummy", typ: "JWT" }) {
  const body = `${b64url(header)}.${b64url(claims)}`;
  const signature = header.alg === "none" ? "" : sign("RSA-SHA256", Buffer.from(body), key).toString("base64url");
  return `${body}.${signature}`;
}

async function awsAccepts(jwt) {
  try {
    await verifier.verify(jwt);
    return true;
  } catch {
    return false;
  }
}

async function apiAccepts(jwt) {
  const res = await fetch(`${stack.url}/private/v2/users/profile`, { headers: { authorization: `Bearer ${jwt}` } });
  return res.status !== 401;
}

test("the API accepts exactly the ID tokens AWS's verifier accepts", async () => {
  const now = Math.floor(Date.now() / 1000);
  const iss = `https://cognito-idp.us-east-1.amazonaws.com/${stack.poolId}`;
  const base = { sub: "token-check-user", iss, aud: stack.clientId, token_use: "id", iat: now - 10, exp: now + 3600,
    email: "token-check@example.com", email_verified: true };
  const cases = {
    "a current token": base,
    "expired a second ago": { ...base, exp: now - 1 },
    "in its exp second": { ...base, exp: now },
    "not before a minute from now": { ...base, nbf: now + 60 },
    "not before a minute ago": { ...base, nbf: now - 60 },
    "aud a list containing the client": { ...base, aud: [stack.clientId] },
    "aud a list of two": { ...base, aud: [stack.clientId, "other"] },
    "aud another client": { ...base, aud: "another-client" },
    "an access token": { ...base, token_use: "access" },
    "another pool": { ...base, iss: "https://cognito-idp.us-east-1.amazonaws.com/us-east-1_other" },
    "another region's issuer": { ...base, iss: iss.replace("us-east-1.amazonaws", "eu-west-1.amazonaws") },
  };
  const tokens = Object.entries(cases).map(([what, claims]) => [what, token(claims)]);
  tokens.push(["unsigned (alg none)", token(base, { alg: "none", typ: "JWT" })]);
  tokens.push(["an unknown key id", token(base, { alg: "RS256", kid: "someone-elses", typ: "JWT" })]);
  const good = token(base);
  tokens.push(["a tampered payload", `${good.split(".")[0]}.${b64url({ ...base, sub: "someone-else" })}.${good.split(".")[2]}`]);
  tokens.push(["HS256 with the client id as secret", token(base, { alg: "HS256", kid: "dummy", typ: "JWT" })]);

  const disagree = [];
  let accepted = 0;
  for (const [what, jwt] of tokens) {
    const [aws, api] = [await awsAccepts(jwt), await apiAccepts(jwt)];
    accepted += aws ? 1 : 0;
    if (aws !== api) disagree.push(`${what}: aws-jwt-verify ${aws ? "accepts" : "refuses"}, the API ${api ? "accepts" : "refuses"}`);
  }
  assert.deepEqual(disagree, []);
  assert.equal(accepted, 2, "the current token and the one whose nbf passed");
});
