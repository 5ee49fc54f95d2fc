import { sql } from 'drizzle-orm';
import { PARTNER_PRODUCTS_MAX, type PartnerProduct } from '@minda/contracts/partner-products';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../platform/sql.ts';

/**
 * `GET partner/products` (issue 57): a partner's stays, tours and hotels in every state, the ones not on sale first
 * (what the partner is preparing), then by line and name. One statement over the three lines' tables.
 */
export async function partnerProducts(db: Database, partnerId: number): Promise<{ content: PartnerProduct[]; capped: boolean }> {
  const result = await db.execute(sql`
    select line, id, name, "cityName", status from (
      select 'stay' as line, 1 as line_order, s.goods_no::text as id, s.name, c.name_ko as "cityName", s.status::text as status
        from stays s join cities c on c.code = s.city_code where s.partner_id = ${partnerId}
      union all
      select 'tour', 2, t.item_no::text, t.name, c.name_ko, t.status::text
        from tours t join cities c on c.code = t.city_code where t.partner_id = ${partnerId}
      union all
      select 'hotel', 3, h.uuid::text, h.name_ko, c.name_ko, h.status::text
        from hotels h join cities c on c.code = h.city_code where h.partner_id = ${partnerId}
    ) products
    order by (status = 'published'), line_order, name, id
    limit ${PARTNER_PRODUCTS_MAX + 1}`);
  const rows = rowsOf<PartnerProduct>(result);
  return { content: rows.slice(0, PARTNER_PRODUCTS_MAX), capped: rows.length > PARTNER_PRODUCTS_MAX };
}
