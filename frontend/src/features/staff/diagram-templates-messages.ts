// The words of the console's diagram templates (issue 55, item 2), and what the form checks
// before it asks the server (which checks the same and more: the diagram's limits).

export const templateWords = {
  title: "Diagram templates",
  intro:
    "Templates students can start a diagram from, listed in the diagram editor beside the built-in ones. Give each a name students will recognise, such as \u201cTariff (small country)\u201d.",
  none: "No templates yet. The built-in templates are always offered.",
  newTemplate: "New template",
  edit: "Edit",
  editOf: (name: string) => `Edit ${name}`,
  remove: "Remove",
  removeOf: (name: string) => `Remove ${name}`,
  removeSure: (name: string) => `Remove the template \u201c${name}\u201d? Students will no longer see it in the editor.`,
  keep: "Keep it",
  name: "Name",
  diagram: "Diagram",
  editDiagram: "Edit the diagram",
  save: "Save template",
  cancel: "Cancel",
  saved: (name: string) => `Saved \u201c${name}\u201d. Students see it in the diagram editor now.`,
  removed: (name: string) => `Removed \u201c${name}\u201d.`,
  noName: "Give the template a name.",
  longName: "A template's name is at most 60 characters.",
  markupName: "A template's name is plain text: no <, > or control characters.",
  noDiagram: "Draw the template's diagram first.",
  full: "There are 100 templates already. Remove one first.",
} as const;

/** A name's most characters, and the most templates (the server's limits). */
export const MAX_NAME = 60;
export const MAX_TEMPLATES = 100;

/** What is wrong with a template's name before it is sent, or null. The server tidies spaces the
 *  same way and refuses the same names. */
export function nameProblem(raw: string): string | null {
  const name = raw.trim().split(/\s+/).join(" ");
  if (!name) return templateWords.noName;
  if ([...name].length > MAX_NAME) return templateWords.longName;
  if (/[<>\u0000-\u001f\u007f-\u009f]/.test(name)) return templateWords.markupName;
  return null;
}
