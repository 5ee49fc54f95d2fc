-- The keyword search checks a hotel's other name for the words its read name lacks (total-search.repository:
-- hotelNameHolds). A Korean word (each of its keystroke forms has a jamo) is only in an English name that has a jamo,
-- and few have: those are indexed apart, so a Korean name read is checked against its English name on this index of
-- a page or two, not by a probe of the walk's index (하얀 호텔 at a million hotels: 2,889 probes there, 4.4 pages each,
-- none of them a match). The predicate is spelled as the repository spells it, so the planner proves the index fits.
CREATE INDEX IF NOT EXISTS "search_terms_en_jamo_idx" ON "search_terms" USING btree ("kind", "ref_id")
  INCLUDE ("keys", "initials") WHERE "field" = 'en' AND "active" AND "keys" ~ '[ㄱ-ㆎ]';
