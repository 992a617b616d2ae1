import { MyAccount } from "@/features/account/MyAccount";

export const metadata = { title: "My Account — Seven" };

export default function MyAccountPage() {
  return <MyAccount />;
}
