import { SubscriptionPlans } from "@/features/plans/SubscriptionPlans";

export const metadata = { title: "Subscription plans — Seven" };

export default function Page() {
  return <SubscriptionPlans />;
}
