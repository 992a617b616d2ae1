// The words of the staff's catalogue editors, loaded with them (not with the console's first tab).

/** The quiz-set form's words. */
export const quizFormMessages = {
  intro: "A quiz set is a topic's short quiz: questions with two to six answers each, one of them correct. Saving a set with an id that exists replaces that set.",
  id: "Enter the set's id: a whole number from 1.",
  name: "Name the quiz set.",
  topic: "Choose the subject and the topic the set belongs to.",
  noQuestions: "Add at least one question.",
  questionText: "Write the question.",
  twoAnswers: "A question needs at least two answers.",
  answerText: "Write the answer, or remove it.",
  untitled: "Untitled quiz set",
} as const;

/** The question-set form's words. */
export const questionSetFormMessages = {
  intro: "A question set is a topic's past-paper style questions: each a question sheet (an image) with its model answer (a PDF) and, if there is one, an answer video. Saving a set with an id that exists replaces that set.",
  id: "Enter the set's id: a whole number from 1.",
  name: "Name the question set.",
  topic: "Choose the subject and the topic the set belongs to.",
  questionName: "Name the question.",
  sheet: "Upload the question sheet.",
  answer: "Upload the model answer.",
  preview: "What students will see",
  noSheet: "No sheet yet.",
  marking: "A question with marks can be answered in writing and marked by a teacher. Its words show beside the sheet while students write.",
  marks: "Enter the marks: a whole number from 1 to 25, or leave it empty.",
  text: "The question's words can be at most 4,000 characters.",
  noPaper: "No paper",
  paper: (p: string) => `Paper ${p.slice(1)}`,
  questionDiagrams: (n: number) => `Question ${n} diagrams with the question (optional)`,
  answerDiagrams: (n: number) => `Question ${n} diagrams with the model answer (optional)`,
} as const;

/** The recorded-lesson form's words. */
export const lessonFormMessages = {
  intro: "A recorded lesson is sold one by one: students see its card, watch the preview, and after buying, the full video and its notes. Saving a lesson with an id that exists replaces that lesson.",
  id: "Enter the lesson's id: a whole number from 1.",
  name: "Name the lesson.",
  description: "Describe the lesson.",
  price: "Enter a price from 0.50 to 10000.00.",
  thumbnail: "Upload the thumbnail.",
  video: "Upload the video.",
  notes: "Upload the lesson notes.",
  preview: "What students will see",
  untitled: "Untitled lesson",
} as const;

/** The Quiz Challenge template form's words. */
export const templateFormMessages = {
  help: [
    "Variables: a range (from, to, step), a list of numbers, or a formula of the variables listed before it.",
    "Texts use {formula} placeholders, written as numbers, or {formula:money} and {formula:pct}.",
    "A question without variables is a fixed question: a challenge asks at most one in five of those.",
  ],
  id: "Enter the template's id: a whole number from 1.",
  topic: "Choose the subject and the topic the question belongs to.",
  questionText: "Write the question.",
  variableName: "A name of lower-case letters, digits and _, starting with a letter.",
  range: "Give numbers: from no more than to, and a step above 0.",
  list: "Give numbers separated by commas.",
  formula: "Write the formula.",
  correctAnswer: "Write the correct answer.",
  distractor: "Write the wrong answer.",
  explanation: "Write the worked explanation.",
  recommendationTitle: "Give the recommendation a title.",
  recommendation: "Upload what a player is recommended after a miss.",
} as const;
