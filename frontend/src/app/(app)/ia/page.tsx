import { Portfolio } from "@/features/ia/Portfolio";

export const metadata = { title: "IA portfolio — Seven" };

export default function Page() {
  return <Portfolio />;
}
