import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages } from '../../db/schema/chat.ts';
import { loginAs, type LoggedIn } from '../../test/login-as.ts';
import { setupTestApp } from '../../test/test-app.ts';
import { ask, clientId, listen, openChatSocket, tokenOf, type ChatSocket } from './chat-test-kit.ts';

/** Socket requests under the rules of HTTP bodies: the text-input rule, and logs that keep no member's text. */

/** Every line the app logs, kept in memory. */
const lines: string[] = [];
const t = setupTestApp({ LOG_LEVEL: 'info' }, undefined, lines);
let url: string;
let member: LoggedIn;
const opened: ChatSocket[] = [];

beforeAll(async () => {
  url = await listen(t.app);
  member = await loginAs(t.app, 'member');
});
afterEach(() => {
  for (const socket of opened.splice(0)) socket.close();
});

const open = async () => {
  const socket = await openChatSocket(url, tokenOf(member));
  opened.push(socket);
  return socket;
};
const errorLines = () => lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => (l.level as number) >= 50);

describe('chat socket requests: the text-input rule of HTTP bodies', () => {
  it('refuses a NUL or another control character in chat:send and chat:search, and a direction override in a text, with the Korean 400 answer, storing and logging nothing', async () => {
    lines.length = 0;
    const socket = await open();
    const refused = { ok: false, error: { code: 'VALIDATION_FAILED', message: '입력값에 사용할 수 없는 제어 문자가 들어 있습니다.' } };
    expect(await ask(socket, 'chat:send', { channelId: 'demo-stay-booking', clientMessageId: clientId(), text: '몰래 보낸\u0000비밀 문장' })).toEqual(refused);
    expect(await ask(socket, 'chat:send', { channelId: 'demo-stay-booking', clientMessageId: clientId(), text: '벨 소리\u0007비밀 문장' })).toEqual(refused);
    expect(await ask(socket, 'chat:search', { channelId: 'demo-stay-booking', query: '비밀\u0000문장' })).toEqual(refused);
    // A text the partner reads follows the rule of names and inquiries: no direction override (U+202E), no half character.
    const spoofing = { ok: false, error: { code: 'VALIDATION_FAILED', message: '글자 방향을 바꾸는 특수 문자나 깨진 글자는 쓸 수 없습니다.' } };
    expect(await ask(socket, 'chat:send', { channelId: 'demo-stay-booking', clientMessageId: clientId(), text: '입금 계좌 \u202E비밀 문장' })).toEqual(spoofing);
    expect(await ask(socket, 'chat:send', { channelId: 'demo-stay-booking', clientMessageId: clientId(), text: '깨진 \uD800비밀 문장' })).toEqual(spoofing);

    expect(await t.db.select().from(chatMessages).where(eq(chatMessages.channelId, 'demo-stay-booking')).then((rows) => rows.filter((r) => r.text.includes('비밀 문장')))).toEqual([]);
    expect(errorLines()).toEqual([]);
    expect(lines.join('')).not.toContain('비밀');
  });
});

describe('chat socket requests: a failure is logged as HTTP logs one', () => {
  it('answers INTERNAL and logs the failure without the SQL, its parameters or the message text', async () => {
    // The database refuses this one text, as a broken write would.
    await t.db.execute(sql`ALTER TABLE chat_messages ADD CONSTRAINT socket_log_leak CHECK (text <> '로그에 남으면 안 되는 문장')`);
    lines.length = 0;
    const socket = await open();
    const answer = await ask(socket, 'chat:send', { channelId: 'demo-stay-booking', clientMessageId: clientId(), text: '로그에 남으면 안 되는 문장' });
    expect(answer).toEqual({ ok: false, error: { code: 'INTERNAL', message: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.' } });

    const failed = errorLines();
    // The summary says what failed and where: enough to find it, nothing of the member.
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ level: 50, msg: 'realtime: request failed', event: 'chat:send', causeCode: '23514' });
    const log = lines.join('');
    for (const secret of ['로그에 남으면 안 되는 문장', 'insert into', 'chat_messages', tokenOf(member)]) expect(log).not.toContain(secret);
  });
});
