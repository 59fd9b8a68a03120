import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { imageHeader, isBoundedImage } from './image-header';

// The PDF's guard (ADR 0015 amendment, issue 23): dimensions read from the first bytes, never decoded.

const solid = (width: number, height: number) =>
  sharp({ limitInputPixels: false, create: { width, height, channels: 3, background: '#808080' } });

describe('imageHeader', () => {
  it('reads PNG and JPEG dimensions, baseline or progressive, behind EXIF segments', async () => {
    expect(imageHeader(await solid(640, 480).png().toBuffer())).toEqual({
      format: 'png',
      width: 640,
      height: 480,
    });
    const exif = await solid(300, 200)
      .withExif({ IFD0: { Make: 'Telefono', Model: 'x'.repeat(2000) } })
      .jpeg()
      .toBuffer();
    expect(imageHeader(exif)).toEqual({ format: 'jpeg', width: 300, height: 200 });
    const progressive = await solid(1200, 900).jpeg({ progressive: true }).toBuffer();
    expect(imageHeader(progressive)).toEqual({ format: 'jpeg', width: 1200, height: 900 });
  });

  it('answers null for WebP, text, truncated or malformed bytes, and bounds by the longer side', async () => {
    const jpeg = await solid(300, 200).jpeg().toBuffer();
    expect(imageHeader(await solid(10, 10).webp().toBuffer())).toBeNull();
    expect(imageHeader(Buffer.from('<html>evil</html>'))).toBeNull();
    expect(imageHeader(jpeg.subarray(0, 20))).toBeNull();
    expect(imageHeader(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x00, 0x00]))).toBeNull();
    expect(isBoundedImage(jpeg, 300)).toBe(true);
    expect(isBoundedImage(jpeg, 299)).toBe(false);
    expect(isBoundedImage(await solid(200, 3000).png().toBuffer(), 2048)).toBe(false);
  });
});
