"use client";

// The landing page's "trusted by" section (spec 01 §2's fourth section; issue 53): only the
// schools staff entered as true (Staff → Trusted by), each as our own neutral artwork (a shield
// with its initials: no school's own logo). Hidden while the list is empty or cannot be read.

import { useEffect, useState } from "react";

import { call, type Answer } from "@/lib/api-client";

type School = Answer<"/api/v1/trusted-by", "get">["schools"][number];

const COLOURS = ["#1f4fd8", "#067647", "#b54708", "#6941c6", "#c11574"];

function initials(name: string): string {
  const words = name.split(" ").filter((w) => /^\p{Lu}/u.test(w));
  return (words.length > 0 ? words : name.split(" "))
    .slice(0, 2)
    .map((w) => w[0] ?? "")
    .join("")
    .toUpperCase();
}

export function TrustedBy() {
  const [schools, setSchools] = useState<School[]>([]);
  useEffect(() => {
    let live = true;
    call("get", "/api/v1/trusted-by", { token: null })
      .then((list) => live && setSchools(list.schools))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  if (schools.length === 0) return null;
  return (
    <section className="band" aria-labelledby="schools-title" data-testid="trusted-by">
      <h2 id="schools-title">Trusted by students from these schools</h2>
      <ul className="logos">
        {schools.map((s, i) => (
          <li key={s.name}>
            <svg width="56" height="64" viewBox="0 0 56 64" aria-hidden="true">
              <path d="M28 2 L54 12 V34 C54 48 42 58 28 62 C14 58 2 48 2 34 V12 Z" fill={COLOURS[i % COLOURS.length]} />
              <text x="28" y="40" textAnchor="middle" fontSize="18" fontWeight="700" fill="#fff" fontFamily="system-ui, sans-serif">
                {initials(s.name)}
              </text>
            </svg>
            <span>{s.name}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
