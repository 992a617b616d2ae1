"""localstripe's server, keeping its state in memory only.

localstripe pickles its whole store to the fixed path /tmp/localstripe.pickle after every write
and reloads that file at start. Two instances on one machine (a dev stack, test processes) then
overwrite each other's state, and one starting while another writes reads a truncated pickle and
dies. Its state is as short-lived as moto's (in memory), so persistence is switched off: each
instance starts empty and owns its state. Same arguments as `localstripe`.
"""

import sys

from localstripe import resources
from localstripe.server import start

resources.Store.try_load_from_disk = lambda self: None
resources.Store.dump_to_disk = lambda self: None

if __name__ == "__main__":
    sys.exit(start())
