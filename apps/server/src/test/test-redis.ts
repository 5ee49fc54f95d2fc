import { Redis } from 'ioredis';

/** The machine's Redis (scripts/ensure-redis.sh starts it when it can); tests that need two instances use it. */
export const TEST_REDIS_URL = 'redis://127.0.0.1:6379';

/** Whether Redis answers, so a test can skip with a message instead of hanging on reconnects. */
export async function redisReachable(): Promise<boolean> {
  const probe = new Redis(TEST_REDIS_URL, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}
