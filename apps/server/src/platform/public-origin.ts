import type { FastifyRequest } from 'fastify';

/**
 * The origin absolute links of pages, robots.txt and the sitemap are written on: PUBLIC_BASE_URL when set,
 * else the request's own (normalised: no default port), which suits development and tests.
 */
export function publicOrigin(request: FastifyRequest, publicBaseUrl: string | undefined): string {
  return publicBaseUrl ?? new URL(`${request.protocol}://${request.host}`).origin;
}
