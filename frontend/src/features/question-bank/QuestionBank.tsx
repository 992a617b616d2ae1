"use client";

// /question-bank (spec 02 §2, §4): subjects → topics → the topic's question sets ('Topic:
// {name}') → the question viewer. The address holds subjectId, topicId, questionSetId and fileKey
// (the question's id); an id that is not a number, or is unknown, resets to the level above.

import { useRouter, useSearchParams } from "next/navigation";
import { useEffect } from "react";

import { useToast } from "@/components/toast";
import { useSession } from "@/lib/session/session";
import { idParam, PickSubjectTopic } from "@/components/study/Drill";
import { studyScreen } from "@/components/study/StudyPage";
import { TopicSection } from "@/components/study/TopicSection";
import { loadWhenShown } from "@/lib/load-when-shown";

import { questionBankHref } from "./api";
import { useQuestionSetDetails, useQuestionSets } from "./hooks";
import { questionBankMessages } from "./messages";

/** The open set's viewer loads when a set is opened, not with the lists. */
const QuestionViewer = loadWhenShown(
  () => import("./QuestionViewer").then((m) => m.QuestionViewer),
  <div className="spinner" role="status" aria-label="Loading the questions" />,
);

/** A failed list load shows an empty list (spec 02 §8). */

function Drilldown() {
  const router = useRouter();
  const toast = useToast();
  const params = useSearchParams();
  const { catalogue } = useSession();
  const subjectParam = params.get("subjectId");
  const topicParam = params.get("topicId");
  const setParam = params.get("questionSetId");
  const fileKey = params.get("fileKey");
  const subject = catalogue?.subjects.find((s) => s.id === idParam(subjectParam)) ?? null;
  const topic = subject?.topics.find((t) => t.id === idParam(topicParam)) ?? null;
  const sets = useQuestionSets(topic?.id ?? null);
  const set = sets.data?.find((s) => s.id === idParam(setParam)) ?? null;
  const details = useQuestionSetDetails(set?.id ?? null, {
    onError: () => toast.error(questionBankMessages.detailsFailed),
    shouldRetryOnError: false,
  });
  const questions = details.data ?? null;
  const index = questions ? Math.max(0, questions.findIndex((q) => String(q.id) === fileKey)) : 0;

  // A bad or unknown id sends the address back to the level above.
  useEffect(() => {
    if (!catalogue) return;
    if (subjectParam !== null && !subject) router.replace(questionBankHref({}));
    else if (subject && topicParam !== null && !topic) router.replace(questionBankHref({ subjectId: subject.id }));
    else if (subject && topic && setParam !== null && sets.data && !set) {
      router.replace(questionBankHref({ subjectId: subject.id, topicId: topic.id }));
    } else if (subject && topic && set && details.error) {
      router.replace(questionBankHref({ subjectId: subject.id, topicId: topic.id }));
    }
  }, [catalogue, subjectParam, topicParam, setParam, subject, topic, set, sets.data, details.error, router]);

  if (!catalogue || !subject || !topic) {
    return <PickSubjectTopic catalogue={catalogue} subject={subject} href={questionBankHref} go={(to) => router.push(to)} />;
  }
  const here = { subjectId: subject.id, topicId: topic.id };
  if (set) {
    if (!questions) return <div className="spinner" role="status" aria-label="Loading questions" />;
    return (
      <QuestionViewer
        set={set}
        questions={questions}
        index={index}
        onMove={(i) => router.replace(questionBankHref({ ...here, questionSetId: set.id, fileKey: String(questions[i]?.id ?? "") }))}
        onBack={() => router.push(questionBankHref(here))}
      />
    );
  }
  if (!sets.data) return <div className="spinner" role="status" aria-label="Loading question sets" />;
  return (
    <TopicSection id="sets-title" title={`Topic: ${topic.name}`} onBack={() => router.push(questionBankHref({ subjectId: subject.id }))}>
      {sets.data.length === 0 ? <p className="muted">{questionBankMessages.noSets}</p> : null}
      <ul className="file-list">
        {sets.data.map((s) => (
          <li key={s.id} className="file-row">
            <button type="button" className="link file-name" onClick={() => router.push(questionBankHref({ ...here, questionSetId: s.id }))}>
              {s.name}
            </button>
          </li>
        ))}
      </ul>
    </TopicSection>
  );
}

export const QuestionBank = studyScreen("Question Bank", Drilldown);
