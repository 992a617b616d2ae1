import { MyAccount } from "@/features/account/MyAccount";

import { EmailChoices, SubscriptionSection } from "./parts";

export const metadata = { title: "My Account — Seven" };

export default function MyAccountPage() {
  return <MyAccount emailChoices={<EmailChoices />} subscription={<SubscriptionSection />} />;
}
