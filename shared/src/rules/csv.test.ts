import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, toCsv } from './csv';

describe('csvCell', () => {
  it('writes plain text and numbers as they are', () => {
    expect(csvCell('Acme Beauty')).toBe('Acme Beauty');
    expect(csvCell(1250.5)).toBe('1250.5');
    expect(csvCell(0)).toBe('0');
  });

  it('writes a negative number as a number, not as a neutralised formula', () => {
    expect(csvCell(-12)).toBe('-12');
  });

  it('writes null, undefined and a number that is not finite as an empty cell', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(Number.NaN)).toBe('');
    expect(csvCell(Number.POSITIVE_INFINITY)).toBe('');
  });

  it.each([
    ['=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['+1+1', "'+1+1"],
    ['-2+3', "'-2+3"],
    ['@cmd', "'@cmd"],
    ['\tTab', "'\tTab"],
  ])('neutralises %j, which a spreadsheet would read as a formula', (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it('neutralises a cell starting with a carriage return, and quotes it since it holds one', () => {
    expect(csvCell('\r=1+1')).toBe(`"'\r=1+1"`);
  });

  it('leaves a formula character that is not the first one alone', () => {
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell('maya@example.test')).toBe('maya@example.test');
  });

  it('quotes a cell with a comma, a double quote or a line break, doubling its quotes (RFC 4180)', () => {
    expect(csvCell('Smith, Jones')).toBe('"Smith, Jones"');
    expect(csvCell('The "best" kit')).toBe('"The ""best"" kit"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('two\r\nlines')).toBe('"two\r\nlines"');
  });

  it('neutralises and quotes a hostile cell that needs both', () => {
    expect(csvCell('=HYPERLINK("http://x.test","click")')).toBe(`"'=HYPERLINK(""http://x.test"",""click"")"`);
  });
});

describe('toCsv', () => {
  it('starts with the UTF-8 byte order mark and ends every line with CRLF', () => {
    const csv = toCsv(['Brand', 'Paid'], [['Acme', 100]]);
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(CSV_BOM).toBe('\uFEFF');
    expect(csv.slice(1)).toBe('Brand,Paid\r\nAcme,100\r\n');
  });

  it('writes the header alone when there is no row', () => {
    expect(toCsv(['Month', 'Spend'], [])).toBe('\uFEFFMonth,Spend\r\n');
  });

  it('writes every cell of every row through the same rules, headers included', () => {
    const csv = toCsv(
      ['Creator', '=Total'],
      [
        ['Zoë, "Z"', 10],
        ['@maya', null],
        ['-', -5],
      ],
    );
    expect(csv).toBe(`\uFEFFCreator,'=Total\r\n"Zoë, ""Z""",10\r\n'@maya,\r\n'-,-5\r\n`);
  });

  it('keeps accented and non-Latin text as it is (the BOM tells spreadsheets it is UTF-8)', () => {
    expect(toCsv(['Name'], [['Ångström 東京']])).toBe('\uFEFFName\r\nÅngström 東京\r\n');
  });
});
