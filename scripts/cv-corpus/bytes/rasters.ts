import type { Random } from '../random.ts'
import type { Raster } from './png.ts'

/**
 * Pictures drawn pixel by pixel: a portrait placeholder (Vietnamese CVs nearly always carry a
 * photo, so readers must not take a picture for a scan) and a page that looks scanned (dark bars
 * where text lines would be, no text layer).
 */
export function portrait(width: number, height: number, tone: number): Raster {
  const pixels = new Uint8Array(width * height * 3)
  const [cx, cy, r] = [width / 2, height * 0.38, width * 0.22]
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const head = (x - cx) ** 2 + (y - cy) ** 2 < r * r
      const shoulders = y > height * 0.62 && ((x - cx) / (width * 0.45)) ** 2 + ((y - height) / (height * 0.4)) ** 2 < 1
      const i = (y * width + x) * 3
      const [red, green, blue] = head || shoulders ? [tone, tone - 20, tone - 30] : [225, 230, 236]
      pixels[i] = red
      pixels[i + 1] = green
      pixels[i + 2] = blue
    }
  }
  return { width, height, channels: 3, pixels }
}

/** An A4 page at 100 dpi: a heavy bar for the name, then paragraphs of grey text-line bars. */
export function scannedPage(random: Random): Raster {
  const [width, height] = [827, 1169]
  const pixels = new Uint8Array(width * height).fill(246)
  const bar = (x: number, y: number, w: number, h: number, shade: number): void => {
    for (let row = y; row < Math.min(height, y + h); row++) pixels.fill(shade, row * width + x, row * width + Math.min(width, x + w))
  }
  bar(80, 80, 360, 34, 30) // the name
  bar(80, 130, 520, 10, 90) // the contact line
  let y = 190
  while (y < height - 120) {
    bar(80, y, random.int(160, 260), 16, 40) // a heading
    y += 40
    const lines = random.int(3, 8)
    for (let i = 0; i < lines && y < height - 100; i++) {
      bar(random.chance(0.3) ? 110 : 80, y, random.int(380, 660), 9, random.int(70, 110))
      y += 22
    }
    y += 28
  }
  return { width, height, channels: 1, pixels }
}
