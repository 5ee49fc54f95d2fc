import { OPERATOR_ROLE_LABELS, type OperatorRole } from '@minda/contracts/rules/operator-roles';
import { CITIES, COUNTRIES } from './geography-data.ts';
import { GIVEN_NAMES, MEMBER_NICKNAMES, REVIEWER_NICKNAME_PARTS, STAY_BRANDS, SURNAMES, TOUR_OPERATORS } from './names.ts';
import { Rng } from './prng.ts';
import { uniqueDraw, uniqueName } from './product-common.ts';

/** Every seeded account signs in with this password (README, docs); hashed once per seed. */
export const DEMO_PASSWORD = 'minda1234!';

export type UserSeed = { loginId: string; email: string; role: 'member' | 'partner' | 'admin'; nickname: string; operatorRole?: OperatorRole };

export const DEMO_ACCOUNTS = {
  member: { loginId: 'member', nickname: '여행자', role: 'member' },
  partner: { loginId: 'partner', nickname: '파리하늘민박', role: 'partner' },
  admin: { loginId: 'admin', nickname: '운영자', role: 'admin', operatorRole: 'super' },
} as const;

/**
 * One operator of each other role (contracts rules/operator-roles.ts), to try the back office as each sees it.
 * Planned last so the ids of every other account stay as they were.
 */
export const DEMO_OPERATORS = (['catalogue', 'content', 'support', 'finance'] as const).map((role) => ({
  loginId: `${role}-admin`,
  nickname: `${OPERATOR_ROLE_LABELS[role]} 담당`,
  role: 'admin' as const,
  operatorRole: role,
}));

/**
 * The partner account that answers for every seeded hotel (the supplier's extranet): hotel bookings need an
 * owner. Planned after every other account so the ids of those do not move.
 */
export const HOTEL_SUPPLIER = { loginId: 'hotelpartner', nickname: '민다호텔파트너스', role: 'partner' } as const;

/** The demo partner's own stay: goodsNo 1001 in Paris, so its chat and bookings have something to show. */
/** area: the neighbourhood its banner promises ("몽마르뜨 언덕 아래", seed/content.ts). */
export const DEMO_PARTNER_STAY = { goodsNo: 1001, name: '파리하늘민박', hostName: '김하늘', cityCode: '001002001', area: '몽마르뜨' } as const;

const STAYS_PER_HOST = 15;
/** Past guests who wrote the seeded review history (loginId reviewer001...). */
export const REVIEWER_COUNT = 150;

export type UserPlan = {
  users: UserSeed[];
  /** Stay hosts by country code, and the person named as host on their stays. */
  stayHosts: Map<string, { loginId: string; personName: string }[]>;
  tourOperators: { loginId: string; serves: readonly string[] }[];
};

const email = (loginId: string) => `${loginId}@minda.example`;

export function planUsers(): UserPlan {
  const rng = new Rng('minda:users');
  const users: UserSeed[] = Object.values(DEMO_ACCOUNTS).map((a) => ({ ...a, email: email(a.loginId) }));
  const nicknames = new Set<string>(users.map((u) => u.nickname));
  const stayHosts = new Map<string, { loginId: string; personName: string }[]>();
  let n = 0;
  const nextLoginId = () => `host${String(++n).padStart(3, '0')}`;

  for (const country of COUNTRIES) {
    const cities = CITIES.filter((c) => c.countryCode === country.code);
    const stays = cities.reduce((sum, c) => sum + c.counts.stays, 0);
    const biggest = [...cities].sort((a, b) => b.counts.stays - a.counts.stays)[0];
    if (!biggest || stays === 0) continue;
    const hosts = Array.from({ length: Math.ceil(stays / STAYS_PER_HOST) }, () => {
      const loginId = nextLoginId();
      const nickname = uniqueName(nicknames, () => `${biggest.ko}${rng.pick(STAY_BRANDS).replace(/ /g, '')}`);
      users.push({ loginId, email: email(loginId), role: 'partner', nickname });
      return { loginId, personName: `${rng.pick(SURNAMES)}${rng.pick(GIVEN_NAMES)}` };
    });
    stayHosts.set(country.code, hosts);
  }

  const tourOperators = TOUR_OPERATORS.map((op) => {
    const loginId = nextLoginId();
    users.push({ loginId, email: email(loginId), role: 'partner', nickname: op.nickname });
    return { loginId, serves: op.serves };
  });

  MEMBER_NICKNAMES.forEach((nickname, i) => {
    const loginId = `traveler${String(i + 1).padStart(2, '0')}`;
    users.push({ loginId, email: email(loginId), role: 'member', nickname });
  });
  for (let i = 1; i <= REVIEWER_COUNT; i++) {
    const loginId = `reviewer${String(i).padStart(3, '0')}`;
    const draw = () => `${rng.pick(REVIEWER_NICKNAME_PARTS.adjectives)}${rng.pick(REVIEWER_NICKNAME_PARTS.nouns)}`;
    const nickname = uniqueDraw(nicknames, draw, (name) => name, (name, n) => `${name}${n}`);
    users.push({ loginId, email: email(loginId), role: 'member', nickname });
  }
  users.push({ ...HOTEL_SUPPLIER, email: email(HOTEL_SUPPLIER.loginId) });
  for (const operator of DEMO_OPERATORS) users.push({ ...operator, email: email(operator.loginId) });
  return { users, stayHosts, tourOperators };
}
