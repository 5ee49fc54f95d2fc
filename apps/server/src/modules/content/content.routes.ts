import type { FastifyInstance } from 'fastify';

export default async function contentRoutes(app: FastifyInstance) {
  void app;
}
