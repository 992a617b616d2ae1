import { Review } from "@/features/review/Review";

export const metadata = { title: "Review — Seven" };

export default function Page() {
  return <Review />;
}
