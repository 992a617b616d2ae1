"""The SES request checker's own test: what botocore itself would send passes; the old malformed
sender (`From: <Seven <hello@seven.test>>`), an unknown, missing or mistyped member, a part
missing, a broken MIME structure, a named FromEmailAddress and an empty or missing log each fail.

    .venv/bin/python scripts/test_ses_check.py
"""

import contextlib
import io
import json
import os
import sys
import tempfile
import unittest

from botocore.serialize import create_serializer

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import ses_check  # noqa: E402

OPS = ses_check.Operations()


def message(from_header="\"Seven\" <hello@seven.test>", html=True, boundary_found=True) -> bytes:
    """A message as mail-builder writes ours: multipart/alternative, text and HTML."""
    b = "b1_0123456789"
    parts = [
        f"--{b}\r\nContent-Type: text/plain; charset=\"utf-8\"\r\nContent-Transfer-Encoding: 7bit\r\n\r\n"
        "Hello Ann\r\n"
    ]
    if html:
        parts.append(
            f"--{b}\r\nContent-Type: text/html; charset=\"utf-8\"\r\nContent-Transfer-Encoding: 7bit\r\n\r\n"
            "<p>Hello Ann</p>\r\n"
        )
    body = "".join(parts) + f"--{b}--\r\n"
    if not boundary_found:
        body = body.replace(f"--{b}", "--elsewhere")
    head = (
        f"From: {from_header}\r\nTo: <ann@x.example>\r\nSubject: Your answer is marked\r\n"
        "Message-ID: <1.2@seven.test>\r\nDate: Fri, 27 Nov 2026 12:00:00 +0000\r\nMIME-Version: 1.0\r\n"
        f"Content-Type: multipart/alternative; boundary=\"{b}\"\r\n\r\n"
    )
    return (head + body).encode()


def send_email(raw: bytes = None, **overrides) -> dict:
    params = {
        "FromEmailAddress": "hello@seven.test",
        "Destination": {"ToAddresses": ["ann@x.example"]},
        "Content": {"Raw": {"Data": raw if raw is not None else message()}},
    }
    params.update(overrides)
    return params


def logged(operation: str, params: dict) -> str:
    """The log line of the request botocore itself makes of `params` (its own serializer)."""
    op = OPS.model.operation_model(operation)
    request = create_serializer("rest-json").serialize_to_request(params, op)
    body = request["body"]
    body = body.decode() if isinstance(body, bytes) else body
    query = {k: v if isinstance(v, list) else [v] for k, v in request["query_string"].items()}
    return json.dumps({"method": request["method"], "path": request["url_path"], "query": query, "body": body})


def edited(line: str, edit) -> str:
    """A log line whose JSON body `edit` changed (what botocore's serializer would refuse to make)."""
    request = json.loads(line)
    body = json.loads(request["body"])
    edit(body)
    request["body"] = json.dumps(body)
    return json.dumps(request)


def failures(*lines):
    report = ses_check.check_lines(lines, OPS)
    return report, "\n".join(report.failures)


class SesCheck(unittest.TestCase):
    def test_what_botocore_would_send_passes(self):
        report, text = failures(
            logged("CreateEmailIdentity", {"EmailIdentity": "seven.test"}),
            logged("GetEmailIdentity", {"EmailIdentity": "hello@seven.test"}),
            logged("ListEmailIdentities", {"PageSize": 5}),
            logged("SendEmail", send_email(ConfigurationSetName="seven-prod")),
            logged("SendEmail", send_email(message(from_header="<hello@seven.test>"))),
        )
        self.assertEqual(text, "")
        self.assertEqual((report.requests, report.messages), (5, 2))
        self.assertEqual(report.summary(), "ses-check: 5 requests, 2 messages, 0 defects")

    def test_the_old_malformed_sender_fails(self):
        report, text = failures(logged("SendEmail", send_email(message(from_header="<Seven <hello@seven.test>>"))))
        self.assertIn("line 1 'Your answer is marked': the message, header From: InvalidHeaderDefect", text)
        self.assertIn("From: 'Seven' is not an address", text)
        self.assertIn("is not the From header's address", text)
        self.assertTrue(report.summary().endswith(f"{len(report.failures)} defects"))

    def test_an_unknown_member_fails(self):
        line = edited(logged("SendEmail", send_email()), lambda b: b.update(FromName="Seven"))
        self.assertIn('Unknown parameter in input: "FromName"', failures(line)[1])
        line = edited(logged("SendEmail", send_email()), lambda b: b["Destination"].update(To=["a@b.test"]))
        self.assertIn('Unknown parameter in Destination: "To"', failures(line)[1])
        query = json.loads(logged("ListEmailIdentities", {"PageSize": 5}))
        query["query"]["Limit"] = ["5"]
        self.assertIn('Unknown parameter in input: "Limit"', failures(json.dumps(query))[1])

    def test_a_missing_required_member_fails(self):
        line = edited(logged("SendEmail", send_email()), lambda b: b.pop("Content"))
        self.assertIn('Missing required parameter in input: "Content"', failures(line)[1])

    def test_a_member_of_the_wrong_type_fails(self):
        line = edited(logged("SendEmail", send_email()), lambda b: b["Destination"].update(ToAddresses="ann@x.example"))
        self.assertIn("Invalid type for parameter Destination.ToAddresses", failures(line)[1])
        line = edited(logged("SendEmail", send_email()), lambda b: b["Content"]["Raw"].update(Data="not base64!"))
        self.assertIn("not base64", failures(line)[1])

    def test_a_named_or_another_from_email_address_fails(self):
        text = failures(logged("SendEmail", send_email(FromEmailAddress="Seven <hello@seven.test>")))[1]
        self.assertIn("FromEmailAddress: 'Seven <hello@seven.test>' is not a bare address", text)
        text = failures(logged("SendEmail", send_email(FromEmailAddress="other@seven.test")))[1]
        self.assertIn("is not the From header's address ['hello@seven.test']", text)

    def test_a_message_without_html_or_with_a_broken_structure_fails(self):
        self.assertIn("no text/html part", failures(logged("SendEmail", send_email(message(html=False))))[1])
        text = failures(logged("SendEmail", send_email(message(boundary_found=False))))[1]
        self.assertIn("StartBoundaryNotFoundDefect", text)

    def test_a_request_of_no_ses_operation_fails(self):
        line = json.dumps({"method": "POST", "path": "/v2/email/outbound-email", "query": {}, "body": "{}"})
        self.assertIn("no SES v2 operation", failures(line)[1])

    def test_the_command_fails_on_a_missing_or_empty_log_and_any_defect(self):
        with tempfile.TemporaryDirectory() as d:
            path = os.path.join(d, "ses.jsonl")
            out = io.StringIO()
            with contextlib.redirect_stdout(out):
                self.assertEqual(ses_check.main(["ses_check", path]), 1)
                open(path, "w").close()
                self.assertEqual(ses_check.main(["ses_check", path]), 1)
                with open(path, "w") as f:
                    f.write(logged("SendEmail", send_email()) + "\n")
                self.assertEqual(ses_check.main(["ses_check", path]), 0)
                with open(path, "a") as f:
                    f.write(logged("SendEmail", send_email(message(from_header="<Seven <hello@seven.test>>"))) + "\n")
                self.assertEqual(ses_check.main(["ses_check", path]), 1)
            self.assertIn("ses-check: 1 requests, 1 messages, 0 defects", out.getvalue())
            self.assertIn("ses-check: line 2 'Your answer is marked'", out.getvalue())


if __name__ == "__main__":
    unittest.main()
