import Link from "next/link";

import { RedirectIfSignedIn } from "@/components/RedirectIfSignedIn";
import { comparison, distinctive, features, testimonials, TRIAL_CODE } from "@/features/marketing/content";
import { TrustedBy } from "@/features/marketing/TrustedBy";
import { Slider } from "@/features/marketing/Slider";

export const metadata = {
  title: "Seven — Score Better in IB Economics for $15/month",
  description: "Condensed notes, model answers, quizzes and weekly lessons for IB HL and SL Economics, made in Singapore by IB teachers.",
};

// The landing page (spec 01 §2, spec 03 §2.5): its sections in the spec's order. What Seven does
// that others do not leads the hero and the key features (issue 53); the trusted-by section shows
// only the schools staff entered, and is hidden while there are none. Signed-in visitors go to
// their dashboard.
export default function Landing() {
  return (
    <main className="landing">
      <RedirectIfSignedIn to="/my-dashboard" />
      <section className="hero">
        <div className="hero-inner">
          <p className="eyebrow">IB Economics, HL and SL</p>
          <h1>Score Better for Just $15/month</h1>
          <p className="lead">
            Answers marked by IB teachers, timed papers that predict your grade, and a review deck set to your exam date; with notes, model answers, quizzes and weekly lessons, made in Singapore by IB teachers.
          </p>
          <Link className="button button-primary" href="/subscriptions/info">
            Get Started
          </Link>
        </div>
        {/* eslint-disable-next-line @next/next/no-img-element -- a static SVG: nothing to optimise */}
        <img className="hero-art" src="/art/hero.svg" alt="" width={420} height={340} />
      </section>

      <section className="band" aria-labelledby="compare-title">
        <h2 id="compare-title">Students who study with Seven score higher</h2>
        <div className="bars">
          <div className="bar-row">
            <span className="bar-label">Seven students scoring a 6 or 7</span>
            <span className="bar" style={{ width: `${comparison.seven}%` }} />
            <strong>{comparison.seven}%</strong>
          </div>
          <div className="bar-row">
            <span className="bar-label">Global average scoring a 6 or 7</span>
            <span className="bar bar-muted" style={{ width: `${comparison.global}%` }} />
            <strong>{comparison.global}%</strong>
          </div>
        </div>
      </section>

      <section className="band" aria-labelledby="features-title">
        <h2 id="features-title">Everything you need for the exam</h2>
        <ul className="landing-unique" aria-label="Only on Seven">
          {distinctive.map((f) => (
            <li key={f.title} className="card">
              <h3>{f.title}</h3>
              <p>{f.text}</p>
            </li>
          ))}
        </ul>
        <ul className="feature-grid">
          {features.map((f) => (
            <li key={f.title} className="card">
              <h3>{f.title}</h3>
              <p>{f.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <TrustedBy />

      <section className="band" aria-labelledby="testimonials-title">
        <h2 id="testimonials-title">What students say</h2>
        <p className="muted">Illustrative testimonials: examples of the feedback we aim for, not quotes from real students.</p>
        <Slider items={testimonials} />
      </section>

      <section className="band band-brand" aria-labelledby="trial-title">
        <h2 id="trial-title">Watch a free lesson</h2>
        <p>
          Use the code <strong className="code">{TRIAL_CODE}</strong> for a free trial: every resource, no card needed.
        </p>
        <Link className="button button-light" href="/subscriptions/info">
          Start Your Free Trial
        </Link>
      </section>

      <section className="band split" aria-labelledby="challenge-title">
        <div>
          <h2 id="challenge-title">Take the Quiz Challenge</h2>
          <p>How many HL Economics questions can you answer in a row, 60 seconds each? Play free, and climb the weekly leaderboard.</p>
        </div>
        <Link className="button button-secondary" href="/quiz-challenge">
          Play the Quiz Challenge
        </Link>
      </section>

      <section className="band split" aria-labelledby="about-title">
        <div>
          <h2 id="about-title">Made by IB teachers</h2>
          <p>We are a small team of IB Economics teachers in Singapore who wanted every student to have a great tutor&apos;s notes.</p>
        </div>
        <Link className="button button-secondary" href="/about-us">
          About Us
        </Link>
      </section>

      <section className="band closing" aria-labelledby="closing-title">
        <h2 id="closing-title">Get your 7</h2>
        <p>Join today and study smarter for the price of one tutoring hour a month.</p>
        <Link className="button button-primary" href="/subscriptions/info">
          Get Started
        </Link>
      </section>
    </main>
  );
}
