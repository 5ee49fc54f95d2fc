import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import './auth-context.ts';

/** Resolves request.user from the bearer access token. (Token verification lands with the auth module.) */
async function authPlugin(app: FastifyInstance) {
  app.decorateRequest('user', null);
}

export default fp(authPlugin, { name: 'auth', dependencies: ['database'] });
