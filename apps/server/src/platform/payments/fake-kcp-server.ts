import { createVerify, randomBytes, type KeyObject } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { KCP_ENDPOINTS, KCP_OK } from './kcp-gateway.ts';

/**
 * Test support: a stand-in for NHN KCP's API on loopback, started by the tests. It keeps trades in memory,
 * checks what KCP checks (site code, certificate, the merchant's signature on cancels and inquiries, the
 * partial cancel's balance) and can be told how to misbehave: decline, answer too late, approve another
 * amount than asked.
 */

export type FakeKcpBehaviour = 'approve' | 'decline' | 'slow' | 'tamper';

type Trade = {
  orderId: string;
  amount: number;
  approvalKey: string;
  encData: string | null;
  tno: string | null;
  approvedAmount: number | null;
  remaining: number;
  cancels: { modType: string; amount: number }[];
};

export type FakeKcp = {
  url: string;
  /** What the next approvals do (default approve). `slow` answers after `slowMs`, long past the client's timeout. */
  behaviour: FakeKcpBehaviour;
  /** When set, the inquiry answers this late (the outcome stays unknown for the client). */
  slowInquiry: boolean;
  slowMs: number;
  trades: Map<string, Trade>;
  calls: { path: string; body: Record<string, string> }[];
  /** The buyer completes the window: what KCP posts to Ret_URL (res_cd, enc_data, enc_info, tran_cd). */
  authenticate: (orderId: string) => Record<string, string>;
  close: () => Promise<void>;
};

const DECLINED = { res_cd: '8010', res_msg: '잔액부족 (가상)' };

export async function startFakeKcp(options: { siteCd: string; certInfo: string; publicKey: KeyObject | string }): Promise<FakeKcp> {
  const fake = { behaviour: 'approve', slowInquiry: false, slowMs: 3_000, trades: new Map<string, Trade>(), calls: [] } as Omit<FakeKcp, 'url' | 'authenticate' | 'close'>;
  const signedBy = (text: string, signature: string | undefined) =>
    !!signature && createVerify('RSA-SHA256').update(text).verify(options.publicKey, signature, 'base64');
  const tradeByTno = (tno: string | undefined) => [...fake.trades.values()].find((t) => t.tno === tno);
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  async function answer(path: string, body: Record<string, string>): Promise<Record<string, string>> {
    if (body.site_cd !== options.siteCd || body.kcp_cert_info !== options.certInfo) return { res_cd: '9999', res_msg: '가맹점 인증 실패', Code: '9999' };
    switch (path) {
      case KCP_ENDPOINTS.register: {
        const approvalKey = randomBytes(12).toString('hex');
        const amount = Number(body.good_mny);
        fake.trades.set(body.ordr_idxx!, { orderId: body.ordr_idxx!, amount, approvalKey, encData: null, tno: null, approvedAmount: null, remaining: 0, cancels: [] });
        return { Code: KCP_OK, Message: '정상처리', approvalKey, PayUrl: `${server.url}/pay/window`, traceNo: randomBytes(6).toString('hex') };
      }
      case KCP_ENDPOINTS.approve: {
        const trade = [...fake.trades.values()].find((t) => t.encData !== null && t.encData === body.enc_data);
        if (!trade) return { res_cd: '3001', res_msg: '인증 정보 없음' };
        if (trade.tno) return { res_cd: '8133', res_msg: '이미 승인된 거래' };
        if (fake.behaviour === 'decline') return DECLINED;
        if (Number(body.ordr_mony) !== trade.amount && fake.behaviour !== 'tamper') return { res_cd: '8200', res_msg: '결제 금액 불일치' };
        const approved = fake.behaviour === 'tamper' ? trade.amount + 1_000 : trade.amount;
        Object.assign(trade, { tno: `2026${randomBytes(5).toString('hex')}`, approvedAmount: approved, remaining: approved });
        if (fake.behaviour === 'slow') await wait(fake.slowMs);
        return { res_cd: KCP_OK, res_msg: '정상처리', tno: trade.tno!, amount: String(approved), card_name: '신한카드', card_no: '4518-****-****-1234' };
      }
      case KCP_ENDPOINTS.cancel: {
        const trade = tradeByTno(body.tno);
        if (!trade || !signedBy(`${options.siteCd}^${body.tno}^${body.mod_type}`, body.kcp_sign_data)) return { res_cd: '8999', res_msg: '취소 서명 오류' };
        if (trade.remaining === 0) return { res_cd: '8133', res_msg: '이미 취소된 거래' };
        if (body.mod_type === 'STSC') {
          trade.cancels.push({ modType: 'STSC', amount: trade.remaining });
          trade.remaining = 0;
          return { res_cd: KCP_OK, res_msg: '정상처리', tno: trade.tno! };
        }
        const amount = Number(body.mod_mny);
        if (Number(body.rem_mny) !== trade.remaining || amount > trade.remaining) return { res_cd: '8731', res_msg: '취소 가능 잔액 불일치' };
        trade.cancels.push({ modType: 'STPC', amount });
        trade.remaining -= amount;
        return { res_cd: KCP_OK, res_msg: '정상처리', tno: trade.tno!, panc_mod_mny: String(amount), panc_rem_mny: String(trade.remaining) };
      }
      case KCP_ENDPOINTS.inquiry: {
        if (!signedBy(`${options.siteCd}^${body.ordr_idxx}`, body.kcp_sign_data)) return { res_cd: '8999', res_msg: '조회 서명 오류' };
        if (fake.slowInquiry) await wait(fake.slowMs);
        const trade = fake.trades.get(body.ordr_idxx ?? '');
        if (!trade?.tno) return { res_cd: '8888', res_msg: '거래 없음' };
        return { res_cd: KCP_OK, res_msg: '정상처리', tno: trade.tno, amount: String(trade.approvedAmount) };
      }
      default:
        return { res_cd: '9998', res_msg: 'unknown path' };
    }
  }

  const httpServer = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      const body = (raw ? JSON.parse(raw) : {}) as Record<string, string>;
      const path = req.url ?? '';
      fake.calls.push({ path, body });
      answer(path, body).then(
        (out) => {
          if (res.destroyed) return;
          res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
          res.end(JSON.stringify(out));
        },
        () => res.destroy(),
      );
    });
  });
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  const server = { url: `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}` };

  return Object.assign(fake, {
    url: server.url,
    authenticate(orderId: string) {
      const trade = fake.trades.get(orderId);
      if (!trade) throw new Error(`fake KCP: no trade ${orderId}`);
      trade.encData = randomBytes(24).toString('base64');
      return { ordr_idxx: orderId, res_cd: KCP_OK, res_msg: '정상처리', tran_cd: '00100000', enc_data: trade.encData, enc_info: randomBytes(8).toString('hex') };
    },
    close: () =>
      new Promise<void>((resolve) => {
        httpServer.closeAllConnections();
        httpServer.close(() => resolve());
      }),
  });
}
