"use client";

// The banner of an account waiting to be deleted (docs/privacy.md): on every signed-in page until
// the grace is over, with "Keep my account", which calls the deletion off and reloads the profile
// (access returns with it). Loaded only for such an account.

import { useToast } from "@/components/toast";
import { keepAccount } from "@/lib/profile";
import { ApiError } from "@/lib/api-client";
import { formatDate } from "@/lib/dates";
import { useAction } from "@/lib/use-action";

import { useSession } from "@/lib/session/session";
import { closingMessages as m } from "./closing-messages";

export function ClosingBanner({ deletesAt }: { deletesAt: number }) {
  const { refreshProfile } = useSession();
  const toast = useToast();
  const { run, busy } = useAction();
  const keep = () =>
    run(
      async () => {
        await keepAccount();
        await refreshProfile();
        toast.success(m.kept);
      },
      (err) => {
        // None waits (kept in another tab, or staff called it off): the profile says so.
        if (err instanceof ApiError && err.status === 404) void refreshProfile();
        else toast.error(m.keepFailed);
      },
    );
  return (
    <div className="banner banner-warning" role="region" aria-label="Account deletion">
      <p>{m.closing(formatDate(deletesAt))}</p>
      <button type="button" className="button button-small" onClick={() => void keep()} disabled={busy}>
        {busy ? m.keeping : m.keep}
      </button>
    </div>
  );
}
