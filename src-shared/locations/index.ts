// Job locations: provinces, parsing "City, PR", place-name matching, the place directory and resolution.
export { CANADIAN_PLACES_SOURCE, type CanadianPlace, listCanadianPlaces } from './canadian-places.ts';
export { type LocationProblem, locationProblemInEnglish } from './location-problems.ts';
export { normalizePlaceName, placeNamePrefixKeys, placeNameSpelling } from './normalize-place-name.ts';
export {
  formatLocationDescription,
  type ParsedLocation,
  parseLocation,
  parseLocationDescription,
  withProvinceComma,
} from './parse-location.ts';
export {
  LOCATION_TYPE,
  type Place,
  type PlaceDirectory,
  type PlacePrefixLookup,
  placeToLocation,
  searchPlacesByPrefix,
} from './place-directory.ts';
export {
  isProvinceCode,
  PROVINCE_CODES,
  PROVINCES,
  type ProvinceCode,
  ProvinceCodeSchema,
} from './provinces.ts';
export { type ResolvedLocation, resolveLocation, resolveLocations } from './resolve-location.ts';
