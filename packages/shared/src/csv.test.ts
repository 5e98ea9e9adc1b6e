import { describe, expect, it } from 'vitest'
import { csvCell, csvRow } from './csv.ts'

describe('CSV cells', () => {
  it('encloses every cell in double quotes and doubles the quotes inside', () => {
    expect(csvRow(['Aye "Aye"', 12, true, null])).toBe('"Aye ""Aye""","12","true",""\r\n')
  })

  it('keeps commas, line breaks and Burmese text inside the cell', () => {
    expect(csvCell('ရန်ကုန်, Kamayut\nRoad')).toBe('"ရန်ကုန်, Kamayut\nRoad"')
  })

  it('neutralises text a spreadsheet would run as a formula', () => {
    for (const formula of ['=HYPERLINK("x")', '+1+1', '-2+3', '@SUM(A1)', '\t=1'])
      expect(csvCell(formula).startsWith(`"'`)).toBe(true)
    // Numbers are data, not formulas: a negative amount stays a number.
    expect(csvCell(-500)).toBe('"-500"')
  })
})
