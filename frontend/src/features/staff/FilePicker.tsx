"use client";

// A file for the catalogue, picked and uploaded from a form field (the API signs the upload for
// the file's exact type and size and checks its bytes when the form is saved). Shows the picked
// file's name with Remove; `preview` is a local address of the file for the form's preview.

import { useId, useState } from "react";

import { FieldError, invalidProps } from "@/components/Field";
import { useAction } from "@/lib/use-action";

import { uploadFile } from "./api";
import { errorText } from "./messages";

export type Picked = { key: string; name: string; preview: string };

type Props = {
  label: string;
  accept: string;
  value: Picked | null;
  onChange: (picked: Picked | null) => void;
  /** What is wrong with the choice (a required file missing). */
  error?: string;
};

export function FilePicker({ label, accept, value, onChange, error }: Props) {
  const id = useId();
  const { run, busy: uploading } = useAction();
  const [failed, setFailed] = useState<string | null>(null);
  const shown = failed ?? error;

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setFailed(null);
    await run(
      async () => {
        const key = await uploadFile(file);
        onChange({ key, name: file.name, preview: URL.createObjectURL(file) });
      },
      (err) => setFailed(errorText(err)),
    );
  };

  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {value ? (
        <p className="field-row picked-file">
          <span>{value.name}</span>
          <button type="button" className="link" onClick={() => onChange(null)}>
            Remove {value.name}
          </button>
        </p>
      ) : (
        <input
          id={id}
          type="file"
          accept={accept}
          disabled={uploading}
          {...invalidProps(id, shown)}
          onChange={(e) => void upload(e.target.files?.[0])}
        />
      )}
      {uploading ? <p className="muted">Uploading...</p> : null}
      <FieldError id={id} error={shown} />
    </div>
  );
}

export const IMAGE = "image/png,image/jpeg,image/svg+xml";
export const PDF = "application/pdf";
export const VIDEO = "video/mp4";
