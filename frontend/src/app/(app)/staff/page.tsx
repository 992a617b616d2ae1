import { StaffConsole } from "@/features/staff/StaffConsole";

export const metadata = { title: "Staff console — Seven", robots: { index: false } };

export default function Page() {
  return <StaffConsole />;
}
