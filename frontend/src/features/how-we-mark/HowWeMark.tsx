"use client";

// The public "How we mark" page (issue 57): how teachers are kept to one standard, then this
// term's figures (`GET /api/v1/how-we-mark`, no sign-in) with their sample sizes, read on the
// client as the site is a static export, and what the numbers mean.

import { useEffect, useState } from "react";

import { FiguresTable } from "@/components/standards/FiguresTable";
import { call } from "@/lib/api-client";
import type { TermFigures } from "@/lib/standards";

import { howWeMarkMessages as w } from "./messages";

/** The figures while they load, once read, or when they cannot be read. */
type Read = { kind: "loading" } | { kind: "read"; figures: TermFigures } | { kind: "failed" };

function useTermFigures(): Read {
  const [read, setRead] = useState<Read>({ kind: "loading" });
  useEffect(() => {
    let live = true;
    call("get", "/api/v1/how-we-mark", { query: {}, token: null })
      .then((figures) => live && setRead({ kind: "read", figures }))
      .catch(() => live && setRead({ kind: "failed" }));
    return () => {
      live = false;
    };
  }, []);
  return read;
}

function Figures() {
  const read = useTermFigures();
  switch (read.kind) {
    case "loading":
      return <p role="status">{w.loading}</p>;
    case "failed":
      return <p role="alert">{w.unavailable}</p>;
    case "read":
      return <FiguresTable caption={w.figuresCaption(read.figures.termName)} parts={read.figures.parts} />;
  }
}

export function HowWeMark() {
  return (
    <main className="page">
      <div className="prose">
        <h1>{w.title}</h1>
        <p className="lead">{w.intro}</p>
        <h2>{w.howTitle}</h2>
        <ul>
          {w.how.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
      <section aria-labelledby="figures-title">
        <h2 id="figures-title">{w.figuresTitle}</h2>
        <Figures />
      </section>
      <section className="prose" aria-labelledby="read-title">
        <h2 id="read-title">{w.readTitle}</h2>
        <ul>
          {w.read.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
    </main>
  );
}
