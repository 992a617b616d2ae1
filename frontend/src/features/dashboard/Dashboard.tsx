"use client";

// /my-dashboard (spec 02 §2): the greeting, what to do today (issue 53: the first screen at every
// width), the free-lesson block with the exam countdown, mastery
// per topic, the cohort's recommended content and the self-study block.

import { RequireSession } from "@/components/RequireSession";
import { useSession } from "@/lib/session/session";

import type { ReactNode } from "react";

import { loadWhenShown } from "@/lib/load-when-shown";

import { FreeLesson } from "./FreeLesson";
import { MasteryLoading } from "./MasteryLoading";
import { RecommendedLoading } from "./RecommendedLoading";
import { TodayFrame } from "./TodayFrame";

/** The blocks of other features (the review deck's exam-day projection, the papers' predicted
 *  grade): the page composes them in, each loading after the page. */
type Props = { projection: ReactNode; predictedGrade: ReactNode };

/** What to do today: its frame (the tiles' names and links) comes with the page, the figures'
 *  code after it, into the same boxes. */
const Today = loadWhenShown(() => import("./Today").then((m) => m.Today), <TodayFrame />);

/** The cohort's recommended content: its code loads after the page, behind its loading state. */
const Recommended = loadWhenShown(() => import("./Recommended").then((m) => m.Recommended), <RecommendedLoading />);

/** The mastery chart's code loads beside its figures, behind the same placeholder. */
const Mastery = loadWhenShown(() => import("./Mastery").then((m) => m.Mastery), <MasteryLoading />);

const SELF_STUDY = [
  { title: "Notes & Videos", href: "/self-study", text: "Condensed notes and short videos, topic by topic." },
  { title: "Question Bank", href: "/question-bank", text: "Past-paper style questions with model answers." },
  { title: "Quizzes", href: "/quizzes", text: "Quick checks of each topic, with your past attempts." },
  { title: "Timed papers", href: "/papers", text: "Sit a paper under exam conditions, then see your predicted grade." },
] as const;

function DashboardContent({ projection, predictedGrade }: Props) {
  const { profile } = useSession();
  return (
    <main className="page dashboard">
      <h1>Hi {profile?.firstName}, welcome back!</h1>
      <Today />
      <FreeLesson />
      {projection}
      {predictedGrade}
      <Mastery />
      <Recommended />
      <section aria-labelledby="self-study-title">
        <h2 id="self-study-title">Here are more resources for self-study</h2>
        <div className="card-grid">
          {SELF_STUDY.map((c) => (
            <a key={c.href} className="card card-link" href={c.href} target="_blank" rel="noopener">
              <h3>{c.title}</h3>
              <p>{c.text}</p>
            </a>
          ))}
        </div>
      </section>
    </main>
  );
}

export function Dashboard(props: Props) {
  return (
    <RequireSession rule="subscriber">
      <DashboardContent {...props} />
    </RequireSession>
  );
}
