import { StudyPage } from "@/features/study/StudyPage";

export const metadata = { title: "Notes & Videos — Seven" };

export default function Page() {
  return <StudyPage title="Notes & Videos" />;
}
