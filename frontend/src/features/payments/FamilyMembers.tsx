"use client";

// The family owner's Invite section (spec 01 §2, §4, §8): the invitees, remove, and an invite
// form while fewer than 2 are on the plan. The server holds the limit.

import { useState } from "react";

import { Field } from "@/components/Field";
import { ConfirmDialog } from "@/components/ConfirmDialog";
import { formReady, useToast } from "@/components/toast";
import { rules } from "@/lib/session/validation";
import { ApiError } from "@/lib/api-client";
import { useAction } from "@/lib/use-action";

import { useFamilyMembers } from "./hooks";
import { inviteMember, removeMember, type FamilyMember } from "./api";
import { inviteMessages } from "./account-messages";
import { FormError } from "@/components/FormError";

export const MAX_MEMBERS = 2;

export function FamilyMembers({ subscriptionId }: { subscriptionId: string }) {
  const toast = useToast();
  const { data, error, mutate } = useFamilyMembers(subscriptionId);
  const [email, setEmail] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const { run, busy } = useAction();
  const [removing, setRemoving] = useState<FamilyMember | null>(null);

  const invite = async (e: React.FormEvent) => {
    e.preventDefault();
    const invalid = rules.email(email);
    setFieldError(invalid);
    if (!formReady(toast, invalid !== null, inviteMessages.fixForm)) return;
    await run(
      async () => {
        await inviteMember(email.trim());
        toast.success(inviteMessages.invited);
        setEmail("");
        await mutate();
      },
      (err) => {
        const code = err instanceof ApiError ? err.code : "";
        toast.error(
          code === "ERROR_NOT_FOUND"
            ? inviteMessages.notFound
            : code === "ERROR_USER_ALREADY_SUBSCRIBED"
              ? inviteMessages.alreadySubscribed
              : inviteMessages.other,
        );
      },
    );
  };

  const remove = async (member: FamilyMember) => {
    setRemoving(null);
    try {
      await removeMember(member.email);
      toast.success(inviteMessages.removed);
      await mutate();
    } catch {
      toast.error(inviteMessages.removeFailed);
    }
  };

  return (
    <section className="card" aria-labelledby="invite-title">
      <h2 id="invite-title">Invite</h2>
      <p>Share your plan with up to {MAX_MEMBERS} other registered users.</p>
      <FormError
        text={error ? inviteMessages.listFailed : null}
        action={
          <button type="button" className="link" onClick={() => void mutate()}>
            Retry
          </button>
        }
      />
      {data && data.length > 0 ? (
        <ul className="member-list" aria-label="Invited users">
          {data.map((m) => (
            <li key={m.email}>
              <span>
                {m.firstName} {m.lastName} <span className="muted">({m.email})</span>
              </span>
              <button type="button" className="button button-secondary" onClick={() => setRemoving(m)}>
                Remove
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {data && data.length < MAX_MEMBERS ? (
        <form onSubmit={(e) => void invite(e)} noValidate className="field-row">
          <Field
            label="Email of the user to invite"
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={fieldError}
          />
          <button type="submit" className="button button-primary" disabled={busy}>
            Invite
          </button>
        </form>
      ) : null}
      {removing ? (
        <ConfirmDialog
          message={`Remove ${removing.firstName} ${removing.lastName} from your plan?`}
          onDismiss={() => setRemoving(null)}
          choices={[
            { label: "Remove", danger: true, onChoose: () => void remove(removing) },
            { label: "Keep", primary: true, safe: true, onChoose: () => setRemoving(null) },
          ]}
        />
      ) : null}
    </section>
  );
}
