// One hook per read of this feature's API: the screens ask for what they need by name; the
// paths and queries stay here, the types are the API document's (lib/use-get.ts).

import { useGet } from "@/lib/use-get";

export const useMemberInfo = (subscriptionId: string) =>
  useGet("/private/v2/users/profile/subscription-info/family-member", { subscriptionId });

export const useSubscriptionInfo = (paymentId: string, subscriptionId: string) =>
  useGet("/private/v2/users/profile/subscription-info", { paymentId, subscriptionId });

export const useFamilyMembers = (subscriptionId: string) =>
  useGet("/private/v2/users/friends-and-family/members", { subscriptionId });
