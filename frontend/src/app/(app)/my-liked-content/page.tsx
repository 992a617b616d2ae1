import { StudyPage } from "@/features/study/StudyPage";

export const metadata = { title: "Liked Content — Seven" };

export default function Page() {
  return <StudyPage title="Liked Content" />;
}
