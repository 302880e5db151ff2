// `npm run places`: writes Canada's places (name and province) from the installed country-state-city
// into src-shared/locations/canadian-places.data.ts, the data JobDesk ships instead of the whole package.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  CANADIAN_PLACES_DATA_FILE,
  canadianPlacesFromPackage,
  renderCanadianPlacesModule,
} from './canadian-places-from-package.ts';

const data = canadianPlacesFromPackage();
writeFileSync(CANADIAN_PLACES_DATA_FILE, renderCanadianPlacesModule(data));
// The project's biome, so the committed file passes `npm run lint` as written.
const biome = createRequire(import.meta.url).resolve('@biomejs/biome/bin/biome');
execFileSync(process.execPath, [biome, 'format', '--write', CANADIAN_PLACES_DATA_FILE], { stdio: 'inherit' });
console.log(`Wrote ${data.places.length} places from ${data.source} to ${CANADIAN_PLACES_DATA_FILE}`);
