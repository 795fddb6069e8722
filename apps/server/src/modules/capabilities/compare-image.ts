import type { CompareResponse } from '@portal/shared/capabilities';
import sharp from 'sharp';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);
const palette = ['#4f46e5', '#0891b2', '#db2777', '#059669'];

/**
 * The comparison's link-preview image (1200×630 PNG, docs/decisions/2301): each vendor's initial in a
 * coloured tile, its name, rating and top capabilities. Drawn as SVG, rasterised with sharp (social sites
 * do not show SVG previews).
 */
export async function compareImage(c: CompareResponse): Promise<Buffer> {
  const n = c.vendors.length;
  const colW = 1040 / n;
  const cols = c.vendors
    .map((v, i) => {
      const x = 80 + i * colW;
      const cx = x + colW / 2;
      const rating = v.rating.average === null ? 'No reviews yet' : `★ ${v.rating.average.toFixed(1)} · ${v.rating.count} reviews`;
      const caps = (v.profile?.tags.category ?? [])
        .slice(0, 3)
        .map((t, k) => `<text x="${cx}" y="${470 + k * 34}" class="cap">${esc(clip(t.name, 26))}</text>`);
      return `<rect x="${cx - 60}" y="170" width="120" height="120" rx="24" fill="${palette[i % palette.length]}"/>
        <text x="${cx}" y="252" class="initial">${esc(v.name.slice(0, 1).toUpperCase())}</text>
        <text x="${cx}" y="350" class="name">${esc(clip(v.name, n > 3 ? 14 : 18))}</text>
        <text x="${cx}" y="400" class="rating">${esc(rating)}</text>${caps.join('')}
        ${i > 0 ? `<text x="${x}" y="245" class="vs">vs</text>` : ''}`;
    })
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
    <style>
      text { font-family: 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif; text-anchor: middle; fill: #f8fafc; }
      .title { font-size: 34px; fill: #c7d2fe; text-anchor: start; }
      .initial { font-size: 72px; font-weight: bold; }
      .name { font-size: 40px; font-weight: bold; }
      .rating { font-size: 26px; fill: #fde68a; }
      .cap { font-size: 22px; fill: #cbd5e1; }
      .vs { font-size: 30px; fill: #94a3b8; }
    </style>
    <rect width="1200" height="630" fill="#0f172a"/>
    <rect y="600" width="1200" height="30" fill="#4f46e5"/>
    <text x="80" y="100" class="title">Compare AI testing tools · AI Testing Hub</text>
    ${cols}
  </svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}
