/**
 * 사업자등록번호 (issue 57, partners): ten digits written 000-00-00000, the last a check digit of the other nine
 * (the National Tax Service's weights 1 3 7 1 3 7 1 3 5, plus the ninth digit's 5 times, tens only).
 */
const WEIGHTS = [1, 3, 7, 1, 3, 7, 1, 3, 5] as const;

export function isBusinessNumber(value: string): boolean {
  if (!/^\d{3}-?\d{2}-?\d{5}$/.test(value)) return false;
  const digits = [...value.replaceAll('-', '')].map(Number);
  let sum = WEIGHTS.reduce((total, weight, i) => total + weight * digits[i]!, 0);
  sum += Math.floor((digits[8]! * 5) / 10);
  return (10 - (sum % 10)) % 10 === digits[9];
}

/** 1248100998 -> 124-81-00998. */
export const formatBusinessNumber = (value: string): string => {
  const digits = value.replaceAll('-', '');
  return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
};

export const BUSINESS_NUMBER_MESSAGE = '사업자등록번호 10자리를 000-00-00000 형식으로 정확히 입력해 주세요.';
