import { WriteAnswer } from "@/features/marking/WriteAnswer";

export const metadata = { title: "Write an answer — Seven" };

export default function Page() {
  return <WriteAnswer />;
}
