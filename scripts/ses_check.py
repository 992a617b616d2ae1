"""Checks every SES v2 request the Rust tests made (the JSON lines `scripts/moto_server.py` writes
with `SES_REQUEST_LOG`) against references nobody here wrote:

  - the request: its operation is found in botocore's own published SES v2 service model by method
    and request URI; the URI's members, the query string's and the JSON body's are put together
    (base64 blobs back to bytes) and validated by botocore's `ParamValidator`: an unknown member, a
    missing required one or one of the wrong type fails;
  - every SendEmail's raw message (`Content.Raw.Data`), parsed by Python's `email` package with
    `email.policy.default`: any defect of the message, of any part or of any header fails; so does
    a From, To or Reply-To address without both a user name and a domain, a `FromEmailAddress`
    that is not a bare, valid address equal to the From header's, a Destination address that is
    not a bare, valid one, and a message without a text/plain and a text/html part.

    .venv/bin/python scripts/ses_check.py .ses-requests.jsonl

Prints each failure (the log's line number and the message's subject) and one summary line; exits
1 on any failure, and when the log is missing or empty (a hook that records nothing must not pass).
"""

import base64
import binascii
import email
import json
import re
import sys
from email import policy
from urllib.parse import unquote

import botocore.session
from botocore.validate import ParamValidator

ADDRESS_HEADERS = ("From", "To", "Reply-To")


def service_model():
    return botocore.session.get_session().get_service_model("sesv2")


def _uri_pattern(template: str):
    """A request URI template (`/v2/email/identities/{EmailIdentity}`) as a regular expression of
    the path, and the query keys the template itself carries."""
    path, _, query = template.partition("?")
    pattern, names, at = "", {}, 0
    for i, m in enumerate(re.finditer(r"\{([^}]+)\}", path)):
        pattern += re.escape(path[at : m.start()])
        name, greedy = m.group(1).rstrip("+"), m.group(1).endswith("+")
        names[f"g{i}"] = name
        pattern += f"(?P<g{i}>.+)" if greedy else f"(?P<g{i}>[^/]+)"
        at = m.end()
    pattern += re.escape(path[at:])
    literal = [q.split("=")[0] for q in query.split("&") if q]
    return re.compile(f"^{pattern}$"), names, literal, len(re.sub(r"\{[^}]+\}", "", path))


class Operations:
    def __init__(self, model=None):
        self.model = model or service_model()
        self.routes = []
        for name in self.model.operation_names:
            op = self.model.operation_model(name)
            regex, names, literal, specificity = _uri_pattern(op.http["requestUri"])
            self.routes.append((op.http["method"], regex, names, literal, specificity, op))

    def find(self, method: str, path: str, query: dict):
        """The operation and its URI members, the most specific match first."""
        found = []
        for m, regex, names, literal, specificity, op in self.routes:
            hit = regex.match(path) if m == method else None
            if hit and all(k in query for k in literal):
                uri = {names[g]: unquote(v) for g, v in hit.groupdict().items()}
                found.append((specificity + len(literal), op, uri, literal))
        if not found:
            return None, {}, []
        _, op, uri, literal = max(found, key=lambda f: f[0])
        return op, uri, literal


class Unreadable(ValueError):
    pass


def _from_json(value, shape):
    """A JSON value as botocore's parameters: member names for wire names, bytes for base64 blobs.
    What the shape does not know is kept as sent, for the validator to report."""
    if shape is None:
        return value
    kind = shape.type_name
    if kind == "structure" and isinstance(value, dict):
        wire = {m.serialization.get("name", name): name for name, m in shape.members.items()}
        out = {}
        for key, v in value.items():
            name = wire.get(key, key)
            out[name] = _from_json(v, shape.members.get(name))
        return out
    if kind == "list" and isinstance(value, list):
        return [_from_json(v, shape.member) for v in value]
    if kind == "map" and isinstance(value, dict):
        return {k: _from_json(v, shape.value) for k, v in value.items()}
    if kind == "blob" and isinstance(value, str):
        try:
            return base64.b64decode(value, validate=True)
        except (binascii.Error, ValueError) as e:
            raise Unreadable(f"{shape.name}: not base64 ({e})") from e
    return value


def _from_query(values: list, shape):
    if shape.type_name == "list":
        return [_scalar(v, shape.member) for v in values]
    return _scalar(values[-1], shape)


def _scalar(text: str, shape):
    kind = shape.type_name
    try:
        if kind in ("integer", "long"):
            return int(text)
        if kind in ("double", "float"):
            return float(text)
    except ValueError as e:
        raise Unreadable(f"{shape.name}: {text!r} is not a number") from e
    if kind == "boolean":
        if text not in ("true", "false"):
            raise Unreadable(f"{shape.name}: {text!r} is not a boolean")
        return text == "true"
    return text


def request_params(op, uri: dict, query: dict, body: str, literal_query=()):
    """The operation's parameters from the URI, the query string and the body, as botocore takes
    them."""
    shape = op.input_shape
    members = shape.members if shape is not None else {}
    params = {}
    if body.strip():
        try:
            sent = json.loads(body)
        except json.JSONDecodeError as e:
            raise Unreadable(f"the body is not JSON ({e})") from e
        if not isinstance(sent, dict):
            raise Unreadable("the body is not a JSON object")
        in_body = {n: m for n, m in members.items() if not m.serialization.get("location")}
        wire = {m.serialization.get("name", n): n for n, m in in_body.items()}
        for key, value in sent.items():
            name = wire.get(key, key)
            params[name] = _from_json(value, in_body.get(name))
    by_location = {}
    for name, m in members.items():
        loc = m.serialization.get("location")
        if loc:
            by_location[(loc, m.serialization.get("name", name))] = name
    for key, value in uri.items():
        name = by_location.get(("uri", key))
        if name is None:
            raise Unreadable(f"the URI's {{{key}}} is no member of {op.name}")
        params[name] = _scalar(value, members[name])
    for key, values in query.items():
        if key in literal_query:
            continue
        name = by_location.get(("querystring", key))
        if name is None:
            params[key] = values  # unknown: the validator reports it
        else:
            params[name] = _from_query(values, members[name])
    return params


def _bare_address(text: str):
    """What is wrong with `text` as a bare address, or None."""
    if not isinstance(text, str) or text != text.strip() or any(c in text for c in "<>\"\r\n\t ,"):
        return f"{text!r} is not a bare address"
    header = policy.default.header_factory("To", text)
    if header.defects:
        return f"{text!r}: {', '.join(str(d) for d in header.defects)}"
    if len(header.addresses) != 1:
        return f"{text!r} is not one address"
    a = header.addresses[0]
    if a.display_name or not a.username or not a.domain or a.addr_spec != text:
        return f"{text!r} is not a valid bare address"
    return None


def message_problems(raw: bytes, from_email_address, destinations):
    """What is wrong with a raw message (and its envelope), and its subject."""
    problems = []
    msg = email.message_from_bytes(raw, policy=policy.default)
    subject = str(msg.get("Subject", ""))
    kinds = set()
    for n, part in enumerate(msg.walk()):
        where = "the message" if n == 0 else f"part {n} ({part.get_content_type()})"
        for d in part.defects:
            problems.append(f"{where}: {type(d).__name__}: {d}")
        for name, value in part.items():
            for d in getattr(value, "defects", ()):
                problems.append(f"{where}, header {name}: {type(d).__name__}: {d}")
        if not part.is_multipart() and part.get_content_disposition() != "attachment":
            kinds.add(part.get_content_type())
    for name in ADDRESS_HEADERS:
        headers = msg.get_all(name) or []
        if name in ("From", "To") and len(headers) != 1:
            problems.append(f"{len(headers)} {name} headers")
        for header in headers:
            addresses = getattr(header, "addresses", ())
            if not addresses:
                problems.append(f"{name}: no address in {str(header)!r}")
            for a in addresses:
                if not a.username or not a.domain:
                    problems.append(f"{name}: {str(a)!r} is not an address (user name {a.username!r}, domain {a.domain!r})")
    for kind in ("text/plain", "text/html"):
        if kind not in kinds:
            problems.append(f"no {kind} part")
    wrong = _bare_address(from_email_address) if from_email_address is not None else "no FromEmailAddress"
    if wrong:
        problems.append(f"FromEmailAddress: {wrong}")
    else:
        header = msg.get("From")
        senders = [a.addr_spec for a in getattr(header, "addresses", ())]
        if senders != [from_email_address]:
            problems.append(f"FromEmailAddress {from_email_address!r} is not the From header's address {senders}")
    for to in destinations:
        wrong = _bare_address(to)
        if wrong:
            problems.append(f"Destination: {wrong}")
    return subject, problems


class Report:
    def __init__(self):
        self.requests = 0
        self.messages = 0
        self.failures = []

    def fail(self, line: int, subject, problem: str):
        about = f" {subject!r}" if subject is not None else ""
        self.failures.append(f"line {line}{about}: {problem}")

    def summary(self) -> str:
        return f"ses-check: {self.requests} requests, {self.messages} messages, {len(self.failures)} defects"


def check_lines(lines, operations=None) -> Report:
    ops = operations or Operations()
    validator = ParamValidator()
    report = Report()
    for number, text in enumerate(lines, start=1):
        if not text.strip():
            continue
        report.requests += 1
        try:
            request = json.loads(text)
            method, path = request["method"], request["path"]
            query, body = request.get("query") or {}, request.get("body") or ""
        except (json.JSONDecodeError, KeyError, TypeError) as e:
            report.fail(number, None, f"not a logged request ({e})")
            continue
        op, uri, literal = ops.find(method, path, query)
        if op is None:
            report.fail(number, None, f"{method} {path}: no SES v2 operation")
            continue
        try:
            params = request_params(op, uri, query, body, literal)
        except Unreadable as e:
            report.fail(number, None, f"{op.name}: {e}")
            continue
        errors = validator.validate(params, op.input_shape)
        if errors.has_errors():
            report.fail(number, None, f"{op.name}: {errors.generate_report()}")
        raw = (((params.get("Content") or {}).get("Raw") or {}).get("Data")) if op.name == "SendEmail" else None
        if isinstance(raw, bytes):
            report.messages += 1
            destination = params.get("Destination") or {}
            to = [a for k in ("ToAddresses", "CcAddresses", "BccAddresses") for a in destination.get(k) or []]
            subject, problems = message_problems(raw, params.get("FromEmailAddress"), to)
            for p in problems:
                report.fail(number, subject, p)
    return report


def main(argv) -> int:
    if len(argv) != 2:
        print(f"usage: {argv[0]} <requests.jsonl>", file=sys.stderr)
        return 2
    try:
        with open(argv[1], encoding="utf-8") as f:
            report = check_lines(f)
    except FileNotFoundError:
        print(f"ses-check: {argv[1]} is missing: no SES request was recorded (SES_REQUEST_LOG?)")
        return 1
    for failure in report.failures:
        print(f"ses-check: {failure}")
    print(report.summary())
    if report.requests == 0:
        print(f"ses-check: {argv[1]} is empty: no SES request was recorded")
        return 1
    return 1 if report.failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
