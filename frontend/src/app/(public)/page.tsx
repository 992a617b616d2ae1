import Link from "next/link";

import { RedirectIfSignedIn } from "@/components/RedirectIfSignedIn";

export default function Landing() {
  return (
    <main className="page landing">
      <RedirectIfSignedIn to="/my-dashboard" />
      <h1>Score Better for Just $15/month</h1>
      <p>Notes, videos, a question bank with model answers and quizzes for IB Economics.</p>
      <div className="actions">
        <Link className="button button-primary" href="/subscriptions/info">
          Get Started
        </Link>
        <Link className="button button-secondary" href="/quiz-challenge">
          Try the Quiz Challenge
        </Link>
      </div>
    </main>
  );
}
