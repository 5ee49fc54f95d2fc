/**
 * Stay goods numbers that carry the awards tag (spec 1 §9: "a fixed list of about 35").
 * The seed marks exactly these stays as award winners.
 */
export const AWARDS_GOODS_NOS: readonly number[] = [
  1003, 1008, 1012, 1019, 1024, 1031, 1037, 1042, 1046, 1053, 1058, 1064, 1071, 1077, 1083, 1089, 1094, 1102,
  1109, 1115, 1121, 1128, 1136, 1142, 1149, 1155, 1163, 1170, 1178, 1186, 1193, 1201, 1212, 1224, 1237,
];

export function hasAwards(goodsNo: number): boolean {
  return AWARDS_GOODS_NOS.includes(goodsNo);
}
