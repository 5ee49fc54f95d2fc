/**
 * A location must tell the truth (issue 57): a product's coordinates lie inside its city's area, and the stations
 * and landmarks its card names are of that city. The operator's edits, the partner's and the seed ask the same rule.
 */

/** A city's area as a box of latitudes and longitudes (cities.area_*), wide enough for its suburbs and airports. */
export type GeoArea = { south: number; west: number; north: number; east: number };

export const isInsideArea = (area: GeoArea, latitude: number, longitude: number): boolean =>
  latitude >= area.south && latitude <= area.north && longitude >= area.west && longitude <= area.east;

/**
 * The place a card's location line names: the line without its way there ("몽파르나스역 도보 3분" -> 몽파르나스역,
 * "루브르 박물관 지하철 12분" -> 루브르 박물관, "마레 중심가" -> 마레); a line of another form is its own place.
 */
export function placeOfLocationLine(line: string): string {
  return line
    .trim()
    .replace(/\s+(도보|버스|지하철|트램|택시|차량|차로|기차|페리|자전거)\s*(약\s*)?\d+\s*분(\s*거리)?$/, '')
    .replace(/\s+(중심가|인근|근처)$/, '')
    .trim();
}

export const LOCATION_MESSAGES = {
  outsideCity: (city: string) => `좌표가 ${city} 지역 밖에 있습니다. 주소의 위도와 경도를 다시 확인해 주세요.`,
  otherCityPlace: (place: string, placeCity: string, city: string) => `'${place}'은(는) ${placeCity}의 장소입니다. ${city}의 역이나 명소를 적어 주세요.`,
  cityWithoutArea: (city: string) => `${city}의 지역 범위가 아직 없습니다. 도시 정보에서 범위를 먼저 정해 주세요.`,
} as const;
