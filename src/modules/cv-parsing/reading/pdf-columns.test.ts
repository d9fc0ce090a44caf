import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { layOutPage } from './pdf-columns.ts'
import type { TextFragment } from './pdf-lines.ts'

// Text at 10 pt whose letters are half as wide as the font is tall, as in most sans fonts.
function at(x: number, baseline: number, text: string, size = 10, bold = false): TextFragment {
  return { text, x, width: text.length * size * 0.5, baseline, size, bold }
}

/** Lines of prose at `x`, `leading` apart from `top`, each `width` points wide at most. */
function column(x: number, top: number, lines: string[], leading = 14, size = 10): TextFragment[] {
  return lines.map((line, i) => at(x, top + i * leading, line, size))
}

const texts = (fragments: TextFragment[]) => layOutPage(fragments).map((line) => line.text)

const PROSE = [
  'Built the payment service that two million',
  'customers use every day, moved it to Kubernetes',
  'and cut its response time by half in a year.',
  'Led a team of four engineers through the move',
  'from a monolith to services, and mentored two',
  'interns who joined the company full time.',
]

describe('layOutPage', () => {
  test('a page in one column comes out row by row, joined left to right with spaces where the gaps are', () => {
    const fragments = [at(40, 50, 'Nguyễn', 20, true), at(110, 50, 'Văn', 20, true), at(150, 50, 'A', 20, true), ...column(40, 80, PROSE)]
    const lines = layOutPage(fragments)
    assert.deepEqual(
      lines.map((line) => line.text),
      ['Nguyễn Văn A', ...PROSE],
    )
    assert.deepEqual(lines[0], { text: 'Nguyễn Văn A', fontSize: 20, bold: true })
  })

  test('glyph runs of one word are joined without a space; a word drawn twice (fake bold) once', () => {
    const lines = layOutPage([
      at(40, 50, 'Kinh'),
      at(63, 50, 'nghi'),
      at(83, 50, 'ệm'),
      at(83.5, 50, 'ệm'),
      at(96, 50, 'việc'),
      at(96.4, 50, 'việc'),
    ])
    assert.deepEqual(
      lines.map((line) => line.text),
      ['Kinh nghiệm việc'],
    )
  })

  test('right-aligned dates beside job titles stay on their rows (a sparse side that pairs is no column)', () => {
    const fragments = [
      at(40, 50, 'Software engineer, ABC'),
      at(480, 50, '2019 – 2023'),
      at(50, 64, '- Payments'),
      at(50, 78, '- Kubernetes'),
      at(50, 92, '- Mentoring'),
      at(40, 110, 'Developer, XYZ'),
      at(480, 110, '2016 – 2019'),
      at(50, 124, '- Billing'),
      at(50, 138, '- SQL'),
      at(40, 156, 'Intern, QRS'),
      at(480, 156, '2015 – 2016'),
      at(50, 170, '- Testing'),
    ]
    assert.deepEqual(texts(fragments), [
      'Software engineer, ABC 2019 – 2023',
      '- Payments',
      '- Kubernetes',
      '- Mentoring',
      'Developer, XYZ 2016 – 2019',
      '- Billing',
      '- SQL',
      'Intern, QRS 2015 – 2016',
      '- Testing',
    ])
  })

  test('a short table of labels and values stays a table', () => {
    const labels = ['Họ và tên:', 'Ngày sinh:', 'Điện thoại:', 'Email:', 'Địa chỉ:']
    const values = ['Nguyễn Văn A', '01/01/1995', '0912 345 678', 'a@example.com', 'Hà Nội']
    const fragments = [...labels.map((label, i) => at(40, 50 + i * 14, label)), ...values.map((value, i) => at(160, 50 + i * 14, value))]
    const prose = column(40, 140, PROSE)
    assert.deepEqual(texts([...fragments, ...prose]), [...labels.map((label, i) => `${label} ${values[i]}`), ...PROSE])
  })

  test('a dated left margin beside the entries (Europass) stays on the entries’ rows', () => {
    const fragments = [
      at(40, 50, '2019 – 2023'),
      at(160, 50, 'Software engineer at ABC'),
      ...column(160, 64, PROSE.slice(0, 3)),
      at(40, 110, '2016 – 2019'),
      at(160, 110, 'Developer at XYZ'),
      ...column(160, 124, PROSE.slice(3)),
    ]
    const lines = texts(fragments)
    assert.equal(lines[0], '2019 – 2023 Software engineer at ABC')
    assert.equal(lines[4], '2016 – 2019 Developer at XYZ')
  })

  test('bullets hung in a margin of their own stay with their items, wrapped lines and all', () => {
    const fragments = [
      at(40, 50, 'Experience', 12, true),
      at(50, 66, '•'),
      ...column(72, 66, PROSE.slice(0, 2)),
      at(50, 94, '•'),
      at(72, 94, PROSE[2]!),
      at(50, 108, '•'),
      at(72, 108, PROSE[3]!),
      at(50, 122, '•'),
      ...column(72, 122, PROSE.slice(4)),
      at(40, 150, 'Education and everything learnt at school and after it', 12, true),
    ]
    assert.deepEqual(texts(fragments), [
      'Experience',
      `• ${PROSE[0]}`,
      PROSE[1],
      `• ${PROSE[2]}`,
      `• ${PROSE[3]}`,
      `• ${PROSE[4]}`,
      PROSE[5],
      'Education and everything learnt at school and after it',
    ])
  })

  test('two columns of prose on a shared baseline grid are read one after the other, under a full-width header', () => {
    const header = [
      at(40, 40, 'Nguyễn Thị Hồng Nhung', 22, true),
      at(40, 66, 'nhung@example.com · 0912 345 678 · Cầu Giấy, Hà Nội · linkedin.com/in/nhung'),
    ]
    const left = column(40, 100, PROSE)
    const right = column(320, 100, [...PROSE].reverse())
    assert.deepEqual(texts([...header, ...left, ...right]), [
      'Nguyễn Thị Hồng Nhung',
      'nhung@example.com · 0912 345 678 · Cầu Giấy, Hà Nội · linkedin.com/in/nhung',
      ...PROSE,
      ...[...PROSE].reverse(),
    ])
  })

  test('a narrow sidebar on its own baselines, and a full-width footer under both columns', () => {
    const sidebar = column(30, 100, ['CONTACT', '0912 345 678', 'a@abc.vn', 'SKILLS', 'Python', 'SQL', 'Docker'], 17, 9)
    const main = column(200, 104, PROSE, 13)
    const footer = [at(30, 800, 'References available on request from the candidate', 9)]
    assert.deepEqual(texts([...main, ...footer, ...sidebar]), [
      'CONTACT',
      '0912 345 678',
      'a@abc.vn',
      'SKILLS',
      'Python',
      'SQL',
      'Docker',
      ...PROSE,
      'References available on request from the candidate',
    ])
  })

  test('a sidebar that starts under a photo, beside a main column that starts at the top, is still a column', () => {
    const main = column(205, 47, [...PROSE, ...PROSE.slice(0, 4), ...PROSE], 14)
    const sidebar = column(
      16,
      165,
      ['Vũ Quang Đạt', 'CONTACT', '0941 506 512', 'a@abc.vn', 'EDUCATION', 'Thuongmai University', 'SKILLS', 'Google Ads', 'Facebook Ads'],
      16,
      9,
    )
    sidebar.push(...column(16, 165 + 9 * 16, ['Project Management', 'Communication', 'Teamwork', 'English: IELTS 7.0', 'Excel'], 16, 9))
    const lines = texts([...main, ...sidebar])
    assert.deepEqual(
      lines.slice(0, sidebar.length),
      sidebar.map((fragment) => fragment.text),
    )
    assert.deepEqual(
      lines.slice(sidebar.length),
      main.map((fragment) => fragment.text),
    )
  })

  test('a sidebar beside a main column that has its own table of dates: columns first, the dates stay on their rows', () => {
    const sidebar = column(30, 100, ['CONTACT', '0912 345 678', 'a@abc.vn', 'SKILLS', 'Python', 'SQL'], 16, 9)
    const main = [
      at(200, 100, 'Engineer, ABC'),
      at(500, 100, '2019 – 2023'),
      ...column(210, 114, ['- Payments', '- Kubernetes', '- Mentoring']),
      at(200, 160, 'Developer, XYZ'),
      at(500, 160, '2016 – 2019'),
      ...column(210, 174, ['- Billing', '- SQL tuning']),
    ]
    assert.deepEqual(texts([...sidebar, ...main]), [
      'CONTACT',
      '0912 345 678',
      'a@abc.vn',
      'SKILLS',
      'Python',
      'SQL',
      'Engineer, ABC 2019 – 2023',
      '- Payments',
      '- Kubernetes',
      '- Mentoring',
      'Developer, XYZ 2016 – 2019',
      '- Billing',
      '- SQL tuning',
    ])
  })

  test('a page of thousands of fragments is laid out in well under a second', () => {
    const fragments: TextFragment[] = []
    for (let row = 0; row < 150; row++)
      for (let word = 0; word < 20; word++) fragments.push(at(30 + word * 27, 30 + row * 5, 'abcdefghijkl', 4))
    const started = performance.now()
    const lines = layOutPage(fragments)
    assert.equal(lines.length, 150)
    assert.ok(performance.now() - started < 1000)
  })
})
