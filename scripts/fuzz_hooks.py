"""Loaded by schemathesis (SCHEMATHESIS_HOOKS) before it generates anything: a fault of the
generator itself kept out of the API's results.

Hypothesis names a strategy built from a lambda by parsing the lambda's source file (only to print
it: a strategy's repr, a filter's description). Deep in a large schema's recursive strategy,
CPython 3.11.7's parser can fail there with "SystemError: AST constructor recursion depth
mismatch", which ended a whole schemathesis run on one operation, a different one from run to run.
Where parsing fails, the lambda is named as Hypothesis names one it cannot read.
"""

from hypothesis.internal import filtering, lambda_sources

_describe = lambda_sources.lambda_description


def lambda_description(f) -> str:
    try:
        return _describe(f)
    except (SystemError, RecursionError):
        return "lambda: <unknown>"


lambda_sources.lambda_description = lambda_description
filtering.lambda_description = lambda_description
