// Trusted-by logos: our own neutral artwork (a shield with initials) for made-up schools.

import { schools } from "./content";

export function SchoolLogos() {
  return (
    <ul className="logos" aria-label="Schools our students come from (illustrative)">
      {schools.map((s) => (
        <li key={s.name}>
          <svg width="56" height="64" viewBox="0 0 56 64" aria-hidden="true">
            <path d="M28 2 L54 12 V34 C54 48 42 58 28 62 C14 58 2 48 2 34 V12 Z" fill={s.colour} />
            <text x="28" y="40" textAnchor="middle" fontSize="18" fontWeight="700" fill="#fff" fontFamily="system-ui, sans-serif">
              {s.initials}
            </text>
          </svg>
          <span>{s.name}</span>
        </li>
      ))}
    </ul>
  );
}
