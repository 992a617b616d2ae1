// Pieces of My Subscription that both a managed plan and a family member's view show.

import { formatDate } from "@/lib/dates";

import { subscriptionMessages } from "./account-messages";
import { FormError } from "@/components/FormError";

export function RenewalLabel({ cancelAtPeriodEnd, end }: { cancelAtPeriodEnd: boolean; end: number }) {
  return (
    <p data-testid="renewal">
      {cancelAtPeriodEnd ? `(Expiring On) ${formatDate(end * 1000)}` : "(Auto Renew)"}
      {cancelAtPeriodEnd ? null : <span className="muted"> Next payment on {formatDate(end * 1000)}</span>}
    </p>
  );
}

export function LoadFailed({ retry }: { retry: () => void }) {
  return (
    <FormError
      text={subscriptionMessages.loadFailed}
      action={
        <button type="button" className="link" onClick={retry}>
          Retry
        </button>
      }
    />
  );
}
