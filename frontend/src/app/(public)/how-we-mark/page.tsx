import { HowWeMark } from "@/features/how-we-mark/HowWeMark";
import { howWeMarkMessages as w } from "@/features/how-we-mark/messages";

export const metadata = { title: w.metaTitle, description: w.metaDescription };

// The public "How we mark" page (issue 57): words rendered at build time, figures on the client.
export default function Page() {
  return <HowWeMark />;
}
