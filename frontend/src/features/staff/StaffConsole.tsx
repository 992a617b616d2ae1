"use client";

// /staff: the staff console. Only members of the Cognito group `staff` get in; the API checks the
// same on every /admin/* call, so this page's own check is a courtesy, not the guard. Staff whose
// account has no authenticator app are refused by the API (403 STAFF_MFA_REQUIRED): the console
// then offers to set one up. A session that began before the app was set up is refused too (403
// STAFF_SIGN_IN_AGAIN): the console asks to log in again, which asks for the app's code.

import { useState, type ReactNode } from "react";

import { ApiError } from "@/lib/api-client";

import { RequireSession } from "@/components/RequireSession";
import { useSession } from "@/lib/session/session";

import { loadWhenShown } from "@/lib/load-when-shown";
import { useAction } from "@/lib/use-action";

import { useWaitingThreads } from "@/lib/help/hooks";
import { staffMessages } from "./messages";

const loading = <div className="spinner" role="status" aria-label="Loading" />;

/** A tab's code loads when the tab is first opened (Study help, the first, once staff are signed in). */
function panel<K extends string>(load: () => Promise<Record<K, () => ReactNode>>, name: K) {
  return loadWhenShown(() => load().then((m) => m[name]), loading);
}

const HelpDesk = panel(() => import("./HelpDesk"), "HelpDesk");
const UploadFile = panel(() => import("./UploadFile"), "UploadFile");
const ContentEditor = panel(() => import("./ContentEditor"), "ContentEditor");
const ChallengeTemplates = panel(() => import("./ChallengeTemplates"), "ChallengeTemplates");
const Schedule = panel(() => import("./Schedule"), "Schedule");
const Promos = panel(() => import("./Promos"), "Promos");
const AnnualPlans = panel(() => import("./AnnualPlans"), "AnnualPlans");
const Insight = panel(() => import("./Insight"), "Insight");
const MarkingDesk = panel(() => import("./MarkingDesk"), "MarkingDesk");
const IaDesk = panel(() => import("./IaDesk"), "IaDesk");
const Papers = panel(() => import("./Papers"), "Papers");
const Privacy = panel(() => import("./Privacy"), "Privacy");
const TrustedBy = panel(() => import("./TrustedBy"), "TrustedBy");
const DiagramTemplates = panel(() => import("./DiagramTemplates"), "DiagramTemplates");
const Standards = panel(() => import("./Standards"), "Standards");
const TotpSetup = loadWhenShown(
  () => import("./TotpSetup").then((m) => m.TotpSetup),
  loading,
);

const TABS = [
  ["help", "Study help", HelpDesk],
  ["marking", "Marking desk", MarkingDesk],
  ["ia", "IA", IaDesk],
  ["standards", "Standards", Standards],
  ["papers", "Papers", Papers],
  ["upload", "Upload", UploadFile],
  ["catalogue", "Catalogue", ContentEditor],
  ["challenge", "Challenge templates", ChallengeTemplates],
  ["schedule", "Free lessons", Schedule],
  ["promos", "Promo codes", Promos],
  ["annual", "Annual plans", AnnualPlans],
  ["insight", "Hardest questions", Insight],
  ["privacy", "Privacy", Privacy],
  ["trusted", "Trusted by", TrustedBy],
  ["diagrams", "Diagram templates", DiagramTemplates],
] as const;

/** The tabs once the API lets this staff member in; the set-up panel while it asks for TOTP. The
 * first tab's own list is the probe (one request, shared with the Study help tab). */
function MfaGate() {
  const { error, mutate } = useWaitingThreads();
  if (error instanceof ApiError && error.code === "STAFF_MFA_REQUIRED") {
    return <TotpSetup onDone={() => void mutate()} />;
  }
  if (error instanceof ApiError && error.code === "STAFF_SIGN_IN_AGAIN") return <SignInAgain />;
  return <Tabs />;
}

/** A session from before the authenticator app: out, and to the login page, which asks for its code. */
function SignInAgain() {
  const { run, busy } = useAction({ staysBusy: true });
  const toLogin = () => window.location.assign(new URL("/login", window.location.origin).href);
  // Out at the pool if it still answers (the set-up revoked this session's refresh token), then
  // to the login page either way.
  const again = () =>
    run(async () => {
      await (await import("@/lib/session/amplify")).logOut();
      toLogin();
    }, toLogin);
  return (
    <section className="card" aria-labelledby="again-title">
      <h2 id="again-title">{staffMessages.againTitle}</h2>
      <p>{staffMessages.againWhy}</p>
      <button className="button button-primary" type="button" onClick={() => void again()} disabled={busy}>
        {staffMessages.againButton}
      </button>
    </section>
  );
}

function Console() {
  const { profile } = useSession();
  if (!profile?.isStaff) return <p role="alert">{staffMessages.notStaff}</p>;
  return <MfaGate />;
}

function Tabs() {
  const [tab, setTab] = useState<(typeof TABS)[number][0]>("help");
  const Panel = TABS.find(([id]) => id === tab)?.[2] ?? HelpDesk;
  return (
    <>
      <div className="tabs" role="tablist" aria-label="Staff console">
        {TABS.map(([id, label]) => (
          <button key={id} type="button" role="tab" className="tab" aria-selected={tab === id} onClick={() => setTab(id)}>
            {label}
          </button>
        ))}
      </div>
      <div role="tabpanel">
        <Panel />
      </div>
    </>
  );
}

export function StaffConsole() {
  return (
    <RequireSession rule="loggedIn">
      <main className="page">
        <h1>Staff console</h1>
        <Console />
      </main>
    </RequireSession>
  );
}
