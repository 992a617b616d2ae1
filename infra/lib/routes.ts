// Every API route, by function: the one list the HTTP API is built from and the template tests
// check. A function crate's router and its entry here name the same paths.

export type Route = { method: "GET" | "POST" | "PUT" | "DELETE"; path: string };

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

export type FunctionSpec = {
  /** The crate under functions/, and the Lambda's name suffix. */
  name: string;
  /** The tables (shared/store/tables.json) the function uses, each with the item actions its code
   * makes: exactly those, as infra/test/grants.test.ts derives them from the code. */
  tables: Record<string, ItemAction[]>;
  /** Signs read URLs for the content bucket (needs s3:GetObject on it). */
  readsContent?: boolean;
  /** Signs upload URLs for `uploads/*` and checks or removes what arrives there (staff). */
  writesContent?: boolean;
  /** Calls Stripe (gets the Stripe keys from the stack's secret). */
  usesStripe?: boolean;
  routes: Route[];
};

export const FUNCTIONS: FunctionSpec[] = [
  {
    name: "users",
    tables: {
      users: ["GetItem", "PutItem", "Query", "UpdateItem"],
    },
    usesStripe: true,
    routes: [
      { method: "GET", path: "/private/v2/users/profile" },
      { method: "POST", path: "/private/v2/users/new" },
      { method: "PUT", path: "/private/v2/users/profile/cohort" },
      { method: "GET", path: "/private/v2/users/profile/subscription-info" },
      { method: "GET", path: "/private/v2/users/profile/subscription-info/family-member" },
      { method: "POST", path: "/private/v2/users/payments/method/update" },
      { method: "GET", path: "/private/v2/users/friends-and-family/members" },
      { method: "POST", path: "/private/v2/users/friends-and-family/member" },
      { method: "DELETE", path: "/private/v2/users/friends-and-family/member" },
    ],
  },
  {
    name: "payments",
    tables: {
      limits: ["UpdateItem"],
      payments: ["DeleteItem", "GetItem", "PutItem"],
      // A lesson paid with the tab closed: Stripe's event reads its checkout, records the purchase.
      progress: ["GetItem", "PutItem"],
      users: ["GetItem", "UpdateItem"],
    },
    usesStripe: true,
    routes: [
      { method: "POST", path: "/private/v2/payments/setup-intent" },
      { method: "POST", path: "/private/v2/payments/promo-code/validate" },
      { method: "POST", path: "/private/v2/payments/plans/{plan}/subscribe" },
      { method: "POST", path: "/private/v2/payments/plans/process-mfa" },
      { method: "POST", path: "/private/v2/payments/plans/cancel" },
      { method: "POST", path: "/private/v2/payments/plans/reinstate" },
      { method: "POST", path: "/private/v1/coupons/redeem" },
      // Stripe calls this: no identity token, the Stripe-Signature is checked in the function.
      { method: "POST", path: "/api/v2/payments/stripe-webhook" },
    ],
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
    routes: [
      { method: "GET", path: "/private/v1/files/subjects" },
      { method: "GET", path: "/private/v1/files/filetypes" },
      { method: "GET", path: "/private/v1/files/" },
      { method: "GET", path: "/private/v1/favourites" },
      { method: "POST", path: "/private/v1/favourites" },
      { method: "GET", path: "/private/v1/favourites/list" },
      { method: "GET", path: "/private/v1/favourites/active" },
      { method: "GET", path: "/private/v1/notes" },
      { method: "POST", path: "/private/v1/notes" },
      { method: "GET", path: "/private/v1/notes/topic" },
      { method: "GET", path: "/private/v1/notes/active" },
    ],
  },
  {
    name: "question-bank",
    tables: {
      activity: ["BatchGetItem", "GetItem", "PutItem", "UpdateItem"],
      catalogue: ["GetItem", "UpdateItem"],
      progress: ["DeleteItem", "GetItem", "PutItem"],
      users: ["GetItem"],
    },
    readsContent: true,
    routes: [
      { method: "GET", path: "/private/v1/qna/question-sets" },
      { method: "GET", path: "/private/v1/qna/question-set-details" },
      { method: "GET", path: "/private/v2/this-is-hard/current-question" },
      { method: "POST", path: "/private/v2/this-is-hard/current-question" },
      { method: "PUT", path: "/private/v2/this-is-hard/current-question" },
    ],
  },
  {
    name: "quizzes",
    tables: {
      activity: ["BatchGetItem", "GetItem", "PutItem", "UpdateItem"],
      catalogue: ["GetItem"],
      progress: ["GetItem", "PutItem", "Query"],
      users: ["GetItem"],
    },
    readsContent: true,
    routes: [
      { method: "GET", path: "/private/v2/quiz/sets" },
      { method: "GET", path: "/private/v2/quiz/set" },
      { method: "POST", path: "/private/v2/quiz/set" },
      { method: "GET", path: "/private/v2/quiz/sets/attempted" },
      { method: "GET", path: "/private/v2/quiz/set/attempted" },
    ],
  },
  {
    // Public: guests play too. The function verifies a token when one is sent.
    name: "quiz-challenge",
    tables: {
      catalogue: ["Query"],
      challenge: ["BatchGetItem", "DeleteItem", "GetItem", "PutItem", "Query"],
      limits: ["UpdateItem"],
      users: ["BatchGetItem", "GetItem"],
    },
    readsContent: true,
    routes: [
      { method: "GET", path: "/api/v2/quiz-challenge/topics" },
      { method: "POST", path: "/api/v2/quiz-challenge/start" },
      { method: "POST", path: "/api/v2/quiz-challenge/submit" },
      { method: "GET", path: "/api/v2/quiz-challenge/leaderboard" },
      { method: "GET", path: "/api/v2/quiz-challenge/leaderboard/user/best" },
    ],
  },
  {
    name: "lessons",
    tables: {
      activity: ["BatchGetItem", "GetItem", "PutItem", "UpdateItem"],
      catalogue: ["GetItem", "Query"],
      limits: ["UpdateItem"],
      payments: ["GetItem"],
      // DeleteItem: a lesson promo code given back after a failed charge.
      progress: ["DeleteItem", "GetItem", "PutItem", "Query", "UpdateItem"],
      users: ["GetItem", "UpdateItem"],
    },
    readsContent: true,
    usesStripe: true,
    routes: [
      { method: "GET", path: "/private/v2/recorded-lessons/all" },
      { method: "GET", path: "/private/v2/recorded-lessons/purchased" },
      { method: "GET", path: "/private/v2/recorded-lessons/sign/notes" },
      { method: "GET", path: "/private/v2/recorded-lessons/sign/full-video" },
      { method: "GET", path: "/private/v2/recorded-lessons/free" },
      { method: "PUT", path: "/private/v2/gd/free-lesson" },
      { method: "PUT", path: "/private/v2/gd/preview-lesson" },
      { method: "GET", path: "/private/v2/gd/dashboard/recommended-content" },
      { method: "POST", path: "/private/v2/payments/product/promo-code/validate" },
      { method: "GET", path: "/private/v2/recorded-lessons/checkout/new" },
      { method: "GET", path: "/private/v2/recorded-lessons/checkout" },
      { method: "POST", path: "/private/v2/recorded-lessons/checkout/pay" },
      { method: "POST", path: "/private/v2/recorded-lessons/validate" },
    ],
  },
  {
    // Students' threads; the /admin/ routes are for the Cognito group `staff` (checked in the function).
    name: "help",
    tables: {
      help: ["DeleteItem", "GetItem", "PutItem", "Query", "UpdateItem"],
      users: ["GetItem"],
    },
    routes: [
      { method: "GET", path: "/private/v2/ask-a-question/thread/list" },
      { method: "GET", path: "/private/v2/ask-a-question/thread/messages" },
      { method: "POST", path: "/private/v2/ask-a-question/thread/new" },
      { method: "POST", path: "/private/v2/ask-a-question/thread/message/new" },
      { method: "PUT", path: "/private/v2/ask-a-question/thread/resolve" },
      { method: "GET", path: "/admin/v1/help/threads" },
      { method: "GET", path: "/admin/v1/help/thread" },
      { method: "POST", path: "/admin/v1/help/thread/message/new" },
      { method: "PUT", path: "/admin/v1/help/thread/resolve" },
    ],
  },
  {
    // The staff console: the Cognito group `staff` only (checked in the function).
    name: "staff",
    tables: {
      catalogue: ["DeleteItem", "GetItem", "PutItem", "Query"],
      challenge: ["GetItem", "PutItem"],
      payments: ["PutItem", "Query"],
      users: ["GetItem", "Query", "UpdateItem"],
    },
    readsContent: true,
    writesContent: true,
    routes: [
      { method: "POST", path: "/admin/v1/uploads" },
      { method: "POST", path: "/admin/v1/files" },
      { method: "PUT", path: "/admin/v1/quiz-sets" },
      { method: "PUT", path: "/admin/v1/question-sets" },
      { method: "PUT", path: "/admin/v1/challenge-questions" },
      { method: "POST", path: "/admin/v1/challenge-questions/preview" },
      { method: "PUT", path: "/admin/v1/lessons" },
      { method: "GET", path: "/admin/v1/free-lessons" },
      { method: "PUT", path: "/admin/v1/free-lessons" },
      { method: "GET", path: "/admin/v1/promo-codes" },
      { method: "PUT", path: "/admin/v1/promo-codes" },
      { method: "PUT", path: "/admin/v1/annual-plans" },
      { method: "GET", path: "/admin/v1/insight/hard" },
    ],
  },
];

/** The function open to guests: its concurrency is reserved and capped. */
export const PUBLIC_FUNCTION = "quiz-challenge";

/** Routes under these prefixes need a valid Cognito ID token (checked again in the function). */
export const AUTHORIZED_PREFIXES = ["/private/", "/admin/"];

export const needsAuthorizer = (path: string) => AUTHORIZED_PREFIXES.some((p) => path.startsWith(p));

/** The API Gateway route path: HTTP API routes cannot end in "/", and it routes `/x/` to `/x`. */
export const gatewayPath = (path: string) => (path.length > 1 ? path.replace(/\/$/, "") : path);
