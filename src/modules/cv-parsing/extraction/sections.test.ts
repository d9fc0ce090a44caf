import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { isDocumentTitle, matchHeading, placeLines } from './sections.ts'

const kindOf = (text: string): string | null => matchHeading(text)?.kind ?? null

describe('section headings', () => {
  test('Vietnamese and English headings of every section', () => {
    const cases: [string, string][] = [
      ['Kinh nghiệm làm việc', 'experience'],
      ['Kinh nghiệm', 'experience'],
      ['Quá trình công tác', 'experience'],
      ['Work experience', 'experience'],
      ['Experience', 'experience'],
      ['Employment history', 'experience'],
      ['Professional Experience', 'experience'],
      ['Học vấn', 'education'],
      ['Trình độ học vấn', 'education'],
      ['Quá trình học tập', 'education'],
      ['Education', 'education'],
      ['Kỹ năng', 'skills'],
      ['Kĩ năng', 'skills'],
      ['Kỹ năng chuyên môn', 'skills'],
      ['Skills', 'skills'],
      ['Technical skills', 'skills'],
      ['Core competencies', 'skills'],
      ['Mục tiêu nghề nghiệp', 'summary'],
      ['Giới thiệu', 'summary'],
      ['Summary', 'summary'],
      ['Dự án', 'projects'],
      ['Projects', 'projects'],
      ['Chứng chỉ', 'certificates'],
      ['Certifications', 'certificates'],
      ['Ngoại ngữ', 'languages'],
      ['Languages', 'languages'],
      ['Hoạt động', 'activities'],
      ['Activities', 'activities'],
      ['Người tham chiếu', 'references'],
      ['References', 'references'],
      ['Sở thích', 'interests'],
      ['Interests', 'interests'],
      ['Giải thưởng', 'awards'],
      ['Awards', 'awards'],
      ['Thông tin liên hệ', 'contact'],
      ['Thông tin cá nhân', 'contact'],
      ['Contact', 'contact'],
    ]
    for (const [heading, kind] of cases) assert.equal(kindOf(heading), kind, heading)
  })

  test('written in capitals, without diacritics, with a colon, numbered or behind an icon', () => {
    assert.equal(kindOf('KINH NGHIỆM LÀM VIỆC'), 'experience')
    assert.equal(kindOf('KINH NGHIEM LAM VIEC'), 'experience')
    assert.equal(kindOf('Học vấn:'), 'education')
    assert.equal(kindOf('II. KỸ NĂNG'), 'skills')
    assert.equal(kindOf('3. Work Experience'), 'experience')
    assert.equal(kindOf('■ EDUCATION'), 'education')
    assert.equal(kindOf('K I N H  N G H I Ệ M'), 'experience')
    assert.equal(kindOf('KINH NGHIỆM LÀM VIỆC | WORK EXPERIENCE'), 'experience')
  })

  test('a heading with content on its line gives the content that section', () => {
    assert.deepEqual(matchHeading('Kỹ năng: Excel, Word'), { kind: 'skills', contentStart: 9 })
    assert.deepEqual(matchHeading('Skills:'), { kind: 'skills', contentStart: null })
  })

  test('sentences and job lines are not headings', () => {
    for (const text of [
      'Kinh nghiệm 5 năm trong lĩnh vực kế toán',
      'Kỹ năng giao tiếp tốt',
      'Experience with React and Node.js',
      'Education Manager at ABC',
      'Senior Developer',
    ]) {
      assert.equal(kindOf(text), null, text)
    }
  })

  test('document titles are recognised, never sections', () => {
    for (const title of ['CURRICULUM VITAE', 'SƠ YẾU LÝ LỊCH', 'HỒ SƠ ỨNG VIÊN', 'Resume', 'CV']) {
      assert.ok(isDocumentTitle(title), title)
      assert.equal(kindOf(title), null)
    }
  })

  test('lines take the section of the heading above; an inline heading leaves it open', () => {
    const places = placeLines([
      'Nguyễn Văn An',
      'KINH NGHIỆM',
      'FPT Software',
      'Công nghệ: Java',
      'Kỹ năng: Java',
      'Viettel',
      'HỌC VẤN',
      'ĐH Bách Khoa',
    ])
    assert.deepEqual(
      places.map((place) => [place.section, place.isHeading]),
      [
        [null, false],
        ['experience', true],
        ['experience', false],
        ['experience', false],
        ['skills', false],
        ['experience', false],
        ['education', true],
        ['education', false],
      ],
    )
  })
})

describe('bilingual headings', () => {
  test('a heading followed by its translation in brackets, after a slash or after a dash', () => {
    assert.equal(kindOf('Quá trình công tác (Employment History)'), 'experience')
    assert.equal(kindOf('Trình độ học vấn (Education)'), 'education')
    assert.equal(kindOf('Kỹ năng chuyên môn / Technical Skills'), 'skills')
    assert.equal(kindOf('NGOẠI NGỮ - LANGUAGES'), 'languages')
    assert.equal(kindOf('Dự án – Projects'), 'projects')
    // Two halves that name different sections, or a half that is no heading, are no heading.
    assert.equal(kindOf('Kỹ năng (Education)'), null)
    assert.equal(kindOf('Kinh nghiệm (3 năm)'), null)
  })
})
