import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ProductPhoto, ProductStatus } from '@minda/contracts/admin-publishing';
import { AuditTimeline } from '../audit-timeline/audit-timeline.tsx';
import kit from '../list-kit/list-kit.module.css';
import { ListState } from '../list-kit/list-state.tsx';
import type { ProductEndpoints, productAuditQueryOptions } from './catalogue-api.ts';
import styles from './catalogue.module.css';
import { ProductPhotos } from './product-photos.tsx';
import { ProductStatusBadge } from './product-status-badge.tsx';
import { SaleActions } from './sale-actions.tsx';

/**
 * A product's detail screen head (issue 57): its name and status, its public page (`publicHref`: on sale, the page
 * visitors see; otherwise the page's preview, which only the back office and the partner can open), the facts line
 * (`children`). `line` names the screen in the tab title ("민박 관리").
 */
export function ProductHeader({ name, status, line, publicHref, children }: { name: string; status: ProductStatus; line: string; publicHref: PublicHref; children: ReactNode }) {
  return (
    <>
      <title>{`${name} | ${line} | 민다 관리자`}</title>
      <div className={styles.bar}>
        <h1>
          {name} <ProductStatusBadge status={status} />
        </h1>
        {status === 'published' ? (
          <a href={publicHref(false)} target="_blank" rel="noreferrer">
            사이트에서 보기
          </a>
        ) : (
          <a href={publicHref(true)} target="_blank" rel="noreferrer">
            미리보기
          </a>
        )}
      </div>
      <p className={kit.meta}>{children}</p>
    </>
  );
}

/** A product's public page, or its preview (contracts product-preview.ts). */
export type PublicHref = (preview: boolean) => string;

/** A titled part of a detail screen. */
export function DetailSection({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section className={kit.section} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** "변경 기록": who changed what of the product, when. */
export function ProductAudit({ id, options }: { id: string; options: ReturnType<typeof productAuditQueryOptions> }) {
  return (
    <DetailSection id={id} title="변경 기록">
      <Timeline options={options} />
    </DetailSection>
  );
}

function Timeline({ options }: { options: ReturnType<typeof productAuditQueryOptions> }) {
  const audit = useQuery(options);
  if (!audit.data) return <ListState query={audit} emptyText="" />;
  return <AuditTimeline entries={audit.data} />;
}

/**
 * A product's detail screen (issue 57): its head with the facts line (`facts`), its sale, its details form
 * (`details`), its facilities, its photos, what it sells (`units`: rooms, options) and its record of changes. `id` prefixes the
 * sections' heading ids ("stay" makes "stay-details", "stay-audit").
 */
export function ProductDetail({ id, product, line, publicHref, facts, endpoints, audit, altHint, details, facilities, units }: {
  id: string;
  product: { name: string; status: ProductStatus; photos: readonly ProductPhoto[] };
  line: string;
  publicHref: PublicHref;
  facts: ReactNode;
  endpoints: ProductEndpoints;
  audit: ReturnType<typeof productAuditQueryOptions>;
  altHint: string;
  details: ReactNode;
  /** Its common facilities (`FacilityChoices`), shown as 시설 after the details. */
  facilities?: ReactNode;
  units: ReactNode;
}) {
  return (
    <>
      <ProductHeader name={product.name} status={product.status} line={line} publicHref={publicHref}>
        {facts}
      </ProductHeader>
      <SaleActions name={product.name} status={product.status} endpoints={endpoints} />
      <DetailSection id={`${id}-details`} title="기본 정보">
        {details}
      </DetailSection>
      {facilities ? (
        <DetailSection id={`${id}-facilities`} title="시설">
          {facilities}
        </DetailSection>
      ) : null}
      <ProductPhotos photos={product.photos} endpoints={endpoints} altHint={altHint} />
      {units}
      <ProductAudit id={`${id}-audit`} options={audit} />
    </>
  );
}
