// The embeddable editor loads its code when first shown, with a loading message meanwhile.

import { render, screen } from "@testing-library/react";

import { LazyDiagramEditor } from "./LazyDiagramEditor";

it("shows the template picker once its code has loaded", async () => {
  render(<LazyDiagramEditor title="Answer diagram" onDone={() => {}} onCancel={() => {}} />);
  expect(await screen.findByRole("button", { name: "Blank diagram" })).toBeInTheDocument();
  expect(screen.getByRole("region", { name: "Answer diagram" })).toBeInTheDocument();
});
