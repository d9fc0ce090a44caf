import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { findDateRanges, findDateTokens, monthNumber, monthOfToday, type CvDate, type DateRange } from './dates.ts'
import { foldKeepingOffsets } from './text.ts'

/** The first range of a line as `YYYY-MM|YYYY → YYYY-MM|YYYY|present`, for short assertions. */
function rangeOf(line: string): string | null {
  const range: DateRange | undefined = findDateRanges(foldKeepingOffsets(line))[0]
  if (!range) return null
  const show = (date: CvDate | 'present'): string =>
    date === 'present' ? 'present' : date.month === null ? `${date.year}` : `${date.year}-${String(date.month).padStart(2, '0')}`
  return `${show(range.start)} → ${show(range.end)}`
}

describe('dates', () => {
  test('month/year forms: MM/YYYY, M/YYYY, MM-YYYY, MM.YYYY', () => {
    assert.equal(rangeOf('03/2020 - 12/2021'), '2020-03 → 2021-12')
    assert.equal(rangeOf('3/2020 - 9/2021'), '2020-03 → 2021-09')
    assert.equal(rangeOf('03-2020 – 12-2021'), '2020-03 → 2021-12')
    assert.equal(rangeOf('03.2020 — 12.2021'), '2020-03 → 2021-12')
  })

  test('year-only ranges, with or without spaces around the dash', () => {
    assert.equal(rangeOf('2014 - 2018'), '2014 → 2018')
    assert.equal(rangeOf('2019–2021'), '2019 → 2021')
    assert.equal(rangeOf('(2017 — 2019)'), '2017 → 2019')
  })

  test('Vietnamese month forms: Tháng 3/2020, Tháng 3 năm 2020, T3/2020', () => {
    assert.equal(rangeOf('Tháng 3/2020 - Tháng 5/2021'), '2020-03 → 2021-05')
    assert.equal(rangeOf('Tháng 3 năm 2020 đến tháng 11 năm 2022'), '2020-03 → 2022-11')
    assert.equal(rangeOf('T3/2020 - T12/2021'), '2020-03 → 2021-12')
    assert.equal(rangeOf('THÁNG 03/2019 – HIỆN TẠI'), '2019-03 → present')
  })

  test('English month names, short and long', () => {
    assert.equal(rangeOf('Mar 2020 – Present'), '2020-03 → present')
    assert.equal(rangeOf('March 2020 to June 2022'), '2020-03 → 2022-06')
    assert.equal(rangeOf('Sept. 2018 - Jan 2019'), '2018-09 → 2019-01')
    assert.equal(rangeOf('December, 2015 - May, 2016'), '2015-12 → 2016-05')
  })

  test('day/month/year keeps the month, day first as Vietnam writes it', () => {
    assert.equal(rangeOf('15/03/2020 - 30/06/2021'), '2020-03 → 2021-06')
    assert.equal(rangeOf('03/25/2020 - 06/30/2021'), '2020-03 → 2021-06')
  })

  test('every separator: -, –, —, ~, to, đến, tới, until', () => {
    for (const separator of ['-', '–', '—', '~', 'to', 'đến', 'tới', 'until']) {
      assert.equal(rangeOf(`01/2019 ${separator} 02/2020`), '2019-01 → 2020-02', separator)
    }
    assert.equal(rangeOf('Từ 01/2019 đến 02/2020'), '2019-01 → 2020-02')
  })

  test('"still there" words: nay, hiện nay, hiện tại, đến nay, Present, Now, Current, to date', () => {
    for (const end of ['nay', 'Nay', 'hiện nay', 'Hiện tại', 'đến nay', 'Present', 'NOW', 'Current', 'currently', 'date']) {
      const line = end === 'date' ? '2019 to date' : `2019 - ${end}`
      assert.equal(rangeOf(line), '2019 → present', line)
    }
    assert.equal(rangeOf('2019 đến nay'), '2019 → present')
  })

  test('no range without a separator, and none from impossible months', () => {
    assert.equal(rangeOf('2019 2021'), null)
    assert.equal(rangeOf('13/2020 - 14/2021'), null)
    assert.equal(rangeOf('Tốt nghiệp năm 2018'), null)
    assert.equal(rangeOf('0912 345 678'), null)
  })

  test('single dates are tokens of their own', () => {
    const tokens = findDateTokens(foldKeepingOffsets('Tốt nghiệp năm 2018, tháng 6/2018'))
    assert.deepEqual(
      tokens.map((token) => token.date),
      [
        { year: 2018, month: null },
        { year: 2018, month: 6 },
      ],
    )
  })

  test('a year alone starts in January and ends in December', () => {
    assert.equal(monthNumber({ year: 2020, month: null }, 'start'), 2020 * 12)
    assert.equal(monthNumber({ year: 2020, month: null }, 'end'), 2020 * 12 + 11)
    assert.equal(monthNumber({ year: 2020, month: 3 }, 'end'), 2020 * 12 + 2)
    assert.equal(monthOfToday(new Date('2026-11-24T00:00:00Z')), 2026 * 12 + 10)
  })

  test('hostile input is read in linear time', () => {
    const line = foldKeepingOffsets('1/'.repeat(20_000) + 'tháng 1 '.repeat(10_000))
    const started = performance.now()
    findDateRanges(line)
    assert.ok(performance.now() - started < 500)
  })
})
