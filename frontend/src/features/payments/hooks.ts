// One hook per read of this feature's API: the screens ask for what they need by name; the
// paths, the shared fetcher and the cache keys stay here.

import useSWR from "swr";

import { fetcher } from "@/lib/api-client";

import { memberInfoPath, membersPath, type FamilyMember, type MemberInfo, type SubscriptionInfo } from "./api";

export const useMemberInfo = (subscriptionId: string) => useSWR<MemberInfo>(memberInfoPath(subscriptionId), fetcher);

export const useSubscriptionInfo = (path: string) => useSWR<SubscriptionInfo>(path, fetcher);

export const useFamilyMembers = (subscriptionId: string) => useSWR<FamilyMember[]>(membersPath(subscriptionId), fetcher);
