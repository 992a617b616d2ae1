import { SelfStudyWithNotes } from "./parts";

export const metadata = { title: "Notes & Videos — Seven" };

export default function Page() {
  return <SelfStudyWithNotes />;
}
