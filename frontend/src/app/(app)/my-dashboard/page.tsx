import { Dashboard } from "@/features/dashboard/Dashboard";

export const metadata = { title: "My Dashboard — Seven" };

export default function Page() {
  return <Dashboard />;
}
