// How notes are stored (docs/data-model-content.md): the editor's document (Lexical editor-state JSON),
// gzip-compressed (RFC 1952) and base64-encoded. An empty string means no notes.
//
// What is read back is sanitized before it reaches the editor: only the node types the editor
// makes are kept, and text styles are limited to the palette colours and the three font sizes.

export const FONT_SIZES = [14, 16, 24] as const;

export const PALETTE = [
  "#000000", "#434343", "#666666", "#999999", "#b42318", "#e04f16", "#f79009", "#fdb022", "#16b364", "#099250",
  "#0ba5ec", "#1570ef", "#444ce7", "#7a5af8", "#ee46bc", "#c11574", "#6b3e00", "#3e7c17", "#155b75", "#2e1a5e",
] as const;

async function pipe(bytes: Uint8Array<ArrayBuffer>, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  const source = new ReadableStream<BufferSource>({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
  const reader = source.pipeThrough<Uint8Array>(stream as ReadableWritablePair<Uint8Array, BufferSource>).getReader();
  const chunks: Uint8Array[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
  }
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

function toBase64(bytes: Uint8Array): string {
  let s = "";
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s);
}

export async function encodeNotes(editorStateJson: string | null): Promise<string> {
  if (!editorStateJson) return "";
  const gz = await pipe(new TextEncoder().encode(editorStateJson), new CompressionStream("gzip"));
  return toBase64(gz);
}

export async function decodeNotes(stored: string): Promise<string | null> {
  if (!stored) return null;
  const bytes = Uint8Array.from(atob(stored), (c) => c.charCodeAt(0));
  const json = new TextDecoder().decode(await pipe(bytes, new DecompressionStream("gzip")));
  return sanitizeEditorState(json);
}

type Node = { type?: string; style?: string; children?: Node[]; [k: string]: unknown };

const ALLOWED_TYPES = new Set(["root", "paragraph", "text", "list", "listitem", "linebreak", "tab"]);

/** Keeps `color` from the palette and `font-size` from the three sizes; drops everything else. */
export function cleanStyle(style: string): string {
  const kept: string[] = [];
  for (const decl of style.split(";")) {
    const [prop, ...rest] = decl.split(":");
    const name = prop?.trim().toLowerCase();
    const value = rest.join(":").trim().toLowerCase();
    if (name === "color" && (PALETTE as readonly string[]).includes(value)) kept.push(`color: ${value}`);
    if (name === "font-size" && FONT_SIZES.some((s) => value === `${s}px`)) kept.push(`font-size: ${value}`);
  }
  return kept.join("; ");
}

function cleanNode(node: Node): Node | null {
  if (!node || typeof node !== "object" || !ALLOWED_TYPES.has(String(node.type))) return null;
  const copy: Node = { ...node };
  if (typeof copy.style === "string") copy.style = cleanStyle(copy.style);
  if (Array.isArray(node.children)) copy.children = node.children.map(cleanNode).filter((n): n is Node => n !== null);
  return copy;
}

/** The editor-state JSON with anything the editor would not make removed; null if unusable. */
export function sanitizeEditorState(json: string): string | null {
  try {
    const state = JSON.parse(json) as { root?: Node };
    const root = state.root ? cleanNode(state.root) : null;
    return root ? JSON.stringify({ root }) : null;
  } catch {
    return null;
  }
}
