// Study-help calls (spec 03 §7) and the staff's (/admin/v1/help/*).

import { call, type Answer, type Body, type Schemas } from "@/lib/api-client";

export type ThreadStatus = Schemas["ThreadStatus"];
type Diagram = Schemas["Diagram"];
export type Thread = Answer<"/private/v2/ask-a-question/thread/list", "get">[number];
export type Message = Answer<"/private/v2/ask-a-question/thread/messages", "get">[number];

export const newThread = (body: Body<"/private/v2/ask-a-question/thread/new", "post">) =>
  call("post", "/private/v2/ask-a-question/thread/new", { body });

/** A reply in the student's thread, with the economics diagrams drawn for it (none by default). */
export const newMessage = (threadCreatedAt: number, message: string, diagrams: Diagram[] = []) =>
  call("post", "/private/v2/ask-a-question/thread/message/new", { body: { threadCreatedAt, message, diagrams } });

export const resolveThread = (threadCreatedAt: number) =>
  call("put", "/private/v2/ask-a-question/thread/resolve", { body: { threadCreatedAt } });

// The staff's side.
export type Waiting = Answer<"/admin/v1/help/threads", "get">[number];
export type StaffThread = Answer<"/admin/v1/help/thread", "get">;

export const staffReply = (cognitoId: string, threadCreatedAt: number, message: string) =>
  call("post", "/admin/v1/help/thread/message/new", { body: { cognitoId, threadCreatedAt, message } });

export const staffResolve = (cognitoId: string, threadCreatedAt: number) =>
  call("put", "/admin/v1/help/thread/resolve", { body: { cognitoId, threadCreatedAt } });
