import type { FastifyInstance } from 'fastify';

export default async function wishesRoutes(app: FastifyInstance) {
  void app;
}
