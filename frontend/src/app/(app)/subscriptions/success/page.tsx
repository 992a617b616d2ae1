import { PaymentSuccess } from "@/features/plans/PaymentSuccess";

export const metadata = { title: "Thank you — Seven" };

export default function Page() {
  return <PaymentSuccess />;
}
