import { SitPaper } from "@/features/papers/Papers";

export const metadata = { title: "Sitting a paper — Seven" };

export default function Page() {
  return <SitPaper />;
}
