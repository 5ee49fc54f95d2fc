import { groupDigits } from '@minda/contracts/rules/number-format';

/** An item's price, its lowest option's per person as the cards show it ("25,000원~"); "-" before it has an option. */
export const salePriceText = (price: number) => (price > 0 ? `${groupDigits(price)}원~` : '-');
