// The words of an answer's diagrams wherever they are shown: the writing screen, the marking
// desk and the student's marked answer (issue 55, items 4 and 5).

export const figureWords = {
  title: (n: number) => `Diagram ${n}`,
  listLabel: "Your diagrams",
  economicsDiagram: "Draw an economics diagram",
  editDiagram: (n: number) => `Edit Diagram ${n}`,
  removeDiagram: (n: number) => `Remove Diagram ${n}`,
  full: "Six diagrams is the most one answer or message can hold.",
  referHint: "Refer to each diagram by its number in your answer, for example \u201csee Diagram 1\u201d.",
  zoomIn: "Zoom in",
  zoomOut: "Zoom out",
  pinsTitle: "Comments on the diagrams",
  pinLine: (n: number, diagram: number, element: string) => `${n}. Diagram ${diagram}, ${element}`,
  pinMarker: (n: number) => `Comment ${n}`,
  removePin: "Remove",
  pinElement: "Element to comment on",
  pinText: "Comment on the element",
  addPin: "Pin comment",
  pinFirst: "Choose an element of a diagram first (tap it, or pick it from the list).",
} as const;
