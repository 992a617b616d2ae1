// Every API route, by function: the one list the HTTP API is built from and the template tests
// check. A function crate's router and its entry here name the same paths.

export type Route = { method: "GET" | "POST" | "PUT" | "DELETE"; path: string };

export type FunctionSpec = {
  /** The crate under functions/, and the Lambda's name suffix. */
  name: string;
  /** Logical table names (shared/store/tables.json) the function reads or writes. */
  tables: string[];
  /** Signs read URLs for the content bucket (needs s3:GetObject on it). */
  readsContent?: boolean;
  routes: Route[];
};

export const FUNCTIONS: FunctionSpec[] = [
  {
    name: "users",
    tables: ["users"],
    routes: [
      { method: "GET", path: "/private/v2/users/profile" },
      { method: "POST", path: "/private/v2/users/new" },
      { method: "PUT", path: "/private/v2/users/profile/cohort" },
    ],
  },
  {
    name: "library",
    tables: ["catalogue", "favourites", "notes", "users"],
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
];

/** Routes under these prefixes need a valid Cognito ID token (checked again in the function). */
export const AUTHORIZED_PREFIXES = ["/private/", "/admin/"];

export const needsAuthorizer = (path: string) => AUTHORIZED_PREFIXES.some((p) => path.startsWith(p));

/** The API Gateway route path: HTTP API routes cannot end in "/", and it routes `/x/` to `/x`. */
export const gatewayPath = (path: string) => (path.length > 1 ? path.replace(/\/$/, "") : path);
