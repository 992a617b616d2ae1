import { Quizzes } from "@/features/quizzes/Quizzes";

export const metadata = { title: "Quizzes — Seven" };

export default function Page() {
  return <Quizzes />;
}
