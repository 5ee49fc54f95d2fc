import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiPaths, apiUrl } from '@minda/contracts/paths';
import { access } from '../access.ts';
import { acceptFormBodies } from '../form-body.ts';
import { TEST_CARDS, type TestWindow } from './test-gateway.ts';

/**
 * The test gateway's payment window: a plain server-rendered page (no script, so the CSP's script-src 'self'
 * holds with nothing inline) that shows the order, takes a test card and sends the browser back to the shop
 * like a provider's window would. Reached by the web app's form POST of the registration's fields.
 */

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const won = (amount: number) => `${amount.toLocaleString('ko-KR')}원`;
const cardText = (n: string) => n.replace(/(\d{4})(?=\d)/g, '$1 ');

const STYLE = `
  body { margin: 0; font-family: 'Noto Sans KR', 'Apple SD Gothic Neo', sans-serif; background: #f3f5f8; color: #1d2230; }
  main { max-width: 440px; margin: 0 auto; padding: 24px 16px 40px; }
  h1 { font-size: 20px; margin: 0 0 4px; }
  .note { font-size: 13px; color: #5b6270; margin: 0 0 20px; }
  .order { background: #fff; border-radius: 12px; padding: 16px; margin-bottom: 16px; }
  .order dl { display: grid; grid-template-columns: auto 1fr; gap: 8px 12px; margin: 0; }
  .order dt { color: #5b6270; }
  .order dd { margin: 0; text-align: right; word-break: break-all; }
  .amount { font-size: 22px; font-weight: 700; color: #e5335a; }
  label { display: block; font-weight: 600; margin-bottom: 6px; }
  input[type=text] { box-sizing: border-box; width: 100%; font-size: 18px; padding: 12px; border: 1px solid #c8cdd6; border-radius: 8px; letter-spacing: 1px; }
  .error { color: #c62828; font-size: 14px; margin: 8px 0 0; }
  .actions { display: flex; gap: 8px; margin-top: 16px; }
  button { flex: 1; font-size: 16px; padding: 14px; border-radius: 8px; border: 0; cursor: pointer; }
  .pay { background: #e5335a; color: #fff; font-weight: 700; }
  .cancel { background: #e4e7ec; color: #1d2230; }
  table { width: 100%; border-collapse: collapse; font-size: 13px; margin-top: 20px; background: #fff; border-radius: 12px; overflow: hidden; }
  caption { text-align: left; font-weight: 600; padding: 0 0 6px; }
  th, td { padding: 8px; border-bottom: 1px solid #eef0f3; text-align: left; }
  td.num { font-family: monospace; white-space: nowrap; }
`;

// The web app's icon (apps/web/public, served from its build): without a link the browser asks for a /favicon.ico
// that does not exist.
const FAVICON_HREF = '/favicon.svg';

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="ko">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<link rel="icon" href="${FAVICON_HREF}" type="image/svg+xml">
<style>${STYLE}</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

export function windowPage(trade: { tradeId: string; orderId: string; goodsName: string; amount: number }, error?: string): string {
  const cards = TEST_CARDS.map((c) => `<tr><td class="num">${cardText(c.number)}</td><td>${escapeHtml(c.label)}</td></tr>`).join('');
  return page(
    '테스트 결제 - 민다',
    `<h1>카드 결제 (테스트)</h1>
<p class="note">실제 결제가 이루어지지 않는 테스트 결제창입니다. 아래 테스트 카드 번호만 사용할 수 있습니다.</p>
<section class="order" aria-label="주문 정보"><dl>
<dt>상품</dt><dd>${escapeHtml(trade.goodsName)}</dd>
<dt>주문번호</dt><dd>${escapeHtml(trade.orderId)}</dd>
<dt>결제 금액</dt><dd class="amount">${won(trade.amount)}</dd>
</dl></section>
<form method="post" action="${apiUrl(apiPaths.payments.testWindowPay.href())}">
<input type="hidden" name="tradeId" value="${escapeHtml(trade.tradeId)}">
<label for="cardNumber">카드 번호</label>
<input type="text" id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="off" placeholder="4242 4242 4242 4242" maxlength="23">
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<div class="actions">
<button type="submit" name="action" value="cancel" class="cancel" formnovalidate>취소</button>
<button type="submit" name="action" value="pay" class="pay">결제하기</button>
</div>
</form>
<table><caption>테스트 카드</caption><thead><tr><th>카드 번호</th><th>결과</th></tr></thead><tbody>${cards}</tbody></table>`,
  );
}

const GONE_PAGE = page(
  '결제 정보 없음 - 민다',
  '<h1>결제 정보를 찾을 수 없습니다</h1><p class="note">이미 처리된 결제이거나 잘못된 주소입니다. 예약 화면에서 다시 결제해 주세요.</p>',
);

const TradeSchema = z.object({ tradeId: z.string().min(1).max(64) });
const PaySchema = TradeSchema.extend({ cardNumber: z.string().max(40).default(''), action: z.enum(['pay', 'cancel']).default('pay') });

const html = (reply: FastifyReply, status: number, body: string) =>
  reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);

/** The window's two addresses: show the order (the shop's form POST), take the card (the window's own form). */
export function testGatewayWindowRoutes(window: TestWindow) {
  return async function routes(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    acceptFormBodies(app);
    const config = { access: access.public, xsrf: 'exempt' } as const;

    app.post(
      `/${apiPaths.payments.testWindow.pattern}`,
      { config, schema: { tags: ['payments'], summary: '테스트 결제창 (HTML)', body: TradeSchema } },
      async (request, reply) => {
        const trade = await window.openTrade(request.body.tradeId);
        return trade ? html(reply, 200, windowPage(trade)) : html(reply, 404, GONE_PAGE);
      },
    );

    app.post(
      `/${apiPaths.payments.testWindowPay.pattern}`,
      { config, schema: { tags: ['payments'], summary: '테스트 결제창 카드 입력 (HTML, 303)', body: PaySchema } },
      async (request, reply) => {
        const { tradeId, cardNumber, action } = request.body;
        const outcome = action === 'cancel' ? await window.cancel(tradeId) : await window.pay(tradeId, cardNumber);
        if (!outcome) return html(reply, 404, GONE_PAGE);
        if ('error' in outcome) {
          const trade = await window.openTrade(tradeId);
          return trade ? html(reply, 422, windowPage(trade, outcome.error)) : html(reply, 404, GONE_PAGE);
        }
        return reply.redirect(outcome.redirect, 303);
      },
    );
  };
}
