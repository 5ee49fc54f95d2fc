import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { ProductType } from '@minda/contracts/rules/bookings';
import type { PartnerBookingStep } from '@minda/contracts/rules/partner-bookings';
import { partnerBookingsParamsOf } from './page-param.ts';
import { PartnerBookingsList } from './partner-bookings-list.tsx';
import styles from './partner-bookings.module.css';

type Props = {
  productType: ProductType;
  title: string;
  /** The screen's own address for a step and a page (webPaths). */
  href: (step: PartnerBookingStep, page?: number) => string;
  /** Drawn between the title and the list (the app's stay/tour switch). */
  children?: ReactNode;
};

/** A partner list screen: the title, and the list of the step and page its address names. */
export function PartnerBookingsScreen({ productType, title, href, children }: Props) {
  const [params] = useSearchParams();
  const { step, page } = partnerBookingsParamsOf(productType, params);
  return (
    <>
      <title>{`${title} | 민다 파트너센터`}</title>
      <h1 className={styles.title}>{title}</h1>
      {children}
      <PartnerBookingsList productType={productType} step={step} page={page} stepHref={(s) => href(s)} pageHref={(page) => href(step, page)} />
    </>
  );
}
