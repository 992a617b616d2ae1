// The review deck's calls (/private/v2/review/*). The types are the API's own, generated from its
// OpenAPI document.

import { api, type Answer, type Body, type Schemas } from "@/lib/api-client";

export type DueView = Answer<"/private/v2/review/due", "get">;
export type CardView = DueView["cards"][number];
export type Prompt = CardView["prompt"];
export type AnswerView = Answer<"/private/v2/review/answer", "post">;
export type Grade = Schemas["Grade"];
export type CardSource = Schemas["CardSource"];

export const duePath = (topicId: number | null) =>
  topicId === null ? "/private/v2/review/due" : `/private/v2/review/due?topicId=${topicId}`;
export const SETTINGS_PATH = "/private/v2/review/settings";
export { REVIEW_CHANGED, reviewChanged, SUMMARY_PATH } from "./summary";

export const answerCard = (body: Body<"/private/v2/review/answer", "post">) =>
  api<AnswerView>("/private/v2/review/answer", { method: "POST", body });

export const addToReview = (source: CardSource) =>
  api<Answer<"/private/v2/review/cards", "post">>("/private/v2/review/cards", { method: "POST", body: { source } });

export const removeCard = (cardId: string) =>
  api<Answer<"/private/v2/review/cards", "delete">>("/private/v2/review/cards", { method: "DELETE", query: { cardId } });

export type Settings = Answer<"/private/v2/review/settings", "get">;
export const putSettings = (desiredRetention: number) =>
  api<Settings>(SETTINGS_PATH, { method: "PUT", body: { desiredRetention } });
