"use client";

// The navigation bar (spec 03 §2.2). Signed in: the seven study links, Review (with the count of
// due cards, docs/review.md), the IA portfolio and the avatar menu;
// signed out: the six public links. It reads the session hint, so public pages never load the
// auth library; logging out loads it on demand.

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useRef, useState } from "react";

import { useToast } from "@/components/toast";
import { sessionMessages } from "@/lib/session/session-messages";
import { getSummary, REVIEW_CHANGED } from "@/lib/review-deck";
import { readFreshIdToken, readSessionHint, SESSION_EVENT, type SessionHint } from "@/lib/session-hint";

/** The bar's links, each with whether it is a signed-in student's (`true`) or a visitor's. */
const LINKS = [
  ["Notes & Videos", "/self-study", true],
  ["Question Bank", "/question-bank", true],
  ["Quizzes", "/quizzes", true],
  ["Review", "/review", true],
  ["Quiz Challenge", "/quiz-challenge", true],
  ["Liked Content", "/my-liked-content", true],
  ["Notes", "/notes", true],
  ["Recorded Lessons", "/recorded-lessons", true],
  ["IA portfolio", "/ia", true],
  ["About Us", "/about-us", false],
  ["Quiz Challenge", "/quiz-challenge", false],
  ["Subscriptions", "/subscriptions/info", false],
  ["FAQS", "/faqs", false],
  ["Contact Us", "/contact-us", false],
  ["Login", "/login", false],
] as const;

/** How many review cards are due, read on every page change and when the deck changes (none for
 * a visitor, or a user the deck is not open to). */
function DueBadge() {
  const path = usePathname();
  const [due, setDue] = useState(0);
  useEffect(() => {
    let live = true;
    const read = () => {
      // No fresh stored token: a visitor on a signed-in page (on the way to /login), or a token the
      // session has yet to refresh (it says SESSION_EVENT when it has; an expired token sent here
      // would be a 401, the session-expired notice). Nothing to count yet.
      const token = readFreshIdToken();
      if (!token) return setDue(0);
      void getSummary(token)
        .then((s) => live && setDue(s.dueNow))
        .catch(() => live && setDue(0));
    };
    read();
    window.addEventListener(REVIEW_CHANGED, read);
    window.addEventListener(SESSION_EVENT, read);
    return () => {
      live = false;
      window.removeEventListener(REVIEW_CHANGED, read);
      window.removeEventListener(SESSION_EVENT, read);
    };
  }, [path]);
  return due > 0 ? (
    <span className="nav-badge" aria-label={due === 1 ? "1 card due" : `${due} cards due`}>
      {due}
    </span>
  ) : null;
}

function AvatarMenu({ firstName, staff, className }: { firstName: string | null; staff: boolean; className?: string }) {
  const [open, setOpen] = useState(false);
  const toast = useToast();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (e: MouseEvent | KeyboardEvent) => {
      if (e instanceof KeyboardEvent ? e.key === "Escape" : !ref.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("mousedown", close);
    document.addEventListener("keydown", close);
    return () => {
      document.removeEventListener("mousedown", close);
      document.removeEventListener("keydown", close);
    };
  }, [open]);

  async function logOut() {
    try {
      const auth = await import("@/lib/session/amplify");
      await auth.logOut();
      window.location.assign(new URL("/", window.location.origin).href);
    } catch {
      toast.error(sessionMessages.logoutError);
    }
  }

  return (
    <div className={className ? `avatar-menu ${className}` : "avatar-menu"} ref={ref}>
      <button
        type="button"
        className="avatar"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label="Account menu"
        onClick={() => setOpen((o) => !o)}
      >
        {(firstName ?? "?").charAt(0).toUpperCase()}
      </button>
      {open ? (
        <ul className="menu" role="menu">
          <li role="none">
            <Link role="menuitem" href="/my-dashboard" onClick={() => setOpen(false)}>
              My Dashboard
            </Link>
          </li>
          <li role="none">
            <Link role="menuitem" href="/my-account" onClick={() => setOpen(false)}>
              My Account
            </Link>
          </li>
          {staff ? (
            <li role="none">
              <Link role="menuitem" href="/staff" onClick={() => setOpen(false)}>
                Staff Console
              </Link>
            </li>
          ) : null}
          <li role="none">
            <button role="menuitem" type="button" onClick={() => void logOut()}>
              Log Out
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}

/** A bar item shown only signed in or only signed out while the hint is unread (the exported
 *  page: `SessionMark` and the stylesheet choose); once read, only the right ones render. */
const when = (unread: boolean, signedIn: boolean) => (unread ? (signedIn ? "nav-when-in" : "nav-when-out") : undefined);

/**
 * The bar. An exported page starts with both bars, one shown by `SessionMark`'s style, so a
 * student sees the bar they keep from the first paint (a visitor on a signed-in page, on the way to
 * /login, sees the visitor's); once the page's code has read the hint, only that bar renders.
 */
export function NavBar() {
  const [hint, setHint] = useState<SessionHint | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);

  useEffect(() => {
    const update = () => setHint(readSessionHint());
    update();
    window.addEventListener(SESSION_EVENT, update);
    window.addEventListener("storage", update);
    return () => {
      window.removeEventListener(SESSION_EVENT, update);
      window.removeEventListener("storage", update);
    };
  }, []);

  const unread = hint === null;
  const items = unread ? LINKS : LINKS.filter(([, , forSignedIn]) => forSignedIn === hint.signedIn);
  return (
    <header className="navbar">
      <nav aria-label="Main" className="navbar-inner">
        <Link href="/" className="brand">
          Seven
        </Link>
        <button
          type="button"
          className="nav-toggle"
          aria-expanded={menuOpen}
          aria-controls="nav-links"
          onClick={() => setMenuOpen((o) => !o)}
        >
          Menu
        </button>
        <ul id="nav-links" className={menuOpen ? "nav-links open" : "nav-links"}>
          {items.map(([label, href, forSignedIn]) => (
            <li key={`${forSignedIn}${href}`} className={when(unread, forSignedIn)}>
              <Link href={href} onClick={() => setMenuOpen(false)}>
                {label}
                {href === "/review" && forSignedIn && !unread ? <DueBadge /> : null}
              </Link>
            </li>
          ))}
        </ul>
        {unread || hint.signedIn ? <AvatarMenu firstName={hint?.firstName ?? null} staff={Boolean(hint?.staff)} className={when(unread, true)} /> : null}
      </nav>
    </header>
  );
}
