import { NotesSummary } from "@/features/notes/NotesSummary";

export const metadata = { title: "Notes — Seven" };

export default function Page() {
  return <NotesSummary />;
}
