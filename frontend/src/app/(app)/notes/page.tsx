import { StudyPage } from "@/features/study/StudyPage";

export const metadata = { title: "Notes — Seven" };

export default function Page() {
  return <StudyPage title="Notes" />;
}
