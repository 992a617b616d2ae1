// The Lambda functions, one per crate under functions/, with what each may touch. Their routes are
// not written here: they come from infra/routes.json, the manifest generated from the crates' own
// routers (`UPDATE_ROUTES=1 cargo test -p routes --test routes`; the test fails while it is stale).

import manifest from "../routes.json";

/** Who may call a route, as the route's OpenAPI operation says. */
export type RouteAuth = "required" | "optional" | "none";
export type Route = { method: "GET" | "POST" | "PUT" | "DELETE"; path: string; auth: RouteAuth };

/** Where uploads wait to be claimed in the content bucket (`pendingUploads`; shared/services
 * `files::PENDING_PREFIX`): its lifecycle rule removes what is left there a day. */
export const PENDING_PREFIX = "pending/";

/** The DynamoDB item actions a function may be granted on a table (never Scan). */
export type ItemAction =
  | "GetItem"
  | "BatchGetItem"
  | "Query"
  | "PutItem"
  | "UpdateItem"
  | "DeleteItem"
  | "BatchWriteItem"
  | "ConditionCheckItem";

type Spec = {
  /** The crate under functions/, and the Lambda's name suffix. */
  name: string;
  /** The tables (shared/store/tables.json) the function uses, each with the item actions its code
   * makes: exactly those, as infra/test/grants.test.ts derives them from the code. */
  tables: Record<string, ItemAction[]>;
  /** Signs read URLs for the content bucket (needs s3:GetObject on it). */
  readsContent?: boolean;
  /** Signs upload URLs under this prefix of the content bucket (`uploads/` for staff, `answers/` for
   * students' diagrams) and checks or removes what arrives there. */
  writesContent?: "uploads/" | "answers/";
  /** Signs its uploads under `pending/` + `writesContent` instead (students' diagrams), where the
   * content bucket's lifecycle rule removes what is not claimed within a day, and claims a checked
   * one into `writesContent` (a copy of the checked version, then every version of the pending key
   * deleted): s3:PutObject, GetObjectVersion, DeleteObject, DeleteObjectVersion there, and
   * ListBucket, ListBucketVersions on that prefix (functions/marking/src/uploads.rs). */
  pendingUploads?: boolean;
  /** Calls Stripe (gets the Stripe keys from the stack's secret). */
  usesStripe?: boolean;
  /** Serves staff routes: asks the user pool whether a staff account has TOTP on and is still
   * staff, and signs older sessions out when an app is set up (`cognito-idp:AdminGetUser`,
   * `AdminListGroupsForUser`, `AdminUserGlobalSignOut`; shared/api `StaffUser`, checked by
   * infra/test/grants.test.ts). */
  checksStaffMfa?: boolean;
  /** E-mails the heads of marking when a marker is paused: lists the group `head-of-marking`
   * (`cognito-idp:ListUsersInGroup`; shared/api `StaffAccess::heads`, docs/standards.md). */
  listsHeadsOfMarking?: boolean;
  /** Sends e-mail through SES (shared/services `mail` over shared/api's transport): `ses:SendEmail` and `ses:SendRawEmail` on the
   * stage's identity and configuration set, the unsubscribe links' key, and the MAIL_* settings,
   * when the stage has a `mailDomain` (checked against the code by infra/test/grants.test.ts). */
  sendsMail?: boolean;
  /** Checks a student's password before their account's deletion (`cognito-idp:AdminInitiateAuth`
   * on the pool's server-side check client; shared/services `privacy::check_password`). */
  checksPasswords?: boolean;
  /** Builds students' downloads and erases accounts (functions/privacy, docs/privacy.md): puts
   * packages under `exports/`, lists and deletes a student's objects under `answers/`,
   * `pending/answers/` and `exports/`, and disables, signs out and deletes their account in the pool
   * (`cognito-idp:AdminDisableUser`, `AdminUserGlobalSignOut`, `AdminDeleteUser`). */
  erasesAccounts?: boolean;
  /** No HTTP routes: started by the stage's schedules and SES's events (infra/lib/seven-stack.ts). */
  worker?: boolean;
};

export type FunctionSpec = Spec & {
  /** Its routes in the HTTP API (from infra/routes.json), one per API Gateway route. */
  routes: Route[];
};

const SPECS: Spec[] = [
  {
    name: "users",
    tables: {
      // A student's e-mail choices (and the one-click unsubscribe); PutItem also enrols a new
      // profile on the digest's roster.
      // DeleteItem: an erased account's address mailed again when its owner signs up again.
      // PutItem also records the day's one family-plan notice to a student.
      mail: ["DeleteItem", "GetItem", "PutItem"],
      // A family plan's owner adding or removing members, counted per day (api::limit).
      limits: ["UpdateItem"],
      // Deleting the account (services::privacy): the payment hold held meanwhile (UpdateItem); the
      // export and deletion requests; lesson checkouts whose payment is cancelled (Query), and
      // progress as the shared billing module reaches it.
      payments: ["UpdateItem"],
      privacy: ["DeleteItem", "GetItem", "PutItem"],
      progress: ["GetItem", "PutItem", "Query"],
      users: ["GetItem", "PutItem", "Query", "UpdateItem"],
    },
    // Signs the link to a student's download (exports/).
    readsContent: true,
    usesStripe: true,
    sendsMail: true,
    checksPasswords: true,
  },
  {
    name: "payments",
    tables: {
      limits: ["UpdateItem"],
      // GetItem: the student's e-mail choices and the suppressed addresses before a renewal notice;
      // PutItem: a trial's end day noted, for the notice two days before.
      mail: ["GetItem", "PutItem"],
      // UpdateItem: the student's one payment hold (taken and released around a subscribe).
      payments: ["DeleteItem", "GetItem", "PutItem", "UpdateItem"],
      // A lesson paid with the tab closed: Stripe's event reads its checkout, records the purchase.
      progress: ["GetItem", "PutItem"],
      users: ["GetItem", "UpdateItem"],
    },
    usesStripe: true,
    sendsMail: true,
  },
  {
    name: "library",
    tables: {
      activity: ["BatchGetItem", "GetItem", "PutItem", "UpdateItem"],
      catalogue: ["GetItem", "Query"],
      favourites: ["DeleteItem", "GetItem", "PutItem", "Query"],
      notes: ["GetItem", "PutItem", "Query"],
      users: ["GetItem"],
    },
    readsContent: true,
  },
  {
    name: "question-bank",
    tables: {
      activity: ["BatchGetItem", "GetItem", "PutItem", "UpdateItem"],
      // The student's sittings on the clock (their papers' locks, then each sitting): a model
      // answer is withheld while its paper is sat (services::sitting).
      answers: ["GetItem", "Query"],
      catalogue: ["GetItem", "Query", "UpdateItem"],
      progress: ["DeleteItem", "GetItem", "PutItem"],
      users: ["GetItem"],
    },
    readsContent: true,
  },
  {
    name: "quizzes",
    tables: {
      activity: ["BatchGetItem", "GetItem", "PutItem", "UpdateItem"],
      // UpdateItem: every attempt's answers counted into each question's stats (staff insight).
      catalogue: ["GetItem", "Query", "UpdateItem"],
      progress: ["GetItem", "PutItem", "Query"],
      users: ["GetItem"],
    },
    readsContent: true,
  },
  {
    // Public: guests play too. The function verifies a token when one is sent.
    name: "quiz-challenge",
    tables: {
      catalogue: ["Query"],
      challenge: ["BatchGetItem", "DeleteItem", "GetItem", "PutItem", "Query"],
      limits: ["UpdateItem"],
      // A game's end reads whether its question is in the player's review deck and adds it; every
      // answer of a registered player counts on their topic's tally (mastery).
      progress: ["BatchGetItem", "PutItem", "UpdateItem"],
      users: ["BatchGetItem", "GetItem"],
    },
    readsContent: true,
  },
  {
    name: "lessons",
    tables: {
      activity: ["BatchGetItem", "GetItem", "PutItem", "UpdateItem"],
      catalogue: ["GetItem", "Query"],
      limits: ["UpdateItem"],
      // UpdateItem: the student's one payment hold (taken and released around a lesson's charge).
      payments: ["GetItem", "UpdateItem"],
      // DeleteItem: a lesson promo code given back after a failed charge.
      progress: ["DeleteItem", "GetItem", "PutItem", "Query", "UpdateItem"],
      users: ["GetItem", "UpdateItem"],
    },
    readsContent: true,
    usesStripe: true,
  },
  {
    // Students' threads; the /admin/ routes are for the Cognito group `staff` (checked in the function).
    name: "help",
    tables: {
      // "Ask about this mark": the student's own marked answer the thread is about.
      answers: ["GetItem"],
      help: ["DeleteItem", "GetItem", "PutItem", "Query", "UpdateItem"],
      // A staff reply is e-mailed: the student's choices and the suppressed addresses first.
      mail: ["GetItem"],
      // GetItem also reads when a staff member's authenticator app was set up; Put/Delete record it.
      users: ["DeleteItem", "GetItem", "PutItem"],
    },
    checksStaffMfa: true,
    sendsMail: true,
  },
  {
    // The staff console: the Cognito group `staff` only (checked in the function).
    name: "staff",
    tables: {
      catalogue: ["DeleteItem", "GetItem", "PutItem", "Query"],
      challenge: ["GetItem", "PutItem"],
      // A deletion for a student who asked in writing (services::privacy): the plan ends now, its
      // members are told, the payment hold is held meanwhile.
      mail: ["GetItem"],
      payments: ["PutItem", "Query", "UpdateItem"],
      privacy: ["DeleteItem", "GetItem", "PutItem", "Query"],
      progress: ["GetItem", "PutItem", "Query"],
      users: ["DeleteItem", "GetItem", "PutItem", "Query", "UpdateItem"],
    },
    readsContent: true,
    writesContent: "uploads/",
    usesStripe: true,
    checksStaffMfa: true,
    // A deletion for a student ends a family plan: its members are told.
    sendsMail: true,
  },
  {
    // The review deck: cards in the student's own partition of progress.
    name: "review",
    tables: {
      // Mastery counts the student's marked written answers; GetItem and Query also find the
      // sittings on the clock, whose model answers a card withholds (services::sitting).
      answers: ["GetItem", "Query"],
      // Query: the syllabus's topics, every one listed in the mastery (untouched ones as Not started).
      catalogue: ["GetItem", "Query"],
      // A Quiz Challenge card's question: shown as a fresh instance, graded by it.
      challenge: ["BatchGetItem", "GetItem"],
      progress: ["BatchGetItem", "DeleteItem", "GetItem", "PutItem", "Query", "UpdateItem"],
      users: ["BatchGetItem", "GetItem"],
    },
    readsContent: true,
  },
  {
    // Written answers and the marking desk (/admin/ routes for the Cognito group `staff`).
    name: "marking",
    tables: {
      // ConditionCheckItem: an IA commentary's mark is written only if the portfolio's other two
      // are as read (docs/ia.md).
      answers: ["ConditionCheckItem", "DeleteItem", "GetItem", "PutItem", "Query", "UpdateItem"],
      // BatchGetItem: a paper's question-bank questions in one read; the words naming each listed
      // answer (the student's list, the desk's queue and insight), 100 questions a read.
      catalogue: ["BatchGetItem", "GetItem", "Query"],
      // A student's signed diagram uploads, counted per hour (api::limit::spend).
      limits: ["UpdateItem"],
      // A marked answer or paper is e-mailed: the student's choices and the suppressed addresses
      // first; PutItem records a paper's one notice.
      mail: ["GetItem", "PutItem"],
      // GetItem: profiles (the allowance by plan) and a staff member's authenticator set-up.
      users: ["DeleteItem", "GetItem", "PutItem"],
    },
    readsContent: true,
    writesContent: "answers/",
    pendingUploads: true,
    checksStaffMfa: true,
    listsHeadsOfMarking: true,
    sendsMail: true,
  },
  {
    // E-mail no request waits for (functions/mailer): the weekly digest and the trial-ending
    // notices (EventBridge Scheduler), and SES's bounces and complaints (SNS). No routes.
    name: "mailer",
    tables: {
      // The digest's mastery counts the student's marked written answers.
      answers: ["Query"],
      // The digest: the week's free lesson (Query) and its name (GetItem).
      catalogue: ["GetItem", "Query"],
      // The digest: unread staff replies.
      help: ["Query"],
      // The roster and the trial ends (Query), choices and suppressions (GetItem), a digest or
      // notice claimed once and a bounced or complaining address suppressed (PutItem).
      mail: ["GetItem", "PutItem", "Query"],
      // The digest: review cards due this week.
      progress: ["Query"],
      users: ["GetItem"],
    },
    sendsMail: true,
    worker: true,
  },
  {
    // A student's data on request (functions/privacy): downloads built and accounts erased once
    // their grace is over, every minute (EventBridge Scheduler). No routes.
    name: "privacy",
    // Everything stored about a student, read by key for their download and deleted with
    // BatchWriteItem when their account is erased (store::held); a this-is-hard count taken back
    // (catalogue); a family plan left; the erased address suppressed (mail).
    tables: {
      activity: ["BatchWriteItem", "Query"],
      answers: ["BatchWriteItem", "Query"],
      catalogue: ["UpdateItem"],
      challenge: ["BatchGetItem", "BatchWriteItem", "Query"],
      favourites: ["BatchWriteItem", "Query"],
      help: ["BatchWriteItem", "Query"],
      mail: ["BatchWriteItem", "GetItem", "PutItem", "Query"],
      notes: ["BatchWriteItem", "Query"],
      payments: ["BatchWriteItem", "UpdateItem"],
      privacy: ["BatchWriteItem", "DeleteItem", "GetItem", "PutItem", "Query"],
      progress: ["BatchWriteItem", "DeleteItem", "GetItem", "PutItem", "Query"],
      users: ["BatchWriteItem", "GetItem", "UpdateItem"],
    },
    readsContent: true,
    usesStripe: true,
    erasesAccounts: true,
    worker: true,
  },
  {
    // Each student's FSRS parameters fitted to their own reviews (functions/fit), weekly. No routes.
    name: "fit",
    tables: {
      // The roster of students (Query); GetItem as the shared mail module reaches it.
      mail: ["GetItem", "Query"],
      // The review history (Query), the settings (GetItem) and the fitted parameters (UpdateItem).
      progress: ["GetItem", "Query", "UpdateItem"],
      users: ["GetItem"],
    },
    worker: true,
  },
];

/** The function open to guests: its concurrency is reserved and capped. */
export const PUBLIC_FUNCTION = "quiz-challenge";

/** The API Gateway route path: HTTP API routes cannot end in "/", and it routes `/x/` to `/x`. */
export const gatewayPath = (path: string) => (path.length > 1 ? path.replace(/\/$/, "") : path);

/** A route needs a valid Cognito ID token at the gateway (checked again in the function). */
export const needsAuthorizer = (route: Route) => route.auth === "required";

type ManifestRoute = Route & { function: string };

/** Every function with its routes. A function the manifest names without a spec here, a spec
 * without routes, or a worker with routes, stops the synth. */
export const FUNCTIONS: FunctionSpec[] = (() => {
  const routes = manifest as ManifestRoute[];
  for (const r of routes) {
    if (!SPECS.some((s) => s.name === r.function)) throw new Error(`infra/routes.json: ${r.function} has no spec in functions.ts`);
  }
  return SPECS.map((spec) => {
    // `/x/` and `/x` are one gateway route: keep one.
    const byGatewayRoute = new Map<string, Route>();
    for (const { function: fn, method, path, auth } of routes) {
      const key = `${method} ${gatewayPath(path)}`;
      if (fn === spec.name && !byGatewayRoute.has(key)) byGatewayRoute.set(key, { method, path, auth });
    }
    if (spec.worker) {
      if (byGatewayRoute.size > 0) throw new Error(`${spec.name}: a worker, but infra/routes.json gives it routes`);
    } else if (byGatewayRoute.size === 0) {
      throw new Error(`${spec.name}: no routes in infra/routes.json`);
    }
    return { ...spec, routes: [...byGatewayRoute.values()] };
  });
})();
