//! Fingerprints: what is kept of an address or an account id where the text itself must not be.

use sha2::{Digest, Sha256};

/// A fingerprint of a text that does not name it (`sha256`, hex): an address never mailed again,
/// an erased account's id, a student's rate-limit counters (docs/privacy.md).
pub fn fingerprint(text: &(impl AsRef<str> + ?Sized)) -> String {
    Sha256::digest(text.as_ref().as_bytes()).iter().map(|b| format!("{b:02x}")).collect()
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_fingerprint_is_sha256_in_hex() {
        assert_eq!(super::fingerprint("abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    }
}
