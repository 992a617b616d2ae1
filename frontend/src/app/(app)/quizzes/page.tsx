import { StudyPage } from "@/features/study/StudyPage";

export const metadata = { title: "Quizzes — Seven" };

export default function Page() {
  return <StudyPage title="Quizzes" />;
}
