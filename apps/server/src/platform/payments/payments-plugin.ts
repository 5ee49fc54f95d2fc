import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import type { PaymentGateway } from './gateway.ts';
import { createKcpGateway } from './kcp-gateway.ts';
import { createTestGateway, type TestWindow } from './test-gateway.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The card payment provider chosen by PAYMENT_GATEWAY (decision 021). */
    paymentGateway: PaymentGateway;
    /** The embedded test gateway's window, when it is the provider (its routes are registered then only). */
    testPaymentWindow: TestWindow | null;
  }
}

/** Builds the configured gateway once; modules reach it as `app.paymentGateway`. */
async function paymentsPlugin(app: FastifyInstance, opts: { config: Config; secret: string }) {
  const { payments } = opts.config;
  if (payments.gateway === 'kcp') {
    if (!payments.kcp) throw new Error('PAYMENT_GATEWAY=kcp needs the KCP_* settings');
    app.decorate('paymentGateway', createKcpGateway(payments.kcp));
    app.decorate('testPaymentWindow', null);
    return;
  }
  const gateway = createTestGateway(app.db, opts.secret);
  app.decorate('paymentGateway', gateway);
  app.decorate('testPaymentWindow', gateway.window);
}

export default fp(paymentsPlugin, { name: 'payments', dependencies: ['database'] });
