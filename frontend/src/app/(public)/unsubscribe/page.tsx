import { Unsubscribe } from "@/features/email/Unsubscribe";

export const metadata = { title: "Unsubscribe — Seven", robots: { index: false, follow: false } };

// An e-mail's unsubscribe link (/unsubscribe?token=): public, nothing is sent until the button is pressed.
export default function Page() {
  return <Unsubscribe />;
}
