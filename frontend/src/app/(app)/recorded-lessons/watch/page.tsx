import { WatchLesson } from "@/features/lessons/WatchLesson";

export const metadata = { title: "Recorded Lesson — Seven" };

export default function Page() {
  return <WatchLesson />;
}
