import type { FastifyInstance } from 'fastify';
import hotelsRoutes from './hotels.routes.ts';
import stayPlusRoutes from './stay-plus.routes.ts';
import staysRoutes from './stays.routes.ts';
import tourRecommendRoutes from './tour-recommend.routes.ts';
import toursRoutes from './tours.routes.ts';

/** The browse calls of the three product lines' homes (spec 1 §7). */
export default async function catalogRoutes(app: FastifyInstance) {
  await app.register(staysRoutes);
  await app.register(toursRoutes);
  await app.register(tourRecommendRoutes);
  await app.register(stayPlusRoutes);
  await app.register(hotelsRoutes);
}
