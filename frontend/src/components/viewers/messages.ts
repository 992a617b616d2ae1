export const viewerMessages = {
  pdfFailed: "Oops! Sorry but something went wrong when trying to load the pdf. Please try again later!",
} as const;
