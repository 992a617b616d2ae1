// A recorded lesson as students see it in the list: thumbnail, name, description, price and the
// card's actions. Also the staff console's preview of a lesson being edited.

import type { ReactNode } from "react";

import type { Lesson } from "./api";
import { lessonPrice } from "./price";

type Shown = Pick<Lesson, "id" | "name" | "description" | "thumbnailUrl" | "priceInCent" | "currency">;

export function LessonCard({ lesson, children }: { lesson: Shown; children?: ReactNode }) {
  return (
    <article className="card lesson-card" data-testid={`lesson-${lesson.id}`}>
      {/* eslint-disable-next-line @next/next/no-img-element -- a signed address, not a build asset */}
      <img className="lesson-thumb" src={lesson.thumbnailUrl} alt="" width={360} height={270} loading="lazy" />
      <h3>{lesson.name}</h3>
      <p className="muted">{lesson.description}</p>
      <p className="lesson-price">{lessonPrice(lesson.priceInCent, lesson.currency)}</p>
      <div className="actions">{children}</div>
    </article>
  );
}
