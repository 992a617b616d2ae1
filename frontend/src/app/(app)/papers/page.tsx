import { Papers } from "@/features/papers/Papers";

export const metadata = { title: "Timed papers — Seven" };

export default function Page() {
  return <Papers />;
}
