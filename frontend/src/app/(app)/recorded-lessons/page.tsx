import { RecordedLessons } from "@/features/lessons/RecordedLessons";

export const metadata = { title: "Recorded Lessons — Seven" };

export default function Page() {
  return <RecordedLessons />;
}
