/** "2026.11.24" in Korea's time, the way the my-page writes dates. */
export function dateText(iso: string): string {
  return new Intl.DateTimeFormat('ko-KR', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit' })
    .format(new Date(iso))
    .replace(/\.\s?/g, '.')
    .replace(/\.$/, '');
}
