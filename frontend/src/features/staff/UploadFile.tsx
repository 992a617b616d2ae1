"use client";

// Upload a PDF or a video to a subject and topic with its file type: the file goes straight to
// the bucket, then the API checks it and files it; students see it in Notes & Videos at once.

import { FormError } from "@/components/FormError";
import { useId, useState } from "react";

import { useToast } from "@/components/toast";
import { useSession } from "@/lib/session/session";
import { useAction } from "@/lib/use-action";

import { addFile, uploadFile } from "./api";
import { errorText, staffMessages } from "./messages";
import { SubjectTopicFields } from "./SubjectTopicFields";

const VIDEO_TYPE = 1;

export function UploadFile() {
  const id = useId();
  const toast = useToast();
  const { catalogue } = useSession();
  const [subjectId, setSubjectId] = useState(0);
  const [topicId, setTopicId] = useState(0);
  const [fileTypeId, setFileTypeId] = useState(0);
  const [name, setName] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const { run, busy } = useAction();
  const [error, setError] = useState<string | null>(null);
  const isVideo = fileTypeId === VIDEO_TYPE;

  const submit = async () => {
    setError(null);
    if (!file) return setError(staffMessages.chooseFile);
    if (!subjectId || !topicId || !fileTypeId || !name.trim()) return setError("Please fill in every field.");
    await run(
      async () => {
        const key = await uploadFile(file);
        await addFile({ key, subjectId, topicId, fileTypeId, originalFileName: name.trim() });
        toast.success(staffMessages.uploaded);
        setName("");
        setFile(null);
      },
      (err) => setError(errorText(err)),
    );
  };

  return (
    <form
      className="card staff-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h2>Upload a PDF or video</h2>
      <div className="field-row">
        <SubjectTopicFields
          subjectId={subjectId}
          topicId={topicId}
          onChange={(s, t) => {
            setSubjectId(s);
            setTopicId(t);
          }}
        />
        <div className="field">
          <label htmlFor={`${id}-type`}>File type</label>
          <select id={`${id}-type`} value={fileTypeId} onChange={(e) => setFileTypeId(Number(e.target.value))}>
            <option value={0}>Choose a type</option>
            {catalogue?.fileTypes.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="field">
        <label htmlFor={`${id}-name`}>Name students see</label>
        <input id={`${id}-name`} value={name} maxLength={300} onChange={(e) => setName(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-file`}>{isVideo ? "Video (MP4, up to 500 MB)" : "PDF (up to 50 MB)"}</label>
        <input
          id={`${id}-file`}
          type="file"
          accept={isVideo ? "video/mp4" : "application/pdf"}
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
      </div>
      <FormError text={error} />
      <button type="submit" className="button button-primary" disabled={busy}>
        {busy ? "Uploading..." : "Upload"}
      </button>
    </form>
  );
}
