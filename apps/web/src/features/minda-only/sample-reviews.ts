import { REVIEW_GRADE_LABELS } from '@minda/contracts/rules/reviews';

/** A verified review of the page's static review strip (spec 2 §2.5: 8 samples). Scores are out of 5. */
export type VerifiedReview = {
  nickname: string;
  emoji: string;
  average: number;
  location: number;
  facility: number;
  staff: number;
  text: string;
  productName: string;
};

export const VERIFIED_REVIEWS: readonly VerifiedReview[] = [
  { nickname: '여름바다', emoji: '🌊', average: 5, location: 5, facility: 5, staff: 5, text: '사장님 추천 코스대로 다녔더니 파리 여행이 두 배로 즐거웠어요. 아침마다 나오는 된장국이 최고!', productName: '파리 에펠하우스' },
  { nickname: '걷는여행자', emoji: '🚶', average: 4.5, location: 5, facility: 4.5, staff: 5, text: '콜로세움까지 걸어서 10분, 밤에 돌아오는 길도 밝고 안전했어요.', productName: '로마 콜로세오 민박' },
  { nickname: '느린걸음', emoji: '🐢', average: 5, location: 4.5, facility: 5, staff: 5, text: '런던 물가에 이 정도 깔끔함이면 대만족입니다. 수건과 어메니티도 넉넉해요.', productName: '런던 빅벤스테이' },
  { nickname: '하루한컷', emoji: '📷', average: 4.5, location: 4.5, facility: 4.5, staff: 5, text: '사그라다 파밀리아 야경 명소를 알려주셔서 인생 사진을 건졌어요.', productName: '바르셀로나 가우디하우스' },
  { nickname: '엄마랑여행', emoji: '👩‍👧', average: 5, location: 5, facility: 5, staff: 5, text: '엄마가 한식 조식을 너무 좋아하셨어요. 방도 넓고 조용해서 푹 쉬었습니다.', productName: '프라하 구시가 민박' },
  { nickname: '혼행러', emoji: '🎒', average: 4.5, location: 5, facility: 4, staff: 5, text: '혼자 여행이라 걱정했는데 여성 전용 도미토리라 안심이 됐어요.', productName: '베네치아 리알토 민박' },
  { nickname: '별보러가자', emoji: '✨', average: 5, location: 5, facility: 5, staff: 4.5, text: '오페라 하우스 야경 산책 코스를 지도로 그려주셨어요. 감동이에요!', productName: '시드니 하버스테이' },
  { nickname: '커피한잔', emoji: '☕', average: 4.5, location: 4.5, facility: 5, staff: 4.5, text: '맨해튼 한복판인데 한국어로 편하게 체크인할 수 있어 든든했어요.', productName: '뉴욕 미드타운 하우스' },
];

/** Score labels in the order the card lists them. */
export const SCORE_LABELS = [
  ['location', REVIEW_GRADE_LABELS.locationRating],
  ['facility', REVIEW_GRADE_LABELS.facilityRating],
  ['staff', REVIEW_GRADE_LABELS.staffRating],
] as const;
