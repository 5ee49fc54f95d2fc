import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useForm, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { Link } from 'react-router';
import { BOOKING_MESSAGES, type PreBookingResult } from '@minda/contracts/bookings';
import { webPaths, type BookingFormQuery, type Platform } from '@minda/contracts/paths';
import { BOOKING_STATUS, scheduleForPaid } from '@minda/contracts/rules/bookings';
import { formatWon } from '@minda/contracts/rules/price';
import { stayPeriodText } from '@minda/contracts/rules/stay-pricing';
import { ApiError } from '../../../lib/api-error.ts';
import { errorMessage } from '../../../lib/field-errors.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { ErrorState } from '../../../ui/error-state/error-state.tsx';
import { ProductImage } from '../../../ui/product-card/product-image.tsx';
import { useWallet } from '../api/get-wallet.ts';
import { usePreBook } from '../api/pre-book.ts';
import { usePreCheck, type BookingQuote } from '../api/pre-check.ts';
import { preBookingCallOf, preCheckCallOf } from '../booking-form-query.ts';
import { ARRIVAL_TIMES, BookingFormSchema, CONSENT_MESSAGE, CONSENTS, type BookingFormInput, type BookingFormValues, type Consent } from '../booking-form-schema.ts';
import { productHref, reservationHref } from '../booking-links.ts';
import { attemptFor, endsAttempt, totalToConfirm, type Attempt } from '../booking-submit.ts';
import { koreanTimeText, partyText, refundRowText } from '../booking-texts.ts';
import type { GuestPrefill } from '../guest-prefill.ts';
import { useIsVisitor, useSendToLogin } from '../use-send-to-login.ts';
import { BookingDiscounts, NO_DISCOUNT, pricedChoice, usableCoupons, type DiscountChoice } from './booking-discounts.tsx';
import styles from './booking.module.css';
import { ConsentList } from '../../../ui/consent-list/consent-list.tsx';

/** What the form shows of the product beside the quote; the route composes it from the product's own page data. */
export type BookingProduct = {
  name: string;
  imagePath: string | null;
  /** A stay that takes requests (not instant): the host accepts before anything is paid. */
  requestOnly: boolean;
  /** The stay room's name (hotel rooms and tour options are named by the quote's items). */
  roomName: string | null;
};

type Props = {
  platform: Platform;
  /** The choice from the address; null when the address is not one the product pages write. */
  query: BookingFormQuery | null;
  /** undefined while it loads. */
  product?: BookingProduct | undefined;
  /** Known details of the signed-in member, to start the guest fields with. */
  prefill?: GuestPrefill;
  /** The payment hand-off (register, then the window); composed by the route from the payments feature. */
  startPayment: (bookNo: number) => Promise<void>;
};

export const REQUEST_RECEIVED_TEXT = '예약 요청이 접수되었습니다. 호스트가 24시간 안에 수락하면 결제할 수 있습니다.';
const INVALID_QUERY_TEXT = '예약할 상품 정보가 올바르지 않아요. 상품 페이지에서 다시 예약해 주세요.';
const CONSENT_LABELS: Record<Consent, string> = {
  terms: '이용 약관 동의 (필수)',
  privacy: '개인정보 수집·이용 동의 (필수)',
  refund: '환불 규정 동의 (필수)',
};

/**
 * The booking form (/booking/form.php, /m/1.0/booking/form.html): the choice from the address priced by a
 * pre-check, the total with what is paid now and at the property before anything is paid, the refund
 * schedule with its dates, the guest, the consents, then the pre-booking and the payment window. A visitor
 * goes to the login page and comes back to the same address.
 */
export function BookingFormPage({ platform, query, product, prefill, startPayment }: Props) {
  usePageMeta({ title: '예약하기 - 민다', description: '예약 정보와 결제 금액을 확인하고 예약하세요.' });
  const visitor = useIsVisitor();
  const call = useMemo(() => (query && !visitor ? preCheckCallOf(query) : null), [query, visitor]);
  const quote = usePreCheck(call);
  const toLogin = useSendToLogin(visitor, quote.error);

  if (!query) return <Notice platform={platform} title={INVALID_QUERY_TEXT} />;
  if (toLogin) return null;
  const soldOut = quote.data?.available === false || (quote.error instanceof ApiError && quote.error.code === 'SOLD_OUT');
  if (soldOut) return <SoldOut platform={platform} query={query} />;
  if (quote.isError) {
    return (
      <section className={styles.page} data-platform={platform}>
        <ErrorState message={quote.error instanceof ApiError ? quote.error.message : '예약 정보를 불러오지 못했어요.'} onRetry={() => void quote.refetch()} retrying={quote.isFetching} />
      </section>
    );
  }
  if (!quote.data) {
    return (
      <section className={styles.page} data-platform={platform}>
        <div role="status" aria-label="예약 금액 확인 중" aria-busy="true" className={styles.loading} />
      </section>
    );
  }
  return (
    <BookingForm
      platform={platform}
      query={query}
      quote={quote.data}
      refreshQuote={() => void quote.refetch()}
      product={product}
      prefill={prefill}
      startPayment={startPayment}
    />
  );
}

function Notice({ platform, title, children }: { platform: Platform; title: string; children?: ReactNode }) {
  return (
    <section className={styles.page} data-platform={platform}>
      <div className={styles.notice} role="alert">
        <p className={styles.noticeTitle}>{title}</p>
        {children}
      </div>
    </section>
  );
}

function SoldOut({ platform, query }: { platform: Platform; query: BookingFormQuery }) {
  return (
    <Notice platform={platform} title={BOOKING_MESSAGES.soldOut}>
      <Link to={productHref(platform, query)} className={styles.secondaryButton}>
        상품 페이지로 돌아가기
      </Link>
    </Notice>
  );
}

type FormProps = Omit<Props, 'query'> & { query: BookingFormQuery; quote: BookingQuote; refreshQuote: () => void };

function BookingForm({ platform, query, quote, refreshQuote, product, prefill, startPayment }: FormProps) {
  const id = useId();
  const isStay = query.type === 'stay';
  const [agreedTotal, setAgreedTotal] = useState<number | null>(query.total ?? null);
  const [booked, setBooked] = useState<PreBookingResult | null>(null);
  const [soldOut, setSoldOut] = useState(false);
  const [payment, setPayment] = useState<{ state: 'idle' | 'opening' } | { state: 'failed'; message: string }>({ state: 'idle' });
  const attempt = useRef<Attempt | null>(null);
  const preBook = usePreBook();
  const wallet = useWallet(true);
  const [discount, setDiscount] = useState<DiscountChoice>(NO_DISCOUNT);
  const money = { total: quote.total, deposit: quote.deposit };
  const [now] = useState(() => new Date().toISOString());
  const coupons = usableCoupons(wallet.coupons, query.type, quote.total, now);
  const priced = pricedChoice(money, coupons, discount, wallet.balance);
  const amountDue = 'error' in priced ? quote.deposit : priced.amountDue;

  const form = useForm<BookingFormInput, unknown, BookingFormValues>({
    resolver: zodResolver(BookingFormSchema),
    defaultValues: {
      guest: { name: prefill?.name ?? '', englishName: '', phone: prefill?.phone ?? '', email: prefill?.email ?? '' },
      arrivalTime: '',
      requestToHost: '',
      consents: { terms: false, privacy: false, refund: false },
    },
  });
  const { register, handleSubmit, setValue, control, formState } = form;
  // The profile may answer after the form is on screen: its values fill the fields the guest left empty.
  const { name, email, phone } = prefill ?? {};
  useEffect(() => {
    for (const [field, value] of [['name', name], ['email', email], ['phone', phone]] as const) {
      if (value && !form.getValues(`guest.${field}`) && !form.getFieldState(`guest.${field}`).isDirty) form.setValue(`guest.${field}`, value);
    }
  }, [form, name, email, phone]);
  const consents = useWatch({ control, name: 'consents' });
  const allConsented = CONSENTS.every((c) => consents[c]);
  const newTotal = totalToConfirm(agreedTotal, quote.total);

  const pay = async (bookNo: number) => {
    setPayment({ state: 'opening' });
    try {
      await startPayment(bookNo);
    } catch (error) {
      setPayment({ state: 'failed', message: error instanceof ApiError ? error.message : '결제창을 열지 못했어요. 다시 시도해 주세요.' });
    }
  };

  const submit = (values: BookingFormValues) => {
    const call = preBookingCallOf(query, {
      guest: values.guest,
      arrivalTime: isStay && values.arrivalTime ? values.arrivalTime : null,
      requestToHost: values.requestToHost || null,
      memberCouponId: discount.memberCouponId,
      points: discount.points,
    });
    const current = attemptFor(attempt.current, JSON.stringify(call), () => crypto.randomUUID());
    attempt.current = current;
    preBook.mutate(
      { call, idempotencyKey: current.key },
      {
        onSuccess: (result) => {
          attempt.current = null;
          setBooked(result);
          if (result.status === BOOKING_STATUS.awaitingPayment) void pay(result.bookNo);
        },
        onError: (error) => {
          if (endsAttempt(error)) attempt.current = null;
          if (!(error instanceof ApiError)) return;
          if (error.code === 'SOLD_OUT') setSoldOut(true);
          if (error.code === 'PRICE_CHANGED') {
            // The quote the shopper agreed to is out of date: fetch the new one and ask again.
            setAgreedTotal(quote.total);
            refreshQuote();
          }
        },
      },
    );
  };

  if (soldOut) return <SoldOut platform={platform} query={query} />;
  if (booked && booked.status === BOOKING_STATUS.requested) {
    return (
      <Notice platform={platform} title={REQUEST_RECEIVED_TEXT}>
        <p>예약 번호 {booked.bookNo}</p>
        <Link to={reservationHref(platform, query.type, booked.status, booked.bookNo)} className={styles.primaryButton}>
          예약 내역 보기
        </Link>
      </Notice>
    );
  }

  const preBookError = preBook.isError ? errorMessage(preBook.error) : '';
  const requestOnly = isStay && product?.requestOnly === true;
  const title = requestOnly ? '예약 요청' : '예약하기';
  // On mobile the sub-header carries the page's title.
  return (
    <section className={styles.page} data-platform={platform} aria-label={title}>
      {platform === 'pc' && <h1 className={styles.title}>{title}</h1>}
      <Summary query={query} quote={quote} product={product} />

      <section className={styles.section} aria-labelledby={`${id}-price`}>
        <h2 id={`${id}-price`} className={styles.sectionTitle}>
          결제 금액
        </h2>
        <dl className={styles.money} data-testid="booking-money">
          <div>
            <dt>총 요금</dt>
            <dd>{formatWon(quote.total)}</dd>
          </div>
          {amountDue !== quote.deposit && (
            <div>
              <dt>{isStay ? '예약금' : '상품 금액'}</dt>
              <dd>{formatWon(quote.deposit)}</dd>
            </div>
          )}
          {!('error' in priced) && priced.couponDiscount > 0 && (
            <div className={styles.discountLine}>
              <dt>쿠폰 할인</dt>
              <dd>-{formatWon(priced.couponDiscount)}</dd>
            </div>
          )}
          {!('error' in priced) && priced.pointsDiscount > 0 && (
            <div className={styles.discountLine}>
              <dt>포인트 사용</dt>
              <dd>-{formatWon(priced.pointsDiscount)}</dd>
            </div>
          )}
          <div className={styles.payNow}>
            <dt>{isStay ? '지금 결제할 금액 (예약금)' : '지금 결제할 금액'}</dt>
            <dd>{formatWon(amountDue)}</dd>
          </div>
          <div>
            <dt>현지에서 결제할 금액</dt>
            <dd>{formatWon(quote.payAtProperty)}</dd>
          </div>
        </dl>
        <p className={styles.hint}>
          {isStay ? '예약금은 온라인으로 결제하고, 나머지는 체크인 때 숙소에 직접 결제해요.' : '요금 전액을 온라인으로 결제해요.'}
          {requestOnly ? ' 호스트가 예약을 수락한 뒤에 결제해요.' : ` 예약 후 ${koreanTimeText(quote.depositDeadline)}까지 결제하지 않으면 예약이 자동 취소돼요.`}
        </p>
        {newTotal !== null && (
          <div className={styles.priceChanged} role="alert">
            <p>
              요금이 변경되었습니다. 상품 페이지에서 본 금액 {formatWon(agreedTotal ?? 0)} → 현재 금액 <strong>{formatWon(newTotal)}</strong>
            </p>
            <button type="button" className={styles.secondaryButton} onClick={() => setAgreedTotal(newTotal)}>
              변경된 금액으로 예약하기
            </button>
          </div>
        )}
      </section>

      {!booked && <BookingDiscounts money={money} coupons={coupons} balance={wallet.balance} choice={discount} onChange={setDiscount} />}

      <section className={styles.section} aria-labelledby={`${id}-refund`}>
        <h2 id={`${id}-refund`} className={styles.sectionTitle}>
          취소·환불 규정
        </h2>
        <table className={styles.refund}>
          <caption className="visually-hidden">취소 날짜별 환불 금액 (현지 날짜 기준)</caption>
          <thead>
            <tr>
              <th scope="col">취소 시점</th>
              <th scope="col">환불 금액</th>
            </tr>
          </thead>
          <tbody>
            {scheduleForPaid(quote.refundSchedule, amountDue).map((row) => {
              const text = refundRowText(row);
              return (
                <tr key={row.until}>
                  <td>{text.when}</td>
                  <td>{text.refund}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>

      <form className={styles.form} onSubmit={(event) => void handleSubmit(submit)(event)} noValidate aria-label="예약자 정보와 약관 동의">
        <section className={styles.section} aria-labelledby={`${id}-guest`}>
          <h2 id={`${id}-guest`} className={styles.sectionTitle}>
            예약자 정보
          </h2>
          <Field label="예약자 이름" error={formState.errors.guest?.name?.message} input={register('guest.name')} autoComplete="name" />
          <Field
            label="영문 이름(여권과 동일)"
            error={formState.errors.guest?.englishName?.message}
            input={register('guest.englishName', { setValueAs: (v: string) => v.toUpperCase() })}
            autoComplete="off"
            placeholder="HONG GILDONG"
            uppercase
          />
          <Field label="휴대폰 번호" error={formState.errors.guest?.phone?.message} input={register('guest.phone')} type="tel" autoComplete="tel" placeholder="010-1234-5678" />
          <Field label="이메일" error={formState.errors.guest?.email?.message} input={register('guest.email')} type="email" autoComplete="email" />
          {isStay && (
            <label className={styles.field}>
              <span className={styles.label}>도착 예정 시간</span>
              <select className={styles.input} {...register('arrivalTime')}>
                <option value="">미정</option>
                {ARRIVAL_TIMES.map((time) => (
                  <option key={time} value={time}>
                    {time}
                  </option>
                ))}
              </select>
            </label>
          )}
          <label className={styles.field}>
            <span className={styles.label}>{isStay ? '호스트에게 남길 말' : '요청 사항'}</span>
            <textarea className={styles.textarea} rows={3} maxLength={1000} {...register('requestToHost')} aria-invalid={formState.errors.requestToHost ? true : undefined} />
            {formState.errors.requestToHost && <span className={styles.fieldError}>{formState.errors.requestToHost.message}</span>}
          </label>
        </section>

        <ConsentList
          legend="약관 동의"
          legendClassName={styles.sectionTitle}
          allChecked={allConsented}
          onAllChange={(checked) => {
            for (const c of CONSENTS) setValue(`consents.${c}`, checked, { shouldValidate: formState.isSubmitted });
          }}
          items={CONSENTS.map((c) => ({ key: c, label: CONSENT_LABELS[c], href: consentHref(c, platform), input: register(`consents.${c}`) }))}
        >
          {!allConsented && <p className={styles.hint}>{CONSENT_MESSAGE}</p>}
        </ConsentList>

        <p className={styles.alert} role="alert">
          {payment.state === 'failed' ? payment.message : preBookError}
        </p>
        {booked ? (
          <button type="button" className={styles.primaryButton} disabled={payment.state === 'opening'} onClick={() => void pay(booked.bookNo)}>
            {payment.state === 'opening' ? '결제창으로 이동 중…' : '다시 결제하기'}
          </button>
        ) : (
          <button type="submit" className={styles.primaryButton} disabled={!allConsented || newTotal !== null || preBook.isPending || 'error' in priced}>
            {preBook.isPending ? '예약하는 중…' : requestOnly ? '예약 요청하기' : `${formatWon(amountDue)} 결제하기`}
          </button>
        )}
      </form>
    </section>
  );
}

const consentHref = (consent: Consent, platform: Platform) =>
  consent === 'terms' ? webPaths[platform].clause.href() : consent === 'privacy' ? webPaths[platform].privacy.href() : webPaths.pc.refundRule.href();

type FieldProps = {
  label: string;
  error: string | undefined;
  input: UseFormRegisterReturn;
  type?: string;
  autoComplete: string;
  placeholder?: string;
  uppercase?: boolean;
};

function Field({ label, error, input, type = 'text', autoComplete, placeholder, uppercase }: FieldProps) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className={uppercase ? `${styles.input} ${styles.uppercase}` : styles.input}
        type={type}
        autoComplete={autoComplete}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      {error && (
        <p id={`${id}-error`} className={styles.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}

function Summary({ query, quote, product }: { query: BookingFormQuery; quote: BookingQuote; product: BookingProduct | undefined }) {
  const lines = summaryLines(query, quote, product);
  return (
    <div className={styles.product} data-testid="booking-product">
      {product?.imagePath && <ProductImage path={product.imagePath} kind={query.type} alt="" className={styles.productImage} width={120} height={90} />}
      <div>
        <p className={styles.productName}>{product?.name ?? ' '}</p>
        <ul className={styles.lines}>
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** The dates, party and items as the form lists them under the product's name. */
function summaryLines(query: BookingFormQuery, quote: BookingQuote, product: BookingProduct | undefined): string[] {
  switch (query.type) {
    case 'stay':
      return [
        ...(product?.roomName ? [product.roomName] : []),
        stayPeriodText(query.checkInAt, query.checkOutAt),
        partyText(query.adults, query.children?.length ?? 0),
      ];
    case 'hotel':
      return [
        stayPeriodText(query.checkInAt, query.checkOutAt),
        ...(quote.items ?? []).map((item, i) => `객실 ${i + 1}: ${item.name} · ${partyText(item.adults, item.children.length)} · ${formatWon(item.amount)}`),
      ];
    case 'tour':
      return (quote.items ?? []).map((item) => `${item.name} · ${item.startDate} · ${item.units}명 · ${formatWon(item.amount)}`);
  }
}
