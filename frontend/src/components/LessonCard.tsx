// A recorded lesson as students see it in the list: thumbnail, name, description, price and the
// card's actions. Also the staff console's preview of a lesson being edited. Its name is a heading
// one level below the section it sits in: h2 in the list under the page's h1, h4 in the staff
// preview under its h3 (headings never skip a level).

import type { ReactNode } from "react";

import { lessonPrice, type Lesson } from "@/lib/lesson";

type Shown = Pick<Lesson, "id" | "name" | "description" | "thumbnailUrl" | "priceInCent" | "currency">;

type Props = { lesson: Shown; heading?: "h2" | "h3" | "h4"; children?: ReactNode };

export function LessonCard({ lesson, heading: Heading = "h2", children }: Props) {
  return (
    <article className="card lesson-card" data-testid={`lesson-${lesson.id}`}>
      {/* eslint-disable-next-line @next/next/no-img-element -- a signed address, not a build asset */}
      <img className="lesson-thumb" src={lesson.thumbnailUrl} alt="" width={360} height={270} loading="lazy" />
      <Heading className="lesson-card-name">{lesson.name}</Heading>
      <p className="muted">{lesson.description}</p>
      <p className="lesson-price">{lessonPrice(lesson.priceInCent, lesson.currency)}</p>
      <div className="actions">{children}</div>
    </article>
  );
}
