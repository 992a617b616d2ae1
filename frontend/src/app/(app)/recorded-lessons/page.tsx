import { RecordedLessons } from "@/features/study/RecordedLessons";

export const metadata = { title: "Recorded Lessons — Seven" };

export default function Page() {
  return <RecordedLessons />;
}
