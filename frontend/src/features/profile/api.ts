import { api } from "@/lib/api-client";

export type PlanType = "none" | "single" | "annual" | "family_owner" | "family_member";
export type TrialStatus = "none" | "active" | "expired";

/** GET /private/v2/users/profile: statuses are as of now, decided by the server. */
export type Profile = {
  id: string;
  authId: string;
  email: string;
  paymentId: string;
  firstName: string;
  lastName: string;
  userCohort: string;
  subscriptionId: string;
  subscriptionStatus: string;
  subscriptionExpiry: number;
  subscriptionPlanType: PlanType;
  freeTrialStatus: TrialStatus;
  freeTrialExpiry: number;
  isSubscriber: boolean;
  isStaff: boolean;
};

export type NewUser = { authId: string; email: string; firstName: string; lastName: string };

export const PROFILE_PATH = "/private/v2/users/profile";

export const getProfile = () => api<Profile>(PROFILE_PATH);
export const createUser = (body: NewUser) => api<Profile>("/private/v2/users/new", { method: "POST", body });
