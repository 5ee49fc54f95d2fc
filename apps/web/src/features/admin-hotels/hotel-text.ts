import { groupDigits } from '@minda/contracts/rules/number-format';

/** A property's stars as the back office writes them: "4성". */
export const starText = (stars: number) => `${stars}성`;

/** Won as the lists write it ("180,000원"); `from` adds "~" for a lowest price; "-" before there is one. */
export const wonText = (won: number, { from = false } = {}) => (won > 0 ? `${groupDigits(won)}원${from ? '~' : ''}` : '-');
