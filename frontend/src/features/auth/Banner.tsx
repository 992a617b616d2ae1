"use client";

// The closable banner for subscribers and active trials (spec 03 §2.4); before it, the banners
// that are not closable: an account waiting to be deleted, a renewal unpaid.

import { useRouter } from "next/navigation";
import { useState } from "react";

import { Close } from "@/components/icons/Close";
import { loadWhenShown } from "@/lib/load-when-shown";
import { Keep, readText, writeText } from "@/lib/storage";

import { useSession } from "@/lib/session/session";
import { bannerMessages } from "@/lib/session/session-messages";

const CLOSED_KEY = "seven.bannerClosed";

/** Its code loads only for an account waiting to be deleted. */
const ClosingBanner = loadWhenShown(() => import("./ClosingBanner").then((m) => m.ClosingBanner));

export function Banner() {
  const { profile } = useSession();
  const router = useRouter();
  const [closed, setClosed] = useState(() => readText(CLOSED_KEY, Keep.ForVisit) === "1");
  if (profile?.deletesAt) {
    // Not closable: the account goes when the grace is over unless it is kept.
    return <ClosingBanner deletesAt={profile.deletesAt} />;
  }
  if (profile?.subscriptionStatus === "past_due") {
    // Not closable: access ends unless the renewal is paid.
    return (
      <div className="banner banner-warning" role="region" aria-label="Subscription renewal">
        <p>{bannerMessages.renewal}</p>
        <button type="button" className="button button-small" onClick={() => router.push("/my-account")}>
          {bannerMessages.renewalAction}
        </button>
      </div>
    );
  }
  // Staff are not asked for an IB cohort (nor shown the weekly lesson's banner): it is a student's.
  if (!profile?.isSubscriber || profile.isStaff || closed) return null;
  const noCohort = !profile.userCohort;
  return (
    <div className="banner" role="region" aria-label="Free weekly lesson">
      <p>{noCohort ? bannerMessages.noCohort : bannerMessages.withCohort}</p>
      <button type="button" className="button button-small" onClick={() => router.push("/my-dashboard#free-lesson")}>
        {noCohort ? "Fill Now" : "Watch Now"}
      </button>
      <button
        type="button"
        className="banner-close"
        aria-label="Close banner"
        onClick={() => {
          writeText(CLOSED_KEY, "1", Keep.ForVisit);
          setClosed(true);
        }}
      >
        <Close />
      </button>
    </div>
  );
}
