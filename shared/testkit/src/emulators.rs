//! The emulators: one moto and one localstripe per test process, on free ports.

use std::net::TcpListener;
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::sync::OnceLock;
use std::time::{Duration, Instant};

/// The workspace root (where `.venv` lives).
pub fn workspace_root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..").canonicalize().expect("workspace root")
}

/// A free loopback port.
pub fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0").and_then(|l| l.local_addr()).expect("free port").port()
}

/// The moto server for this test process: `MOTO_ENDPOINT` if set, else one started here, which
/// stops when this process ends.
pub fn moto() -> &'static str {
    static ENDPOINT: OnceLock<String> = OnceLock::new();
    ENDPOINT.get_or_init(|| {
        if let Ok(url) = std::env::var("MOTO_ENDPOINT") {
            return url;
        }
        let port = free_port();
        // moto with atomic DynamoDB writes, as DynamoDB has them (scripts/moto_server.py).
        let python = workspace_root().join(".venv/bin/python");
        assert!(python.exists(), "{} is missing: run `make venv` first", python.display());
        let server = workspace_root().join("scripts/moto_server.py");
        // A watcher shell stops moto when the test process goes away (statics are never dropped).
        let script = format!(
            "'{}' '{}' -H 127.0.0.1 -p {port} >/dev/null 2>&1 & m=$!; while kill -0 {} 2>/dev/null; do sleep 0.5; done; kill $m",
            python.display(),
            server.display(),
            std::process::id()
        );
        // The watcher outlives every test; it is reaped by init once this process exits.
        #[allow(clippy::zombie_processes)]
        let _watcher = Command::new("sh")
            .arg("-c")
            .arg(script)
            .env("MOTO_COGNITO_IDP_USER_POOL_ID_STRATEGY", "HASH")
            .env("MOTO_COGNITO_IDP_USER_POOL_CLIENT_ID_STRATEGY", "HASH")
            // Authenticator codes are checked (RFC 6238, against the emulator's one secret).
            .env("MOTO_COGNITO_IDP_USER_POOL_ENABLE_TOTP", "true")
            // Not our pipes: a reader waiting for EOF would wait for the watcher, which waits
            // for this process to be reaped.
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("start moto");
        let url = format!("http://127.0.0.1:{port}");
        wait_until_up(&format!("{url}/moto-api/"), Duration::from_secs(60));
        url
    })
}

/// One localstripe for this test process, with its own state folder, stopped with the process.
/// A start that does not answer (a port taken meanwhile) is retried on another port.
pub(crate) fn localstripe() -> String {
    for _ in 0..3 {
        if let Some(url) = try_localstripe() {
            return url;
        }
    }
    panic!("localstripe did not start");
}

fn try_localstripe() -> Option<String> {
    let port = free_port();
    // localstripe with its state in memory only (scripts/localstripe_server.py).
    let python = workspace_root().join(".venv/bin/python");
    assert!(python.exists(), "{} is missing: run `make venv` first", python.display());
    let server = workspace_root().join("scripts/localstripe_server.py");
    let log = std::env::temp_dir().join(format!("seven-localstripe-{}.log", uuid::Uuid::new_v4().simple()));
    let script = format!(
        "'{}' '{}' --port {port} >'{}' 2>&1 & m=$!; while kill -0 {} 2>/dev/null; do sleep 0.5; done; kill $m; rm -f '{}'",
        python.display(),
        server.display(),
        log.display(),
        std::process::id(),
        log.display()
    );
    #[allow(clippy::zombie_processes)]
    let _watcher = Command::new("sh")
        .arg("-c")
        .arg(script)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("start localstripe");
    let url = format!("http://127.0.0.1:{port}");
    let start = Instant::now();
    while start.elapsed() < Duration::from_secs(30) {
        if http_ok(&format!("{url}/js.stripe.com/v3/")) {
            return Some(url);
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    eprintln!(
        "localstripe on port {port} did not answer; its output:\n{}",
        std::fs::read_to_string(&log).unwrap_or_default()
    );
    None
}

/// Blocks until `url` answers 200 (emulator start-up). Plain blocking I/O: no runtime needed.
pub fn wait_until_up(url: &str, within: Duration) {
    let start = Instant::now();
    while start.elapsed() < within {
        if http_ok(url) {
            return;
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    panic!("{url} did not come up within {within:?}");
}

fn http_ok(url: &str) -> bool {
    use std::io::{Read, Write};
    let rest = url.trim_start_matches("http://");
    let (host, path) = rest.split_once('/').map(|(h, p)| (h, format!("/{p}"))).unwrap_or((rest, "/".into()));
    let Ok(mut s) = std::net::TcpStream::connect(host) else {
        return false;
    };
    let _ = s.set_read_timeout(Some(Duration::from_secs(2)));
    if write!(s, "GET {path} HTTP/1.0\r\nHost: {host}\r\n\r\n").is_err() {
        return false;
    }
    let mut buf = [0u8; 16];
    matches!(s.read(&mut buf), Ok(n) if n >= 12 && &buf[9..12] == b"200")
}
