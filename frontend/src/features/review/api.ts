// The review deck's calls (/private/v2/review/*). The types are the API's own, generated from its
// OpenAPI document.

import { call, type Answer, type Body, type Schemas } from "@/lib/api-client";

export type DueView = Answer<"/private/v2/review/due", "get">;
export type CardView = DueView["cards"][number];
export type Prompt = CardView["prompt"];
export type AnswerView = Answer<"/private/v2/review/answer", "post">;
export type Grade = Schemas["Grade"];
export { reviewChanged } from "@/lib/review-deck";

export const answerCard = (body: Body<"/private/v2/review/answer", "post">) =>
  call("post", "/private/v2/review/answer", { body });

export const removeCard = (cardId: string) =>
  call("delete", "/private/v2/review/cards", { query: { cardId } });

export type Settings = Answer<"/private/v2/review/settings", "get">;
export type SettingsBody = Body<"/private/v2/review/settings", "put">;
export type Budget = Schemas["Budget"];
export const putSettings = (body: SettingsBody) => call("put", "/private/v2/review/settings", { body });
