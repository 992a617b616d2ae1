import Link from "next/link";

export default function Landing() {
  return (
    <main className="page landing">
      <h1>Score Better for Just $15/month</h1>
      <p>Notes, videos, a question bank with model answers and quizzes for IB Economics.</p>
      <div className="actions">
        <Link className="button button-primary" href="/login">
          Get Started
        </Link>
        <Link className="button button-secondary" href="/my-account">
          My Account
        </Link>
      </div>
    </main>
  );
}
