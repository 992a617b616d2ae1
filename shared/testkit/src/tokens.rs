//! Tokens with chosen claims, signed with the emulator's own key (which moto ships in its
//! package), to prove the verifier refuses expired, wrongly addressed or non-ID tokens.

use std::process::Command;
use std::sync::OnceLock;

use jsonwebtoken::{Algorithm, EncodingKey, Header, encode};
use serde_json::Value;

const KEY_TO_PEM: &str = r#"
import gzip, json, os, moto.cognitoidp
from cryptography.hazmat.primitives.asymmetric import rsa
from cryptography.hazmat.primitives import serialization
import base64
b64 = lambda s: base64.urlsafe_b64decode(s + '=' * (-len(s) % 4))
p = os.path.join(os.path.dirname(moto.cognitoidp.__file__), 'resources', 'jwks-private.json.gz')
k = json.loads(gzip.open(p).read())
n, e, d = (int.from_bytes(b64(k[x]), 'big') for x in ('n', 'e', 'd'))
pr, q = rsa.rsa_recover_prime_factors(n, e, d)
key = rsa.RSAPrivateNumbers(pr, q, d, rsa.rsa_crt_dmp1(d, pr), rsa.rsa_crt_dmq1(d, q), rsa.rsa_crt_iqmp(pr, q),
                            rsa.RSAPublicNumbers(e, n)).private_key()
import sys; sys.stdout.buffer.write(key.private_bytes(serialization.Encoding.DER, serialization.PrivateFormat.TraditionalOpenSSL,
                        serialization.NoEncryption()))
"#;

fn emulator_key() -> &'static EncodingKey {
    static KEY: OnceLock<EncodingKey> = OnceLock::new();
    KEY.get_or_init(|| {
        let python = crate::workspace_root().join(".venv/bin/python");
        let out = Command::new(python).arg("-c").arg(KEY_TO_PEM).output().expect("run python");
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        EncodingKey::from_rsa_der(&out.stdout)
    })
}

/// A JWT with exactly these claims, signed by the emulator's key (kid "dummy").
pub fn sign(claims: &Value) -> String {
    let mut header = Header::new(Algorithm::RS256);
    header.kid = Some("dummy".into());
    encode(&header, claims, emulator_key()).expect("sign")
}
