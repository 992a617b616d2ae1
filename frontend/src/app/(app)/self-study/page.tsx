import { SelfStudy } from "@/features/library/SelfStudy";

export const metadata = { title: "Notes & Videos — Seven" };

export default function Page() {
  return <SelfStudy />;
}
