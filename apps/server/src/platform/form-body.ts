import type { FastifyInstance } from 'fastify';

/**
 * Accepts `application/x-www-form-urlencoded` bodies in the calling plugin's scope only: a payment window
 * and a provider post HTML forms, while the rest of the API keeps answering 415 to anything but JSON (a
 * form is what a cross-site page can send without asking). Repeated names keep their last value.
 */
export function acceptFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
}
