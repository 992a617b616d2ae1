// The words of the public pages (spec 01 §2, spec 03 §2.5–2.7). The testimonials are
// illustrative placeholders written by us, not quotes from real people, and say so on the page.
// The "trusted by" schools are not here: staff keep them (marketing/TrustedBy.tsx), and no school
// is shown that they have not entered.

import { TRIAL_CODE } from "@/lib/trial";

export { TRIAL_CODE };

export const comparison = { seven: 64, global: 36.5 } as const;

/** What Seven does that other study sites do not (issue 53): first in the key features. */
export const distinctive = [
  {
    title: "Answers marked by IB teachers",
    text: "Write an essay answer and hand it in: an IB Economics teacher marks it against the markbands and tells you what would earn the next band.",
  },
  {
    title: "Timed papers that predict your grade",
    text: "Sit Papers 1, 2 and 3 under exam timing, with reading time. Each marked paper updates your predicted IB grade, and shows how it was worked out.",
  },
  {
    title: "A review deck set to your exam date",
    text: "Every question you miss comes back just before you would forget it, timed so you still remember it on the day of your exam.",
  },
] as const;

export const features = [
  { title: "Condensed notes", text: "Every HL and SL Economics topic on a few pages: the definitions, diagrams and evaluation examiners look for." },
  { title: "Question bank with model answers", text: "Exam-style questions for Papers 1, 2 and 3, each with a fully worked model answer, many with a video walkthrough." },
  { title: "Quizzes", text: "Short multiple-choice sets on every topic, scored instantly, with your past attempts kept for revision." },
  { title: "Weekly lessons", text: "A new recorded lesson every Friday at 9:00pm (GMT+8), free for subscribers, with downloadable notes." },
  { title: "Study help", text: "Stuck on a question? Ask our teachers from any page and get an answer in writing." },
  { title: "Quiz Challenge", text: "A timed streak game with a weekly leaderboard: the quickest way to find the gaps in what you know." },
] as const;

export type Testimonial = { quote: string; who: string };

export const testimonials: Testimonial[] = [
  { quote: "The condensed notes turned a 40-page chapter into something I could revise on the bus.", who: "Student A, HL Economics" },
  { quote: "Model answers showed me what evaluation actually looks like. My Paper 1 marks went up a band.", who: "Student B, SL Economics" },
  { quote: "The Quiz Challenge is addictive. I play a round before every study session.", who: "Student C, HL Economics" },
  { quote: "Weekly lessons kept me on schedule when my own revision plan fell apart.", who: "Student D, HL Economics" },
  { quote: "I asked about a diagram at 11pm and had a clear answer the next morning.", who: "Student E, SL Economics" },
  { quote: "Quizzes after each topic made it obvious what I had not understood yet.", who: "Student F, HL Economics" },
];

export const faqSections = [
  {
    title: "Getting Started",
    items: [
      { q: "What is Seven?", a: "A study platform for IB students, strongest in HL and SL Economics: condensed notes, videos, a question bank with model answers, quizzes, weekly lessons and study help." },
      { q: "How do I try it?", a: `Create an account and redeem the code ${TRIAL_CODE} for a free trial. No card is needed.` },
      { q: "Which subjects are covered?", a: "Economics (HL and SL) in depth, with growing content for Biology, Chemistry, Physics, Math AA and Math AI." },
    ],
  },
  {
    title: "Payment & Subscription",
    items: [
      { q: "How does billing work?", a: "Your subscription renews automatically each month on the day you subscribed, until you cancel." },
      { q: "How do I cancel or change my card?", a: "Both are done in My Account, under My Subscription." },
      { q: "Can I get a refund for part of a month?", a: "No. When you cancel, you keep access until the end of the month you have paid for, and you are not charged again." },
      { q: "How does the Friends & Family plan work?", a: "The plan is shared among 3 users: you, plus up to 2 other users you invite from My Account." },
    ],
  },
  {
    title: "My Account",
    items: [
      { q: "How do I change my password?", a: "In My Account, under Change Password." },
      { q: "I forgot my password.", a: "On the login page choose 'Forgot password?' and we will e-mail you a code to set a new one." },
    ],
  },
  {
    title: "Resources",
    items: [
      { q: "Can I print or download the resources?", a: "No. Resources are for use on the site only; question sets can be exported as watermarked PDFs, and your own notes can be printed." },
      { q: "When are new lessons released?", a: "Every Friday at 9:00pm (GMT+8)." },
    ],
  },
] as const;
