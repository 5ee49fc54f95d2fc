import { describe, expect, it } from 'vitest';
import { attachment, toCsv } from './csv.ts';

describe('CSV for Excel', () => {
  it('starts with the UTF-8 byte order mark and ends rows with CRLF', () => {
    expect(toCsv(['예약번호', '예약자'], [[12, '홍길동']])).toBe('\uFEFF예약번호,예약자\r\n12,홍길동\r\n');
  });

  it('quotes commas, quotes and line breaks, and leaves empty values empty', () => {
    expect(toCsv(['a', 'b', 'c'], [['서울, 종로', '그가 "네"', null]])).toBe('\uFEFFa,b,c\r\n"서울, 종로","그가 ""네""",\r\n');
  });

  it('defuses text that Excel would run as a formula', () => {
    expect(toCsv(['name'], [['=HYPERLINK("http://x")'], ['+82-10'], ['@SUM(A1)'], ['-1']])).toBe(
      '\uFEFFname\r\n"\'=HYPERLINK(""http://x"")"\r\n\'+82-10\r\n\'@SUM(A1)\r\n\'-1\r\n',
    );
  });

  it('names a Korean file for every browser', () => {
    expect(attachment('예약목록.csv')).toBe(`attachment; filename="____.csv"; filename*=UTF-8''%EC%98%88%EC%95%BD%EB%AA%A9%EB%A1%9D.csv`);
  });
});
