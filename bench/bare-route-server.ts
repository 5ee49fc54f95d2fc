/**
 * The bare Fastify route (autocannon-kit startBareRoute) in a process of its own, so a benchmark whose load
 * generator runs elsewhere compares the app with a reference served the same way. Prints its URL once it listens.
 */
import { startBareRoute } from './autocannon-kit.ts';

const bare = await startBareRoute();
console.log(bare.url);
process.on('SIGTERM', () => void bare.close().then(() => process.exit(0)));
