// The address of a place in /self-study (spec 02 §2): subject, topic, file and the notes panel.

export function selfStudyHref(q: { subject_id?: number; topic_id?: number; file_key?: string; is_notes_panel_open?: boolean }) {
  const params = new URLSearchParams();
  if (q.subject_id !== undefined) params.set("subject_id", String(q.subject_id));
  if (q.topic_id !== undefined) params.set("topic_id", String(q.topic_id));
  if (q.file_key !== undefined) params.set("file_key", q.file_key);
  if (q.is_notes_panel_open) params.set("is_notes_panel_open", "true");
  const s = params.toString();
  return s ? `/self-study?${s}` : "/self-study";
}
