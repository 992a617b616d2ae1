import { Subscriptions } from "@/features/plans/Subscriptions";

export const metadata = { title: "Subscriptions — Seven" };

export default function Page() {
  return <Subscriptions />;
}
