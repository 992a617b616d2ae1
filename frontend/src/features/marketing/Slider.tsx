"use client";

// The landing page's testimonial slider (spec 01 §2): 3 cards per view, 2 under 1200 px, 1 under
// 900 px (set in CSS), moved with Previous and Next. Scrolling is instant for reduced motion.

import { useRef } from "react";

import type { Testimonial } from "./content";
import { ChevronLeft } from "@/components/icons/ChevronLeft";
import { ChevronRight } from "@/components/icons/ChevronRight";

export function Slider({ items }: { items: Testimonial[] }) {
  const track = useRef<HTMLUListElement>(null);
  const move = (direction: 1 | -1) => {
    const el = track.current;
    const card = el?.querySelector("li");
    if (!el || !card) return;
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    el.scrollBy({ left: direction * card.getBoundingClientRect().width, behavior: reduce ? "auto" : "smooth" });
  };
  return (
    <div className="slider">
      <button type="button" className="icon-button" aria-label="Previous testimonials" onClick={() => move(-1)}>
        <ChevronLeft />
      </button>
      <ul className="slider-track" ref={track} aria-label="Testimonials" tabIndex={0}>
        {items.map((t) => (
          <li key={t.who} className="slide">
            <figure className="card testimonial">
              <blockquote>“{t.quote}”</blockquote>
              <figcaption>{t.who}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <button type="button" className="icon-button" aria-label="Next testimonials" onClick={() => move(1)}>
        <ChevronRight />
      </button>
    </div>
  );
}
