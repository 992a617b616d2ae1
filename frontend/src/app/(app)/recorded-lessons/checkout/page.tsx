import { LessonCheckout } from "@/features/lessons/LessonCheckout";

export const metadata = { title: "Checkout — Seven" };

export default function Page() {
  return <LessonCheckout />;
}
