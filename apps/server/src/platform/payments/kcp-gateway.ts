import { createSign } from 'node:crypto';
import type { KcpConfig } from '../../config.ts';
import { AppError } from '../errors.ts';
import type { GatewayCancelOutcome, GatewayOutcome, PaymentGateway } from './gateway.ts';

/**
 * NHN KCP's standard payment (표준결제) through its JSON API (decision 021):
 * 1. trade registration (`tradeReg/register`: ordr_idxx, good_mny, Ret_URL → approvalKey, PayUrl);
 * 2. the browser posts to PayUrl; KCP's window posts back to Ret_URL with res_cd, enc_data, enc_info, tran_cd;
 * 3. approval (`gw/enc/v1/payment`) with those and ordr_mony, the amount we expect; the answer's `amount`
 *    is compared again by the payments service, which cancels a mismatch;
 * 4. cancel (`gw/mod/v1/cancel`): STSC for all that is left, STPC with mod_mny and rem_mny for part, signed
 *    with the merchant key (kcp_sign_data = site_cd^tno^mod_type, SHA256withRSA);
 * 5. inquiry (`std/inquery`) of an order whose approval answer was lost.
 * A call that does not answer within the timeout (or answers 5xx) is `unknown`: the inquiry job settles it.
 */

/** Paths under KCP_API_URL, in one place: the inquiry's message layout is the least documented publicly. */
export const KCP_ENDPOINTS = {
  register: '/std/tradeReg/register',
  approve: '/gw/enc/v1/payment',
  cancel: '/gw/mod/v1/cancel',
  inquiry: '/std/inquery',
} as const;

export const KCP_OK = '0000';
/** Card payments: pay_method of the registration and the window, pay_type of the approval. */
const PAY_METHOD = 'CARD';
const PAY_TYPE = 'PACA';
const KRW = '410';

type KcpAnswer = Record<string, string | undefined>;

class KcpUnreachable extends Error {}

export function createKcpGateway(config: KcpConfig, fetchImpl: typeof fetch = fetch): PaymentGateway {
  const sign = (text: string) =>
    createSign('RSA-SHA256').update(text).sign({ key: config.privateKey, passphrase: config.privateKeyPassword }, 'base64');

  async function call(path: string, body: Record<string, string>): Promise<KcpAnswer> {
    let res: Response;
    try {
      res = await fetchImpl(`${config.apiUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8', accept: 'application/json' },
        body: JSON.stringify({ site_cd: config.siteCd, kcp_cert_info: config.certInfo, ...body }),
        signal: AbortSignal.timeout(config.timeoutMs),
      });
    } catch (error) {
      throw new KcpUnreachable(error instanceof Error ? error.name : 'fetch failed');
    }
    if (res.status >= 500) throw new KcpUnreachable(`HTTP ${res.status}`);
    try {
      return (await res.json()) as KcpAnswer;
    } catch {
      throw new KcpUnreachable('unreadable answer');
    }
  }

  /** An approval or inquiry answer: 0000 with the trade number and amount, or KCP's code and message. */
  function outcomeOf(answer: KcpAnswer): GatewayOutcome {
    if (answer.res_cd !== KCP_OK) return { kind: 'declined', code: answer.res_cd ?? 'UNKNOWN', message: answer.res_msg ?? '결제가 승인되지 않았습니다.' };
    const amount = Number(answer.amount);
    if (!answer.tno || !Number.isInteger(amount)) return { kind: 'unknown', reason: 'incomplete answer' };
    const method = [answer.card_name, answer.card_no].filter(Boolean).join(' ');
    return { kind: 'approved', providerTxId: answer.tno, amount, methodLabel: method || null };
  }

  const unknown = (error: unknown): { kind: 'unknown'; reason: string } => {
    if (error instanceof KcpUnreachable) return { kind: 'unknown', reason: error.message };
    throw error;
  };

  return {
    provider: 'kcp',

    async register({ orderId, amount, goodsName, buyerName, buyerEmail, buyerPhone, returnUrl }) {
      const fields = { ordr_idxx: orderId, good_mny: String(amount), good_name: goodsName, pay_method: PAY_METHOD, Ret_URL: returnUrl };
      let answer: KcpAnswer;
      try {
        answer = await call(KCP_ENDPOINTS.register, { ...fields, escw_used: 'N', user_agent: '' });
      } catch (error) {
        if (error instanceof KcpUnreachable) throw paymentUnavailable();
        throw error;
      }
      if (answer.Code !== KCP_OK || !answer.approvalKey || !answer.PayUrl) throw paymentUnavailable();
      return {
        windowUrl: answer.PayUrl,
        fields: {
          site_cd: config.siteCd,
          ...fields,
          approval_key: answer.approvalKey,
          traceNo: answer.traceNo ?? '',
          ActionResult: 'card',
          currency: KRW,
          buyr_name: buyerName,
          buyr_mail: buyerEmail,
          buyr_tel2: buyerPhone,
          encoding_trans: 'UTF-8',
        },
        providerRef: answer.approvalKey,
      };
    },

    async approve({ orderId, expectedAmount, proof }) {
      if (!proof.enc_data || !proof.enc_info || !proof.tran_cd) return { kind: 'declined', code: 'NO_AUTH', message: '결제창 인증 정보가 없습니다. 다시 결제해 주세요.' };
      try {
        const answer = await call(KCP_ENDPOINTS.approve, {
          tran_cd: proof.tran_cd,
          enc_data: proof.enc_data,
          enc_info: proof.enc_info,
          ordr_mony: String(expectedAmount),
          ordr_no: orderId,
          pay_type: PAY_TYPE,
        });
        return outcomeOf(answer);
      } catch (error) {
        return unknown(error);
      }
    },

    async inquire({ orderId, providerTxId }) {
      try {
        const answer = await call(KCP_ENDPOINTS.inquiry, {
          kcp_sign_data: sign(`${config.siteCd}^${orderId}`),
          ordr_idxx: orderId,
          ...(providerTxId ? { tno: providerTxId } : {}),
          pay_type: PAY_TYPE,
        });
        return outcomeOf(answer);
      } catch (error) {
        return unknown(error);
      }
    },

    async cancel({ providerTxId, amount, remainingBefore, reason }): Promise<GatewayCancelOutcome> {
      const modType = amount >= remainingBefore ? 'STSC' : 'STPC';
      try {
        const answer = await call(KCP_ENDPOINTS.cancel, {
          kcp_sign_data: sign(`${config.siteCd}^${providerTxId}^${modType}`),
          tno: providerTxId,
          mod_type: modType,
          mod_desc: reason,
          // A partial cancel names what is left before it: KCP refuses one whose balance no longer matches, so a
          // retry of a cancel that did go through cannot refund twice.
          ...(modType === 'STPC' ? { mod_mny: String(amount), rem_mny: String(remainingBefore) } : {}),
        });
        if (answer.res_cd !== KCP_OK) return { kind: 'failed', code: answer.res_cd ?? 'UNKNOWN', message: answer.res_msg ?? '취소되지 않았습니다.' };
        return { kind: 'cancelled', providerRef: providerTxId, remaining: remainingBefore - amount };
      } catch (error) {
        return unknown(error);
      }
    },
  };
}

const paymentUnavailable = () => new AppError(502, 'PAYMENT_UNAVAILABLE', '결제사와 연결하지 못했습니다. 잠시 후 다시 시도해 주세요.');
