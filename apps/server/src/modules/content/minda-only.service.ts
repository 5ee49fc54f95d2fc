import type { MindaOnlyCity } from '@minda/contracts/content';
import type { Database } from '../../db/client.ts';
import { findGoods, findLandmarks, findPublishedCities } from './minda-only.repository.ts';

function groupBy<T>(rows: readonly T[], key: (row: T) => number): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) {
    const list = map.get(key(row));
    if (list) list.push(row);
    else map.set(key(row), [row]);
  }
  return map;
}

/**
 * The published cities of the exclusive-stays page in operator order, shaped as spec 2 §3 names them.
 * `name` is the Korean city name; the template carries both languages (ko first, then en).
 */
export async function listMindaOnlyCities(db: Database): Promise<MindaOnlyCity[]> {
  const cityRows = await findPublishedCities(db);
  const ids = cityRows.map((c) => c.id);
  const [landmarkRows, goodsRows] = await Promise.all([findLandmarks(db, ids), findGoods(db, ids)]);
  const landmarks = groupBy(landmarkRows, (l) => l.cityId);
  const goods = groupBy(goodsRows, (g) => g.cityId);
  return cityRows.map((c) => ({
    id: c.id,
    name: c.nameKo,
    goods: (goods.get(c.id) ?? []).map((g) => ({
      id: g.id,
      goods: {
        goodsNo: g.goodsNo,
        goodsName: g.goodsName,
        imgPath: g.imgPath,
        keyPoints: g.keyPoints.map((content) => ({ content })),
        reviews: g.reviews.map((r) => ({ nickName: r.nickName, rating: r.rating, content: r.content })),
      },
    })),
    template: {
      bgColor: c.bgColor,
      countryName: c.countryName,
      mainTitle: c.mainTitle,
      subTitle: c.subTitle,
      category: c.cityCode,
      name: { multilingualNames: [{ language: 'ko', name: c.nameKo }, { language: 'en', name: c.nameEn }] },
      landMarks: (landmarks.get(c.id) ?? []).map((l) => ({ title: l.title, imgPath: l.imgPath })),
    },
  }));
}
