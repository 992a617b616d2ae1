import Link from "next/link";

import { Carousel } from "@/features/marketing/Carousel";
import { testimonials } from "@/features/marketing/content";

export const metadata = {
  title: "IB Economics Question Bank — Seven",
  description: "Exam-style IB Economics questions with model answers, condensed notes and quizzes. Start for free.",
};

const rows = [
  { title: "Questions like the real exam", text: "Papers 1, 2 and 3, topic by topic, each with a fully worked model answer." },
  { title: "See how a 7 is written", text: "Model answers show the definitions, diagrams and evaluation that earn top marks." },
  { title: "Know what to revise next", text: "Mark questions as hard, take quizzes, and come back to what you got wrong." },
];

// /ibecons (spec 03 §2.6): the question bank's marketing page, without the navigation bar.
export default function Ibecons() {
  return (
    <main className="page">
      <section className="hero hero-plain">
        <p className="eyebrow">Seven for IB Economics</p>
        <h1>The IB Economics question bank with model answers</h1>
        <p className="lead">Practise with real exam-style questions and learn exactly what examiners reward.</p>
        <Link className="button button-primary" href="/login">
          Get Started for Free
        </Link>
      </section>
      <ul className="feature-rows">
        {rows.map((r) => (
          <li key={r.title} className="card">
            <h2>{r.title}</h2>
            <p>{r.text}</p>
          </li>
        ))}
      </ul>
      <p className="muted">Illustrative testimonials: examples of the feedback we aim for, not quotes from real students.</p>
      <Carousel items={testimonials} />
    </main>
  );
}
