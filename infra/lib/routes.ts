// Every API route, by function: the one list the HTTP API is built from and the template tests
// check. A function crate's router and its entry here name the same paths.

export type Route = { method: "GET" | "POST" | "PUT" | "DELETE"; path: string };

export type FunctionSpec = {
  /** The crate under functions/, and the Lambda's name suffix. */
  name: string;
  /** Logical table names (shared/store/tables.json) the function reads or writes. */
  tables: string[];
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
    tables: ["catalogue"],
    routes: [
      { method: "GET", path: "/private/v1/files/subjects" },
      { method: "GET", path: "/private/v1/files/filetypes" },
    ],
  },
];

/** Routes under these prefixes need a valid Cognito ID token (checked again in the function). */
export const AUTHORIZED_PREFIXES = ["/private/", "/admin/"];

export const needsAuthorizer = (path: string) => AUTHORIZED_PREFIXES.some((p) => path.startsWith(p));
