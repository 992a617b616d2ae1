"""moto's server, with DynamoDB writes made atomic as DynamoDB makes them.

moto checks a write's condition and then applies it without a lock, and its server answers each
request on its own thread: under concurrent requests two conditional writes (or transactions) can
both pass a condition only one should. DynamoDB itself applies each item write, and each
transaction, atomically. One lock around moto's DynamoDB writes restores that, so tests of rules
that must hold under concurrency (at most 2 family members, one trial per user, one effect per
Stripe event) test our conditions, not the emulator's races. Same arguments as `moto_server`.
"""

import functools
import sys
import threading

from moto.dynamodb.models import DynamoDBBackend
from moto.server import main

_WRITE_LOCK = threading.RLock()


def _atomic(method):
    @functools.wraps(method)
    def locked(*args, **kwargs):
        with _WRITE_LOCK:
            return method(*args, **kwargs)

    return locked


for _name in ("put_item", "update_item", "delete_item", "transact_write_items"):
    setattr(DynamoDBBackend, _name, _atomic(getattr(DynamoDBBackend, _name)))

if __name__ == "__main__":
    sys.exit(main())
