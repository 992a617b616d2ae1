"use client";

// /ibecons's testimonial carousel (spec 03 §2.6): one at a time, advancing every 5 seconds;
// paused while hovered or focused, and not moving at all for reduced motion.

import { useEffect, useState } from "react";

import type { Testimonial } from "./content";

export const AUTOPLAY_MS = 5000;

export function Carousel({ items }: { items: Testimonial[] }) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (paused || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % items.length), AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [paused, items.length]);
  const current = items[index];
  return (
    <section
      className="carousel"
      aria-roledescription="carousel"
      aria-label="What students say"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {current ? (
        <figure className="card testimonial" aria-live={paused ? "polite" : "off"}>
          <blockquote>“{current.quote}”</blockquote>
          <figcaption>{current.who}</figcaption>
        </figure>
      ) : null}
      <div className="carousel-dots">
        {items.map((t, i) => (
          <button
            key={t.who}
            type="button"
            className="dot"
            aria-label={`Show testimonial ${i + 1} of ${items.length}`}
            aria-current={i === index}
            onClick={() => setIndex(i)}
          />
        ))}
      </div>
    </section>
  );
}
