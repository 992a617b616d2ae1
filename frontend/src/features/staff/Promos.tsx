"use client";

// Promo codes: the list, and a form to create or change one (the API checks each field).

import { FormError } from "@/components/FormError";
import { useId, useState } from "react";

import { useToast } from "@/components/toast";

import { usePromos } from "./hooks";
import { putPromo, type PromoCode } from "./api";
import { errorText, staffMessages } from "./messages";

const EMPTY: PromoCode = {
  code: "",
  kind: "discount",
  productType: "lesson",
  couponId: "",
  amountOff: 500,
  duration: "once",
  trialDays: 0,
  active: true,
};

/** What a discount code can be for (a trial code is for anyone), as the form names it. */
const FOR: [PromoCode["productType"], string][] = [
  ["lesson", "Recorded lessons"],
  ["individual", "Individual plan"],
  ["family", "Friends & Family plan"],
];

function describe(p: PromoCode): string {
  if (p.kind === "trial") return `${p.trialDays}-day free trial`;
  const off = `${(p.amountOff / 100).toFixed(2)} off`;
  return p.productType === "lesson" ? `${off} a lesson` : `${off} the ${p.productType} plan (${p.duration ?? "once"})`;
}

export function Promos() {
  const id = useId();
  const toast = useToast();
  const list = usePromos();
  const [form, setForm] = useState<PromoCode>(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const set = (patch: Partial<PromoCode>) => setForm((f) => ({ ...f, ...patch }));
  const save = async () => {
    setError(null);
    try {
      await putPromo({ ...form, duration: form.kind === "trial" ? null : form.duration });
      toast.success(staffMessages.saved);
      setForm(EMPTY);
      await list.mutate();
    } catch (err) {
      setError(errorText(err));
    }
  };
  return (
    <div className="staff-grid">
      <section className="card">
        <h2>Promo codes</h2>
        {/* Four columns are wider than a phone: the table scrolls inside its own box. */}
        <div className="table-scroll">
          <table className="table">
            <thead>
              <tr>
                <th>Code</th>
                <th>What it does</th>
                <th>Active</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {(list.data ?? []).map((p) => (
                <tr key={p.code}>
                  <td>{p.code}</td>
                  <td>{describe(p)}</td>
                  <td>{p.active ? "Yes" : "No"}</td>
                  <td>
                    <button type="button" className="button button-secondary" onClick={() => setForm(p)}>
                      Edit
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <form
        className="card staff-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <h2>{form.code && list.data?.some((p) => p.code === form.code) ? `Edit ${form.code}` : "New promo code"}</h2>
        <div className="field">
          <label htmlFor={`${id}-code`}>Code</label>
          <input id={`${id}-code`} value={form.code} onChange={(e) => set({ code: e.target.value.toUpperCase() })} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-kind`}>Kind</label>
          <select id={`${id}-kind`} value={form.kind} onChange={(e) => set({ kind: e.target.value as PromoCode["kind"] })}>
            <option value="discount">Discount</option>
            <option value="trial">Free trial</option>
          </select>
        </div>
        {form.kind === "trial" ? (
          <div className="field">
            <label htmlFor={`${id}-days`}>Trial days</label>
            <input id={`${id}-days`} type="number" min={1} max={90} value={form.trialDays} onChange={(e) => set({ trialDays: Number(e.target.value), productType: "any" })} />
          </div>
        ) : (
          <>
            <div className="field">
              <label htmlFor={`${id}-product`}>For</label>
              <select id={`${id}-product`} value={form.productType} onChange={(e) => set({ productType: FOR.find(([t]) => t === e.target.value)?.[0] ?? "lesson" })}>
                {FOR.map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor={`${id}-amount`}>Amount off (cents)</label>
              <input id={`${id}-amount`} type="number" min={1} value={form.amountOff} onChange={(e) => set({ amountOff: Number(e.target.value) })} />
            </div>
            {form.productType !== "lesson" ? (
              <div className="field">
                <label htmlFor={`${id}-duration`}>Lasts</label>
                <select id={`${id}-duration`} value={form.duration ?? "once"} onChange={(e) => set({ duration: e.target.value as "once" | "forever" })}>
                  <option value="once">The first month</option>
                  <option value="forever">The lifetime of the subscription</option>
                </select>
              </div>
            ) : null}
          </>
        )}
        <label className="checkbox">
          <input type="checkbox" checked={form.active} onChange={(e) => set({ active: e.target.checked })} /> Active
        </label>
        <FormError text={error} />
        <div className="actions">
          <button type="button" className="button button-secondary" onClick={() => setForm(EMPTY)}>
            Clear
          </button>
          <button type="submit" className="button button-primary">
            Save code
          </button>
        </div>
      </form>
    </div>
  );
}
