// The diagram as an image: named and described for screen readers, its labels drawn as text
// with real subscripts, scaled by its viewBox rather than a fixed size.

import { render, screen } from "@testing-library/react";

import { DiagramView } from "./DiagramView";
import { describe as describeDiagram } from "./describe";
import { templates } from "./templates";

const texts = (svg: Element) => Array.from(svg.querySelectorAll("text")).map((t) => t.textContent);

it("draws the ad valorem tax template as a titled, described image with its labels", () => {
  render(<DiagramView diagram={templates.adValoremTax} title="Ad valorem tax" />);
  const img = screen.getByRole("img", { name: /Ad valorem tax/ });
  expect(img.tagName.toLowerCase()).toBe("svg");
  expect(img.querySelector("title")?.textContent).toBe("Ad valorem tax");
  expect(img.querySelector("desc")?.textContent).toBe(describeDiagram(templates.adValoremTax));
  expect(img).toHaveAccessibleName(/Supply shifts left/);
  const labels = texts(img);
  for (const l of ["Price", "Quantity", "D", "S", "S + tax", "Pc", "Pp", "Qt", "Tax revenue", "Deadweight loss"]) expect(labels).toContain(l);
  const sub = Array.from(img.querySelectorAll("tspan")).find((t) => t.textContent === "c");
  expect(sub?.getAttribute("baseline-shift")).toBe("sub");
});

it("has no fixed pixel size: it scales to its box", () => {
  render(<DiagramView diagram={templates.monopoly} title="Monopoly" />);
  const img = screen.getByRole("img", { name: /Monopoly/ });
  expect(img.getAttribute("width")).toBeNull();
  expect(img.getAttribute("height")).toBeNull();
  expect(img.getAttribute("viewBox")).toMatch(/^0 0 \d+ \d+$/);
  expect(img.style.width).toBe("100%");
});

it("draws dashed guides, an arrowhead and patterned areas", () => {
  const { container } = render(<DiagramView diagram={templates.tariff} title="Tariff" />);
  expect(container.querySelectorAll(".diagram-point path[stroke-dasharray]")).toHaveLength(4);
  expect(container.querySelector(".diagram-arrow")?.getAttribute("marker-end")).toMatch(/^url\(#diagram.*-head\)$/);
  expect(container.querySelector(".diagram-area polygon")?.getAttribute("fill")).toMatch(/^url\(#diagram.*-hatch\)$/);
});

it("draws every template with finite coordinates", () => {
  for (const [id, d] of Object.entries(templates)) {
    const { container, unmount } = render(<DiagramView diagram={d} title={id} />);
    const svg = container.querySelector("svg");
    expect(svg?.querySelector("title")?.textContent).toBe(id);
    expect(svg?.outerHTML).not.toMatch(/NaN|Infinity|undefined/);
    unmount();
  }
}, 20_000);
