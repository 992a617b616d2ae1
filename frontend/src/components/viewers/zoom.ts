// PDF zoom (spec 02 §4, §9): starts at 1, steps of 0.25, between 0.5 and 3.

export const ZOOM = { initial: 1, step: 0.25, min: 0.5, max: 3 } as const;

export const zoomIn = (z: number) => Math.min(ZOOM.max, z + ZOOM.step);
export const zoomOut = (z: number) => Math.max(ZOOM.min, z - ZOOM.step);

/** PDF width: 1080 when the window is 1440 wide or more, else 800. */
export const pdfWidth = (windowWidth: number) => (windowWidth >= 1440 ? 1080 : 800);
