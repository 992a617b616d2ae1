"use client";

// Bulk Purchase: a bespoke plan is arranged by email or social media (spec 01 §1, §2).

import { useId } from "react";

import { bulkMessages } from "./payment-messages";
import { Modal } from "@/components/Modal";

export const CONTACT_EMAIL = "hello@seven.study";
export const INSTAGRAM_URL = "https://www.instagram.com/seven.study";

export default function EnquiryDialog({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  return (
    <Modal onDismiss={onClose} labelledBy={titleId}>
      <h2 id={titleId}>{bulkMessages.title}</h2>
      <p>{bulkMessages.body}</p>
      <p>
        <a href={`mailto:${CONTACT_EMAIL}?subject=Bulk%20purchase`}>{CONTACT_EMAIL}</a> ·{" "}
        <a href={INSTAGRAM_URL} target="_blank" rel="noreferrer">
          Instagram
        </a>
      </p>
      <div className="actions">
        <button type="button" className="button button-primary" onClick={onClose}>
          Close
        </button>
      </div>
    </Modal>
  );
}
