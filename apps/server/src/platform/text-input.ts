import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CONTROL_CHARACTER_MESSAGE, findUncleanText } from '@minda/contracts/rules/text-input';
import { AppError } from './errors.ts';

/**
 * Applies the contracts' text-input rule to every route, present and future, without touching a schema:
 * after the body is parsed and before the route's own validation, every string of the query, the path
 * parameters and the body is checked, so no control character reaches a service or the database.
 */
async function textInputPlugin(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    refuseUncleanText(request.params, 'params');
    refuseUncleanText(request.query, 'querystring');
    refuseUncleanText(request.body, 'body');
  });
}

/** The rule at any edge (an HTTP request's parts, a socket request's payload): a 400 naming where it failed. */
export function refuseUncleanText(value: unknown, path: string): void {
  const unclean = findUncleanText(value, path);
  if (unclean) throw new AppError(400, 'VALIDATION_FAILED', CONTROL_CHARACTER_MESSAGE, [{ path: unclean, message: CONTROL_CHARACTER_MESSAGE }]);
}

export default fp(textInputPlugin, { name: 'text-input' });
