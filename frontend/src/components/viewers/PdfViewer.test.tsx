import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { fitWidth, PdfViewer, type PdfDoc } from "./PdfViewer";
import { pdfWidth, ZOOM, zoomIn, zoomOut } from "./zoom";

/** A three-page document that records which page was drawn at which width. */
function document3() {
  const drawn: [number, number][] = [];
  const doc: PdfDoc = {
    numPages: 3,
    renderPage: async (n, _canvas, width) => {
      drawn.push([n, width]);
    },
  };
  return { doc, drawn, load: async () => doc };
}

describe("zoom", () => {
  it("starts at 1 and moves in quarter steps between 0.5 and 3", () => {
    expect(ZOOM.initial).toBe(1);
    let z: number = ZOOM.initial;
    for (let i = 0; i < 20; i += 1) z = zoomIn(z);
    expect(z).toBe(3);
    for (let i = 0; i < 20; i += 1) z = zoomOut(z);
    expect(z).toBe(0.5);
    expect(zoomIn(1)).toBe(1.25);
  });

  it("is 1080 wide on a 1440 screen and 800 below", () => {
    expect(pdfWidth(1440)).toBe(1080);
    expect(pdfWidth(1439)).toBe(800);
  });
});

describe("fitWidth", () => {
  it("fits the page to its box, never wider than the spec's width, and uses that width until measured", () => {
    expect(fitWidth(1080, 869)).toBe(869);
    expect(fitWidth(800, 343)).toBe(343);
    expect(fitWidth(1080, 1500)).toBe(1080);
    expect(fitWidth(800, 0)).toBe(800);
  });
});

describe("<PdfViewer>", () => {
  it("disables the arrows at the first and last page", async () => {
    const { load, drawn } = document3();
    render(<PdfViewer url="/a.pdf" width={800} zoom={1} load={load} />);
    const prev = await screen.findByRole("button", { name: "Previous page" });
    const next = screen.getByRole("button", { name: "Next page" });
    expect(prev).toBeDisabled();
    expect(screen.getByText("Page 1 of 3")).toBeInTheDocument();
    await userEvent.click(next);
    await userEvent.click(next);
    expect(screen.getByText("Page 3 of 3")).toBeInTheDocument();
    expect(next).toBeDisabled();
    expect(prev).toBeEnabled();
    expect(drawn.map(([n]) => n)).toEqual([1, 2, 3]);
  });

  it("draws at the zoomed width and can show every page", async () => {
    const { load, drawn } = document3();
    const { rerender } = render(<PdfViewer url="/a.pdf" width={800} zoom={1} load={load} />);
    await screen.findByText("Page 1 of 3");
    rerender(<PdfViewer url="/a.pdf" width={800} zoom={1.5} load={load} />);
    expect(drawn.at(-1)).toEqual([1, 1200]);
    await userEvent.click(screen.getByRole("button", { name: "Show all pages" }));
    expect(screen.getAllByLabelText(/^Page \d$/)).toHaveLength(3);
  });

  it("says so when the PDF cannot be loaded", async () => {
    render(<PdfViewer url="/gone.pdf" width={800} zoom={1} load={() => Promise.reject(new Error("404"))} />);
    expect(
      await screen.findByText("Oops! Sorry but something went wrong when trying to load the pdf. Please try again later!"),
    ).toBeInTheDocument();
  });
});
