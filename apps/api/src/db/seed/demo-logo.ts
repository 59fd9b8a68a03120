import sharp from 'sharp';
import { toLogoPipeline } from '../../modules/company-logo/logo-image';
import { setCompanyLogo } from '../../modules/company-logo/set-company-logo';
import type { FileStorage } from '../../storage/file-storage';
import type { Db } from '../database';

// Transportes Demo's logo, stored as a company uploads one (a PNG through the same pipeline), so the
// top bar and a newcomer's first pre-operational PDF both show it.
const DEMO_LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128" width="256" height="256">
  <clipPath id="r"><rect width="128" height="128" rx="28"/></clipPath>
  <g clip-path="url(#r)"><rect width="128" height="128" fill="#1d3557"/><path d="M0 98h128v30H0z" fill="#e63946"/></g>
  <text x="64" y="82" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="44"
    font-weight="800" fill="#ffffff">TD</text>
</svg>`;

export async function seedDemoLogo(db: Db, options: { customerId: number; storage: FileStorage }) {
  const png = await toLogoPipeline(sharp(Buffer.from(DEMO_LOGO_SVG))).toBuffer();
  await setCompanyLogo({ db, storage: options.storage, log: console }, options.customerId, png);
}
