// The editor as a student uses it: pick the indirect tax template, label the taxed supply curve
// the checks flag, undo and redo, move and delete with the keyboard, drag with a pointer, shade an
// area by tapping three corners, mark an equilibrium, and hand the document back with "Done".

import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { DiagramEditor } from "./DiagramEditor";
import { HEIGHT, WIDTH, sx, sy } from "./DiagramView";
import type { Diagram, Pt } from "./model";
import { templates } from "./templates";

/** Renders the editor with its drawing laid out at its viewBox's size (jsdom lays out nothing). */
function setup(initial?: Diagram) {
  const onDone = vi.fn<(d: Diagram) => void>();
  const onCancel = vi.fn();
  const user = userEvent.setup();
  render(<DiagramEditor initial={initial} title="My diagram" onDone={onDone} onCancel={onCancel} />);
  return { onDone, onCancel, user };
}

const drawing = () => {
  const svg = screen.getByRole("img", { name: "My diagram" });
  svg.getBoundingClientRect = () => ({ left: 0, top: 0, x: 0, y: 0, width: WIDTH, height: HEIGHT, right: WIDTH, bottom: HEIGHT, toJSON: () => ({}) });
  return svg;
};

const at = (p: Pt) => ({ clientX: sx(p.x), clientY: sy(p.y), pointerId: 1, isPrimary: true, pointerType: "touch" });
const tap = (svg: Element, p: Pt) => {
  fireEvent.pointerDown(svg, at(p));
  fireEvent.pointerUp(svg, at(p));
};

/** Each test types and clicks through the whole editor: slow on a busy two-core machine. */
const SLOW = 20_000;

const elements = () => within(screen.getByRole("region", { name: "Elements" }));
const checks = () => within(screen.getByRole("region", { name: "Checks" }));

async function done(user: ReturnType<typeof userEvent.setup>, onDone: ReturnType<typeof vi.fn<(d: Diagram) => void>>): Promise<Diagram> {
  await user.click(screen.getByRole("button", { name: "Done" }));
  const d = onDone.mock.lastCall?.[0];
  if (d === undefined) throw new Error("Done gave nothing");
  return d;
}

it("starts from a template, flags the unlabelled curve and clears the hint once it is labelled; undo and redo", async () => {
  const { user, onDone } = setup();
  await user.click(screen.getByRole("button", { name: "Indirect (specific) tax" }));
  const hint = checks().getByRole("button", { name: /Label this curve/ });
  await user.click(hint);
  expect(elements().getByRole("button", { name: "Curve (unlabelled)" })).toHaveAttribute("aria-pressed", "true");
  await user.type(screen.getByRole("textbox", { name: "Label" }), "S");
  await user.type(screen.getByRole("textbox", { name: "Subscript" }), "2");
  expect(elements().getByRole("button", { name: "Curve S₂" })).toBeInTheDocument();
  expect(checks().queryByRole("button")).toBeNull();
  expect(screen.getByRole("img", { name: "My diagram" })).toHaveAccessibleDescription(/Supply shifts left from S₁ to S₂ \(arrow\)\./);

  await user.click(screen.getByRole("button", { name: "Undo" }));
  expect(elements().getByRole("button", { name: "Curve S" })).toBeInTheDocument();
  await user.click(screen.getByRole("button", { name: "Undo" }));
  expect(elements().getByRole("button", { name: "Curve (unlabelled)" })).toBeInTheDocument();
  expect(checks().getByRole("button", { name: /Label this curve/ })).toBeInTheDocument();
  await user.click(screen.getByRole("button", { name: "Redo" }));
  elements().getByRole("button", { name: "Curve S" }).focus();
  await user.keyboard("{Control>}y{/Control}");
  expect(elements().getByRole("button", { name: "Curve S₂" })).toBeInTheDocument();
  await user.keyboard("{Control>}z{/Control}");
  expect(elements().getByRole("button", { name: "Curve S" })).toBeInTheDocument();
  await user.keyboard("{Control>}{Shift>}z{/Shift}{/Control}");
  const d = await done(user, onDone);
  expect(d.elements[2]).toMatchObject({ kind: "curve", label: { text: "S", sub: "2" } });
}, SLOW);

it("moves the selected element with arrow keys, one history step per key, and deletes it", async () => {
  const { user, onDone } = setup(structuredClone(templates.equilibrium));
  await user.click(elements().getByRole("button", { name: "Curve D" }));
  await user.keyboard("{ArrowRight}{Shift>}{ArrowDown}{/Shift}");
  expect((await done(user, onDone)).elements[0]).toMatchObject({ shape: { from: { x: 1, y: 85 }, to: { x: 86, y: 0 } } });
  await user.click(screen.getByRole("button", { name: "Undo" }));
  expect((await done(user, onDone)).elements[0]).toMatchObject({ shape: { from: { x: 1, y: 90 } } });

  elements().getByRole("button", { name: "Curve D" }).focus();
  await user.keyboard("{Delete}");
  expect(elements().queryByRole("button", { name: "Curve D" })).toBeNull();
  expect(screen.getByRole("region", { name: "My diagram" })).toHaveFocus();
  await user.keyboard("{Control>}z{/Control}");
  expect(elements().getByRole("button", { name: "Curve D" })).toBeInTheDocument();
  await user.keyboard("{Control>}y{/Control}");
  expect((await done(user, onDone)).elements).toHaveLength(2);
  await user.click(elements().getByRole("button", { name: "Curve S" }));
  await user.click(screen.getAllByRole("button", { name: "Delete" })[0] as HTMLElement);
  expect((await done(user, onDone)).elements.map((e) => e.kind)).toEqual(["point"]);
}, SLOW);

it("restyles a curve with visible buttons", async () => {
  const { user, onDone } = setup(structuredClone(templates.equilibrium));
  await user.click(elements().getByRole("button", { name: "Curve S" }));
  await user.click(screen.getByRole("button", { name: "Dashed" }));
  expect(screen.getByRole("button", { name: "Dashed" })).toHaveAttribute("aria-pressed", "true");
  expect((await done(user, onDone)).elements[1]).toMatchObject({ style: "dashed" });
}, SLOW);

it("drags a point with a pointer onto an intersection, as one history step", async () => {
  const { user, onDone } = setup(structuredClone(templates.specificTax));
  const svg = drawing();
  fireEvent.pointerDown(svg, at({ x: 40, y: 50 }));
  fireEvent.pointerMove(svg, at({ x: 35, y: 55 }));
  fireEvent.pointerMove(svg, at({ x: 31, y: 59 }));
  fireEvent.pointerUp(svg, at({ x: 31, y: 59 }));
  expect((await done(user, onDone)).elements[6]).toMatchObject({ kind: "point", at: { x: 30, y: 60 } });
  await user.click(screen.getByRole("button", { name: "Undo" }));
  expect((await done(user, onDone)).elements[6]).toMatchObject({ at: { x: 40, y: 50 } });
}, SLOW);

it("shades an area by tapping three corners, snapped, then finishing it", async () => {
  const { user, onDone } = setup(structuredClone(templates.specificTax));
  await user.click(screen.getByRole("button", { name: "Shade an area" }));
  expect(screen.getByRole("button", { name: "Finish area" })).toBeDisabled();
  const svg = drawing();
  tap(svg, { x: 0.8, y: 60.5 });
  tap(svg, { x: 29, y: 61 });
  tap(svg, { x: 30.5, y: 40 });
  await user.click(screen.getByRole("button", { name: "Finish area" }));
  expect(elements().getByRole("button", { name: "Shaded area" })).toHaveAttribute("aria-pressed", "true");
  expect(checks().getByRole("button", { name: /Label this shaded area/ })).toBeInTheDocument();
  await user.type(screen.getByRole("textbox", { name: "Label" }), "Tax revenue");
  const d = await done(user, onDone);
  expect(d.elements[7]).toEqual({
    kind: "area",
    points: [
      { x: 0, y: 60 },
      { x: 30, y: 60 },
      { x: 30, y: 40 },
    ],
    label: { text: "Tax revenue" },
    fill: "hatch",
  });
}, SLOW);

it("lets keyboard users shade from the snap targets and mark an equilibrium", async () => {
  const { user, onDone } = setup();
  await user.click(screen.getByRole("button", { name: "Demand and supply: equilibrium" }));
  await user.click(screen.getByRole("button", { name: "Shade an area" }));
  await user.click(screen.getByRole("button", { name: "Add corner at (0, 90)" }));
  await user.click(screen.getByRole("button", { name: "Add corner at Pe, Qe" }));
  await user.click(screen.getByRole("button", { name: "Add corner at Pe on the vertical axis" }));
  await user.click(screen.getByRole("button", { name: "Finish area" }));
  await user.click(screen.getByRole("button", { name: "Where D meets S" }));
  await user.type(screen.getByRole("textbox", { name: "Vertical axis value" }), "P");
  await user.type(screen.getByRole("textbox", { name: "Vertical axis value subscript" }), "1");
  await user.type(screen.getByRole("textbox", { name: "Horizontal axis value" }), "Q");
  const d = await done(user, onDone);
  expect(d.elements[3]).toMatchObject({ kind: "area", points: [{ x: 0, y: 90 }, { x: 40, y: 50 }, { x: 0, y: 50 }] });
  expect(d.elements[4]).toEqual({ kind: "point", at: { x: 40, y: 50 }, yLabel: { text: "P", sub: "1" }, xLabel: { text: "Q" } });
}, SLOW);

it("starts a blank diagram with the kind's axis labels, and cancels", async () => {
  const { user, onCancel, onDone } = setup();
  await user.selectOptions(screen.getByRole("combobox", { name: "Kind of diagram" }), "macro");
  await user.click(screen.getByRole("button", { name: "Blank diagram" }));
  expect(screen.getByRole("textbox", { name: "Vertical axis label" })).toHaveValue("Average price level");
  await user.click(screen.getByRole("button", { name: "Curve sloping down" }));
  await user.type(screen.getByRole("textbox", { name: "Label" }), "AD<>");
  expect((await done(user, onDone)).elements[0]).toMatchObject({ label: { text: "AD" } });
  await user.click(screen.getByRole("button", { name: "Cancel" }));
  expect(onCancel).toHaveBeenCalled();
}, SLOW);
