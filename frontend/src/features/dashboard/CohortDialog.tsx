"use client";

// 'When Are You Taking The IB?' (spec 02 §4): a month (May or November) and a year, both empty
// to start with; no check before submitting (the server refuses what it cannot store).

import { useId, useState, type FormEvent } from "react";

import { Modal } from "@/components/Modal";
import { useToast } from "@/components/toast";
import { useAction } from "@/lib/use-action";

import { setCohort } from "./api";
import { dashboardMessages } from "./messages";

export function CohortDialog({ onClose, onSaved }: { onClose: () => void; onSaved: () => Promise<void> }) {
  const toast = useToast();
  const titleId = useId();
  const [month, setMonth] = useState("");
  const [year, setYear] = useState(0);
  const { run, busy: saving } = useAction();
  const thisYear = new Date().getFullYear();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    await run(
      async () => {
        await setCohort(year, month);
        await onSaved();
        toast.success(dashboardMessages.cohortSet);
        onClose();
      },
      () => toast.error(dashboardMessages.cohortFailed),
    );
  };
  return (
    <Modal onDismiss={onClose} labelledBy={titleId}>
      <form onSubmit={(e) => void submit(e)}>
        <h2 id={titleId}>When Are You Taking The IB?</h2>
        <div className="field">
          <label htmlFor="cohort-month">Exam session</label>
          <select id="cohort-month" value={month} onChange={(e) => setMonth(e.target.value)}>
            <option value="">Choose a month</option>
            <option value="MAY">May</option>
            <option value="NOV">November</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor="cohort-year">Year</label>
          <select id="cohort-year" value={year} onChange={(e) => setYear(Number(e.target.value))}>
            <option value={0}>Choose a year</option>
            {[0, 1, 2, 3].map((i) => (
              <option key={i} value={thisYear + i}>
                {thisYear + i}
              </option>
            ))}
          </select>
        </div>
        <div className="actions">
          <button type="button" className="button button-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button button-primary" disabled={saving}>
            Submit
          </button>
        </div>
      </form>
    </Modal>
  );
}
