import { LikedContent } from "@/features/library/LikedContent";

export const metadata = { title: "Liked Content — Seven" };

export default function Page() {
  return <LikedContent />;
}
