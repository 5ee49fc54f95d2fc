-- search_matches (migration 0032) with each hotel row's uuid again, so a hotel suggestion is one round trip, not two.
-- Migration 0031 moved the lookup to a second statement for the ten shown hotels when each branch read three times
-- what it shows; since 0032 a branch reads the ties of a gram best first and so only two rows beyond its cap: twelve
-- lookups where the second statement made ten, against a round trip, whose tail on two cores beside the database
-- was most of the difference (hotels' suggestions in one process, warm: p95 2.4 -> 0.7 ms at 3,000 per line).
DROP FUNCTION search_matches(search_kind[], text[], text[], text[], integer[], integer[], text);
--> statement-breakpoint
CREATE FUNCTION search_matches(
  kinds search_kind[], lows text[], highs text[], forms text[], form_nos integer[], limits integer[], city_line text
) RETURNS TABLE (
  kind text, rank integer, form integer, ref_id integer, field text, display text, gram text, weight integer, city_code text,
  city_id integer, city_ko text, city_en text, country_ko text, country_en text, uuid uuid
) LANGUAGE plpgsql STABLE
SET plan_cache_mode = force_generic_plan
AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  SELECT b.kind::text, m.rank::integer, b.form_no, m.ref_id, m.field, m.display, m.gram, m.weight, m.city_code::text,
    c.id, c.name_ko, c.name_en, n.name_ko, n.name_en,
    -- A hotel's page address, looked up for the rows read (a few more than are shown: SPARE_ROWS in search.service.ts).
    (SELECT h.uuid FROM hotels h WHERE b.kind = 'hotel' AND h.property_id = m.ref_id)
  FROM unnest(kinds, lows, highs, forms, form_nos, limits) AS b(kind, low, high, form, form_no, lim)
  CROSS JOIN LATERAL (
    -- The ranks in order, each a scan in the index order under the group's limit; the outer limit stops the
    -- loop, so a later rank is only read when the earlier ones left room. Names that tie on a gram come best first
    -- (the name's weight is in the index: thousands of hotels end in 호텔), and a name's terms best first (the key
    -- index); the caller orders the rows by weight again, as a name's terms may weigh less than the next name.
    SELECT r.rank, s.ref_id, s.field, s.display, s.gram, s.weight, s.city_code
    FROM (VALUES (0::smallint), (1::smallint), (2::smallint)) AS r(rank)
    CROSS JOIN LATERAL (
      SELECT t.ref_id, t.field, t.display, g.gram, t.weight, t.city_code
      FROM search_grams g JOIN search_terms t ON t.kind = g.kind AND t.keys = g.keys
      WHERE g.kind = b.kind AND g.rank = r.rank AND g.gram COLLATE "C" >= b.low AND g.gram COLLATE "C" < b.high
        AND t.active AND (strpos(t.keys, b.form) > 0 OR strpos(t.initials, b.form) > 0)
        -- A suggested city must have something of the line to show.
        AND (b.kind <> 'city' OR CASE city_line
          WHEN 'stays' THEN EXISTS (SELECT 1 FROM stays p WHERE p.city_code = t.city_code AND p.is_active)
          WHEN 'tours' THEN EXISTS (SELECT 1 FROM tours p WHERE p.city_code = t.city_code AND p.is_active)
          ELSE EXISTS (SELECT 1 FROM hotels p WHERE p.city_code = t.city_code) END)
      ORDER BY g.gram COLLATE "C", g.weight DESC NULLS LAST
      LIMIT b.lim
    ) s
    LIMIT b.lim
  ) m
  LEFT JOIN cities c ON c.code = m.city_code
  LEFT JOIN countries n ON n.code = c.country_code;
END
$$;
