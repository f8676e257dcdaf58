// Draws the app icon (an orange tile with a ruled log-book page and a tick) into the PNG sizes the
// web manifest needs, using only Node built-ins. The shapes mirror public/favicon.svg. Run with
// `npm run icons -w @ptlog/web`; the PNGs are committed.
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const BRAND = [194, 65, 12];
const WHITE = [255, 255, 255];
const SAMPLES = 4;

/** Signed distance to a rounded rectangle (negative inside), in the 512-unit design space. */
function roundedRect(x, y, left, top, right, bottom, radius) {
  const cx = (left + right) / 2;
  const cy = (top + bottom) / 2;
  const qx = Math.abs(x - cx) - ((right - left) / 2 - radius);
  const qy = Math.abs(y - cy) - ((bottom - top) / 2 - radius);
  const outside = Math.hypot(Math.max(qx, 0), Math.max(qy, 0));
  return outside + Math.min(Math.max(qx, qy), 0) - radius;
}

/** Signed distance to a line segment drawn with round caps. */
function stroke(x, y, [ax, ay], [bx, by], halfWidth) {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(x - (ax + t * dx), y - (ay + t * dy)) - halfWidth;
}

function colourAt(x, y, tileRadius) {
  if (roundedRect(x, y, 0, 0, 512, 512, tileRadius) > 0) return null;
  if (roundedRect(x, y, 128, 96, 384, 416, 28) > 0) return BRAND;
  const inks = [
    stroke(x, y, [176, 168], [336, 168], 10),
    stroke(x, y, [176, 216], [336, 216], 10),
    stroke(x, y, [176, 264], [288, 264], 10),
    stroke(x, y, [188, 336], [228, 372], 14),
    stroke(x, y, [228, 372], [316, 292], 14),
  ];
  return inks.some((d) => d <= 0) ? BRAND : WHITE;
}

function render(size, tileRadius) {
  const rgba = Buffer.alloc(size * size * 4);
  const scale = 512 / size;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let covered = 0;
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          const colour = colourAt(
            (px + (sx + 0.5) / SAMPLES) * scale,
            (py + (sy + 0.5) / SAMPLES) * scale,
            tileRadius,
          );
          if (!colour) continue;
          r += colour[0];
          g += colour[1];
          b += colour[2];
          covered++;
        }
      }
      const at = (py * size + px) * 4;
      if (covered > 0) {
        rgba[at] = Math.round(r / covered);
        rgba[at + 1] = Math.round(g / covered);
        rgba[at + 2] = Math.round(b / covered);
      }
      rgba[at + 3] = Math.round((255 * covered) / (SAMPLES * SAMPLES));
    }
  }
  return rgba;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function encodePng(size, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, no interlace
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    rows[y * (size * 4 + 1)] = 0; // filter: none
    rgba.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const outDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'icons');
const icons = [
  { file: 'icon-192.png', size: 192, tileRadius: 112 },
  { file: 'icon-512.png', size: 512, tileRadius: 112 },
  // Maskable icons are cropped by the platform, so the tile fills the whole square.
  { file: 'maskable-512.png', size: 512, tileRadius: 0 },
];
for (const { file, size, tileRadius } of icons) {
  writeFileSync(join(outDir, file), encodePng(size, render(size, tileRadius)));
  console.log(`wrote public/icons/${file}`);
}
