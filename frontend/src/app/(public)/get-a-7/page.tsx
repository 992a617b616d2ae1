import Link from "next/link";

import { Doughnut } from "@/features/marketing/Doughnut";

export const metadata = {
  title: "Get a 7, Without Tuition — Seven",
  description: "64% of Seven students score a 6 or 7 in IB Economics. Study with notes, model answers and weekly lessons.",
};

const resources = [
  { title: "Condensed notes", text: "Every topic on a few pages, with the diagrams to learn by heart." },
  { title: "Question bank", text: "Exam-style questions with model answers and video walkthroughs." },
  { title: "Quizzes", text: "Quick checks after each topic, with your past attempts kept." },
  { title: "Weekly lessons", text: "A new lesson every Friday at 9:00pm (GMT+8), with notes." },
];

// The alternative marketing page (spec 01 §2).
export default function GetASeven() {
  return (
    <main className="page">
      <section className="split-hero">
        <Doughnut percent={64} label="of Seven students score a 6 or 7 in Economics" />
        <div>
          <h1>Get a 7, Without Tuition</h1>
          <p className="lead">Everything a good tutor would give you, for $15 a month.</p>
          <Link className="button button-primary" href="/subscriptions/info">
            See Plans
          </Link>
        </div>
      </section>
      <section className="band" aria-labelledby="sg-title">
        <h2 id="sg-title">Built in Singapore</h2>
        <p>Seven is written by IB Economics teachers in Singapore, who have marked thousands of IB scripts.</p>
      </section>
      <section className="band" aria-labelledby="resources-title">
        <h2 id="resources-title">Four ways to study</h2>
        <ul className="feature-grid">
          {resources.map((r) => (
            <li key={r.title} className="card">
              <h3>{r.title}</h3>
              <p>{r.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
