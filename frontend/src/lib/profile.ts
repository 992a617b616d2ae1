import { call, type Answer, type Body, type Schemas } from "@/lib/api-client";

export type PlanType = Schemas["PlanType"];
export type TrialStatus = Schemas["TrialStatus"];

/** GET /private/v2/users/profile: statuses are as of now, decided by the server. */
export type Profile = Answer<"/private/v2/users/profile", "get">;

export type NewUser = Body<"/private/v2/users/new", "post">;

export const getProfile = () => call("get", "/private/v2/users/profile");
export const createUser = (body: NewUser) => call("post", "/private/v2/users/new", { body });

/** "Keep my account": calls off the deletion waiting for this account (404 when none waits). The
 *  shell's banner offers it on every signed-in page, My Account too. */
export const keepAccount = () => call("delete", "/private/v1/account/deletion");
