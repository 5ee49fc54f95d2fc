import type { Browser, BrowserContext, Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { platformPaths, webPaths, type Platform } from '@minda/contracts/paths';
import { CHAT_TEXTS } from '@minda/contracts/rules/chat';
import { expect, loginAs, test } from './fixtures.ts';
import { XSS_PAYLOADS } from './xss-payloads.ts';

/**
 * The inquiry chat end to end (issue 10), shared by pc-chat.spec.ts and mobile-chat.spec.ts: a member and the
 * demo partner in two browser contexts, on the platform's own screens (the partner on the manager on PC, in
 * the partner app on mobile). Both projects run against one server: each run starts by reading every room
 * with unread messages, so the badge checks start from zero whatever ran before.
 */

/** The demo partner's stay (seed: goodsNo 1001 in Paris). */
const DEMO_STAY = 1001;

const memberPaths = (platform: Platform) => (platform === 'pc' ? { list: webPaths.pc.inquiries, room: webPaths.pc.inquiry } : { list: webPaths.mobile.inquiries, room: webPaths.mobile.inquiry });
const partnerRoom = (platform: Platform, channelId: string) => (platform === 'pc' ? webPaths.pc.partnerInquiry.href(channelId) : webPaths.mobile.partnerInquiry.href(channelId));

const messages = (page: Page) => page.getByRole('list', { name: '대화 내용' });
const messageRow = (page: Page, text: string) => messages(page).getByRole('listitem').filter({ hasText: text });
const field = (page: Page) => page.getByRole('textbox', { name: '메시지' });
/** The mobile 문의 tab's red dot, or the PC header's. */
const unreadDot = (page: Page, platform: Platform) =>
  platform === 'pc' ? page.getByRole('banner').getByTestId('unread-dot') : page.getByRole('navigation', { name: '하단 메뉴' }).getByTestId('unread-dot');

/** A second signed-in context with the project's device (viewport, touch, locale). */
export async function openContext(browser: Browser, role: 'member' | 'partner'): Promise<BrowserContext> {
  const { baseURL, viewport, isMobile, hasTouch, userAgent, locale, timezoneId, deviceScaleFactor } = test.info().project.use;
  const context = await browser.newContext({ baseURL, viewport, isMobile, hasTouch, userAgent, locale, timezoneId, deviceScaleFactor });
  await loginAs(context, role);
  return context;
}

export async function send(page: Page, platform: Platform, text: string) {
  await field(page).fill(text);
  if (platform === 'pc') await field(page).press('Enter');
  else await page.getByRole('button', { name: '보내기', exact: true }).click();
  await expect(field(page)).toHaveValue('');
}

/** Opens every room with an unread badge from the list until none is left: the member starts at zero. */
async function readEverything(page: Page, platform: Platform) {
  for (let round = 0; round < 6; round++) {
    await page.goto(memberPaths(platform).list.href());
    await expect(page.getByTestId('inquiry-entry').first()).toBeVisible();
    const unread = page.getByTestId('inquiry-entry').filter({ has: page.getByLabel(/안 읽은 메시지/) });
    if ((await unread.count()) === 0) return;
    await unread.first().click();
    await expect(messages(page).getByRole('listitem').first()).toBeVisible();
    // Leave the room only once the read has gone out (the badge in the list is the server's count).
    await page.waitForTimeout(300);
  }
}

function tinyPng(): Buffer {
  const png = new PNG({ width: 16, height: 16 });
  png.data.fill(200);
  return PNG.sync.write(png);
}

async function openMenuItem(page: Page, platform: Platform, name: string) {
  if (platform === 'mobile') {
    await page.getByRole('button', { name: CHAT_TEXTS.settingsTitle }).click();
    await page.getByRole('dialog', { name: CHAT_TEXTS.settingsTitle }).getByRole('button', { name }).click();
  } else {
    await page.getByRole('navigation', { name: CHAT_TEXTS.settingsTitle }).getByRole('button', { name }).click();
  }
}

/**
 * Open from the stay page, talk, read receipts flip, the unread dot appears and clears, a photo is sent and
 * viewed, the room is reported and left.
 */
export async function checkMemberAndPartnerTalk(page: Page, browser: Browser, platform: Platform) {
  const stamp = `${platform}-${Date.now()}`;
  await loginAs(page.context(), 'member');
  await readEverything(page, platform);
  await expect(unreadDot(page, platform)).toHaveCount(0);

  // 문의하기 on the stay page opens the member's room with its host.
  await page.goto(platformPaths[platform].stayDetail(DEMO_STAY));
  await page.getByRole('button', { name: '문의하기' }).click();
  await page.waitForURL((url) => url.pathname === memberPaths(platform).room.path);
  const channelId = new URL(page.url()).searchParams.get('id')!;
  await expect(page.getByRole('note')).toHaveText(CHAT_TEXTS.notice);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('파리하늘민박');

  // Sent while the partner is away: 안읽음 until the partner opens the room, then 읽음.
  const question = `체크인 시간 문의드려요 ${stamp}`;
  await send(page, platform, question);
  await expect(messageRow(page, question)).toContainText(CHAT_TEXTS.unread);
  // After sending, the list is scrolled to its bottom.
  await expect.poll(() => page.getByTestId('chat-messages').evaluate((el) => el.scrollHeight - el.scrollTop - el.clientHeight)).toBeLessThan(2);

  const partnerContext = await openContext(browser, 'partner');
  try {
    const partner = await partnerContext.newPage();
    await partner.goto(partnerRoom(platform, channelId));
    await expect(messageRow(partner, question)).toBeVisible();
    await expect(partner.getByRole('heading', { level: 1 })).toContainText('여행자');
    await expect(messageRow(page, question)).not.toContainText(CHAT_TEXTS.unread);
    await expect(messageRow(page, question)).toContainText(CHAT_TEXTS.read);

    // The answer arrives live.
    const answer = `오후 3시부터 가능합니다 ${stamp}`;
    await send(partner, platform, answer);
    await expect(messageRow(page, answer)).toBeVisible();

    // Away from the room, a new answer lights the dot; reading it clears the dot.
    await page.goto(memberPaths(platform).list.href());
    await expect(page.getByTestId('inquiry-entry').first()).toBeVisible();
    const later = `짐 보관도 됩니다 ${stamp}`;
    await send(partner, platform, later);
    await expect(unreadDot(page, platform)).toHaveCount(1);
    await page.goto(memberPaths(platform).room.href(channelId));
    await expect(messageRow(page, later)).toBeVisible();
    await expect(unreadDot(page, platform)).toHaveCount(0);

    // A photo: stored, shown on both sides, opened full screen by the partner.
    const photoName = `room-${stamp}.png`;
    await page.getByLabel('사진 선택').setInputFiles({ name: photoName, mimeType: 'image/png', buffer: tinyPng() });
    const photo = partner.getByRole('button', { name: `${CHAT_TEXTS.photoLabel}: ${photoName}` });
    await expect(page.getByRole('button', { name: `${CHAT_TEXTS.photoLabel}: ${photoName}` })).toBeVisible();
    await expect(photo).toBeVisible();
    await expect.poll(() => photo.getByRole('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    await photo.click();
    const viewer = partner.getByRole('dialog', { name: '사진 보기' });
    await expect(viewer).toBeVisible();
    await expect(partner.locator('body')).toHaveAttribute('data-scroll-locked', /\d/);
    await viewer.getByRole('button', { name: '닫기' }).click();
    await expect(viewer).toBeHidden();

    // Report, then leave; the partner sees the member leave.
    await openMenuItem(page, platform, CHAT_TEXTS.report);
    const report = page.getByRole('dialog', { name: CHAT_TEXTS.reportTitle });
    const submit = report.getByRole('button', { name: CHAT_TEXTS.reportSubmit });
    await expect(submit).toBeDisabled();
    await report.getByRole('radio').first().click();
    await submit.click();
    await expect(page.getByRole('status')).toContainText(CHAT_TEXTS.reportSent);

    // The same room may have been left before (the other platform's run): one more line is the proof.
    const leftLines = partner.getByText(CHAT_TEXTS.memberLeft('여행자'));
    const leftBefore = await leftLines.count();
    await openMenuItem(page, platform, CHAT_TEXTS.leave);
    const leave = page.getByRole('dialog', { name: CHAT_TEXTS.leaveConfirm });
    await expect(leave).toContainText(CHAT_TEXTS.leaveExplain);
    await leave.getByRole('button', { name: CHAT_TEXTS.leaveYes }).click();
    await page.waitForURL((url) => url.pathname === memberPaths(platform).list.path);
    await expect(page.getByRole('status')).toContainText(CHAT_TEXTS.leftMessage);
    await expect(leftLines).toHaveCount(leftBefore + 1);
  } finally {
    await partnerContext.close();
  }
}

/** A seeded room of the demo member that no other check leaves (seed/chat.ts). */
const XSS_ROOM = 'demo-tour-booking';

type WireMessage = Record<string, unknown> & { seq: number };

/**
 * Messages a hostile server or a stored payload could put on screen: the corpus as template card titles and
 * data (HTML by the spec), a card whose link is a javascript: URL, texts from senders whose names are
 * payloads, and images whose names and addresses are payloads.
 */
function hostileMessages(channelId: string, fromSeq: number): WireMessage[] {
  const base = { channelId, clientMessageId: null, userId: 999_999, profileImageUrl: null, unreadCount: 0, fileUrl: null, item: null, masked: false };
  let seq = fromSeq;
  const next = () => ({ ...base, messageId: 900_000 + seq, seq: seq++, createdAt: Date.now() });
  const card = (link: string) => JSON.stringify({ mainTitle: XSS_PAYLOADS[0], subTitle: XSS_PAYLOADS[3], data: XSS_PAYLOADS.map((p) => ({ title: p, data: p })), link });
  return [
    { ...next(), type: 'template', username: '민다', text: card('/mypage/v.my_reservation.php?bookno=1') },
    { ...next(), type: 'template', username: '민다', text: card('javascript:window.__xss=1;alert(1)') },
    ...XSS_PAYLOADS.map((p) => ({ ...next(), type: 'text', username: p, profileImageUrl: `x" onerror="window.__xss=1`, text: p })),
    ...XSS_PAYLOADS.slice(0, 4).map((p) => ({ ...next(), type: 'image', username: p, text: p, fileUrl: `javascript:window.__xss=1` })),
    { ...next(), type: 'admin', username: XSS_PAYLOADS[1], text: XSS_PAYLOADS[4] },
  ];
}

/**
 * The XSS corpus rendered in Chromium: sent for real as texts and an image name through the server, and put
 * into the join answer on the wire (Playwright's WebSocket route) as template data, usernames and image
 * names. Nothing may run: no dialog opens and the global flag stays unset.
 */
export async function checkXssPayloadsStayInert(page: Page, platform: Platform) {
  await loginAs(page.context(), 'member');
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.routeWebSocket(/\/socket\.io\//, (ws) => {
    const server = ws.connectToServer();
    let joinAck: string | null = null;
    ws.onMessage((frame) => {
      if (typeof frame === 'string') joinAck = /^42(\d+)\["chat:join"/.exec(frame)?.[1] ?? joinAck;
      server.send(frame);
    });
    server.onMessage((frame) => {
      const ack = typeof frame === 'string' ? /^43(\d+)(\[[\s\S]*\])$/.exec(frame) : null;
      if (!ack || ack[1] !== joinAck) return ws.send(frame);
      const [answer] = JSON.parse(ack[2]!) as [{ ok: boolean; channel: { channelId: string; lastSeq: number }; messages: WireMessage[] }];
      if (answer.ok) answer.messages.push(...hostileMessages(answer.channel.channelId, answer.channel.lastSeq + 10_000));
      ws.send(`43${ack[1]}${JSON.stringify([answer])}`);
    });
  });

  await page.goto(memberPaths(platform).room.href(XSS_ROOM));
  await expect(page.getByTestId('template-card')).toHaveCount(1);
  // The card's rows are sanitized asynchronously (DOMPurify loads on demand): wait until they are in.
  await expect(page.getByTestId('template-card').locator('[aria-busy="true"]')).toHaveCount(0);

  for (const payload of XSS_PAYLOADS.slice(0, 5)) await send(page, platform, payload);
  const photoName = `${XSS_PAYLOADS[0]}.png`;
  await page.getByLabel('사진 선택').setInputFiles({ name: photoName, mimeType: 'image/png', buffer: tinyPng() });
  // The browser writes the quotes of a multipart file name as %22; the rest of the name is kept.
  await expect(messages(page).getByRole('button', { name: /^사진: <img src=x onerror=.*\.png$/ }).last()).toBeVisible();
  await expect(messageRow(page, XSS_PAYLOADS[4]!).last()).toBeVisible();

  // Payload texts show as text; nothing executable reached the DOM.
  await expect(messages(page).getByText(XSS_PAYLOADS[1]!, { exact: true }).first()).toBeVisible();
  const dangerous = await messages(page).evaluate((list) =>
    Array.from(list.querySelectorAll('*'))
      .filter(
        (el) =>
          ['SCRIPT', 'IFRAME', 'OBJECT', 'EMBED', 'INPUT', 'FORM'].includes(el.tagName) ||
          Array.from(el.attributes).some((a) => a.name.startsWith('on') || /^\s*javascript:/i.test(a.value)),
      )
      .map((el) => el.outerHTML.slice(0, 120)),
  );
  expect(dangerous).toEqual([]);
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
}

/** A seeded room of the demo member with the demo partner that no other check leaves (seed/chat.ts). */
const LONG_ROOM = 'demo-stay-question';

/**
 * Older messages (spec 2 §4.1): a room longer than one page opens on its latest messages at the bottom; scrolled
 * to within 40 px of the top it loads the page before, and what was on screen stays where it was.
 */
export async function checkOlderMessagesKeepTheScroll(page: Page, platform: Platform) {
  const stamp = `${platform}-${Date.now()}`;
  await loginAs(page.context(), 'member');
  await page.goto(memberPaths(platform).room.href(LONG_ROOM));
  await expect(messages(page).getByRole('listitem').first()).toBeVisible();
  const texts = Array.from({ length: 35 }, (_, i) => `이전 메시지 ${stamp} #${i + 1}.`);
  for (const text of texts) await send(page, platform, text);
  await expect(messageRow(page, texts.at(-1)!)).toContainText(CHAT_TEXTS.unread);

  await page.reload();
  const list = page.getByTestId('chat-messages');
  await expect(messageRow(page, texts.at(-1)!)).toBeVisible();
  // One page (30) of the latest: the first five of this run are not loaded yet, and the list sits at its bottom.
  await expect(messageRow(page, texts[0]!)).toHaveCount(0);
  await expect.poll(() => list.evaluate((el) => el.scrollHeight - el.scrollTop - el.clientHeight)).toBeLessThan(2);

  const firstLoaded = texts.find((_, i) => i >= 5)!;
  const offsetOf = (text: string) =>
    messageRow(page, text).evaluate((row) => row.getBoundingClientRect().top - row.closest('[data-testid="chat-messages"]')!.getBoundingClientRect().top);
  await list.evaluate((el) => el.scrollTo({ top: 0 }));
  const before = await offsetOf(firstLoaded);
  await expect(messageRow(page, texts[0]!)).toHaveCount(1);
  // The earlier page went in above: the list scrolled down by its height, so the same message is where it was.
  await expect.poll(() => list.evaluate((el) => el.scrollTop)).toBeGreaterThan(100);
  expect(Math.abs((await offsetOf(firstLoaded)) - before)).toBeLessThan(80);
}
