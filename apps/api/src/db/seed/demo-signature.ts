import { encodePng } from './demo-files';

/** A 300×100 PNG of a pen stroke on white: the driver's signature of the demo inspections. */
export function demoSignature(variant: number): Buffer {
  const width = 300;
  const height = 100;
  const raw = Buffer.alloc((width * 3 + 1) * height, 255);
  for (let y = 0; y < height; y++) raw[y * (width * 3 + 1)] = 0; // filter: none
  const ink = (x: number, y: number) => {
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        const px = Math.round(x) + dx;
        const py = Math.round(y) + dy;
        if (px < 0 || py < 0 || px >= width || py >= height) continue;
        raw.set([20, 40, 110], py * (width * 3 + 1) + 1 + px * 3);
      }
    }
  };
  for (let t = 0; t < 1; t += 0.0008) {
    const x = 20 + t * 260;
    const y = 50 + Math.sin(t * (14 + variant)) * 22 * Math.cos(t * 5) + Math.sin(t * 41) * 6;
    ink(x, y);
  }
  for (let x = 40; x < 260; x++) ink(x, 85);
  return encodePng(width, height, raw);
}
