// File-type tags take their colour from an 11-colour list, by file type id (spec 02 §2).
export const TAG_COLOURS = [
  "#1f4fd8",
  "#067647",
  "#b54708",
  "#7a2e9e",
  "#c11574",
  "#0e7490",
  "#4d7c0f",
  "#b42318",
  "#3538cd",
  "#7c5c00",
  "#475467",
] as const;

export const tagColour = (fileTypeId: number) => TAG_COLOURS[Math.abs(fileTypeId) % TAG_COLOURS.length] ?? TAG_COLOURS[0];
