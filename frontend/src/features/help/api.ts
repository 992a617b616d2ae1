// Study-help calls (spec 03 §7) and the staff's (/admin/v1/help/*).

import { api, type Answer } from "@/lib/api-client";

export type ThreadStatus = "CLIENT_RESPONDED" | "ADMIN_RESPONDED" | "RESOLVED";
export type Thread = Answer<"/private/v2/ask-a-question/thread/list", "get">[number];
export type Message = Answer<"/private/v2/ask-a-question/thread/messages", "get">[number];

export const THREADS_PATH = "/private/v2/ask-a-question/thread/list";
export const messagesPath = (threadCreatedAt: number) =>
  `/private/v2/ask-a-question/thread/messages?threadCreatedAt=${threadCreatedAt}`;

export const newThread = (body: { title: string; message: string; originalUrl: string; studentFullName: string }) =>
  api<Thread>("/private/v2/ask-a-question/thread/new", { method: "POST", body });

export const newMessage = (threadCreatedAt: number, message: string) =>
  api<Message>("/private/v2/ask-a-question/thread/message/new", { method: "POST", body: { threadCreatedAt, message } });

export const resolveThread = (threadCreatedAt: number) =>
  api<unknown>("/private/v2/ask-a-question/thread/resolve", { method: "PUT", body: { threadCreatedAt } });

// The staff's side.
export type Waiting = Answer<"/admin/v1/help/threads", "get">[number];
export type StaffThread = Answer<"/admin/v1/help/thread", "get">;

export const WAITING_PATH = "/admin/v1/help/threads";
export const staffThreadPath = (cognitoId: string, threadCreatedAt: number) =>
  `/admin/v1/help/thread?${new URLSearchParams({ cognitoId, threadCreatedAt: String(threadCreatedAt) })}`;

export const staffReply = (cognitoId: string, threadCreatedAt: number, message: string) =>
  api<Message>("/admin/v1/help/thread/message/new", { method: "POST", body: { cognitoId, threadCreatedAt, message } });

export const staffResolve = (cognitoId: string, threadCreatedAt: number) =>
  api<unknown>("/admin/v1/help/thread/resolve", { method: "PUT", body: { cognitoId, threadCreatedAt } });
