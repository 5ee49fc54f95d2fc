import { and, asc, eq, ne } from 'drizzle-orm';
import {
  ADMIN_CITY_MESSAGES,
  type AdminNeighborhood,
  type AdminNeighborhoodInput,
  type AdminNeighborhoodPatch,
  type AdminPoi,
  type AdminPoiInput,
  type AdminPoiPatch,
  type AdminStation,
  type AdminStationInput,
  type AdminStationPatch,
} from '@minda/contracts/admin-geography';
import type { AuditAction } from '@minda/contracts/rules/audit';
import type { Database } from '../../db/client.ts';
import { neighborhoods, pointsOfInterest, stations } from '../../db/schema/geography.ts';
import { recordAudit, type AuditActor } from '../../platform/audit.ts';
import { notFound } from '../../platform/errors.ts';
import { cacheTags, publicDataChanged } from '../../platform/public-cache.ts';
import { sqlStateOf, UNIQUE_VIOLATION } from '../../platform/sql.ts';
import { adminCity, lockCity } from './geography.service.ts';
import { unprocessable } from './publishing.ts';
import { checkLocation } from './stay-location.ts';

/**
 * A city's places (issue 57, spec 2 §7.10 "Geography"): neighbourhoods and points of interest, which the search
 * index follows by the database's triggers (suggested as 지역 and 명소), and stations, which a card names as its
 * nearest. Each write locks its city, so a name is checked once per city without a race, and is recorded on the
 * city's timeline with the place's id in `metadata`. A place with coordinates passes the stays' location rule.
 */

export type Place = { id: number; nameKo: string; latitude?: number; longitude?: number };

/** What differs between the kinds of place: their rows, their words, and what public answers show them. */
export type PlaceKind<Row extends Place, Input, Patch> = {
  actions: { create: AuditAction; update: AuditAction };
  idField: string;
  messages: { notFound: string; nameTaken?: (name: string) => string };
  /** The search kind whose public answers show the place (a station is no destination: none). */
  searchKind?: 'neighborhood' | 'poi';
  list: (db: Database, code: string) => Promise<Row[]>;
  one: (tx: Database, code: string, id: number) => Promise<Row | undefined>;
  nameTaken: (tx: Database, code: string, nameKo: string, except?: number) => Promise<boolean>;
  insert: (tx: Database, code: string, input: Input) => Promise<Row>;
  update: (tx: Database, id: number, patch: Patch) => Promise<Row>;
};

const neighborhoodColumns = { id: neighborhoods.id, cityCode: neighborhoods.cityCode, nameKo: neighborhoods.nameKo, nameEn: neighborhoods.nameEn };
const stationColumns = { id: stations.id, cityCode: stations.cityCode, nameKo: stations.nameKo, nameEn: stations.nameEn, latitude: stations.latitude, longitude: stations.longitude };
const poiColumns = {
  id: pointsOfInterest.id,
  cityCode: pointsOfInterest.cityCode,
  nameKo: pointsOfInterest.nameKo,
  nameEn: pointsOfInterest.nameEn,
  latitude: pointsOfInterest.latitude,
  longitude: pointsOfInterest.longitude,
  sort: pointsOfInterest.sort,
};

export const neighborhoodKind: PlaceKind<AdminNeighborhood, AdminNeighborhoodInput, AdminNeighborhoodPatch> = {
  actions: { create: 'neighborhood.create', update: 'neighborhood.update' },
  idField: 'neighborhoodId',
  messages: { notFound: ADMIN_CITY_MESSAGES.neighborhoodNotFound, nameTaken: ADMIN_CITY_MESSAGES.neighborhoodNameTaken },
  searchKind: 'neighborhood',
  list: (db, code) => db.select(neighborhoodColumns).from(neighborhoods).where(eq(neighborhoods.cityCode, code)).orderBy(asc(neighborhoods.nameKo)),
  one: async (tx, code, id) => (await tx.select(neighborhoodColumns).from(neighborhoods).where(and(eq(neighborhoods.id, id), eq(neighborhoods.cityCode, code))).for('update'))[0],
  nameTaken: async (tx, code, nameKo, except) =>
    (await tx.select({ id: neighborhoods.id }).from(neighborhoods).where(and(eq(neighborhoods.cityCode, code), eq(neighborhoods.nameKo, nameKo), except ? ne(neighborhoods.id, except) : undefined))).length > 0,
  insert: async (tx, code, input) => (await tx.insert(neighborhoods).values({ cityCode: code, ...input }).returning(neighborhoodColumns))[0]!,
  update: async (tx, id, patch) => (await tx.update(neighborhoods).set(patch).where(eq(neighborhoods.id, id)).returning(neighborhoodColumns))[0]!,
};

export const stationKind: PlaceKind<AdminStation, AdminStationInput, AdminStationPatch> = {
  actions: { create: 'station.create', update: 'station.update' },
  idField: 'stationId',
  messages: { notFound: ADMIN_CITY_MESSAGES.stationNotFound, nameTaken: ADMIN_CITY_MESSAGES.stationNameTaken },
  list: (db, code) => db.select(stationColumns).from(stations).where(eq(stations.cityCode, code)).orderBy(asc(stations.nameKo)),
  one: async (tx, code, id) => (await tx.select(stationColumns).from(stations).where(and(eq(stations.id, id), eq(stations.cityCode, code))).for('update'))[0],
  nameTaken: async (tx, code, nameKo, except) =>
    (await tx.select({ id: stations.id }).from(stations).where(and(eq(stations.cityCode, code), eq(stations.nameKo, nameKo), except ? ne(stations.id, except) : undefined))).length > 0,
  insert: async (tx, code, input) => (await tx.insert(stations).values({ cityCode: code, ...input }).returning(stationColumns))[0]!,
  update: async (tx, id, patch) => (await tx.update(stations).set(patch).where(eq(stations.id, id)).returning(stationColumns))[0]!,
};

/** Points of interest may share a name (two 중앙 광장 of one city are rare, and the index tells them by place). */
export const poiKind: PlaceKind<AdminPoi, AdminPoiInput, AdminPoiPatch> = {
  actions: { create: 'poi.create', update: 'poi.update' },
  idField: 'poiId',
  messages: { notFound: ADMIN_CITY_MESSAGES.poiNotFound },
  searchKind: 'poi',
  list: (db, code) => db.select(poiColumns).from(pointsOfInterest).where(eq(pointsOfInterest.cityCode, code)).orderBy(asc(pointsOfInterest.sort), asc(pointsOfInterest.id)),
  one: async (tx, code, id) => (await tx.select(poiColumns).from(pointsOfInterest).where(and(eq(pointsOfInterest.id, id), eq(pointsOfInterest.cityCode, code))).for('update'))[0],
  nameTaken: async () => false,
  insert: async (tx, code, input) => (await tx.insert(pointsOfInterest).values({ cityCode: code, ...input }).returning(poiColumns))[0]!,
  update: async (tx, id, patch) => (await tx.update(pointsOfInterest).set(patch).where(eq(pointsOfInterest.id, id)).returning(poiColumns))[0]!,
};

/** `GET admin/cities/{code}/<places>`: a 404 for a city that is not there. */
export async function listPlaces<Row extends Place, Input, Patch>(db: Database, kind: PlaceKind<Row, Input, Patch>, code: string): Promise<Row[]> {
  await adminCity(db, code);
  return kind.list(db, code);
}

/** The name and coordinates a write leaves the place with, checked before anything is saved. */
async function checkPlace(
  tx: Database,
  kind: Pick<PlaceKind<Place, unknown, unknown>, 'messages' | 'nameTaken'>,
  code: string,
  place: { nameKo?: string | undefined; latitude?: number | undefined; longitude?: number | undefined },
  id?: number,
) {
  if (place.nameKo !== undefined && kind.messages.nameTaken && (await kind.nameTaken(tx, code, place.nameKo, id))) throw unprocessable('nameKo', kind.messages.nameTaken(place.nameKo));
  if (place.latitude !== undefined && place.longitude !== undefined) await checkLocation(tx, { cityCode: code, latitude: place.latitude, longitude: place.longitude, locations: [] });
}

/** Two operators naming the same station at once: the second is told as the check would have. */
function nameTakenOnRace(kind: { messages: { nameTaken?: (name: string) => string } }, nameKo: string | undefined, error: unknown): never {
  if (sqlStateOf(error) === UNIQUE_VIOLATION && kind.messages.nameTaken && nameKo) throw unprocessable('nameKo', kind.messages.nameTaken(nameKo));
  throw error;
}

const dropPublicAnswers = (kind: { searchKind?: 'neighborhood' | 'poi' }) => {
  if (kind.searchKind) publicDataChanged([cacheTags.search(kind.searchKind)]);
};

/** `POST admin/cities/{code}/<places>`. */
export async function createPlace<Row extends Place, Input extends Omit<Place, 'id'>, Patch>(
  db: Database,
  actor: AuditActor,
  kind: PlaceKind<Row, Input, Patch>,
  code: string,
  input: Input,
): Promise<Row> {
  const row = await db
    .transaction(async (tx) => {
      const city = await lockCity(tx, code);
      await checkPlace(tx, kind, code, input);
      const created = await kind.insert(tx, code, input);
      await recordAudit(tx, actor, { action: kind.actions.create, target: { type: 'city', id: code, label: city.name }, after: { ...input }, metadata: { [kind.idField]: created.id } });
      return created;
    })
    .catch((error: unknown) => nameTakenOnRace(kind, input.nameKo, error));
  dropPublicAnswers(kind);
  return row;
}

/** `PATCH admin/cities/{code}/<places>/{id}`: the given fields; the rest keep their values. */
export async function patchPlace<Row extends Place, Input, Patch extends Partial<Omit<Place, 'id'>>>(
  db: Database,
  actor: AuditActor,
  kind: PlaceKind<Row, Input, Patch>,
  code: string,
  id: number,
  patch: Patch,
): Promise<Row> {
  const row = await db
    .transaction(async (tx) => {
      const city = await lockCity(tx, code);
      const before = await kind.one(tx, code, id);
      if (!before) throw notFound(kind.messages.notFound);
      const after = { ...before, ...patch };
      const moved = patch.latitude !== undefined || patch.longitude !== undefined;
      await checkPlace(tx, kind, code, { nameKo: patch.nameKo, ...(moved ? { latitude: after.latitude, longitude: after.longitude } : {}) }, id);
      const updated = await kind.update(tx, id, patch);
      const changed = Object.keys(patch) as (keyof Row & string)[];
      const pick = (values: Row) => Object.fromEntries(changed.map((field) => [field, values[field]]));
      await recordAudit(tx, actor, { action: kind.actions.update, target: { type: 'city', id: code, label: city.name }, before: pick(before), after: pick(updated), metadata: { [kind.idField]: id } });
      return updated;
    })
    .catch((error: unknown) => nameTakenOnRace(kind, patch.nameKo, error));
  dropPublicAnswers(kind);
  return row;
}
