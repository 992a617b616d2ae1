import { MyAnswers } from "@/features/marking/MyAnswers";

export const metadata = { title: "My answers — Seven" };

export default function Page() {
  return <MyAnswers />;
}
