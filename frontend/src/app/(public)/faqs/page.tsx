import Link from "next/link";

import { faqSections } from "@/features/marketing/content";

export const metadata = { title: "FAQs — Seven", description: "Answers about getting started, payments, your account and our resources." };

export default function Faqs() {
  return (
    <main className="page prose">
      <h1>Frequently Asked Questions</h1>
      {faqSections.map((s, i) => (
        <div key={s.title} className="faq-section">
          <h2 id={`faq-section-${i}`}>{s.title}</h2>
          {s.items.map((item) => (
            <details key={item.q} className="faq">
              <summary>{item.q}</summary>
              <p>{item.a}</p>
            </details>
          ))}
        </div>
      ))}
      <p>
        Still have a question? <Link href="/contact-us">Contact us</Link> and we will get back to you.
      </p>
    </main>
  );
}
