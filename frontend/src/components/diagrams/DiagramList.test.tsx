// An answer's diagrams where it is written: numbered, each to edit or remove; the editor opens on
// "Draw an economics diagram" and a finished diagram is put where it was being edited.

import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { DiagramList, placed } from "./DiagramList";
import type { Diagram } from "./model";

const diagram = (y: string): Diagram => ({ version: 1, axes: { x: { text: "Quantity" }, y: { text: y }, kind: "market" }, elements: [] });

it("puts a new diagram last and an edited one in its place", () => {
  const [a, b, c] = [diagram("A"), diagram("B"), diagram("C")];
  expect(placed([a, b], "new", c)).toEqual([a, b, c]);
  expect(placed([a, b], 0, c)).toEqual([c, b]);
});

it("shows the diagrams numbered, removes one and opens the editor", async () => {
  const onChange = vi.fn();
  render(<DiagramList diagrams={[diagram("Price"), diagram("Wage")]} locked={false} onChange={onChange} />);
  expect(await screen.findByRole("img", { name: /Diagram 2/ })).toBeInTheDocument();
  await userEvent.click(screen.getByRole("button", { name: "Remove Diagram 1" }));
  expect(onChange).toHaveBeenCalledWith([diagram("Wage")]);
  await userEvent.click(screen.getByRole("button", { name: "Draw an economics diagram" }));
  expect(await screen.findByRole("region", { name: "Diagram 3" })).toBeInTheDocument();
});

it("draws nothing in reading time", () => {
  render(<DiagramList diagrams={[]} locked onChange={() => {}} />);
  expect(screen.getByRole("button", { name: "Draw an economics diagram" })).toBeDisabled();
});
