import { QuizChallenge } from "@/features/challenge/QuizChallenge";

export const metadata = { title: "Quiz Challenge — Seven" };

export default function Page() {
  return <QuizChallenge />;
}
