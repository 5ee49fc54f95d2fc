/**
 * The attack trials (issue 55), repeatable: the real app in this process on a freshly seeded PGlite, every
 * operation of its OpenAPI document tried through `app.inject` as a visitor, the demo member, the demo
 * partner and the operator.
 *
 * 1. Access (access.ts), first, while the seed is untouched: no caller without a claim gets a 2xx.
 * 2. Malformed input (malformed.ts): each operation's plausible request with one thing broken at a time.
 *    Counts the answers by status class; lists every 5xx (the target is none) and every 4xx whose body is not
 *    `{error:{code,message}}` with a Korean message. Mutations carry the XSRF cookie and header, as the web
 *    client sends them, so they reach validation.
 *
 *   npx tsx bench/trials/fuzz.ts            # or npm run bench:trials; about 5 minutes on 2 cores
 *   TRIALS_ONLY=/chat/ npx tsx bench/trials/fuzz.ts   # operations whose path contains the text
 *
 * Prints the tables for bench/README.md ("Trials") and keeps everything in bench/results/trials.json. Exits 1
 * when a 5xx, a malformed refusal or a 2xx to a caller without a claim was found.
 */
import fs from 'node:fs';
import path from 'node:path';
import { users } from '../../apps/server/src/db/schema/users.ts';
import { startSeededApp } from '../autocannon-kit.ts';
import { accessTrial, seededIds } from './access.ts';
import { malformedCases } from './malformed.ts';
import { callerOf, errorCode, keepSignedIn, operationsOf, refusalFault, send, type Caller } from './operations.ts';

const only = process.env.TRIALS_ONLY;
const errorLines: string[] = [];
const started = Date.now();
const { app, handle, close } = await startSeededApp('minda-trials-', { level: 'error', stream: { write: (line) => void errorLines.push(line) } });
console.log(`app seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);

const ops = operationsOf(app).filter((op) => !only || op.path.includes(only));
const callers = {
  visitor: await callerOf(app, 'visitor', null),
  member: await callerOf(app, 'member', 'member'),
  partner: await callerOf(app, 'partner', 'partner'),
  admin: await callerOf(app, 'admin', 'admin'),
  otherMember: await callerOf(app, 'member', 'traveler03'),
  otherPartner: await callerOf(app, 'partner', 'hotelpartner'),
};
const ids = await seededIds(handle.db, callers.member.userId!, callers.partner.userId!);
const accounts = await handle.db.select({ id: users.id }).from(users);
console.log(`${ops.length} operations, ${accounts.length} accounts; seeded ids ${JSON.stringify(ids)}`);

// 1. Access, before the malformed requests change anything.
const access = await accessTrial(app, ops, callers, ids);
console.log(`access: ${access.tried} calls by callers without a claim, ${access.allowed.length} answered 2xx`);

// 2. Malformed input, as each of the four roles; path ids are the seeded ones so the rest reaches the code.
const pathIds: Record<string, string> = { bookNo: ids.bookNo, channelId: ids.channelId, commentId: ids.commentId, goodsNo: '1001', id: ids.reviewId };
type Failure = { method: string; path: string; role: string; kind: string; field: string; status: number; code: string };
const byClass: Record<string, number> = { '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0 };
const byRole: Record<string, Record<string, number>> = {};
const kinds = new Set<string>();
const byCode: Record<string, number> = {};
const serverErrors: Failure[] = [];
const badRefusals: (Failure & { fault: string })[] = [];
const sessionsEnded: string[] = [];
/** Changes answered 2xx although a field held one of these: not failures (a rule may strip or allow them), listed to read. */
const TEXT_BREAKERS = new Set(['nul', 'bidi-override', 'lone-surrogate', 'string-100k']);
const accepted: Failure[] = [];
let sent = 0;
const fuzzStarted = Date.now();
for (const op of ops) {
  const cases = malformedCases(op, pathIds);
  for (const caller of [callers.visitor, callers.member, callers.partner, callers.admin] as Caller[]) {
    for (const c of cases) {
      const res = await send(app, caller, c.req);
      sent += 1;
      kinds.add(c.kind);
      const statusClass = `${Math.floor(res.statusCode / 100)}xx`;
      byClass[statusClass] = (byClass[statusClass] ?? 0) + 1;
      (byRole[caller.role] ??= {})[statusClass] = (byRole[caller.role]![statusClass] ?? 0) + 1;
      const codeKey = `${res.statusCode} ${errorCode(res)}`;
      byCode[codeKey] = (byCode[codeKey] ?? 0) + 1;
      const failure = { method: op.method, path: op.path, role: caller.role, kind: c.kind, field: c.field, status: res.statusCode, code: errorCode(res) };
      if (res.statusCode >= 500) serverErrors.push(failure);
      else if (res.statusCode < 300 && c.req.method !== 'GET' && TEXT_BREAKERS.has(c.kind)) accepted.push(failure);
      else if (res.statusCode >= 400) {
        const fault = refusalFault(res);
        if (fault) badRefusals.push({ ...failure, fault });
      }
    }
    // A trial may have ended the caller's session (a logout with an odd body still logs out): sign in again.
    if (!(await keepSignedIn(app, caller))) sessionsEnded.push(`${op.method} ${op.path} as ${caller.role}`);
  }
  if (process.stdout.isTTY) process.stdout.write(`\r${sent} requests, ${serverErrors.length} 5xx`);
}
const fuzzSeconds = (Date.now() - fuzzStarted) / 1000;
console.log();

// The report.
const at = new Date().toISOString().slice(0, 10);
console.log(`\n### Figures, ${at}\n`);
console.log(`Malformed input: ${ops.length} operations x 4 roles, ${kinds.size} kinds of input, in ${fuzzSeconds.toFixed(0)} s.\n`);
console.log('| role | requests | 2xx | 3xx | 4xx | 5xx |\n|---|---:|---:|---:|---:|---:|');
for (const [role, counts] of Object.entries(byRole)) {
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  console.log(`| ${role} | ${total.toLocaleString('en')} | ${counts['2xx'] ?? 0} | ${counts['3xx'] ?? 0} | ${counts['4xx'] ?? 0} | ${counts['5xx'] ?? 0} |`);
}
console.log(`| all | ${sent.toLocaleString('en')} | ${byClass['2xx']} | ${byClass['3xx']} | ${byClass['4xx']} | ${byClass['5xx']} |`);
console.log('\n| answered with | requests |\n|---|---:|');
for (const [key, n] of Object.entries(byCode).sort((a, b) => b[1] - a[1])) console.log(`| ${key} | ${n.toLocaleString('en')} |`);
console.log(`\n4xx answers not {error:{code,message}} in Korean: ${badRefusals.length}. Sessions a trial ended (signed in again): ${sessionsEnded.length}${sessionsEnded.length ? ` (${[...new Set(sessionsEnded)].join('; ')})` : ''}.`);
console.log(`\nAccess: ${access.operations} operations, ${access.public} public; ${access.tried} calls by callers without a claim, ${access.allowed.length} answered 2xx.`);
console.log('\n| refused with | calls |\n|---|---:|');
for (const [key, n] of Object.entries(access.refused).sort((a, b) => b[1] - a[1])) console.log(`| ${key} | ${n} |`);

const list = (title: string, rows: readonly unknown[]) => {
  if (!rows.length) return;
  console.log(`\n${title} (${rows.length}):`);
  for (const row of rows.slice(0, 60)) console.log(`- ${typeof row === 'string' ? row : JSON.stringify(row)}`);
};
list('5xx', serverErrors);
list('server error log lines', errorLines.map((l) => l.slice(0, 400)));
list('malformed refusals', badRefusals);
list('changes answered 2xx with NUL, a bidi override, a lone surrogate or 100k characters in a field', accepted);
list('2xx to a caller without a claim', access.allowed);
list('refused by the contract (400) before the access check', access.refusedByContract);
list('paths with parameters not naming anyone\'s data', access.notJudged);

const resultsDir = path.join(import.meta.dirname, '..', 'results');
fs.mkdirSync(resultsDir, { recursive: true });
fs.writeFileSync(
  path.join(resultsDir, 'trials.json'),
  JSON.stringify({ at: new Date().toISOString(), operations: ops.length, sent, byClass, byRole, byCode, kinds: [...kinds], serverErrors, errorLines, badRefusals, accepted, sessionsEnded, access }, null, 2),
);
await close();
if (serverErrors.length || badRefusals.length || access.allowed.length) process.exitCode = 1;
