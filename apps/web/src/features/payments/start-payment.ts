import type { PaymentDevice, PaymentRegisterResponseSchema, PaymentRegisterResult } from '@minda/contracts/bookings';
import { apiPaths } from '@minda/contracts/paths';
import { apiRequest } from '../../lib/api-client.ts';

/**
 * Registers the payment of a booking with the gateway (the server fixes the amount from the booking); the
 * device decides which result page the window returns to.
 */
export function registerPayment(bookNo: number, device: PaymentDevice) {
  return apiRequest<typeof PaymentRegisterResponseSchema>('POST', apiPaths.payments.register.href(), { body: { bookNo, device }, ignoreLoginError: false });
}

/** Sends the browser to the payment window: a form POST of the registration's fields, as providers expect. */
export function openPaymentWindow(registration: PaymentRegisterResult, doc: Document = document): void {
  const form = doc.createElement('form');
  form.method = 'POST';
  form.action = registration.windowUrl;
  for (const [name, value] of Object.entries(registration.fields)) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  doc.body.append(form);
  form.submit();
}

/** The pay button of a booking form or a reservation: register, then go to the window. */
export async function startPayment(bookNo: number, device: PaymentDevice): Promise<void> {
  openPaymentWindow(await registerPayment(bookNo, device));
}
