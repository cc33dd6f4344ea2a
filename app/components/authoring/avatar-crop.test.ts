import { describe, expect, it } from "vitest";
import {
  clampCrop,
  cropBox,
  cropPercent,
  growCrop,
  initialCrop,
  keyCrop,
  moveCrop,
  previewImage,
  resizeCrop,
  toSource,
} from "./avatar-crop.ts";

const wide = { width: 1000, height: 600 };
const tall = { width: 400, height: 900 };

describe("a portrait's kept square", () => {
  it("starts as the largest centred square, as the server crops without values", () => {
    expect(initialCrop(wide)).toEqual({ x: 200, y: 0, size: 600 });
    expect(initialCrop(tall)).toEqual({ x: 0, y: 250, size: 400 });
  });

  it("moves but never leaves the image", () => {
    const start = initialCrop(wide);
    expect(moveCrop(start, -50, 0, wide)).toEqual({ x: 150, y: 0, size: 600 });
    expect(moveCrop(start, -5000, 0, wide)).toEqual({ x: 0, y: 0, size: 600 });
    expect(moveCrop(start, 5000, 5000, wide)).toEqual({ x: 400, y: 0, size: 600 });
  });

  it("resizes around its centre between 64 px and the short side", () => {
    const start = initialCrop(wide);
    expect(resizeCrop(start, 300, wide)).toEqual({ x: 350, y: 150, size: 300 });
    expect(resizeCrop(start, 10, wide).size).toBe(64);
    expect(resizeCrop(start, 9000, wide)).toEqual({ x: 200, y: 0, size: 600 });
    // grown at the corner, it is pulled back inside
    expect(resizeCrop({ x: 0, y: 0, size: 100 }, 300, wide)).toEqual({ x: 0, y: 0, size: 300 });
  });

  it("keeps a tiny image whole", () => {
    const tiny = { width: 40, height: 30 };
    expect(initialCrop(tiny)).toEqual({ x: 5, y: 0, size: 30 });
    expect(clampCrop({ x: -3, y: 9, size: 500 }, tiny)).toEqual({ x: 0, y: 0, size: 30 });
  });

  it("answers the keyboard: arrows move, + and - resize, Shift takes larger steps", () => {
    const start = { x: 200, y: 100, size: 300 };
    expect(keyCrop(start, "ArrowLeft", false, wide)).toEqual({ x: 188, y: 100, size: 300 });
    expect(keyCrop(start, "ArrowRight", true, wide)).toEqual({ x: 260, y: 100, size: 300 });
    expect(keyCrop(start, "ArrowUp", false, wide)).toEqual({ x: 200, y: 88, size: 300 });
    expect(keyCrop(start, "ArrowDown", false, wide)).toEqual({ x: 200, y: 112, size: 300 });
    expect(keyCrop(start, "+", false, wide)).toEqual({ x: 188, y: 88, size: 324 });
    expect(keyCrop(start, "-", false, wide)).toEqual({ x: 212, y: 112, size: 276 });
    expect(keyCrop(start, "Home", false, wide)).toEqual(initialCrop(wide));
    expect(keyCrop(start, "a", false, wide)).toBeNull();
  });

  it("places the overlay and the preview from the square", () => {
    const crop = { x: 250, y: 150, size: 300 };
    expect(cropBox(crop, wide)).toEqual({ left: 25, top: 25, width: 30, height: 50 });
    // the square fills a 150 px circle: the image is drawn at half size, shifted by half the offsets
    expect(previewImage(crop, wide, 150)).toEqual({ width: 500, height: 300, left: -125, top: -75 });
    expect(cropPercent(crop, wide)).toBe(50);
  });

  it("grows from its top-left corner with the handle, up to the image's edge", () => {
    expect(growCrop({ x: 100, y: 100, size: 200 }, 50, wide)).toEqual({ x: 100, y: 100, size: 250 });
    expect(growCrop({ x: 100, y: 100, size: 200 }, 5000, wide)).toEqual({ x: 100, y: 100, size: 500 });
    expect(growCrop({ x: 100, y: 100, size: 200 }, -5000, wide)).toEqual({ x: 100, y: 100, size: 64 });
  });

  it("turns a pointer's move on the shown image into source pixels", () => {
    expect(toSource(10, 500, wide)).toBe(20);
    expect(toSource(10, 0, wide)).toBe(0);
  });
});
