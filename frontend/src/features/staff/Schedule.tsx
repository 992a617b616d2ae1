"use client";

// The free-lesson schedule: which recorded lesson is free from which Friday 21:00 GMT+8.

import { FormError } from "@/components/FormError";
import { useId, useState } from "react";

import { useToast } from "@/components/toast";
import { formatDate } from "@/lib/dates";

import { useSchedule } from "./hooks";
import { putSlot } from "./api";
import { errorText, staffMessages } from "./messages";

/** A Friday (yyyy-mm-dd) at 21:00 GMT+8, as epoch ms; null for any other day. */
export function fridayStart(date: string): number | null {
  const [y, m, d] = date.split("-").map(Number);
  if (!y || !m || !d) return null;
  const ms = Date.UTC(y, m - 1, d, 13, 0);
  return new Date(ms).getUTCDay() === 5 ? ms : null;
}

/** The day of an instant in GMT+8 (where the schedule's Fridays are), written as every date is. */
const gmt8Date = (ms: number) => formatDate(ms, "Asia/Singapore");

export function Schedule() {
  const id = useId();
  const toast = useToast();
  const { data, mutate } = useSchedule();
  const [date, setDate] = useState("");
  const [lessonId, setLessonId] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [now] = useState(() => Date.now());
  const names = new Map((data?.lessons ?? []).map((l) => [l.id, l.name]));
  const save = async () => {
    setError(null);
    const startsAt = fridayStart(date);
    if (startsAt === null) return setError("Free lessons change on Fridays: please choose a Friday.");
    if (!lessonId) return setError("Please choose a lesson.");
    try {
      await putSlot(startsAt, lessonId);
      toast.success(staffMessages.saved);
      await mutate();
    } catch (err) {
      setError(errorText(err));
    }
  };
  return (
    <div className="staff-grid">
      <section className="card">
        <h2>Free-lesson schedule</h2>
        <table className="table">
          <thead>
            <tr>
              <th>From Friday 21:00 (GMT+8)</th>
              <th>Lesson</th>
            </tr>
          </thead>
          <tbody>
            {(data?.slots ?? [])
              .filter((s) => s.startsAt > now - 8 * 86_400_000)
              .map((s) => (
                <tr key={s.startsAt}>
                  <td>{gmt8Date(s.startsAt)}</td>
                  <td>{names.get(s.lessonId) ?? `Lesson ${s.lessonId}`}</td>
                </tr>
              ))}
          </tbody>
        </table>
      </section>
      <form className="card staff-form" noValidate onSubmit={(e) => (e.preventDefault(), void save())}>
        <h2>Set a week&apos;s free lesson</h2>
        <div className="field">
          <label htmlFor={`${id}-date`}>Friday</label>
          <input id={`${id}-date`} type="date" value={date} onChange={(e) => setDate(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-lesson`}>Lesson</label>
          <select id={`${id}-lesson`} value={lessonId} onChange={(e) => setLessonId(Number(e.target.value))}>
            <option value={0}>Choose a lesson</option>
            {(data?.lessons ?? []).map((l) => (
              <option key={l.id} value={l.id}>
                {l.name}
              </option>
            ))}
          </select>
        </div>
        <FormError text={error} />
        <button type="submit" className="button button-primary">
          Save
        </button>
      </form>
    </div>
  );
}
