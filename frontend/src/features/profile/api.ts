import { call, type Answer, type Body, type Schemas } from "@/lib/api-client";

export type PlanType = Schemas["PlanType"];
export type TrialStatus = Schemas["TrialStatus"];

/** GET /private/v2/users/profile: statuses are as of now, decided by the server. */
export type Profile = Answer<"/private/v2/users/profile", "get">;

export type NewUser = Body<"/private/v2/users/new", "post">;

export const getProfile = () => call("get", "/private/v2/users/profile");
export const createUser = (body: NewUser) => call("post", "/private/v2/users/new", { body });
