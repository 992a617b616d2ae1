import { QuestionBank } from "@/features/question-bank/QuestionBank";

export const metadata = { title: "Question Bank — Seven" };

export default function Page() {
  return <QuestionBank />;
}
