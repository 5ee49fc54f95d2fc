import { COMPANY_INFO } from './company-info.ts';

/** The registration facts both footers print; each footer styles the list through className. */
const FACTS: readonly (readonly [label: string, value: string])[] = [
  ['대표', COMPANY_INFO.ceo],
  ['주소', COMPANY_INFO.address],
  ['사업자등록번호', COMPANY_INFO.registrationNo],
  ['관광사업자등록번호', COMPANY_INFO.tourismNo],
  ['통신판매업신고번호', COMPANY_INFO.mailOrderNo],
];

export function CompanyFacts({ className }: { className?: string }) {
  return (
    <dl className={className}>
      {FACTS.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
