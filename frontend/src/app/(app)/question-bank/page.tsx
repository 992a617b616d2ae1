import { StudyPage } from "@/features/study/StudyPage";

export const metadata = { title: "Question Bank — Seven" };

export default function Page() {
  return <StudyPage title="Question Bank" />;
}
